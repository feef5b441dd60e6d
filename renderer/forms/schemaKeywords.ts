/**
 * Checks of the JSON Schema (draft-07) keywords that apply to one value type, for the CSP-safe
 * form validator. Each returns ajv-shaped errors (keyword, params, message) so RJSF's error
 * processing and the portal's translations treat them exactly like ajv's.
 */
import type { Format } from 'ajv';

export interface KeywordError {
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  /** Sub-path below the schema node, e.g. "minLength". */
  at: string;
}

export type Schema = Record<string, unknown>;

const err = (keyword: string, params: Record<string, unknown>, message: string): KeywordError => ({ keyword, params, message, at: keyword });

/** ajv counts string length in code points, not UTF-16 units. */
const length = (s: string): number => [...s].length;

export function formatPasses(format: Format | undefined, value: string): boolean {
  if (format === undefined || format === true) return true;
  if (typeof format === 'string') return new RegExp(format, 'u').test(value);
  if (format instanceof RegExp) return format.test(value);
  if (typeof format === 'function') return Boolean((format as (v: string) => unknown)(value));
  if (typeof format === 'object' && 'validate' in format) return formatPasses(format.validate as Format, value);
  return true;
}

export function stringErrors(schema: Schema, value: string, formats: Record<string, Format>, warn: (m: string) => void): KeywordError[] {
  const out: KeywordError[] = [];
  const { minLength, maxLength, pattern, format } = schema;
  if (typeof minLength === 'number' && length(value) < minLength)
    out.push(err('minLength', { limit: minLength }, `must NOT have fewer than ${minLength} characters`));
  if (typeof maxLength === 'number' && length(value) > maxLength)
    out.push(err('maxLength', { limit: maxLength }, `must NOT have more than ${maxLength} characters`));
  if (typeof pattern === 'string' && !new RegExp(pattern, 'u').test(value)) out.push(err('pattern', { pattern }, `must match pattern "${pattern}"`));
  if (typeof format === 'string') {
    if (!(format in formats)) warn(`unknown format "${format}" is not checked`);
    else if (!formatPasses(formats[format], value)) out.push(err('format', { format }, `must match format "${format}"`));
  }
  return out;
}

export function numberErrors(schema: Schema, value: number): KeywordError[] {
  const out: KeywordError[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  if (typeof minimum === 'number' && value < minimum) out.push(err('minimum', { comparison: '>=', limit: minimum }, `must be >= ${minimum}`));
  if (typeof maximum === 'number' && value > maximum) out.push(err('maximum', { comparison: '<=', limit: maximum }, `must be <= ${maximum}`));
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum)
    out.push(err('exclusiveMinimum', { comparison: '>', limit: exclusiveMinimum }, `must be > ${exclusiveMinimum}`));
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum)
    out.push(err('exclusiveMaximum', { comparison: '<', limit: exclusiveMaximum }, `must be < ${exclusiveMaximum}`));
  if (typeof multipleOf === 'number' && multipleOf > 0 && Math.abs(value / multipleOf - Math.round(value / multipleOf)) > 1e-9)
    out.push(err('multipleOf', { multipleOf }, `must be multiple of ${multipleOf}`));
  return out;
}

export const jsonType = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

export function typeMatches(expected: unknown, value: unknown): boolean {
  const actual = jsonType(value);
  const types = Array.isArray(expected) ? expected : [expected];
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/** Structural equality for const, enum and uniqueItems. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Schema)[k], (b as Schema)[k]));
}
