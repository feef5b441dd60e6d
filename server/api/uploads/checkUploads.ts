/**
 * The upload rules of spec §5, checked on the server by content as well as by name: excluded
 * extensions, the allowed types (narrowed by the request's include/exclude), duplicate names
 * within the upload (documentNames.ts: the rule is per request, so a name uploaded before may come
 * again; the care request that attaches the files checks its documents together), size and count.
 * The files are on disk (see tempFileStorage.ts); the type is sniffed from the file, reading only
 * what file-type needs.
 */
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { documentNameKey } from '../../../renderer/domain/care/documentNames';

export const EXCLUDED_EXTENSIONS = ['php', 'sh', 'exe', 'asp', 'aspx', 'html', 'py', 'java', 'js', 'ts'];
/** What medical records come as; file-type's names for them. */
export const ALLOWED_TYPES = ['pdf', 'jpg', 'png', 'gif', 'webp', 'heic', 'tif', 'bmp', 'docx', 'odt'];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 5;

export interface IncomingFile {
  name: string;
  /** Bytes received, counted to the end even when only the first MAX_FILE_BYTES were kept. */
  size: number;
  /** The temporary file with the content (its first MAX_FILE_BYTES when the file is bigger). */
  path: string;
}

export interface FileProblem {
  index: number;
  rule: 'validation.file.excludedExtension' | 'validation.file.typeNotAllowed' | 'validation.file.duplicate' | 'validation.file.tooBig';
  params: Record<string, string | number>;
}

export function humanSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

export function allowedTypes(include?: string, exclude?: string): Set<string> {
  const wanted = include ? new Set(include.split(',')) : undefined;
  const refused = new Set(exclude ? exclude.split(',') : []);
  return new Set(ALLOWED_TYPES.filter((t) => (!wanted || wanted.has(t) || (t === 'jpg' && wanted.has('jpeg'))) && !refused.has(t)));
}

/** Problems of the files; each file reports its first problem. `detected` receives each accepted file's media type. */
export async function checkUploads(files: IncomingFile[], allowed: Set<string>, detected: string[]): Promise<FileProblem[]> {
  const problems: FileProblem[] = [];
  const seen = new Set<string>();
  for (const [index, file] of files.entries()) {
    const extension = path.extname(file.name).slice(1).toLowerCase();
    const type = await fileTypeFromFile(file.path);
    detected[index] = type?.mime ?? 'application/octet-stream';
    const key = documentNameKey(file.name);
    if (EXCLUDED_EXTENSIONS.includes(extension)) problems.push({ index, rule: 'validation.file.excludedExtension', params: { extension } });
    else if (!type || !allowed.has(type.ext)) problems.push({ index, rule: 'validation.file.typeNotAllowed', params: { type: type?.ext ?? (extension || 'unknown') } });
    else if (seen.has(key)) problems.push({ index, rule: 'validation.file.duplicate', params: { name: file.name } });
    else if (file.size > MAX_FILE_BYTES) problems.push({ index, rule: 'validation.file.tooBig', params: { size: humanSize(file.size), max: humanSize(MAX_FILE_BYTES) } });
    seen.add(key);
  }
  return problems;
}
