import { describe, expect, it } from 'vitest';
import { beginReservation } from '../../../renderer/reservation/beginReservation';
import { finishLoggedIn, reservationSlice, switchToLogin, submitLogin } from '../../../renderer/reservation/reservationSlice';
import { reservationStages } from '../../../renderer/reservation/reservationStages';

describe('beginReservation', () => {
  it('starts an anonymous visitor at register with the slot and service', () => {
    expect(beginReservation({ slotId: 3, subfunctionId: 8 }, false)).toEqual({
      step: 'register', form: { slotId: 3, subfunctionId: 8, patientComment: '' }, discountRate: 0, forceRedirect: false,
    });
  });

  it('starts a logged-in visitor at loggedInForm, keeping the slot', () => {
    const state = beginReservation({ slotId: 3, subfunctionId: 8 }, true, 15);
    expect(state.step).toBe('loggedInForm');
    expect(state.form).toEqual({ slotId: 3, subfunctionId: 8, patientComment: '' });
    expect(state.discountRate).toBe(15);
  });

  it('is where the switch to login and the login lead too', () => {
    const viaSwitch = [switchToLogin(), submitLogin()].reduce(reservationSlice.reducer, beginReservation({ slotId: 3, subfunctionId: 8 }, false));
    expect(viaSwitch).toEqual(beginReservation({ slotId: 3, subfunctionId: 8 }, true));
  });
});

describe('reservationStages', () => {
  it('gives the anonymous path three stages', () => {
    expect(reservationStages('register')).toEqual([
      { key: 'details', state: 'current' }, { key: 'confirm', state: 'todo' }, { key: 'done', state: 'todo' },
    ]);
    expect(reservationStages('verification').map((s) => s.state)).toEqual(['done', 'current', 'todo']);
    expect(reservationStages('finished').map((s) => s.state)).toEqual(['done', 'done', 'current']);
  });

  it('gives the logged-in path two, with logging in part of the details', () => {
    expect(reservationStages('login')).toEqual([{ key: 'details', state: 'current' }, { key: 'done', state: 'todo' }]);
    expect(reservationStages('loggedInForm')).toEqual(reservationStages('login'));
    const finished = reservationSlice.reducer(beginReservation({ slotId: 1, subfunctionId: 1 }, true), finishLoggedIn({ discountRate: 10 }));
    expect(reservationStages(finished.step!)).toEqual([{ key: 'details', state: 'done' }, { key: 'done', state: 'current' }]);
  });
});
