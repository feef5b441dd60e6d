/**
 * What a claim's card says beyond its state (flow claim, issue 13): the amount asked for (the
 * form's amountHuf), the amount approved, the operator's open question and the reason of a
 * rejection, the last two read from the item's own history so there is one record of them.
 */
import type { CareItem } from '../api/careApi';
import type { ItemAction } from '../domain/care/careMachine';

/** The note of the latest event of `action`, or null. */
export function lastNote(item: Pick<CareItem, 'events'>, action: ItemAction): string | null {
  const events = [...(item.events ?? [])].filter((e) => e.action === action).sort((a, b) => a.at.localeCompare(b.at));
  return events.at(-1)?.note ?? null;
}

/** The amount a claim asks for, in HUF, or null. */
export function claimedHufOf(item: Pick<CareItem, 'answers'>): number | null {
  const amount = item.answers?.amountHuf;
  return typeof amount === 'number' && Number.isInteger(amount) ? amount : null;
}

/** The question the patient is to answer: only while the claim waits for information. */
export const openQuestionOf = (item: Pick<CareItem, 'state' | 'events'>): string | null => (item.state === 'needs_information' ? lastNote(item, 'requestInformation') : null);

/** Why the claim was rejected: only once it is. */
export const rejectionReasonOf = (item: Pick<CareItem, 'state' | 'events'>): string | null => (item.state === 'rejected' ? lastNote(item, 'reject') : null);
