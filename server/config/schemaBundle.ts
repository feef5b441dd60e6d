/**
 * The JSON Schema of one document kind made self-contained for the brand studio: every $ref to
 * another schema file becomes a local "#/definitions/<file>.<name>" (or "#/definitions/<file>"
 * for a file's root) with what it names copied in, transitively, and without the copies' $id
 * and $schema, so a browser form library resolves everything inside the one document.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from '../../renderer/domain/brand/documentKinds';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import { SCHEMAS_DIR, VALIDATED_SCHEMAS } from './schemaRegistry';

type Schema = Record<string, unknown>;

/** Keywords whose value is a schema (draft-07). */
const SCHEMA_VALUED = new Set(['additionalItems', 'additionalProperties', 'contains', 'propertyNames', 'not', 'if', 'then', 'else']);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

const decodeSegment = (s: string): string => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~');
const encodeSegment = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** "theme.schema.json" → "theme", "api/login-request.schema.json" → "api-login-request". */
const prefixOf = (file: string): string => file.replace(/\.schema\.json$/, '').replace(/\//g, '-');

function readSchema(file: string): Schema {
  return JSON.parse(fs.readFileSync(path.join(SCHEMAS_DIR, file), 'utf8')) as Schema;
}

class Bundler {
  /** Definitions copied from other files, by their new name. */
  readonly copied: Record<string, unknown> = {};
  /** "<file>#<definition name or empty for the root>" → new definition name. */
  private readonly names = new Map<string, string>();
  private readonly pending: { file: string; def: string | null; name: string }[] = [];
  private readonly files = new Map<string, Schema>();

  constructor(private readonly mainFile: string, private readonly main: Schema) {
    this.files.set(mainFile, main);
  }

  private file(name: string): Schema {
    let schema = this.files.get(name);
    if (!schema) {
      schema = readSchema(name);
      this.files.set(name, schema);
    }
    return schema;
  }

  bundle(): Schema {
    const root = this.schema(this.main, this.mainFile) as Schema;
    while (this.pending.length > 0) {
      const { file, def, name } = this.pending.shift()!;
      const source = this.file(file);
      let target: unknown;
      if (def === null) {
        const { definitions: _definitions, $defs: _defs, ...rest } = source;
        target = rest;
      } else {
        const definitions = source.definitions as Schema | undefined;
        if (!definitions || !(def in definitions)) throw new Error(`${file} has no definition "${def}"`);
        target = definitions[def];
      }
      this.copied[name] = this.schema(target, file);
    }
    const own = isPlainObject(root.definitions) ? root.definitions : {};
    if (Object.keys(this.copied).length > 0) root.definitions = { ...own, ...this.copied };
    // The dialect stays declared at the root; its $id goes, so the bundle can be compiled under any key.
    return typeof this.main.$schema === 'string' ? { $schema: this.main.$schema, ...root } : root;
  }

  /** A unique definition name for `def` of `file` (null: its root), queued for copying the first time. */
  private nameFor(file: string, def: string | null): string {
    const key = `${file}#${def ?? ''}`;
    const known = this.names.get(key);
    if (known) return known;
    const own = this.main.definitions as Schema | undefined;
    const wanted = def === null ? prefixOf(file) : `${prefixOf(file)}.${def}`;
    let name = wanted;
    for (let n = 2; (own && name in own) || name in this.copied || [...this.names.values()].includes(name); n += 1) name = `${wanted}_${n}`;
    this.names.set(key, name);
    this.pending.push({ file, def, name });
    return name;
  }

  /** The local ref that replaces `ref` written in `file`. */
  private ref(ref: string, file: string): string {
    const hash = ref.indexOf('#');
    const target = hash < 0 ? ref : ref.slice(0, hash);
    const fragment = hash < 0 ? '' : ref.slice(hash + 1);
    const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)) : file;
    if (fragment !== '' && !fragment.startsWith('/')) throw new Error(`${file}: cannot bundle the $ref "${ref}" (only JSON pointers are supported)`);
    if (targetFile === this.mainFile) return `#${fragment}`;
    const segments = fragment.split('/').slice(1);
    if ((segments[0] === 'definitions' || segments[0] === '$defs') && segments.length >= 2) {
      const name = this.nameFor(targetFile, decodeSegment(segments[1]!));
      return ['#', 'definitions', encodeSegment(name), ...segments.slice(2)].join('/');
    }
    return ['#', 'definitions', encodeSegment(this.nameFor(targetFile, null)), ...segments].join('/');
  }

  /** A copy of the schema `node` of `file` with its refs made local and without $id and $schema. */
  private schema(node: unknown, file: string): unknown {
    if (!isPlainObject(node)) return node;
    const out: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema') continue;
      if (key === '$ref' && typeof value === 'string') out[key] = this.ref(value, file);
      else if (SCHEMA_VALUED.has(key)) out[key] = this.schema(value, file);
      else if (key === 'items') out[key] = Array.isArray(value) ? value.map((v) => this.schema(v, file)) : this.schema(value, file);
      else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((v) => this.schema(v, file));
      else if ((SCHEMA_MAPS.has(key) || key === 'dependencies') && isPlainObject(value)) {
        // dependencies: a schema, or a list of property names left as it is
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v : this.schema(v, file)]));
      } else out[key] = value; // annotations, enum, const, default, examples: data, not schemas
    }
    return out;
  }
}

const memo = new Map<DocumentKind | 'locale', Record<string, unknown>>();

/**
 * The self-contained JSON Schema of a document kind (`<kind>.schema.json`), memoised per kind.
 * The same object is returned on every call: treat it as read-only.
 */
export function bundledSchema(kind: DocumentKind | 'locale'): Record<string, unknown> {
  let bundle = memo.get(kind);
  if (!bundle) {
    const file = VALIDATED_SCHEMAS[kind];
    bundle = new Bundler(file, readSchema(file)).bundle();
    memo.set(kind, bundle);
  }
  return bundle;
}
