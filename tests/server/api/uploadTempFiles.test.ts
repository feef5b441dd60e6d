/** Temporary upload files a killed server left behind are removed at the next start; files of uploads in flight stay. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepStaleTempFiles } from '../../../server/api/uploads/tempFileStorage';

describe('sweepStaleTempFiles', () => {
  it('removes upload files older than the limit and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sweep-'));
    const old = path.join(dir, 'old.upload');
    const fresh = path.join(dir, 'fresh.upload');
    const other = path.join(dir, 'notes.txt');
    for (const f of [old, fresh, other]) fs.writeFileSync(f, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(old, hourAgo, hourAgo);
    fs.utimesSync(other, hourAgo, hourAgo);
    expect(await sweepStaleTempFiles(dir, 600_000)).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual(['fresh.upload', 'notes.txt']);
    fs.rmSync(dir, { recursive: true });
  });

  it('is no error when the folder does not exist yet', async () => {
    expect(await sweepStaleTempFiles(path.join(os.tmpdir(), 'portal-sweep-missing-folder'), 1)).toBe(0);
  });
});
