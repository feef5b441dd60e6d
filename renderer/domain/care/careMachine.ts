/**
 * The life of a care item (a consultation, a second opinion, organised care), shared by the server,
 * which enforces it, and the screens, which offer only the actions it allows. The states are the
 * ones the error catalogue implies (spec §4, §8); every refusal is the catalogue's RS code for the
 * state the item is in, so a patient and an operator read the same sentence for the same reason.
 *
 * A service's document names its flow:
 * - `appointment`: awaiting approval → awaiting booking → booked → patient appeared → finished;
 * - `written`: awaiting approval → awaiting booking (the doctor writes) → finished.
 * Cancelled and deleted are the exits. Claims have a flow of their own (`claim`, below).
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

/*
 * Claims (service claim-reporting, issue 13): a patient asks for a refund of care paid out of
 * pocket. A claim is a care item of the flow `claim`, with states and actions of its own, added
 * beside the ones above so the appointment and written flows answer exactly as before:
 * submitted → (needs information ⇄ submitted) → approved (with an amount) → paid, or rejected
 * (with a reason). The patient may withdraw a claim not yet decided (cancelled), and delete one
 * that is over. Every refusal is one of the catalogue's RS codes, as for the other flows.
 */

export const CLAIM_STATES = ['submitted', 'needs_information', 'approved', 'paid', 'rejected', 'cancelled', 'deleted'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** The actions only claims have; approve, cancel, delete and addDocuments are shared with the other flows. */
export const CLAIM_ACTIONS = ['requestInformation', 'answerInformation', 'markPaid', 'reject'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/** Every flow, state and action a care item can have, whichever its flow. */
export const ITEM_FLOWS = [...CARE_FLOWS, 'claim'] as const;
export type ItemFlow = (typeof ITEM_FLOWS)[number];
export const ITEM_STATES = [...CARE_STATES, 'submitted', 'needs_information', 'approved', 'paid', 'rejected'] as const;
export type ItemState = CareState | ClaimState;
export const ITEM_ACTIONS = [...CARE_ACTIONS, ...CLAIM_ACTIONS] as const;
export type ItemAction = CareAction | ClaimAction;

export const ITEM_ACTORS: Readonly<Record<ItemAction, readonly CareActor[]>> = {
  ...ACTORS,
  requestInformation: ['operator'],
  answerInformation: ['patient'],
  markPaid: ['operator'],
  reject: ['operator'],
};

export type ItemStep = { ok: true; state: ItemState } | { ok: false; code: string };

const claimTo = (state: ClaimState): ItemStep => ({ ok: true, state });

/** A claim that is over: paid or rejected answers RS2012 (closed) for anything but delete. */
function claimExits(state: ClaimState): ItemStep | null {
  if (state === 'cancelled') return refuse('RS2002');
  if (state === 'deleted') return refuse('RS2004');
  if (state === 'paid' || state === 'rejected') return refuse('RS2012');
  return null;
}

/** Where `action` takes a claim in `state`, or the RS code that refuses it (RR1007 for actions claims do not have). */
export function nextClaimState(state: ClaimState, action: ItemAction): ItemStep {
  switch (action) {
    case 'requestInformation':
      if (state === 'submitted') return claimTo('needs_information');
      return claimExits(state) ?? refuse('RS2008');
    case 'answerInformation':
      if (state === 'needs_information') return claimTo('submitted');
      if (state === 'paid' || state === 'rejected') return refuse('RS2013');
      return claimExits(state) ?? refuse('RS2008');
    case 'approve':
      if (state === 'submitted') return claimTo('approved');
      return claimExits(state) ?? refuse('RS2008');
    case 'markPaid':
      if (state === 'approved') return claimTo('paid');
      return claimExits(state) ?? refuse('RS2005');
    case 'reject':
      if (state === 'submitted' || state === 'needs_information') return claimTo('rejected');
      return claimExits(state) ?? refuse('RS2008');
    case 'cancel':
      if (state === 'submitted' || state === 'needs_information') return claimTo('cancelled');
      if (state === 'cancelled') return refuse('RS2003');
      return claimExits(state) ?? refuse('RS2008');
    case 'delete':
      if (state === 'paid' || state === 'rejected' || state === 'cancelled') return claimTo('deleted');
      if (state === 'deleted') return refuse('RS2004');
      return refuse('RS2008');
    case 'addDocuments':
      if (state === 'submitted') return claimTo('submitted');
      if (state === 'paid' || state === 'rejected') return refuse('RS2013');
      return claimExits(state) ?? refuse('RS2008');
    default:
      // Booking, attendance and a written answer are not services of a claim.
      return refuse('RR1007');
  }
}

export const isClaimState = (value: unknown): value is ClaimState => typeof value === 'string' && (CLAIM_STATES as readonly string[]).includes(value);
export const isItemState = (value: unknown): value is ItemState => typeof value === 'string' && (ITEM_STATES as readonly string[]).includes(value);
export const isItemAction = (value: unknown): value is ItemAction => typeof value === 'string' && (ITEM_ACTIONS as readonly string[]).includes(value);

/**
 * Where `action` takes an item of any flow: claims by nextClaimState, the other flows by
 * nextState (which never sees the claims' own actions or states: those answer RR1007 there).
 */
export function nextItemState(flow: ItemFlow, state: ItemState, action: ItemAction): ItemStep {
  if (flow === 'claim') return isClaimState(state) ? nextClaimState(state, action) : refuse('RR1007');
  if (isCareState(state) && isCareAction(action)) return nextState(flow, state, action);
  return refuse('RR1007');
}

/** The actions `actor` can take on an item of any flow now: what the screens offer. */
export function itemActions(flow: ItemFlow, state: ItemState, actor: CareActor): ItemAction[] {
  return ITEM_ACTIONS.filter((action) => ITEM_ACTORS[action].includes(actor) && nextItemState(flow, state, action).ok);
}

/** The states a flow passes through, in order, for a progress display; a claim waiting for information stands at "submitted". */
export function itemFlowStates(flow: ItemFlow): ItemState[] {
  return flow === 'claim' ? ['submitted', 'approved', 'paid'] : flowStates(flow);
}

/** The step of the progress display an item in `state` stands at. */
export const progressStateOf = (state: ItemState): ItemState => (state === 'needs_information' ? 'submitted' : state);
