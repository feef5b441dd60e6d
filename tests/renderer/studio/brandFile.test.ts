/**
 * The brand studio's own files (renderer/studio/model/brandFile.ts): the house style of brands/,
 * checked against every file there; the merge patch that inverts mergePatch; the text of a brand's
 * file, which rewrites an unchanged brand as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBrandFile, mergeDiff, overlayText } from '../../../renderer/studio/model/brandFile';
import { mergePatch } from '../../../renderer/domain/brand/mergePatch';

const BRANDS = path.resolve(import.meta.dirname, '../../../brands');
const text = (file: string): string => fs.readFileSync(path.join(BRANDS, file), 'utf8');
const json = (file: string): Record<string, unknown> => JSON.parse(text(file)) as Record<string, unknown>;

/** Files no simple rule writes, and why. */
const NOT_REPRODUCED: Record<string, string> = {
  'default/brand.json':
    'JSON.stringify output with parts written on one line by hand: "callCentre" (48 columns) is expanded while "imagery" (80) is not',
};

describe('formatBrandFile', () => {
  const files = fs
    .readdirSync(BRANDS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();

  it('finds the brands, _base, locales and icon sets', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toEqual(expect.arrayContaining(['_base/brand.json', '_base/guards.json', '_base/icon-sets/default.json', '_base/locales/en/errors.json', 'retail/brand.json']));
  });

  it.each(files.filter((file) => !(file in NOT_REPRODUCED)))('writes %s byte for byte', (file) => {
    expect(formatBrandFile(JSON.parse(text(file)))).toBe(text(file));
  });

  it.each(Object.keys(NOT_REPRODUCED))('cannot write %s as it is (else take it off the list)', (file) => {
    expect(formatBrandFile(JSON.parse(text(file)))).not.toBe(text(file));
  });

  it('keeps a nested value on one line unless it holds two containers or is too long', () => {
    expect(formatBrandFile({ a: { b: 1, c: [1, 2] }, d: {}, e: [], f: 'x' })).toBe('{\n  "a": { "b": 1, "c": [1, 2] },\n  "d": {},\n  "e": [],\n  "f": "x"\n}\n');
    expect(formatBrandFile({ p: { s: [1], o: {} } })).toBe('{\n  "p": {\n    "s": [1],\n    "o": {}\n  }\n}\n');
    // `  "k": { "v": "` and `" }`: 18 columns around the text; scalars alone fit in 160.
    expect(formatBrandFile({ k: { v: 'x'.repeat(142) } }).split('\n')).toHaveLength(4);
    expect(formatBrandFile({ k: { v: 'x'.repeat(143) } }).split('\n')).toHaveLength(6);
    expect(formatBrandFile({ list: [{ a: 1, b: ['x'.repeat(200)] }] })).toBe(`{\n  "list": [\n    { "a": 1, "b": ["${'x'.repeat(200)}"] }\n  ]\n}\n`);
  });

  it('writes "$schema" first, and locale documents one value per line', () => {
    const locale = { '404': 'Not found', $schema: '../../../../schemas/locale.schema.json', modal: { close: 'Close' } };
    expect(formatBrandFile(locale)).toBe(
      '{\n  "$schema": "../../../../schemas/locale.schema.json",\n  "404": "Not found",\n  "modal": {\n    "close": "Close"\n  }\n}\n',
    );
  });

  it('writes what JSON.parse reads back', () => {
    fc.assert(
      fc.property(jsonValue(true), (value) => {
        expect(JSON.parse(formatBrandFile(value))).toEqual(value);
      }),
    );
  });
});

