/**
 * A multipart upload to a running portal whose files are generated while they are sent, so ten
 * parallel uploads of 95 MB cost the test process a few megabytes, not a gigabyte. An upload can
 * stall part way, as a client that has gone quiet, and be abandoned.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';

export interface GeneratedFile {
  name: string;
  /** Total bytes, head included. */
  size: number;
  /** The first bytes (the magic number the server sniffs); the rest is filler. */
  head: Buffer;
}

export interface UploadAnswer {
  status: number;
  body: { violations?: { rule: string; field: string; params?: Record<string, string> }[]; files?: { name: string; size: number }[] };
}

export interface StreamedUpload {
  /** The server's answer; rejects when the connection fails (or is abandoned) first. */
  answer: Promise<UploadAnswer>;
  /** Closes the connection, whatever has been sent. */
  abandon: () => void;
}

const FILLER = Buffer.alloc(1024 * 1024, 'portal upload filler\n');

/** The multipart body in pieces of at most 1 MB, generated as they are sent. */
function* multipartBody(boundary: string, files: GeneratedFile[]): Generator<Buffer> {
  for (const file of files) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileData"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
    const head = file.head.subarray(0, file.size);
    yield head;
    for (let left = file.size - head.byteLength; left > 0; left -= FILLER.byteLength) yield left >= FILLER.byteLength ? FILLER : FILLER.subarray(0, left);
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

function bodyLength(boundary: string, files: GeneratedFile[]): number {
  let length = 0;
  for (const piece of multipartBody(boundary, files.map((f) => ({ ...f, size: 0, head: Buffer.alloc(0) })))) length += piece.byteLength;
  return length + files.reduce((sum, f) => sum + f.size, 0);
}

/**
 * POST /api/uploads?<query> with the files in `fileData`, respecting the socket's backpressure.
 * With `stallAfter`, sending stops (the connection stays open) once that many body bytes are out.
 */
export function streamedUpload(port: number, token: string, query: string, files: GeneratedFile[], stallAfter = Infinity): StreamedUpload {
  const boundary = `----portal${randomBytes(12).toString('hex')}`;
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/uploads?${query}`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en', 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': bodyLength(boundary, files) },
  });
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  const send = async (): Promise<void> => {
    let sent = 0;
    for (const piece of multipartBody(boundary, files)) {
      const part = piece.subarray(0, Math.max(0, stallAfter - sent));
      if (part.byteLength > 0 && !req.write(part)) await once(req, 'drain');
      sent += part.byteLength;
      if (sent >= stallAfter) return;
    }
    req.end();
  };
  // A server that answers before the body is through may close the socket; the answer tells what happened.
  send().catch(() => {});
  return { answer, abandon: () => req.destroy() };
}
