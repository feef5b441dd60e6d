/**
 * Lays a studio draft over a brands folder: its files written or removed. The same code builds
 * the folder a draft is checked in and writes a saved draft into the real brands folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StudioDraft } from './studioDraft';

const same = (current: Buffer | null, next: string | Buffer | null): boolean =>
  current === null || next === null ? current === next : current.equals(typeof next === 'string' ? Buffer.from(next) : next);

/** Applies the draft under `dir`; returns the files that changed (relative paths). */
export function applyDraft(dir: string, draft: StudioDraft): string[] {
  const changed: string[] = [];
  for (const [rel, content] of Object.entries(draft.files)) {
    const file = path.join(dir, rel);
    const current = fs.existsSync(file) ? fs.readFileSync(file) : null;
    if (same(current, content)) continue;
    if (content === null) fs.rmSync(file);
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    changed.push(rel);
  }
  return changed.sort();
}

/** A fresh copy of the brands folder with the draft laid over it, in `into` (emptied first). */
export function draftFolder(brandsDir: string, into: string, draft: StudioDraft): void {
  fs.rmSync(into, { recursive: true, force: true });
  fs.cpSync(brandsDir, into, { recursive: true });
  applyDraft(into, draft);
}
