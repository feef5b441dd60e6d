/**
 * The inverse of mergePatch (RFC 7386): the smallest patch, key by key, that turns `base` into
 * `target`, so that a brand's file holds only what the brand changes and follows the base
 * wherever it does not. mergePatch(base, mergeDiff(base, target)) deep-equals target whenever
 * target holds no null (a merge patch cannot write one: null removes the key).
 */
import { isPlainObject } from '../../domain/brand/mergePatch';

/** The patch; undefined when base and target are deep-equal. Arrays and scalars are replaced whole. */
export function mergeDiff(base: unknown, target: unknown): unknown {
  if (deepEqual(base, target)) return undefined;
  if (!isPlainObject(target)) return target;
  // mergePatch lays an object patch over {} when the base is no object, so diff against {}:
  // the result is then at least {}, which is what turns a scalar into an empty object.
  const from = isPlainObject(base) ? base : {};
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(target)) {
    const patch = mergeDiff(Object.hasOwn(from, key) ? from[key] : undefined, value);
    if (patch !== undefined) entries.push([key, patch]);
  }
  for (const key of Object.keys(from)) if (!Object.hasOwn(target, key)) entries.push([key, null]);
  // fromEntries, not assignment: a "__proto__" key stays an ordinary key.
  return Object.fromEntries(entries);
}

/** Equality of JSON values; the order of an object's keys does not count, an array's does. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
}
