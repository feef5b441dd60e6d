/**
 * Spec section 4, reservation flow: every transition, and what each keeps or clears
 * (form data cleared on finishing, discountRate kept, slot and service kept while switching).
 */
import { describe, expect, it } from 'vitest';
import {
  finish, finishLoggedIn, forceRedirectChanged, initialReservationState, reservationSlice, resetReservation,
  startReservation, submitLogin, submitRegistration, switchToLogin, switchToRegistration,
} from '../../../renderer/reservation/reservationSlice';
import type { ReservationState, ReservationStep } from '../../../renderer/reservation/reservationSlice';

const reduce = reservationSlice.reducer;
const EMPTY = { slotId: null, subfunctionId: null, patientComment: '' };
const started = (discountRate?: number): ReservationState =>
  reduce(initialReservationState, startReservation({ slotId: 501, subfunctionId: 12, ...(discountRate === undefined ? {} : { discountRate }) }));
const at = (step: ReservationStep, over: Partial<ReservationState> = {}): ReservationState => ({
  ...started(15), step, form: { slotId: 501, subfunctionId: 12, patientComment: 'Allergiás vagyok' }, ...over,
});

describe('initial state', () => {
  it('no step, empty form, discount 0, no forced redirect', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ step: null, form: EMPTY, discountRate: 0, forceRedirect: false });
  });
});

describe('startReservation → register', () => {
  it('goes to register keeping the chosen slot and subfunction', () => {
    const state = started();
    expect(state.step).toBe('register');
    expect(state.form).toEqual({ slotId: 501, subfunctionId: 12, patientComment: '' });
  });

  it('discountRate defaults to 0', () => expect(started().discountRate).toBe(0));

  it('takes the discount rate known at the start', () => expect(started(20).discountRate).toBe(20));

  it('an impossible discount rate is taken as 0', () => {
    expect(started(-5).discountRate).toBe(0);
    expect(started(150).discountRate).toBe(0);
    expect(started(Number.NaN).discountRate).toBe(0);
  });

  it('a new reservation after a finished one starts clean', () => {
    const finished = reduce(at('verification'), finish({ discountRate: 30 }));
    const again = reduce(finished, startReservation({ slotId: 777, subfunctionId: 3 }));
    expect(again).toMatchObject({ step: 'register', form: { slotId: 777, subfunctionId: 3, patientComment: '' }, discountRate: 0 });
  });
});

describe('submitRegistration → verification', () => {
  it('goes to verification and keeps the form', () => {
    const state = reduce(at('register'), submitRegistration());
    expect(state.step).toBe('verification');
    expect(state.form).toEqual(at('register').form);
  });

  it('takes the patient comment sent with the registration', () => {
    expect(reduce(started(), submitRegistration({ patientComment: 'Reggel jobb' })).form.patientComment).toBe('Reggel jobb');
  });
});

describe('finish → finished', () => {
  it('goes to finished, clears the form and keeps the discount rate', () => {
    const state = reduce(at('verification'), finish());
    expect(state.step).toBe('finished');
    expect(state.form).toEqual(EMPTY);
    expect(state.discountRate).toBe(15);
  });

  it('a discount rate in the answer replaces the one known before', () => {
    expect(reduce(at('verification'), finish({ discountRate: 25 })).discountRate).toBe(25);
  });

  it('an impossible discount rate in the answer keeps the one known before', () => {
    expect(reduce(at('verification'), finish({ discountRate: 101 })).discountRate).toBe(15);
  });
});

describe('switchToLogin → login, switchToRegistration → register', () => {
  it('switching to login keeps slot, subfunction and comment', () => {
    const state = reduce(at('register'), switchToLogin());
    expect(state.step).toBe('login');
    expect(state.form).toEqual(at('register').form);
  });

  it('switching back to registration returns to register with the form kept', () => {
    const state = reduce(at('login'), switchToRegistration());
    expect(state.step).toBe('register');
    expect(state.form).toEqual(at('login').form);
  });

  it.each<ReservationStep>(['register', 'verification', 'finished', 'login', 'loggedInForm', 'loggedInFinished'])(
    'switching works from %s (each action has one target whatever the step)', (step) => {
      expect(reduce(at(step), switchToLogin()).step).toBe('login');
      expect(reduce(at(step), switchToRegistration()).step).toBe('register');
    });
});

describe('submitLogin → loggedInForm', () => {
  it('goes to the logged-in form keeping the slot to book', () => {
    const state = reduce(at('login'), submitLogin());
    expect(state.step).toBe('loggedInForm');
    expect(state.form).toEqual(at('login').form);
    expect(state.discountRate).toBe(15);
  });
});

describe('finishLoggedIn → loggedInFinished', () => {
  it('goes to loggedInFinished, clears the form and keeps the discount rate', () => {
    const state = reduce(at('loggedInForm'), finishLoggedIn());
    expect(state.step).toBe('loggedInFinished');
    expect(state.form).toEqual(EMPTY);
    expect(state.discountRate).toBe(15);
  });

  it('takes a discount rate from the answer', () => {
    expect(reduce(at('loggedInForm'), finishLoggedIn({ discountRate: 10 })).discountRate).toBe(10);
  });
});

describe('whole paths', () => {
  it('anonymous: register → verification → finished', () => {
    const steps = [startReservation({ slotId: 1, subfunctionId: 2, discountRate: 5 }), submitRegistration(), finish()]
      .reduce<ReservationState[]>((states, action) => [...states, reduce(states.at(-1)!, action)], [initialReservationState])
      .map((s) => s.step);
    expect(steps).toEqual([null, 'register', 'verification', 'finished']);
  });

  it('logged in: register → login → loggedInForm → loggedInFinished, discount kept to the end', () => {
    let state = reduce(initialReservationState, startReservation({ slotId: 1, subfunctionId: 2, discountRate: 5 }));
    state = reduce(state, switchToLogin());
    state = reduce(state, submitLogin());
    state = reduce(state, finishLoggedIn());
    expect(state).toEqual({ step: 'loggedInFinished', form: EMPTY, discountRate: 5, forceRedirect: false });
  });
});

describe('forceRedirect and reset', () => {
  it('forceRedirect is set and cleared explicitly, and no step change touches it', () => {
    let state = reduce(at('register'), forceRedirectChanged(true));
    expect(state.forceRedirect).toBe(true);
    state = reduce(reduce(state, submitRegistration()), finish());
    expect(state.forceRedirect).toBe(true);
    expect(reduce(state, forceRedirectChanged(false)).forceRedirect).toBe(false);
  });

  it('reset returns to no reservation', () => {
    expect(reduce(at('loggedInForm', { forceRedirect: true }), resetReservation())).toEqual(initialReservationState);
  });
});
