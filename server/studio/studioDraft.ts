/**
 * What the brand studio sends to be checked or saved: the brand files it changes, each as the
 * text to write (null removes the file), and for a brand started from a copy, the brand whose
 * images (assets/) it starts with.
 */
import { BadRequestError } from '../http/errors';
import { isPlainObject } from '../config/mergePatch';
import { BRAND_ID_PATTERN, DOCUMENT_KINDS, LOCALES } from '../config/brandSources';

export interface StudioDraft {
  /** Path relative to the brands folder ("sunrise/brand.json") → the file's text, or null to remove it. */
  files: Record<string, string | null>;
  /** New brand id → the brand whose assets folder it is given. */
  assetsFrom: Record<string, string>;
}

/**
 * The files a studio may write: a brand's documents and locale files, never _base (every brand
 * reads it) and nothing outside a brand folder.
 */
const FILE_PATTERN = new RegExp(
  `^(?<brand>[a-z0-9]+(?:-[a-z0-9]+)*)/(?:(?:${DOCUMENT_KINDS.join('|')})\\.json|locales/(?:${LOCALES.join('|')})/[a-z][a-zA-Z0-9-]*\\.json)$`,
);
const MAX_FILES = 300;
const MAX_FILE_CHARS = 1_000_000;

/** The brand a draft file belongs to, or undefined for a path the studio may not write. */
function draftFileBrand(file: string): string | undefined {
  return FILE_PATTERN.exec(file)?.groups?.brand;
}

/** Reads a request body as a draft; a body of any other shape is a bad request (#001). */
export function readDraft(body: unknown): StudioDraft {
  if (!isPlainObject(body) || !isPlainObject(body.files)) throw new BadRequestError('A draft has "files": an object of brand file paths');
  const entries = Object.entries(body.files);
  if (entries.length > MAX_FILES) throw new BadRequestError(`A draft changes at most ${MAX_FILES} files`);
  const files: StudioDraft['files'] = {};
  for (const [file, text] of entries) {
    if (!draftFileBrand(file)) throw new BadRequestError(`"${file}" is not a brand file the studio writes`);
    if (text !== null && (typeof text !== 'string' || text.length > MAX_FILE_CHARS)) throw new BadRequestError(`"${file}" must be text of at most ${MAX_FILE_CHARS} characters, or null`);
    files[file] = text;
  }
  const assetsFrom: StudioDraft['assetsFrom'] = {};
  if (body.assetsFrom !== undefined) {
    if (!isPlainObject(body.assetsFrom)) throw new BadRequestError('"assetsFrom" is an object of brand ids');
    for (const [id, source] of Object.entries(body.assetsFrom)) {
      if (!BRAND_ID_PATTERN.test(id) || typeof source !== 'string' || !BRAND_ID_PATTERN.test(source)) throw new BadRequestError('"assetsFrom" maps a brand id to a brand id');
      assetsFrom[id] = source;
    }
  }
  return { files, assetsFrom };
}
