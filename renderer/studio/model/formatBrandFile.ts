/**
 * The house style of the JSON files under brands/, so that a file the brand studio writes differs
 * from the one on disk only where a value changed. The rules below were read off the files
 * themselves (tests/renderer/studio/brandFile.test.ts checks every one of them byte for byte):
 *
 * - 2-space indentation, the top-level object one key per line with "$schema" first (JSON.parse
 *   lists integer-like keys such as "401" or "404" first, but the files start with "$schema");
 * - locale, content, forms, routes and services documents (told apart by their "$schema") are
 *   written one value per line, as JSON.stringify(value, null, 2) does: they are long lists of
 *   texts and definitions, and a short nested object such as { "close": "Close" } is expanded in
 *   them while the same shape stays on one line in a brand document;
 * - brand, guards and icon-set documents, and anything else, keep a nested object or array on one
 *   line (`{ "a": 1, "b": [1, 2] }`) unless it holds two or more objects or arrays (brand.json's
 *   "partner" and "contact" are expanded however short) or its line is too long: 160 columns for
 *   a container of scalars, 110 for one holding an object or array (the files allow 154–232 and
 *   104–113); an object that is an item of an array is always one line (a guard per line).
 *
 * brands/default/brand.json follows no such rule: it is JSON.stringify output with parts written
 * by hand on one line ("callCentre", 48 columns, is expanded while "imagery", 80, is not).
 */
import { isPlainObject } from '../../domain/brand/mergePatch';

/** The longest line of a nested container that holds only scalars. */
const FLAT_WIDTH = 160;
/** The longest line of a nested container that holds (exactly one) object or array. */
const NESTED_WIDTH = 110;

/** Documents written one value per line, by the file name of their schema. */
const EXPANDED_SCHEMAS = /(?:^|\/)(?:locale|content|forms|routes|services)\.schema\.json$/;

type Entry = readonly [prefix: string, value: unknown];
/** Whether a nested container may stay on its one-line form `line`. */
type Fits = (value: object, line: string, isItem: boolean) => boolean;

export function formatBrandFile(value: unknown): string {
  const expanded = isPlainObject(value) && typeof value.$schema === 'string' && EXPANDED_SCHEMAS.test(value.$schema);
  const fits: Fits = expanded ? () => false : fitsCompact;
  if (!isPlainObject(value) || isEmpty(value)) return `${block(value, '', '', '', fits, false)}\n`;
  const entries = entriesOf(value);
  const schema = entries.filter(([prefix]) => prefix === '"$schema": ');
  return `${expand([...schema, ...entries.filter((e) => !schema.includes(e))], '{}', '', '', '', fits)}\n`;
}

function fitsCompact(value: object, line: string, isItem: boolean): boolean {
  if (isItem && isPlainObject(value)) return true;
  const containers = Object.values(value).filter(isContainer).length;
  if (containers >= 2) return false;
  return line.length <= (containers === 0 ? FLAT_WIDTH : NESTED_WIDTH);
}

/** A value after its indentation and `"key": ` prefix, and the comma that follows it if any. */
function block(value: unknown, indent: string, prefix: string, comma: string, fits: Fits, isItem: boolean): string {
  const line = `${indent}${prefix}${inline(value)}${comma}`;
  if (!isContainer(value) || isEmpty(value) || fits(value, line, isItem)) return line;
  return expand(entriesOf(value), Array.isArray(value) ? '[]' : '{}', indent, prefix, comma, fits);
}

function expand(entries: Entry[], brackets: '[]' | '{}', indent: string, prefix: string, comma: string, fits: Fits): string {
  const inner = `${indent}  `;
  const lines = entries.map(([p, v], i) => block(v, inner, p, i < entries.length - 1 ? ',' : '', fits, brackets === '[]'));
  return `${indent}${prefix}${brackets[0]}\n${lines.join('\n')}\n${indent}${brackets[1]}${comma}`;
}

function inline(value: unknown): string {
  if (!isContainer(value)) return JSON.stringify(value) ?? 'null';
  if (isEmpty(value)) return Array.isArray(value) ? '[]' : '{}';
  const items = entriesOf(value).map(([prefix, v]) => prefix + inline(v));
  return Array.isArray(value) ? `[${items.join(', ')}]` : `{ ${items.join(', ')} }`;
}

/** Items of an array, or `"key": ` and value of an object (undefined values left out, as JSON.stringify does). */
function entriesOf(value: object): Entry[] {
  if (Array.isArray(value)) return value.map((item: unknown) => ['', item] as const);
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => [`${JSON.stringify(key)}: `, v] as const);
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function isEmpty(value: object): boolean {
  return entriesOf(value).length === 0;
}
