/**
 * A document is edited a part at a time: a top-level key (a section), and inside a section that
 * is a map of entries (the services, the routes) one entry. The form of a part is the part's
 * schema with the document schema's definitions, so RJSF resolves every reference in it.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema with its local reference followed ("#/definitions/x"). */
export function resolved(schema: unknown, root: Schema): Schema {
  let current = isObject(schema) ? schema : {};
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    const target = current.$ref.slice(2).split('/').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), root);
    const { $ref: _ref, ...rest } = current;
    current = { ...(isObject(target) ? target : {}), ...rest };
  }
  return current;
}

/** A map: an object schema whose entries are named by the author (additionalProperties), with no fixed keys. */
export function isMapSchema(schema: Schema): boolean {
  return isObject(schema.additionalProperties) && !isObject(schema.properties);
}

/**
 * The section that gathers a document's plain settings (its keys that are no object: a name, a
 * flag, a list of hosts) in one form, rather than one section each.
 */
export const GENERAL = '';

/** The keys of the general section: those the schema gives a value that is not an object. */
export function generalKeys(root: Schema): string[] {
  const properties = isObject(root.properties) ? root.properties : {};
  return Object.keys(properties).filter((key) => key !== '$schema' && resolved(properties[key], root).type !== 'object');
}

/** The sections of a document: the general one, its schema's object keys, then any other key the value has ("$schema" aside). */
export function sectionsOf(root: Schema, value: unknown): string[] {
  const general = generalKeys(root);
  const keys = new Set([...Object.keys(isObject(root.properties) ? root.properties : {}), ...Object.keys(isObject(value) ? value : {})]);
  keys.delete('$schema');
  for (const key of general) keys.delete(key);
  return general.length > 0 ? [GENERAL, ...keys] : [...keys];
}

/**
 * The schema with every property titled by its key: a field then reads "primary", the word the
 * file has, not the title of the type it shares with others ("HexColor").
 */
export function titledByKey(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(titledByKey);
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'properties' && isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, { ...(titledByKey(property) as Schema), title: name }]))
      // enum, const and default hold data, not schemas.
      : key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : titledByKey(value);
  }
  return out;
}

/** The schema of the part at `path` of a document (a section, or an entry of a map section). */
export function partSchema(root: Schema, path: readonly string[]): Schema {
  if (path[0] === GENERAL) {
    const keys = generalKeys(root);
    const properties = Object.fromEntries(keys.map((key) => [key, (root.properties as Schema)[key]]));
    const required = Array.isArray(root.required) ? root.required.filter((key) => keys.includes(key as string)) : [];
    return { type: 'object', title: 'General settings', properties, required, definitions: root.definitions };
  }
  let schema = root;
  for (const key of path) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    schema = resolved(key in properties ? properties[key] : schema.additionalProperties, root);
  }
  return { ...schema, title: path.at(-1) ?? schema.title, definitions: root.definitions };
}

export function valueAt(value: unknown, path: readonly string[], root?: Schema): unknown {
  if (path[0] === GENERAL && root) {
    const keys = generalKeys(root);
    return Object.fromEntries(Object.entries(isObject(value) ? value : {}).filter(([key]) => keys.includes(key)));
  }
  return path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
}

/** The document with the part at `path` replaced (undefined removes it). */
export function withValueAt(value: unknown, path: readonly string[], part: unknown, root?: Schema): unknown {
  if (path[0] === GENERAL && root) {
    // Each general key in turn: the others keep their place in the document.
    const next: Record<string, unknown> = { ...(isObject(value) ? value : {}) };
    const given = isObject(part) ? part : {};
    for (const key of generalKeys(root)) {
      if (key in given && given[key] !== undefined) next[key] = given[key];
      else delete next[key];
    }
    return next;
  }
  if (path.length === 0) return part;
  const [key, ...rest] = path as [string, ...string[]];
  const next = { ...(isObject(value) ? value : {}) };
  const inner = withValueAt(next[key], rest, part);
  if (inner === undefined) delete next[key];
  else next[key] = inner;
  return next;
}
