/**
 * The studio's calls to the development server (server/studio/createStudioRouter.ts). The studio
 * is a tool beside the portal, not part of it, so it talks to its API with fetch rather than
 * through the portal's store.
 */
import type { ConfigProblem } from '../domain/brand/configProblem';
import type { StudioCheck, StudioSnapshot } from '../domain/brand/studioMessages';
import type { Draft } from './model/brandSet';

export type { StudioCheck, StudioSnapshot };

const API = '/dev/studio/api';

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string; problems?: ConfigProblem[] };
  if (!response.ok) throw Object.assign(new Error(answer.message ?? `The development server answered ${response.status}`), { problems: answer.problems });
  return answer;
}

export const loadSnapshot = (): Promise<StudioSnapshot> => call('snapshot');
export const checkDraft = (files: Draft): Promise<StudioCheck> => call('check', { files });
export const saveDraft = (files: Draft): Promise<{ written: string[] }> => call('save', { files });

/** A refusal of the server that carries the set's problems (RB001). */
export const problemsOf = (error: unknown): ConfigProblem[] | undefined => (error as { problems?: ConfigProblem[] } | undefined)?.problems;
