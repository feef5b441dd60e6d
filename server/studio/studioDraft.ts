/**
 * What the brand studio sends to be checked or saved: the brand files it changes. A document or
 * locale file is its text; an image (assets/<name>) is a data: URL of its bytes, read here into the
 * bytes to write; null removes the file. A brand started from a copy carries the source's images
 * this way too.
 */
import { BadRequestError } from '../http/errors';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import { DOCUMENT_KINDS } from '../../renderer/domain/brand/documentKinds';
import { BRAND_ID_PATTERN, LOCALES } from '../config/brandSources';
import { MAX_IMAGE_BYTES } from '../../renderer/domain/brand/imageNames';

export interface StudioDraft {
  /** Path relative to the brands folder ("sunrise/brand.json", "sunrise/assets/logo.svg") → what to write, or null to remove it. */
  files: Record<string, string | Buffer | null>;
}

const BRAND = `(?<brand>${BRAND_ID_PATTERN.source.replace(/^\^|\$$/g, '')})`;
/**
 * The files a studio may write: a brand's documents, locale files and images (clinic photos in
 * assets/providers/ too), never _base (every brand reads it) and nothing outside a brand folder. An image's name is any the folder may hold
 * (the validator judges its name and content, as it does a file put there by hand).
 */
const TEXT_FILE = new RegExp(`^${BRAND}/(?:(?:${DOCUMENT_KINDS.join('|')})\\.json|locales/(?:${LOCALES.join('|')})/[a-z][a-zA-Z0-9-]*\\.json)$`);
const IMAGE_FILE = new RegExp(`^${BRAND}/assets/(?:providers/)?[a-zA-Z0-9][a-zA-Z0-9._-]{0,99}$`);
const DATA_URL = /^data:[a-z0-9.+/-]*(?:;[a-z0-9-]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/i;
const MAX_FILES = 300;
const MAX_FILE_CHARS = 1_000_000;

/** Reads a request body as a draft; a body of any other shape is a bad request (#001). */
export function readDraft(body: unknown): StudioDraft {
  if (!isPlainObject(body) || !isPlainObject(body.files)) throw new BadRequestError('A draft has "files": an object of brand file paths');
  const entries = Object.entries(body.files);
  if (entries.length > MAX_FILES) throw new BadRequestError(`A draft changes at most ${MAX_FILES} files`);
  const files: StudioDraft['files'] = {};
  for (const [file, value] of entries) {
    const image = IMAGE_FILE.test(file);
    if (!image && !TEXT_FILE.test(file)) throw new BadRequestError(`"${file}" is not a brand file the studio writes`);
    if (value === null) files[file] = null;
    else if (image) {
      const base64 = typeof value === 'string' ? DATA_URL.exec(value)?.[1] : undefined;
      // The validator reports an image over the limit in words; far beyond it, the draft is refused.
      if (base64 === undefined || base64.length > ((MAX_IMAGE_BYTES * 2) / 3) * 4) throw new BadRequestError(`"${file}" must be a data: URL in base64 of at most ${(MAX_IMAGE_BYTES * 2) / 1024} KB, or null`);
      files[file] = Buffer.from(base64, 'base64');
    } else {
      if (typeof value !== 'string' || value.length > MAX_FILE_CHARS) throw new BadRequestError(`"${file}" must be text of at most ${MAX_FILE_CHARS} characters, or null`);
      files[file] = value;
    }
  }
  return { files };
}
