/**
 * When a video consultation can be entered (issue 16). One module: the signalling server refuses
 * by it and the pages say by it when the waiting room opens. Times are UTC milliseconds.
 * - The patient's waiting room opens WAITING_ROOM_OPENS_MINUTES before the slot;
 * - the doctor can open the call DOCTOR_OPENS_MINUTES before it, to be ready first;
 * - the call closes CALL_CLOSES_AFTER_MINUTES after the slot's end, or when the doctor ends it.
 */
export const WAITING_ROOM_OPENS_MINUTES = 10;
export const DOCTOR_OPENS_MINUTES = 30;
export const CALL_CLOSES_AFTER_MINUTES = 60;

const MINUTE = 60_000;

/** The longest chat message the call passes on (the field's limit and the server's). */
export const CHAT_MAX_LENGTH = 1000;

export type CallRole = 'patient' | 'doctor';

export interface CallWindow {
  /** From when this role may enter. */
  opensAt: number;
  /** Until when anyone may be in the call. */
  closesAt: number;
}

export function callWindow(role: CallRole, startAt: number, durationMinutes: number): CallWindow {
  const opensBefore = role === 'doctor' ? DOCTOR_OPENS_MINUTES : WAITING_ROOM_OPENS_MINUTES;
  return { opensAt: startAt - opensBefore * MINUTE, closesAt: startAt + (durationMinutes + CALL_CLOSES_AFTER_MINUTES) * MINUTE };
}

export type CallPhase = 'early' | 'open' | 'closed';

/** Where `now` falls for this role: before the room opens, while it is open, or after it closed. */
export function callPhase(window: CallWindow, now: number, ended: boolean): CallPhase {
  if (ended || now >= window.closesAt) return 'closed';
  return now < window.opensAt ? 'early' : 'open';
}
