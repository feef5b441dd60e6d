/**
 * The care item's life (renderer/domain/care/careMachine.ts): every action from every state of both flows
 * (and of claims, issue 13), as a table, so a change to one transition shows here; and the properties the screens rely on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableActions, CARE_ACTIONS, CARE_FLOWS, CARE_STATES, CLAIM_ACTIONS, CLAIM_STATES, flowStates, isCareAction, isCareState, isClaimState, isItemAction, isItemState,
  ITEM_ACTIONS, ITEM_STATES, itemActions, itemFlowStates, nextItemState, nextState, progressStateOf,
  type CareAction, type CareFlow, type CareState, type ClaimState, type ItemAction, type ItemFlow, type ItemState,
} from '../../../../renderer/domain/care/careMachine';

/** Per action, per state: the state it leads to, or the code that refuses it (appointment flow). */
const APPOINTMENT: Record<CareAction, Record<CareState, string>> = {
  approve: { awaiting_approval: '→awaiting_booking', awaiting_booking: 'RS2008', booked: 'RS2008', appeared: 'RS2008', finished: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
  book: { awaiting_approval: 'RS2006', awaiting_booking: '→booked', booked: '→booked', appeared: 'RS2010', finished: 'RS2011', cancelled: 'RS2002', deleted: 'RS2004' },
  markAppeared: { awaiting_approval: 'RS2005', awaiting_booking: 'RS2007', booked: '→appeared', appeared: 'RS2010', finished: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
  close: { awaiting_approval: 'RS2005', awaiting_booking: 'RS2007', booked: 'RS2007', appeared: '→finished', finished: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
  cancel: { awaiting_approval: '→cancelled', awaiting_booking: '→cancelled', booked: '→cancelled', appeared: 'RS2009', finished: 'RS2012', cancelled: 'RS2003', deleted: 'RS2004' },
  delete: { awaiting_approval: 'RS2008', awaiting_booking: 'RS2008', booked: 'RS2008', appeared: 'RS2008', finished: '→deleted', cancelled: '→deleted', deleted: 'RS2004' },
  addDocuments: { awaiting_approval: '→awaiting_approval', awaiting_booking: '→awaiting_booking', booked: '→booked', appeared: '→appeared', finished: 'RS2013', cancelled: 'RS2002', deleted: 'RS2004' },
};

/**
 * The written opinion's table: no appointment to book or attend (RR1007), closed from "in progress"
 * (awaiting_booking) with its answer; the rest as on the appointment flow. Booked and appeared are
 * states a written opinion never reaches: an action there answers what it answers on any flow.
 */
const WRITTEN: Record<CareAction, Record<CareState, string>> = {
  ...APPOINTMENT,
  book: { awaiting_approval: 'RR1007', awaiting_booking: 'RR1007', booked: 'RR1007', appeared: 'RR1007', finished: 'RR1007', cancelled: 'RR1007', deleted: 'RR1007' },
  markAppeared: { awaiting_approval: 'RR1007', awaiting_booking: 'RR1007', booked: 'RR1007', appeared: 'RR1007', finished: 'RR1007', cancelled: 'RR1007', deleted: 'RR1007' },
  close: { awaiting_approval: 'RS2005', awaiting_booking: '→finished', booked: 'RS2007', appeared: 'RS2010', finished: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
};

const shown = (flow: CareFlow, state: CareState, action: CareAction) => {
  const step = nextState(flow, state, action);
  return step.ok ? `→${step.state}` : step.code;
};

describe('the care item machine', () => {
  for (const action of CARE_ACTIONS) {
    it(`${action} on the appointment flow goes where the table says from every state`, () => {
      for (const state of CARE_STATES) expect(`${state}: ${shown('appointment', state, action)}`).toBe(`${state}: ${APPOINTMENT[action][state]}`);
    });
  }

  it('a written opinion is closed from "in progress" with its answer, and has no appointment to book or attend', () => {
    expect(shown('written', 'awaiting_booking', 'close')).toBe('→finished');
    expect(shown('written', 'awaiting_approval', 'close')).toBe('RS2005');
    for (const state of CARE_STATES) {
      expect(shown('written', state, 'book')).toBe('RR1007');
      expect(shown('written', state, 'markAppeared')).toBe('RR1007');
    }
  });

  for (const action of CARE_ACTIONS) {
    it(`${action} on a written opinion goes where the table says from every state`, () => {
      for (const state of CARE_STATES) expect(`${state}: ${shown('written', state, action)}`).toBe(`${state}: ${WRITTEN[action][state]}`);
    });
  }

  it('draws five steps of progress for an appointment and three for a written opinion', () => {
    expect(flowStates('appointment')).toEqual(['awaiting_approval', 'awaiting_booking', 'booked', 'appeared', 'finished']);
    expect(flowStates('written')).toEqual(['awaiting_approval', 'awaiting_booking', 'finished']);
  });

  it('never leaves the states of its flow or its exits, and nothing comes back from deleted', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARE_FLOWS), fc.array(fc.constantFrom(...CARE_ACTIONS), { maxLength: 30 }), (flow, actions) => {
        let state: CareState = 'awaiting_approval';
        for (const action of actions) {
          const step = nextState(flow, state, action);
          if (!step.ok) continue;
          expect([...flowStates(flow), 'cancelled', 'deleted']).toContain(step.state);
          if (state === 'deleted') throw new Error('an action changed a deleted item');
          state = step.state;
        }
      }),
    );
  });

  it('offers each side only what it may do now', () => {
    expect(availableActions('appointment', 'awaiting_approval', 'operator')).toEqual(['approve', 'cancel']);
    expect(availableActions('appointment', 'awaiting_approval', 'patient')).toEqual(['cancel', 'addDocuments']);
    expect(availableActions('appointment', 'booked', 'operator')).toEqual(['book', 'markAppeared', 'cancel']);
    expect(availableActions('written', 'awaiting_booking', 'operator')).toEqual(['close', 'cancel']);
    expect(availableActions('appointment', 'finished', 'patient')).toEqual(['delete']);
    expect(availableActions('appointment', 'deleted', 'patient')).toEqual([]);
  });
});

