/**
 * What a JSON Schema allows where the caret is in a JSON text: the keys an object may still take,
 * or the values a value may be. Pure, for the brand studio's raw JSON editor; the schema is one
 * self-contained document (server/config/schemaBundle.ts), so only local $refs are followed.
 */
import { findNodeAtLocation, getLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';

export interface CompletionItem {
  label: string;
  /** The text to put in place of `Completion.replace` (or at the caret). */
  insert: string;
  detail?: string;
}

export interface Completion {
  /** The object whose keys are offered, or the value whose values are offered. */
  path: (string | number)[];
  items: CompletionItem[];
  /** Text the chosen item replaces: a partly typed key or value. Absent: insert at the caret. */
  replace?: { offset: number; length: number };
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(root: Schema, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined; // the schema is bundled: anything else is outside it
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSchema(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

/** The schema with what its $ref and allOf/anyOf/oneOf bring: every object that applies, or may. */
function expand(root: Schema, schema: unknown, out: Schema[] = [], seen = new Set<unknown>()): Schema[] {
  if (!isSchema(schema) || seen.has(schema)) return out;
  seen.add(schema);
  out.push(schema);
  if (typeof schema.$ref === 'string') expand(root, resolveRef(root, schema.$ref), out, seen);
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[keyword];
    if (Array.isArray(list)) for (const sub of list) expand(root, sub, out, seen);
  }
  return out;
}

function matches(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(key);
  } catch {
    return false;
  }
}

/** The schemas that apply to `segment` of a value the schemas describe. */
function childSchemas(schemas: Schema[], segment: string | number): unknown[] {
  const out: unknown[] = [];
  for (const s of schemas) {
    if (typeof segment === 'number') {
      if (Array.isArray(s.items)) out.push(segment < s.items.length ? s.items[segment] : s.additionalItems);
      else out.push(s.items);
      continue;
    }
    let named = false;
    if (isSchema(s.properties) && Object.hasOwn(s.properties, segment)) {
      out.push(s.properties[segment]);
      named = true;
    }
    if (isSchema(s.patternProperties)) {
      for (const [pattern, sub] of Object.entries(s.patternProperties)) {
        if (matches(pattern, segment)) {
          out.push(sub);
          named = true;
        }
      }
    }
    if (!named && isSchema(s.additionalProperties)) out.push(s.additionalProperties);
  }
  return out;
}

/** Every schema object that applies at `path` of a document described by `root`. */
export function schemasAt(root: Schema, path: readonly (string | number)[]): Schema[] {
  let schemas = expand(root, root);
  for (const segment of path) {
    const next: Schema[] = [];
    for (const child of childSchemas(schemas, segment)) expand(root, child, next);
    schemas = next;
  }
  return schemas;
}

const EMPTY: Record<string, string> = { string: '""', number: '0', integer: '0', boolean: 'false', object: '{}', array: '[]', null: 'null' };

/** A value of the schema's type to start from: "", 0, false, {}, []. */
function emptyValue(schemas: Schema[]): string {
  for (const s of schemas) {
    const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t): t is string => typeof t === 'string');
    const type = types.find((t) => t !== 'null') ?? types[0];
    if (type && EMPTY[type]) return EMPTY[type];
  }
  for (const s of schemas) {
    if ('const' in s) return JSON.stringify(s.const);
    if (Array.isArray(s.enum) && s.enum.length > 0) return JSON.stringify(s.enum[0]);
    if (isSchema(s.properties) || isSchema(s.additionalProperties)) return '{}';
    if (s.items !== undefined) return '[]';
  }
  return '""';
}

const description = (schemas: Schema[]): string | undefined => schemas.map((s) => s.description).find((d): d is string => typeof d === 'string');

function keyItems(root: Schema, objectSchemas: Schema[], present: Set<string>, withValue: boolean): CompletionItem[] {
  const items = new Map<string, CompletionItem>();
  for (const s of objectSchemas) {
    if (!isSchema(s.properties)) continue;
    for (const [key, sub] of Object.entries(s.properties)) {
      if (present.has(key) || items.has(key)) continue;
      const subSchemas = expand(root, sub);
      const insert = withValue ? `${JSON.stringify(key)}: ${emptyValue(subSchemas)}` : JSON.stringify(key);
      const detail = description(subSchemas);
      items.set(key, detail === undefined ? { label: key, insert } : { label: key, insert, detail });
    }
  }
  return [...items.values()];
}

