/**
 * The draft of a care wizard as React state, written to sessionStorage on every change
 * (wizardDraft.ts), so a reload brings back the answers, the step and the stored documents.
 */
import { useCallback, useEffect, useState } from 'react';
import { sessionStorageOrNull } from '../shell/layoutMode';
import { clearDraft, EMPTY_DRAFT, loadDraft, saveDraft, type WizardDraft } from './wizardDraft';

export interface DraftControl {
  draft: WizardDraft;
  /** Whether the draft came back from an earlier visit of the page (a reload). */
  restored: boolean;
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  /** Forgets the draft (sent, or discarded). */
  reset: () => void;
}

export function useWizardDraft(key: string): DraftControl {
  const [state, setState] = useState<{ key: string; draft: WizardDraft; restored: boolean }>(() => {
    const loaded = typeof window === 'undefined' ? null : loadDraft(sessionStorageOrNull(), key);
    return { key, draft: loaded ?? EMPTY_DRAFT, restored: loaded !== null };
  });
  // Another user or subscription: another draft.
  if (state.key !== key) {
    const loaded = loadDraft(sessionStorageOrNull(), key);
    setState({ key, draft: loaded ?? EMPTY_DRAFT, restored: loaded !== null });
  }

  useEffect(() => {
    if (state.draft === EMPTY_DRAFT) return;
    saveDraft(sessionStorageOrNull(), state.key, state.draft);
  }, [state]);

  const update = useCallback((change: (draft: WizardDraft) => WizardDraft) => setState((s) => ({ ...s, draft: change(s.draft) })), []);
  const reset = useCallback(() => {
    setState((s) => {
      clearDraft(sessionStorageOrNull(), s.key);
      return { ...s, draft: EMPTY_DRAFT, restored: false };
    });
  }, []);
  return { draft: state.draft, restored: state.restored, update, reset };
}
