/**
 * Requests and answers as a failure report shows them: long paths and bodies cut, bytes shown as
 * Latin-1 so nothing is lost, a compressed body also decompressed as the server reads it.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FuzzAnswer, FuzzRequest } from './fuzzServer';

const SHOWN = 400;

function shown(bytes: Buffer | string | undefined): string {
  if (bytes === undefined) return '(none)';
  const text = typeof bytes === 'string' ? bytes : bytes.toString('latin1');
  return JSON.stringify(text.length > SHOWN ? `${text.slice(0, SHOWN)}… (${text.length} bytes)` : text);
}

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

/** A compressed body as the server reads it, when it decompresses. */
function decoded(request: FuzzRequest): string {
  const decode = DECODERS[request.headers['Content-Encoding'] ?? ''];
  if (!decode || !request.body) return '';
  try {
    return `\n  decoded: ${shown(decode(request.body))}`;
  } catch {
    return '';
  }
}

/** The request as a failure report shows it: short enough to read, exact enough to replay. */
export function describeRequest(request: FuzzRequest): string {
  const path = request.path.length > SHOWN ? `${request.path.slice(0, SHOWN)}… (${request.path.length} characters)` : request.path;
  return `${request.method} ${path}\n  headers: ${JSON.stringify(request.headers)}${request.chunked ? ' (chunked)' : ''}\n  body: ${shown(request.body)}${decoded(request)}`;
}

export const describeAnswer = (answer: FuzzAnswer): string => `${answer.status} ${answer.contentType}\n  ${shown(answer.text)}`;
