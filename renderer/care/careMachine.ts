/**
 * The life of a care item (a consultation, a second opinion, organised care), shared by the server,
 * which enforces it, and the screens, which offer only the actions it allows. The states are the
 * ones the error catalogue implies (spec §4, §8); every refusal is the catalogue's RS code for the
 * state the item is in, so a patient and an operator read the same sentence for the same reason.
 *
 * A service's document names its flow:
 * - `appointment`: awaiting approval → awaiting booking → booked → patient appeared → finished;
 * - `written`: awaiting approval → awaiting booking (the doctor writes) → finished.
 * Cancelled and deleted are the exits.
 */

export const CARE_STATES = ['awaiting_approval', 'awaiting_booking', 'booked', 'appeared', 'finished', 'cancelled', 'deleted'] as const;
export type CareState = (typeof CARE_STATES)[number];

export const CARE_FLOWS = ['appointment', 'written'] as const;
export type CareFlow = (typeof CARE_FLOWS)[number];

export const CARE_ACTIONS = ['approve', 'book', 'markAppeared', 'close', 'cancel', 'delete', 'addDocuments'] as const;
export type CareAction = (typeof CARE_ACTIONS)[number];

export type CareActor = 'patient' | 'operator';

/** Who may take each action: the patient on their own items, the operator on the brand's. */
export const ACTORS: Readonly<Record<CareAction, readonly CareActor[]>> = {
  approve: ['operator'],
  book: ['operator'],
  markAppeared: ['operator'],
  close: ['operator'],
  cancel: ['patient', 'operator'],
  delete: ['patient'],
  addDocuments: ['patient'],
};

export type CareStep = { ok: true; state: CareState } | { ok: false; code: string };

const refuse = (code: string): CareStep => ({ ok: false, code });
const to = (state: CareState): CareStep => ({ ok: true, state });

/** The exits answer the same for every action that would change the item. */
function exits(state: CareState): CareStep | null {
  if (state === 'cancelled') return refuse('RS2002');
  if (state === 'deleted') return refuse('RS2004');
  return null;
}

/** Where `action` takes an item of `flow` in `state`, or the RS code that refuses it. */
export function nextState(flow: CareFlow, state: CareState, action: CareAction): CareStep {
  switch (action) {
    case 'approve':
      if (state === 'awaiting_approval') return to('awaiting_booking');
      return exits(state) ?? refuse(state === 'finished' ? 'RS2012' : 'RS2008');
    case 'book':
      // A written opinion has no appointment: booking is not a service of this item.
      if (flow === 'written') return refuse('RR1007');
      if (state === 'awaiting_booking' || state === 'booked') return to('booked');
      if (state === 'awaiting_approval') return refuse('RS2006');
      if (state === 'appeared') return refuse('RS2010');
      if (state === 'finished') return refuse('RS2011');
      return exits(state)!;
    case 'markAppeared':
      if (flow === 'written') return refuse('RR1007');
      if (state === 'booked') return to('appeared');
      if (state === 'awaiting_approval') return refuse('RS2005');
      if (state === 'awaiting_booking') return refuse('RS2007');
      if (state === 'appeared') return refuse('RS2010');
      if (state === 'finished') return refuse('RS2012');
      return exits(state)!;
    case 'close':
      if (flow === 'appointment' ? state === 'appeared' : state === 'awaiting_booking') return to('finished');
      if (state === 'awaiting_approval') return refuse('RS2005');
      if (state === 'awaiting_booking' || state === 'booked') return refuse('RS2007');
      if (state === 'finished') return refuse('RS2012');
      return exits(state) ?? refuse('RS2010');
    case 'cancel':
      if (state === 'awaiting_approval' || state === 'awaiting_booking' || state === 'booked') return to('cancelled');
      if (state === 'appeared') return refuse('RS2009');
      if (state === 'cancelled') return refuse('RS2003');
      if (state === 'finished') return refuse('RS2012');
      return refuse('RS2004');
    case 'delete':
      if (state === 'cancelled' || state === 'finished') return to('deleted');
      if (state === 'deleted') return refuse('RS2004');
      return refuse('RS2008');
    case 'addDocuments':
      if (state === 'awaiting_approval' || state === 'awaiting_booking' || state === 'booked' || state === 'appeared') return to(state);
      if (state === 'finished') return refuse('RS2013');
      return exits(state)!;
  }
}

/** The actions `actor` can take on an item now: what the screens offer. */
export function availableActions(flow: CareFlow, state: CareState, actor: CareActor): CareAction[] {
  return CARE_ACTIONS.filter((action) => ACTORS[action].includes(actor) && nextState(flow, state, action).ok);
}

/** The states a flow passes through, in order, for a progress display. */
export function flowStates(flow: CareFlow): CareState[] {
  return flow === 'appointment' ? ['awaiting_approval', 'awaiting_booking', 'booked', 'appeared', 'finished'] : ['awaiting_approval', 'awaiting_booking', 'finished'];
}

export const isCareState = (value: unknown): value is CareState => typeof value === 'string' && (CARE_STATES as readonly string[]).includes(value);
export const isCareAction = (value: unknown): value is CareAction => typeof value === 'string' && (CARE_ACTIONS as readonly string[]).includes(value);