function valueItems(schemas: Schema[]): CompletionItem[] {
  const items = new Map<string, CompletionItem>();
  const add = (value: unknown): void => {
    const text = JSON.stringify(value);
    if (text !== undefined && !items.has(text)) items.set(text, { label: text, insert: text });
  };
  for (const s of schemas) {
    if ('const' in s) add(s.const);
    if (Array.isArray(s.enum)) s.enum.forEach(add);
    if (s.type === 'boolean' || (Array.isArray(s.type) && s.type.includes('boolean'))) [true, false].forEach(add);
  }
  for (const s of schemas) {
    if (!('default' in s)) continue;
    const text = JSON.stringify(s.default);
    if (text === undefined) continue;
    items.set(text, { label: text, insert: text, detail: 'default' });
  }
  return [...items.values()];
}

/** Items whose label starts with what is typed; all of them when none does. */
function narrowed(items: CompletionItem[], typed: string): CompletionItem[] {
  const prefix = typed.toLowerCase();
  const hits = prefix ? items.filter((i) => i.label.replace(/^"/, '').toLowerCase().startsWith(prefix)) : items;
  return hits.length > 0 ? hits : items;
}

const endOf = (node: { offset: number; length: number }): number => node.offset + node.length;

/** Where a key string typed so far ends: an unterminated one runs to the end of the line, so only up to the caret. */
function keyRange(text: string, key: { offset: number; length: number }, offset: number): { offset: number; length: number } {
  const token = text.slice(key.offset, endOf(key));
  const closed = token.length >= 2 && token.endsWith('"') && !token.includes('\n') && offset < endOf(key);
  return { offset: key.offset, length: (closed ? endOf(key) : offset) - key.offset };
}

/** The word (number, true, false, null or part of one) the caret is in or just after. */
function wordAt(text: string, offset: number): { offset: number; length: number } | undefined {
  let start = offset;
  let end = offset;
  while (start > 0 && /[\w.+-]/.test(text[start - 1]!)) start -= 1;
  while (end < text.length && /[\w.+-]/.test(text[end]!)) end += 1;
  return end > start ? { offset: start, length: end - start } : undefined;
}

/** What `schema` allows at `offset` of `text`: keys where a key goes, values where a value goes. */
export function completionsAt(schema: Record<string, unknown>, text: string, offset: number): Completion {
  const location = getLocation(text, offset);
  const tree = parseTree(text);
  const path = [...location.path] as JSONPath;
  const previous = location.previousNode;

  if (location.isAtPropertyKey) {
    const objectPath = path.slice(0, -1);
    const objectNode = tree ? findNodeAtLocation(tree, objectPath) : undefined;
    const editing = previous && previous.offset <= offset && offset <= endOf(previous) ? previous : undefined;
    const property = objectNode?.children?.find((p) => p.children?.[0]?.offset === editing?.offset);
    // jsonc-parser still says "key" right after an empty object value: the caret is after a finished value.
    const finished = !editing && objectNode?.children?.find((p) => p.children?.[0]?.value === path.at(-1) && p.children?.[1] && endOf(p.children[1]) <= offset);
    if (finished) return { path, items: [] };
    const present = new Set(
      (objectNode?.type === 'object' ? objectNode.children ?? [] : [])
        .filter((p) => p !== property)
        .map((p) => p.children?.[0]?.value)
        .filter((k): k is string => typeof k === 'string'),
    );
    // Renaming a key that already has its value: only the key is replaced.
    const hasValue = property?.colonOffset !== undefined;
    const items = keyItems(schema, schemasAt(schema, objectPath), present, !hasValue);
    if (!editing) return { path: objectPath, items };
    const replace = keyRange(text, editing, offset);
    return { path: objectPath, items: narrowed(items, text.slice(editing.offset + 1, offset)), replace };
  }

  const items = valueItems(schemasAt(schema, path));
  const node: Node | undefined = tree ? findNodeAtLocation(tree, path) : undefined;
  if (node && (node.type === 'object' || node.type === 'array')) return { path, items: [] }; // the caret is after it
  if (node) {
    if (offset < node.offset || offset > endOf(node)) return { path, items: [] };
    const typed = node.type === 'string' ? text.slice(node.offset + 1, offset) : text.slice(node.offset, offset);
    return { path, items: narrowed(items, typed), replace: { offset: node.offset, length: node.length } };
  }
  const word = wordAt(text, offset);
  return word ? { path, items: narrowed(items, text.slice(word.offset, offset)), replace: word } : { path, items };
}
