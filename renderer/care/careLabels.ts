/**
 * The words of a care item: translation keys of its state, its next step and its service. A
 * written opinion's "awaiting booking" is the doctor writing, so it reads "in progress"
 * (the contract of issue 12) and its next step says so.
 */
import type { ItemFlow, ItemState } from '../domain/care/careMachine';

const WRITING = (flow: ItemFlow, state: ItemState): boolean => flow === 'written' && state === 'awaiting_booking';

export const stateKey = (flow: ItemFlow, state: ItemState): string => (WRITING(flow, state) ? 'care.state.in_progress' : `care.state.${state}`);

/** The server names the next step (care.nextStep.<state>); a written opinion in progress has its own. */
export function nextStepKey(item: { flow: ItemFlow; state: ItemState; nextStep?: string | null }): string {
  if (WRITING(item.flow, item.state)) return 'care.nextStep.in_progress';
  return item.nextStep && item.nextStep.startsWith('care.nextStep.') ? item.nextStep : `care.nextStep.${item.state}`;
}

/** The service's name in the patient's language: the chosen specialty's when there is one. */
export const serviceNameKey = (item: { service: string; specialty?: string | null }): string => `care.serviceNames.${item.specialty ?? item.service}`;

/** Finished and the exits are drawn quieter than the states that still wait for someone. */
export const isSettled = (state: ItemState): boolean => state === 'finished' || state === 'cancelled' || state === 'deleted' || state === 'paid' || state === 'rejected';
