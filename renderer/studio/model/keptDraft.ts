/**
 * The studio's unsaved work, kept in the tab's session storage: a reload (the developer's, or the
 * development server's after it rebuilt a library) brings back the draft and the brand being edited.
 */
import type { Draft } from './brandSet';

export interface KeptDraft {
  draft: Draft;
  brandId?: string;
}

const KEY = 'brand-studio-draft';

export function keptDraft(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): KeptDraft {
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<KeptDraft> | null;
    if (kept && typeof kept.draft === 'object' && kept.draft && !Array.isArray(kept.draft)) {
      return { draft: kept.draft, brandId: typeof kept.brandId === 'string' ? kept.brandId : undefined };
    }
  } catch {
    // A value this version cannot read starts an empty draft.
  }
  return { draft: {} };
}

export function keepDraft(kept: KeptDraft, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    if (Object.keys(kept.draft).length === 0) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the draft lives on in the page.
  }
}
