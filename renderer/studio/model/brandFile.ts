/**
 * A brand's own file for a document: the merge patch over the _base document that gives the value
 * the studio holds, written so that saving an unchanged brand rewrites its file as it was: the keys
 * where the brand's file had them, new keys after them, the house style of brands/.
 */
import { isPlainObject } from '../../domain/brand/mergePatch';
import { formatBrandFile } from './formatBrandFile';
import { mergeDiff } from './mergeDiff';

export { formatBrandFile } from './formatBrandFile';
export { mergeDiff } from './mergeDiff';

export interface OverlayInput {
  /** The _base document. */
  base: unknown;
  /** The value the brand's document should have once its file is laid over base. */
  effective: unknown;
  /** The brand's file as it is now (parsed), if it has one. */
  previous: unknown | undefined;
  /** The file's own "$schema" (relative to the file, so never compared with base's). */
  schemaLink: string;
}

/**
 * The text of the brand's file; undefined when the brand changes nothing and has no file yet (a
 * brand with a file that changes nothing keeps a file holding only "$schema").
 */
export function overlayText({ base, effective, previous, schemaLink }: OverlayInput): string | undefined {
  const patch = keptFromPrevious(mergeDiff(withoutSchema(base), withoutSchema(effective)), withoutSchema(previous), effective);
  if (patch === undefined) return previous === undefined ? undefined : formatBrandFile({ $schema: schemaLink });
  if (!isPlainObject(patch)) throw new TypeError('A brand document is an object');
  return formatBrandFile({ $schema: schemaLink, ...orderLike(patch, withoutSchema(previous), effective) });
}

/**
 * The patch with its keys in the order of the previous file, then of the effective value (keys
 * removed from the base, not in effective, last), nested objects alike. Integer-like keys ("25")
 * still come first: JavaScript objects list them so, as JSON.parse does.
 */
function orderLike(patch: Record<string, unknown>, previous: unknown, effective: unknown): Record<string, unknown> {
  const keys = new Set([...keysOf(previous), ...keysOf(effective), ...Object.keys(patch)]);
  return Object.fromEntries(
    [...keys]
      .filter((key) => Object.hasOwn(patch, key))
      .map((key) => {
        const value = patch[key];
        return [key, isPlainObject(value) ? orderLike(value, childOf(previous, key), childOf(effective, key)) : value];
      }),
  );
}

/**
 * The patch with what the previous file said and still holds put back, where it repeats the base
 * (many brands restate a base colour beside their own): a change elsewhere in the document leaves
 * those lines of the file as they were.
 */
function keptFromPrevious(patch: unknown, previous: unknown, effective: unknown): unknown {
  if (!isPlainObject(previous) || !isPlainObject(effective)) return patch;
  if (patch !== undefined && !isPlainObject(patch)) return patch;
  const kept: Record<string, unknown> = { ...(patch ?? {}) };
  for (const [key, was] of Object.entries(previous)) {
    if (!Object.hasOwn(effective, key)) continue;
    const now = effective[key];
    if (isPlainObject(was) && isPlainObject(now)) {
      const inner = keptFromPrevious(kept[key], was, now);
      if (inner !== undefined) kept[key] = inner;
    } else if (!Object.hasOwn(kept, key) && mergeDiff(was, now) === undefined) kept[key] = was;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function keysOf(value: unknown): string[] {
  return isPlainObject(value) ? Object.keys(value) : [];
}

function childOf(value: unknown, key: string): unknown {
  return isPlainObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** A document without its "$schema": the link is the file's own, never a difference. */
function withoutSchema(value: unknown): unknown {
  return isPlainObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== '$schema')) : value;
}
