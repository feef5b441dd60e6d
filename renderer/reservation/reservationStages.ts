/**
 * The stepper of the reservation screen (UX.md "stepper for multi-step flows"): which stages the
 * visitor's path has and where the current step stands. The anonymous path has three stages
 * (details, confirm by email, done); the logged-in path two, since booking confirms at once.
 * Logging in is part of the details stage: it is another way of saying who is booking.
 */
import type { ReservationStep } from './reservationSlice';

export type StageKey = 'details' | 'confirm' | 'done';
export type StageState = 'done' | 'current' | 'todo';

export interface Stage {
  key: StageKey;
  state: StageState;
}

const ANONYMOUS: StageKey[] = ['details', 'confirm', 'done'];
const LOGGED_IN: StageKey[] = ['details', 'done'];

const STAGE_OF: Record<ReservationStep, StageKey> = {
  register: 'details',
  login: 'details',
  loggedInForm: 'details',
  verification: 'confirm',
  finished: 'done',
  loggedInFinished: 'done',
};

const PATH_OF: Record<ReservationStep, StageKey[]> = {
  register: ANONYMOUS,
  verification: ANONYMOUS,
  finished: ANONYMOUS,
  login: LOGGED_IN,
  loggedInForm: LOGGED_IN,
  loggedInFinished: LOGGED_IN,
};

export function reservationStages(step: ReservationStep): Stage[] {
  const path = PATH_OF[step];
  const current = path.indexOf(STAGE_OF[step]);
  return path.map((key, i) => ({ key, state: i < current ? 'done' : i === current ? 'current' : 'todo' }));
}
