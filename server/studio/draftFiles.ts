/**
 * Lays a studio draft over a brands folder: its files written or removed, and a new brand's
 * assets copied from the brand it started from. The same code builds the folder a draft is
 * checked in and writes a saved draft into the real brands folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StudioDraft } from './studioDraft';

/** Applies the draft under `dir`; returns the files that changed (relative paths), assets included. */
export function applyDraft(dir: string, draft: StudioDraft, assetSourceDir: string = dir): string[] {
  const changed: string[] = [];
  for (const [id, source] of Object.entries(draft.assetsFrom)) {
    const to = path.join(dir, id, 'assets');
    const from = path.join(assetSourceDir, source, 'assets');
    // A brand that has its own images keeps them: the copy gives a new brand a start, nothing more.
    if (fs.existsSync(to) || !fs.existsSync(from)) continue;
    fs.cpSync(from, to, { recursive: true });
    changed.push(`${id}/assets/`);
  }
  for (const [rel, text] of Object.entries(draft.files)) {
    const file = path.join(dir, rel);
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (current === text) continue;
    if (text === null) fs.rmSync(file);
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    changed.push(rel);
  }
  return changed.sort();
}

/** A fresh copy of the brands folder with the draft laid over it, in `into` (emptied first). */
export function draftFolder(brandsDir: string, into: string, draft: StudioDraft): void {
  fs.rmSync(into, { recursive: true, force: true });
  fs.cpSync(brandsDir, into, { recursive: true });
  applyDraft(into, draft, brandsDir);
}
