import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import * as validators from '../../../generated/validators';
import { annotationKeywords, formats } from '../../../schemas/vocabulary';
import { LOCALES } from '../../../server/config/brandSources';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../renderer/domain/brand/documentKinds';
import { isPlainObject, mergePatch } from '../../../renderer/domain/brand/mergePatch';
import { bundledSchema } from '../../../server/config/schemaBundle';

const BRANDS = path.resolve(import.meta.dirname, '../../../brands');
const KINDS = [...DOCUMENT_KINDS, 'locale'] as const;
type Kind = DocumentKind | 'locale';
const GENERATED = validators as unknown as Record<Kind, ValidateFunction>;

const brandIds = fs.readdirSync(BRANDS, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('_')).map((e) => e.name).sort();

function readJson(...segments: string[]): unknown {
  const file = path.join(BRANDS, ...segments);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function jsonFiles(...segments: string[]): string[] {
  const dir = path.join(BRANDS, ...segments);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
}

/** Every merged document of a kind: `<brand> <kind>` (or `<brand> <lng>/<ns>`) → _base with the brand laid over it. */
function mergedDocuments(kind: Kind): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const id of brandIds) {
    if (kind !== 'locale') {
      out.push([`${id} ${kind}`, mergePatch(readJson('_base', `${kind}.json`), readJson(id, `${kind}.json`))]);
      continue;
    }
    for (const lng of LOCALES) {
      const namespaces = new Set([...jsonFiles('_base', 'locales', lng), ...jsonFiles(id, 'locales', lng)]);
      for (const ns of [...namespaces].sort()) out.push([`${id} ${lng}/${ns}`, mergePatch(readJson('_base', 'locales', lng, ns), readJson(id, 'locales', lng, ns))]);
    }
  }
  return out;
}

/** Ajv as server/cli/generate.ts sets it up for the precompiled validators. */
function compileAlone(schema: Record<string, unknown>): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
  for (const keyword of annotationKeywords) ajv.addKeyword({ keyword, schemaType: 'boolean' });
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  return ajv.compile(schema);
}

function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (isPlainObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') refsOf(value, out);
    }
  }
  return out;
}

function resolvePointer(root: unknown, ref: string): unknown {
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isPlainObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Wrong-typed values at some leaves and an unknown key in some objects: documents both validators must refuse alike. */
function mutations(doc: unknown): unknown[] {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, at: (string | number)[]): void => {
    paths.push(at);
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, [...at, i]));
    else if (isPlainObject(node)) for (const [k, v] of Object.entries(node)) walk(v, [...at, k]);
  };
  walk(doc, []);
  const picked = paths.filter((_, i) => i % 23 === 1).slice(0, 40);
  return picked.map((at, n) => {
    const copy = structuredClone(doc) as Record<string | number, unknown>;
    let parent: Record<string | number, unknown> = copy;
    for (const segment of at.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
    const last = at.at(-1)!;
    const value = parent[last];
    if (isPlainObject(value) && n % 2 === 0) value.notAKeyOfTheSchema = true;
    else parent[last] = typeof value === 'string' ? 12345 : typeof value === 'number' ? 'x' : typeof value === 'boolean' ? 'yes' : Array.isArray(value) ? 'list' : 7;
    return copy;
  });
}

const comparable = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => ({ instancePath: e.instancePath, keyword: e.keyword, params: e.params, message: e.message }));

describe.each(KINDS)('the bundled %s schema', (kind) => {
  const bundle = bundledSchema(kind);

  it('is memoised', () => {
    expect(bundledSchema(kind)).toBe(bundle);
  });

  it('refers only inside itself, and every ref resolves', () => {
    const refs = refsOf(bundle);
    expect(refs.filter((ref) => !ref.startsWith('#/'))).toEqual([]);
    expect(refs.filter((ref) => resolvePointer(bundle, ref) === undefined)).toEqual([]);
    expect(JSON.stringify(bundle)).not.toMatch(/"\$id"/);
    expect(refsOf(bundle).length).toBeGreaterThan(kind === 'locale' ? 0 : 1);
  });

  it('validates the merged documents of every brand exactly as generated/validators does', () => {
    const alone = compileAlone(bundle);
    const generated = GENERATED[kind];
    const documents = mergedDocuments(kind);
    expect(documents.length).toBeGreaterThanOrEqual(brandIds.length);
    let refused = 0;
    for (const [name, doc] of documents) {
      expect(alone(doc), name).toBe(generated(doc));
      expect(alone(doc), `${name}: ${JSON.stringify(alone.errors)}`).toBe(true);
      for (const wrong of mutations(doc)) {
        const verdict = alone(wrong);
        expect(verdict, name).toBe(generated(wrong));
        if (!verdict) refused += 1;
        expect(comparable(alone.errors), name).toEqual(comparable(generated.errors));
      }
    }
    expect(refused).toBeGreaterThan(documents.length);
  });
});

describe('bundling', () => {
  it('copies what other files define under prefixed names, a file root included', () => {
    const brand = bundledSchema('brand');
    const definitions = brand.definitions as Record<string, Record<string, unknown>>;
    expect((brand.properties as Record<string, unknown>).themeTokens).toEqual({ $ref: '#/definitions/theme', description: 'Colours, fonts, logo and icon set.' });
    expect(definitions.theme!.title).toBe('ThemeTokens');
    expect(definitions.theme!.$schema).toBeUndefined();
    expect(definitions['common.hexColor']!.pattern).toBeDefined();
    // theme.schema.json's own refs to common.schema.json were rewritten too
    expect(JSON.stringify(definitions.theme)).toContain('#/definitions/common.hexColor');
    // the documents' own "$schema" property is a property, not the keyword, and stays
    expect((brand.properties as Record<string, unknown>).$schema).toBeDefined();
  });
});
