/**
 * The sign-in step after a right password for an account with a second factor (issue 34): the
 * login answers a ticket instead of a session, and the page moves to /login/second-factor with it
 * in the history state (never in the address), keeping where the sign-in was to lead.
 */
import type { SecondFactorStep } from '../../generated/config-types';
import { NEXT_PARAM } from '../domain/guards/guardLocation';

export const SECOND_FACTOR_PATH = '/login/second-factor';

export interface SecondFactorState {
  step: SecondFactorStep['secondFactor'];
  /** The login form's own landing. */
  to: string;
}

export function isSecondFactorStep(answer: unknown): answer is SecondFactorStep {
  const step = (answer as Partial<SecondFactorStep> | null | undefined)?.secondFactor;
  return typeof step?.ticket === 'string' && Array.isArray(step.methods);
}

/** The step's address, with the page a guard kept for after the sign-in (`next`) passed on. */
export function secondFactorPath(search: string): string {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  return next ? `${SECOND_FACTOR_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}` : SECOND_FACTOR_PATH;
}

export function secondFactorStateOf(state: unknown): SecondFactorState | undefined {
  const candidate = state as Partial<SecondFactorState> | null | undefined;
  return candidate && isSecondFactorStep({ secondFactor: candidate.step }) && typeof candidate.to === 'string' ? (candidate as SecondFactorState) : undefined;
}
