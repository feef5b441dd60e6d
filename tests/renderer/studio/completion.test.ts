import { describe, expect, it } from 'vitest';
import { completionsAt, schemasAt, type Completion } from '../../../renderer/studio/model/completion';
import type { DocumentKind } from '../../../renderer/domain/brand/documentKinds';
import { bundledSchema } from '../../../server/config/schemaBundle';

/** Completion at the "|" of `textWithCaret`, in a document of `kind`. */
function at(kind: DocumentKind | 'locale', textWithCaret: string): Completion {
  const offset = textWithCaret.indexOf('|');
  return completionsAt(bundledSchema(kind), textWithCaret.slice(0, offset) + textWithCaret.slice(offset + 1), offset);
}
const labels = (c: Completion) => c.items.map((i) => i.label);

describe('completion where a key goes', () => {
  it('offers the properties of the object at the caret, through a $ref to another file, with an empty value of their type', () => {
    const c = at('brand', '{ "themeTokens": { | } }');
    expect(c.path).toEqual(['themeTokens']);
    expect(labels(c)).toEqual(expect.arrayContaining(['colors', 'font', 'radius', 'typography', 'density', 'logo', 'iconSet']));
    const byLabel = new Map(c.items.map((i) => [i.label, i]));
    expect(byLabel.get('colors')).toEqual({ label: 'colors', insert: '"colors": {}', detail: expect.stringContaining('Brand colours') });
    expect(byLabel.get('radius')!.insert).toBe('"radius": ""');
    expect(byLabel.get('radius')!.detail).toBe('Corner radius of cards, tiles and buttons.');
    expect(c.replace).toBeUndefined();
  });

  it('offers only the keys the object does not have yet', () => {
    const c = at('services', '{\n  "services": {},\n  |\n}');
    expect(c.path).toEqual([]);
    expect(labels(c)).toContain('healthTools');
    expect(labels(c)).not.toContain('services');
    expect(labels(at('services', '{ | }'))).toEqual(expect.arrayContaining(['services', 'healthTools']));
  });

  it('follows additionalProperties and patternProperties to the object being written', () => {
    expect(labels(at('services', '{ "services": { "health-check": { | } } }'))).toEqual(expect.arrayContaining(['page', 'tile', 'healthTool']));
    expect(at('routes', '{ "routes": { "/": { | } } }').items.find((i) => i.label === 'auth')!.insert).toBe('"auth": false');
  });

  it('offers the properties of list items, and nothing where the schema names no property', () => {
    const block = at('content', '{ "pages": { "about": { "blocks": [ { "type": "heading", | } ] } } }');
    expect(block.path).toEqual(['pages', 'about', 'blocks', 0]);
    expect(labels(block)).toEqual(expect.arrayContaining(['text', 'level']));
    expect(labels(block)).not.toContain('type');
    expect(labels(at('content', '{ "pages": { "about": { "blocks": [ { "type": | } ] } } }'))).toContain('"heading"');
    expect(at('locale', '{ "greeting": { | } }').items).toEqual([]);
  });

  it('narrows to a partly typed key and replaces it, up to the caret when the string is not closed yet', () => {
    const open = at('brand', '{ "themeTokens": { "de| } }');
    expect(labels(open)).toEqual(['density']);
    expect(open.replace).toEqual({ offset: 19, length: 3 });
    const closed = at('brand', '{ "themeTokens": { "de|" } }');
    expect(closed.replace).toEqual({ offset: 19, length: 4 });
  });

  it('renames a key that already has a value without touching the value', () => {
    const c = at('brand', '{ "themeTokens": { "dens|": "compact" } }');
    expect(c.items).toEqual([expect.objectContaining({ label: 'density', insert: '"density"' })]);
    expect(c.replace).toEqual({ offset: 19, length: 6 });
  });
});

describe('completion where a value goes', () => {
  it('offers the enum values, the default marked', () => {
    const c = at('brand', '{ "themeTokens": { "density": | } }');
    expect(c.path).toEqual(['themeTokens', 'density']);
    expect(c.items).toEqual([
      { label: '"compact"', insert: '"compact"' },
      { label: '"comfortable"', insert: '"comfortable"', detail: 'default' },
      { label: '"spacious"', insert: '"spacious"' },
    ]);
  });

  it('replaces the value being typed, narrowed to what is typed', () => {
    const c = at('brand', '{ "themeTokens": { "density": "sp|" } }');
    expect(labels(c)).toEqual(['"spacious"']);
    expect(c.replace).toEqual({ offset: 30, length: 4 });
    // right after the empty value a key completion inserts, the caret already gets the choices
    expect(labels(at('brand', '{ "themeTokens": { "density": ""| } }'))).toHaveLength(3);
  });

  it('offers true and false for a boolean, and a partly typed literal is replaced', () => {
    expect(labels(at('routes', '{ "routes": { "/": { "auth": | } } }'))).toEqual(['true', 'false']);
    const typed = at('brand', '{ "fallback": tr| }');
    expect(labels(typed)).toEqual(['true']);
    expect(typed.replace).toEqual({ offset: 14, length: 2 });
  });

  it('offers numeric enums and defaults', () => {
    expect(labels(at('brand', '{ "themeTokens": { "typography": { "headingWeight": | } } }'))).toEqual(['600', '700', '800']);
    expect(at('brand', '{ "themeTokens": { "typography": { "scale": | } } }').items).toEqual([{ label: '1.2', insert: '1.2', detail: 'default' }]);
  });

  it('offers nothing after a finished value', () => {
    expect(at('brand', '{ "fallback": true | }').items).toEqual([]);
    expect(at('brand', '{ "themeTokens": {}| }').items).toEqual([]);
  });
});

describe('schemasAt', () => {
  it('resolves local refs, unions anyOf branches and array items', () => {
    const locale = bundledSchema('locale');
    // additionalProperties → entry → anyOf [string, object]
    expect(schemasAt(locale, ['a', 'b']).map((s) => s.type).filter(Boolean)).toEqual(['string', 'object']);
    const schema = { type: 'object', properties: { list: { type: 'array', items: { enum: ['x'] } }, pair: { items: [{ const: 1 }, { const: 2 }] } } };
    expect(completionsAt(schema, '{ "list": [ | ] }'.replace('|', ''), 12).items.map((i) => i.insert)).toEqual(['"x"']);
    expect(completionsAt(schema, '{ "pair": [1, ] }', 14).items.map((i) => i.insert)).toEqual(['2']);
    const combined = { allOf: [{ properties: { a: { type: 'string' } } }, { oneOf: [{ properties: { b: { type: 'array' } } }, { $ref: '#/definitions/c' }] }], definitions: { c: { properties: { c: { type: 'integer' } } } } };
    expect(completionsAt(combined, '{}', 1).items.map((i) => i.insert)).toEqual(['"a": ""', '"b": []', '"c": 0']);
  });
});
