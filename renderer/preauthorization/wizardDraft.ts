/**
 * A care wizard's draft, kept in sessionStorage so the request survives a reload (and only the
 * tab's session: health data is not left behind in the browser): each step's answers as typed,
 * the step the patient is on, whether the dialog is open, and the documents already stored, so a
 * restored draft still names them. One draft per service, user and subscription (the storage is
 * the brand's own, one host per brand). Read defensively: a draft that does not parse reads as none.
 */
import type { StoredFile } from '../screens/care/CareUploads';
import type { WizardAnswers } from '../domain/care/careWizard';

/** The review before sending, after the last step. */
export const REVIEW = 'review';

export interface WizardDraft {
  /** The dialog was open when the draft was saved: a reload opens it again. */
  open: boolean;
  /** The current step's id, or REVIEW. */
  step: string;
  answers: WizardAnswers;
  files: StoredFile[];
}

export const EMPTY_DRAFT: WizardDraft = { open: false, step: '', answers: {}, files: [] };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (service: string, userId: number, subscriptionId: number | null | undefined): string => `portal.careWizard.${service}.${userId}.${subscriptionId ?? 0}`;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFile = (v: unknown): v is StoredFile => isObj(v) && Number.isInteger(v.id) && typeof v.name === 'string' && typeof v.size === 'number';

export function loadDraft(storage: Storage | null, key: string): WizardDraft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isObj(value) || typeof value.step !== 'string' || !isObj(value.answers) || !Array.isArray(value.files)) return null;
    const answers = Object.fromEntries(Object.entries(value.answers).filter(([, v]) => isObj(v))) as WizardAnswers;
    return { open: value.open === true, step: value.step, answers, files: value.files.filter(isFile) };
  } catch {
    return null;
  }
}

/** Saves the draft; a full or blocked storage leaves the wizard working without it. */
export function saveDraft(storage: Storage | null, key: string, draft: WizardDraft): void {
  try {
    storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: the draft lives on in the page.
  }
}

export function clearDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
}

/** Whether the patient typed or uploaded anything that leaving would lose. */
export function hasTypedAnswers(draft: WizardDraft): boolean {
  const filled = (v: unknown): boolean => v !== undefined && v !== null && v !== '' && v !== false;
  return draft.files.length > 0 || Object.values(draft.answers).some((step) => Object.values(step).some(filled));
}
