/**
 * Checks the draft with the server's validator as the author types: one check at a time, the
 * latest draft after a short pause, and an answer for an older draft never replaces a newer one.
 */
import { useEffect, useRef, useState } from 'react';
import type { ConfigProblem } from '../domain/brand/configProblem';
import type { Draft } from './model/brandSet';
import { checkDraft } from './studioApi';

export interface DraftCheck {
  problems: ConfigProblem[];
  warnings: ConfigProblem[];
  /** Counts the drafts the preview has been given: a frame reloads when it changes. */
  previewVersion: number;
  checking: boolean;
  /** The server could not be asked (it stopped, the network dropped). */
  failure?: string;
}

const PAUSE_MS = 250;

export function useDraftCheck(draft: Draft, initial: { problems: ConfigProblem[]; warnings: ConfigProblem[] } | undefined): DraftCheck {
  const [state, setState] = useState<DraftCheck>({ problems: [], warnings: [], previewVersion: 0, checking: false });
  const asked = useRef(0);
  const first = useRef(true);

  useEffect(() => {
    // Only while no draft has been checked: a check's answer is about the draft, the snapshot's about the disk.
    if (initial && asked.current === 0) setState((s) => ({ ...s, problems: initial.problems, warnings: initial.warnings }));
  }, [initial]);

  useEffect(() => {
    // The snapshot came with the problems of the set as saved: an empty first draft is that set
    // (one kept from before a reload is checked as any other).
    if (first.current) {
      first.current = false;
      if (Object.keys(draft).length === 0) return;
    }
    const mine = ++asked.current;
    setState((s) => ({ ...s, checking: true }));
    const timer = setTimeout(() => {
      checkDraft(draft).then(
        (answer) => {
          if (mine !== asked.current) return;
          setState((s) => ({ problems: answer.problems, warnings: answer.warnings, previewVersion: s.previewVersion + (answer.previewed ? 1 : 0), checking: false }));
        },
        (error: unknown) => {
          if (mine === asked.current) setState((s) => ({ ...s, checking: false, failure: error instanceof Error ? error.message : String(error) }));
        },
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return state;
}