describe('mergeDiff', () => {
  it('patches what differs: objects key by key, arrays and scalars whole, a removed key as null', () => {
    expect(mergeDiff({ a: 1, b: { c: 1, d: 2 }, l: [1, 2], gone: true }, { a: 1, b: { c: 1, d: 3 }, l: [1], e: { f: 1 } })).toEqual({
      b: { d: 3 },
      l: [1],
      e: { f: 1 },
      gone: null,
    });
    expect(mergeDiff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeUndefined();
    expect(mergeDiff({ a: 1 }, 'text')).toBe('text');
    expect(mergeDiff(5, {})).toEqual({});
  });

  it('inverts mergePatch for JSON objects without null', () => {
    const object = jsonObject(false);
    const pairs = fc.oneof(
      fc.tuple(object, object),
      fc.tuple(object, object).map(([base, patch]) => [base, mergePatch(base, patch)] as const),
    );
    fc.assert(
      fc.property(pairs, ([base, target]) => {
        // undefined is no patch at all: base is target already.
        const patch = mergeDiff(base, target);
        expect(patch === undefined ? base : mergePatch(base, patch)).toEqual(target);
        expect(mergeDiff(target, target)).toBeUndefined();
        expect(mergeDiff(base, structuredClone(base))).toBeUndefined();
      }),
    );
  });
});

describe('overlayText', () => {
  const BRAND = '../../schemas/brand.schema.json';

  it("keeps the previous file's key order, then the new keys in the effective order", () => {
    const base = { $schema: BRAND, name: 'Base', theme: 'default', contact: { phone: '1', opens: 8 } };
    const previous = { $schema: BRAND, theme: 'mine', name: 'Mine', contact: { opens: 9 } };
    const effective = { name: 'Mine 2', theme: 'mine', contact: { phone: '2', opens: 9 }, hosts: ['mine.localhost'] };
    expect(overlayText({ base, effective, previous, schemaLink: BRAND })).toBe(
      `{\n  "$schema": "${BRAND}",\n  "theme": "mine",\n  "name": "Mine 2",\n  "contact": { "opens": 9, "phone": "2" },\n  "hosts": ["mine.localhost"]\n}\n`,
    );
  });

  it("puts the file's own $schema first, never comparing the base's", () => {
    const base = { $schema: '../../../schemas/locale.schema.json', '404': 'Not found', home: 'Home' };
    const effective = { ...base, '404': 'Lost' };
    const link = '../../../../schemas/locale.schema.json';
    expect(overlayText({ base, effective, previous: undefined, schemaLink: link })).toBe(`{\n  "$schema": "${link}",\n  "404": "Lost"\n}\n`);
  });

  it('writes null for a key the brand removes from the base', () => {
    const base = { name: 'Base', fallback: false, hosts: [] };
    expect(overlayText({ base, effective: { name: 'Base', hosts: ['a'] }, previous: undefined, schemaLink: BRAND })).toBe(
      `{\n  "$schema": "${BRAND}",\n  "hosts": ["a"],\n  "fallback": null\n}\n`,
    );
  });

  it('writes no file for no change, or one with only $schema when the brand has one that says nothing', () => {
    const base = { $schema: BRAND, name: 'Base' };
    expect(overlayText({ base, effective: { ...base }, previous: undefined, schemaLink: BRAND })).toBeUndefined();
    expect(overlayText({ base, effective: { ...base }, previous: { $schema: BRAND }, schemaLink: BRAND })).toBe(`{\n  "$schema": "${BRAND}"\n}\n`);
  });

  it('keeps what the previous file restated from the base while it still holds, and drops it once it is changed back by a removal', () => {
    const base = { $schema: BRAND, name: 'Base', colors: { primary: '#000000', surface: '#ffffff' } };
    const previous = { $schema: BRAND, name: 'Base', colors: { primary: '#112233', surface: '#ffffff' } };
    expect(overlayText({ base, effective: { name: 'Base', colors: { primary: '#445566', surface: '#ffffff' } }, previous, schemaLink: BRAND })).toBe(
      `{\n  "$schema": "${BRAND}",\n  "name": "Base",\n  "colors": { "primary": "#445566", "surface": "#ffffff" }\n}\n`,
    );
    expect(overlayText({ base, effective: { name: 'Base', colors: { primary: '#445566' } }, previous, schemaLink: BRAND })).toBe(
      `{\n  "$schema": "${BRAND}",\n  "name": "Base",\n  "colors": { "primary": "#445566", "surface": null }\n}\n`,
    );
  });

  const base = json('_base/brand.json');
  const rewrite = (brand: string): string | undefined => {
    const own = json(`${brand}/brand.json`);
    return overlayText({ base, effective: mergePatch(base, own), previous: own, schemaLink: own.$schema as string });
  };

  it('rewrites a real brand file as it is when it repeats no base value (mobile-app)', () => {
    expect(rewrite('mobile-app')).toBe(text('mobile-app/brand.json'));
  });

  it('rewrites every real brand file as it is, also where it repeats base values (retail restates three base colours)', () => {
    const repeated = ['"onPrimary": "#ffffff",', '"surface": "#ffffff",', '"error": "#b00020",'];
    expect(text('retail/brand.json').split('\n').filter((line) => repeated.includes(line.trim()))).toHaveLength(3);
    for (const brand of ['retail', 'aipderm', 'insurer', 'izys', 'telekom-health']) expect(rewrite(brand), brand).toBe(text(`${brand}/brand.json`));
  });
});

/** Keys that meet often across two objects, integer-like ones and arbitrary ones; never "__proto__" (mergePatch assigns keys). */
const key = fc.oneof(fc.constantFrom('a', 'b', 'c', '7', '$schema'), fc.string({ maxLength: 6 })).filter((k) => k !== '__proto__');

/** A finite number that JSON writes back as itself (-0 is written as 0). */
const number = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (n === 0 ? 0 : n)));

function jsonArbitraries(withNull: boolean) {
  const scalar = fc.oneof(fc.boolean(), number, fc.string({ maxLength: 12 }), ...(withNull ? [fc.constant(null)] : []));
  return fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('value'), { maxLength: 4 }), tie('object')),
    object: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map((entries) => Object.fromEntries(entries)),
  }));
}

function jsonValue(withNull: boolean): fc.Arbitrary<unknown> {
  return jsonArbitraries(withNull).value;
}

function jsonObject(withNull: boolean): fc.Arbitrary<Record<string, unknown>> {
  return jsonArbitraries(withNull).object;
}