/** Per action, per state of a claim: the state it leads to, or the code that refuses it. */
const CLAIM: Record<ItemAction, Record<ClaimState, string>> = {
  requestInformation: { submitted: '→needs_information', needs_information: 'RS2008', approved: 'RS2008', paid: 'RS2012', rejected: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
  answerInformation: { submitted: 'RS2008', needs_information: '→submitted', approved: 'RS2008', paid: 'RS2013', rejected: 'RS2013', cancelled: 'RS2002', deleted: 'RS2004' },
  approve: { submitted: '→approved', needs_information: 'RS2008', approved: 'RS2008', paid: 'RS2012', rejected: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
  markPaid: { submitted: 'RS2005', needs_information: 'RS2005', approved: '→paid', paid: 'RS2012', rejected: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
  reject: { submitted: '→rejected', needs_information: '→rejected', approved: 'RS2008', paid: 'RS2012', rejected: 'RS2012', cancelled: 'RS2002', deleted: 'RS2004' },
  cancel: { submitted: '→cancelled', needs_information: '→cancelled', approved: 'RS2008', paid: 'RS2012', rejected: 'RS2012', cancelled: 'RS2003', deleted: 'RS2004' },
  delete: { submitted: 'RS2008', needs_information: 'RS2008', approved: 'RS2008', paid: '→deleted', rejected: '→deleted', cancelled: '→deleted', deleted: 'RS2004' },
  addDocuments: { submitted: '→submitted', needs_information: 'RS2008', approved: 'RS2008', paid: 'RS2013', rejected: 'RS2013', cancelled: 'RS2002', deleted: 'RS2004' },
  book: { submitted: 'RR1007', needs_information: 'RR1007', approved: 'RR1007', paid: 'RR1007', rejected: 'RR1007', cancelled: 'RR1007', deleted: 'RR1007' },
  markAppeared: { submitted: 'RR1007', needs_information: 'RR1007', approved: 'RR1007', paid: 'RR1007', rejected: 'RR1007', cancelled: 'RR1007', deleted: 'RR1007' },
  close: { submitted: 'RR1007', needs_information: 'RR1007', approved: 'RR1007', paid: 'RR1007', rejected: 'RR1007', cancelled: 'RR1007', deleted: 'RR1007' },
};

const shownItem = (flow: ItemFlow, state: ItemState, action: ItemAction) => {
  const step = nextItemState(flow, state, action);
  return step.ok ? `→${step.state}` : step.code;
};

describe('the claim flow', () => {
  for (const action of ITEM_ACTIONS) {
    it(`${action} on a claim goes where the table says from every state`, () => {
      for (const state of CLAIM_STATES) expect(`${state}: ${shownItem('claim', state, action)}`).toBe(`${state}: ${CLAIM[action][state]}`);
    });
  }

  it('leaves the appointment and written flows exactly as nextState has them, and refuses the claims\' own actions there (RR1007)', () => {
    for (const flow of CARE_FLOWS) {
      for (const state of CARE_STATES) {
        for (const action of CARE_ACTIONS) expect(shownItem(flow, state, action)).toBe(shown(flow, state, action));
        for (const action of CLAIM_ACTIONS) expect(shownItem(flow, state, action)).toBe('RR1007');
        for (const actor of ['patient', 'operator'] as const) expect(itemActions(flow, state, actor)).toEqual(availableActions(flow, state, actor));
      }
    }
  });

  it('never leaves its states, nothing comes back from deleted, and paid or rejected claims only go to deleted', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ITEM_ACTIONS), { maxLength: 30 }), (actions) => {
        let state: ItemState = 'submitted';
        for (const action of actions) {
          const step = nextItemState('claim', state, action);
          if (!step.ok) continue;
          expect(CLAIM_STATES as readonly string[]).toContain(step.state);
          if (state === 'deleted') throw new Error('an action changed a deleted claim');
          if (state === 'paid' || state === 'rejected') expect(step.state).toBe('deleted');
          state = step.state;
        }
      }),
    );
  });

  it("refuses a claim's state on a consultation and a consultation's state on a claim (RR1007), and offers nothing there", () => {
    const shared: readonly ItemState[] = ['cancelled', 'deleted'];
    const claimOnly = CLAIM_STATES.filter((state) => !shared.includes(state));
    const careOnly = CARE_STATES.filter((state) => !shared.includes(state));
    for (const action of ITEM_ACTIONS) {
      for (const flow of CARE_FLOWS) for (const state of claimOnly) expect(`${flow} ${state} ${action}: ${shownItem(flow, state, action)}`).toBe(`${flow} ${state} ${action}: RR1007`);
      for (const state of careOnly) expect(`claim ${state} ${action}: ${shownItem('claim', state, action)}`).toBe(`claim ${state} ${action}: RR1007`);
    }
    for (const actor of ['patient', 'operator'] as const) {
      for (const state of careOnly) expect(itemActions('claim', state, actor)).toEqual([]);
      for (const state of claimOnly) expect(itemActions('appointment', state, actor)).toEqual([]);
    }
  });

  it('takes a state or an action read from a request only when it is one the items have', () => {
    for (const state of ITEM_STATES) expect(isItemState(state), state).toBe(true);
    for (const action of ITEM_ACTIONS) expect(isItemAction(action), action).toBe(true);
    for (const value of ['', 'Submitted', 'in_progress', 'toString', 42, null, undefined, ['submitted']]) {
      expect(isItemState(value), String(value)).toBe(false);
      expect(isItemAction(value), String(value)).toBe(false);
    }
    expect(isItemAction('refund')).toBe(false);
    // The claims' own states and actions are items' states and actions, not a consultation's.
    expect(CLAIM_STATES.filter(isCareState)).toEqual(['cancelled', 'deleted']);
    expect(CARE_STATES.filter(isClaimState)).toEqual(['cancelled', 'deleted']);
    expect(CLAIM_ACTIONS.filter(isCareAction)).toEqual([]);
  });

  it('draws a claim waiting for information at "submitted" and every other item at its own state', () => {
    expect(progressStateOf('needs_information')).toBe('submitted');
    for (const state of ITEM_STATES.filter((s) => s !== 'needs_information')) expect(progressStateOf(state), state).toBe(state);
  });

  it('offers each side only what it may do now, and draws the progress of a claim', () => {
    expect(itemActions('claim', 'submitted', 'operator')).toEqual(['approve', 'cancel', 'requestInformation', 'reject']);
    expect(itemActions('claim', 'submitted', 'patient')).toEqual(['cancel', 'addDocuments']);
    expect(itemActions('claim', 'needs_information', 'patient')).toEqual(['cancel', 'answerInformation']);
    expect(itemActions('claim', 'approved', 'operator')).toEqual(['markPaid']);
    expect(itemActions('claim', 'approved', 'patient')).toEqual([]);
    expect(itemActions('claim', 'paid', 'patient')).toEqual(['delete']);
    expect(itemFlowStates('claim')).toEqual(['submitted', 'approved', 'paid']);
    expect(progressStateOf('needs_information')).toBe('submitted');
    expect(itemFlowStates('written')).toEqual(flowStates('written'));
  });
});
