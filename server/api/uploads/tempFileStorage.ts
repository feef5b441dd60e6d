/**
 * A multer storage engine that writes each uploaded file to a temporary file while it arrives, so
 * no upload is ever held in memory. Only the first `keepBytes` are written: a file past them is
 * refused as too big whatever else it is, so the rest is only counted (the answer says how big it
 * was). multer's limits.fileSize still stops the reading at the hard limit.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';

/** Counts every byte that passes and lets through only the first `keepBytes`. */
function keepingFirst(keepBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = keepBytes - counted.bytes;
      counted.bytes += chunk.byteLength;
      done(null, room <= 0 ? undefined : room >= chunk.byteLength ? chunk : chunk.subarray(0, room));
    },
  });
}

/**
 * Files land in `dir` (created on demand, readable by the server's user only: they are medical
 * records) under random names; the file's `path` and `size` (bytes received) are set for the route,
 * which removes the files when it has answered. multer removes them when it refuses the request.
 */
export function tempFileStorage(dir: string, keepBytes: number): StorageEngine {
  return {
    _handleFile(_req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
      const target = path.join(dir, `${randomUUID()}.upload`);
      const counted = { bytes: 0 };
      fs.promises.mkdir(dir, { recursive: true, mode: 0o700 })
        .then(() => pipeline(file.stream, keepingFirst(keepBytes, counted), fs.createWriteStream(target, { flags: 'wx', mode: 0o600 })))
        .then(
          () => callback(null, { path: target, size: counted.bytes }),
          // An aborted request or a full disk: multer gets no path for this file, so it is removed here.
          (error: unknown) => fs.rm(target, { force: true }, () => callback(error)),
        );
    },
    _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
      fs.rm(file.path, { force: true }, callback);
    },
  };
}

/** Removes the request's temporary files; a file that is already gone is no error. */
export async function removeTempFiles(files: Express.Multer.File[]): Promise<void> {
  await Promise.allSettled(files.map((f) => fs.promises.rm(f.path, { force: true })));
}

/**
 * Removes temporary files a crashed or killed server left behind: those older than `olderThanMs`,
 * which no request in flight can own (a request lasts at most REQUEST_TIMEOUT_MS). Instances
 * sharing the folder do not remove each other's files in progress.
 */
export async function sweepStaleTempFiles(dir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return 0; // no folder yet: nothing left behind
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.upload'))) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > olderThanMs) {
      await fs.promises.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
