/**
 * The brand set as the studio holds it: the files of the brands folder as they are on disk, and
 * the draft, the files the studio has changed (or null for a file to remove). A document or locale
 * file is its text, an image (<brand>/assets/<name>) a data: URL. A brand's document is read as the
 * server reads it: the _base file with the brand's own file laid over it.
 */
import { parse, type ParseError } from 'jsonc-parser';
import { mergePatch } from '../../domain/brand/mergePatch';
import { formatBrandFile } from './brandFile';

export type Files = Record<string, string>;
export type Draft = Record<string, string | null>;

/** A document of a brand: a kind ("brand", "services") or a locale file ("locales/en/services"). */
export type DocId = string;

export const BASE = '_base';

/** The file's text with the draft laid over the disk; undefined for a file that is not (or no longer) there. */
export function textOf(files: Files, draft: Draft, file: string): string | undefined {
  if (file in draft) return draft[file] ?? undefined;
  return files[file];
}

/** The brands of the set: every folder not starting with "_" that has a brand.json. */
export function brandIds(files: Files, draft: Draft): string[] {
  const ids = new Set<string>();
  for (const file of [...Object.keys(files), ...Object.keys(draft)]) {
    const match = /^([^_/][^/]*)\/brand\.json$/.exec(file);
    if (match && textOf(files, draft, file) !== undefined) ids.add(match[1]!);
  }
  return [...ids].sort();
}

/** The documents a brand is made of: the kinds, then every locale file _base or the brand has. */
export function documentsOf(files: Files, draft: Draft, kinds: readonly string[], brandId: string): DocId[] {
  const locales = new Set<string>();
  for (const file of [...Object.keys(files), ...Object.keys(draft)]) {
    const match = /^([^/]+)\/(locales\/[a-z]{2}\/[^/]+)\.json$/.exec(file);
    if (match && (match[1] === BASE || match[1] === brandId) && textOf(files, draft, file) !== undefined) locales.add(match[2]!);
  }
  return [...kinds, ...[...locales].sort()];
}

export const fileOf = (brandId: string, doc: DocId): string => `${brandId}/${doc}.json`;
export const isLocaleDoc = (doc: DocId): boolean => doc.startsWith('locales/');
export const schemaKindOf = (doc: DocId): string => (isLocaleDoc(doc) ? 'locale' : doc);

/** The "$schema" a brand file has: the schema's path from where the file is. */
export function schemaLinkOf(doc: DocId): string {
  const depth = fileOf('x', doc).split('/').length;
  return `${'../'.repeat(depth)}schemas/${schemaKindOf(doc) === 'locale' ? 'locale' : doc}.schema.json`;
}

export interface DocumentState {
  file: string;
  /** The brand's own file, as text; undefined when the brand has none. */
  text: string | undefined;
  /** The brand file's value, or undefined when it does not parse (then `syntaxError` says where). */
  overlay: unknown;
  syntaxError?: { offset: number; message: string };
  base: unknown;
  /** What the portal reads: the base with the brand's file over it (the base alone while the file does not parse). */
  effective: unknown;
}

export function parseJson(text: string): { value: unknown; error?: { offset: number; message: string } } {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  return errors.length ? { value: undefined, error: { offset: errors[0]!.offset, message: `JSON error ${errors[0]!.error}` } } : { value };
}

export function documentState(files: Files, draft: Draft, brandId: string, doc: DocId): DocumentState {
  const file = fileOf(brandId, doc);
  const baseText = files[fileOf(BASE, doc)];
  const base = baseText === undefined ? {} : parseJson(baseText).value ?? {};
  const text = textOf(files, draft, file);
  if (text === undefined) return { file, text, overlay: undefined, base, effective: base };
  const parsed = parseJson(text);
  return { file, text, overlay: parsed.value, syntaxError: parsed.error, base, effective: parsed.error ? base : mergePatch(base, parsed.value) };
}

/** The draft with one file's text set (undefined: the file removed); a file set back to its disk text leaves the draft. */
export function withFile(files: Files, draft: Draft, file: string, text: string | undefined): Draft {
  const next = { ...draft };
  if (text === files[file]) delete next[file];
  else next[file] = text ?? null;
  return next;
}

/** The brand id a new brand may have: lower-case words joined by hyphens, not taken. */
export function newBrandIdProblem(id: string, taken: readonly string[]): string | undefined {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) return 'Use lower-case letters, digits and single hyphens (it becomes the brand’s folder and its address <id>.localhost).';
  if (taken.includes(id)) return `A brand "${id}" exists already.`;
  return undefined;
}

/**
 * A copy's name as visitors read it, in every language: `name` of its locale `brand.json` (the
 * page titles, the footer, mails), and the logo's alt text where it said the source's name.
 */
function withVisibleName(files: Files, draft: Draft, brandId: string, name: string): Draft {
  const next = { ...draft };
  for (const file of Object.keys(files)) {
    const locale = /^_base\/locales\/([a-z]{2})\/brand\.json$/.exec(file)?.[1];
    if (!locale) continue;
    const doc = `locales/${locale}/brand`;
    const state = documentState(files, next, brandId, doc);
    if (state.syntaxError) continue;
    const effective = state.effective as Record<string, unknown>;
    const own = state.overlay && typeof state.overlay === 'object' ? state.overlay as Record<string, unknown> : { $schema: schemaLinkOf(doc) };
    const before = typeof effective.name === 'string' ? effective.name : undefined;
    const logoAlt = before && typeof effective.logoAlt === 'string' && effective.logoAlt.includes(before) ? effective.logoAlt.split(before).join(name) : undefined;
    next[fileOf(brandId, doc)] = formatBrandFile({ ...own, name, ...(logoAlt ? { logoAlt } : {}) });
  }
  return next;
}

/**
 * A new brand's files, copied from another brand: every document, locale file and image of the
 * source, with the copy's own name (in brand.json for its owners, and in each language for its
 * visitors) and host. Whether the rest carries over well (a fallback brand, a
 * payment merchant) is the validator's to say, as for any brand.
 */
export function copiedBrand(files: Files, draft: Draft, sourceId: string, newId: string, name: string): Draft {
  const next = { ...draft };
  const prefix = `${sourceId}/`;
  for (const file of new Set([...Object.keys(files), ...Object.keys(draft)])) {
    const text = textOf(files, draft, file);
    if (!file.startsWith(prefix) || text === undefined) continue;
    next[`${newId}/${file.slice(prefix.length)}`] = text;
  }
  const brandFile = `${newId}/brand.json`;
  const brand = parseJson(next[brandFile] ?? '{}').value as Record<string, unknown> | undefined;
  if (brand) {
    const { fallback: _fallback, ...rest } = brand;
    next[brandFile] = formatBrandFile({ ...rest, name, hosts: [`${newId}.localhost`] });
  }
  return withVisibleName(files, next, newId, name);
}
