/**
 * The reservation flow of spec section 4 as a pure reducer. Two paths lead to a booked slot:
 *   anonymous:  register → verification → finished
 *   logged in:  login → loggedInForm → loggedInFinished
 * and the visitor may switch between register and login at any time before finishing.
 * Transitions are deliberately not guarded by the current step: the spec gives each action one
 * target whatever the step, and a reducer that silently ignored an action would leave the modal
 * showing a step the server has already moved past.
 * Finishing clears the form (a finished booking must not be submitted twice), but the discount
 * rate stays, because the finished screen shows what the patient saves.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ReservationStep = 'register' | 'verification' | 'finished' | 'login' | 'loggedInForm' | 'loggedInFinished';

/** Reservation form data (spec section 3). Ids are null until a slot is chosen. */
export interface ReservationFormData {
  slotId: number | null;
  subfunctionId: number | null;
  patientComment: string;
}

export interface ReservationState {
  /** null while no reservation is under way (the modal is closed). */
  step: ReservationStep | null;
  form: ReservationFormData;
  /** Discount of the reservation in percent; a finished reservation carries it, default 0. */
  discountRate: number;
  /** Set when the screen must leave the reservation page after the flow (e.g. to the appointments). */
  forceRedirect: boolean;
}

export const EMPTY_RESERVATION_FORM: ReservationFormData = { slotId: null, subfunctionId: null, patientComment: '' };

export const initialReservationState: ReservationState = {
  step: null,
  form: EMPTY_RESERVATION_FORM,
  discountRate: 0,
  forceRedirect: false,
};

export interface StartReservation {
  slotId: number;
  subfunctionId: number;
  /** The doctor's discount, when the results already show it. */
  discountRate?: number;
}

/** What the server answered for a booking; the rate overrides the one known at the start. */
export interface FinishReservation {
  discountRate?: number;
}

/** A percentage 0–100; anything else is not a discount. */
const rate = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value <= 100 ? value : fallback;

export const reservationSlice = createSlice({
  name: 'reservation',
  initialState: initialReservationState,
  reducers: {
    /** A slot was picked: a new reservation starts at registration with that slot and service. */
    startReservation(state, action: PayloadAction<StartReservation>) {
      const { slotId, subfunctionId, discountRate } = action.payload;
      state.step = 'register';
      state.form = { slotId, subfunctionId, patientComment: '' };
      state.discountRate = rate(discountRate, 0);
    },
    /** Registration data went to the server; the patient now confirms by the emailed link. */
    submitRegistration(state, action: PayloadAction<Partial<Pick<ReservationFormData, 'patientComment'>> | undefined>) {
      state.step = 'verification';
      if (action.payload?.patientComment !== undefined) state.form.patientComment = action.payload.patientComment;
    },
    finish(state, action: PayloadAction<FinishReservation | undefined>) {
      state.step = 'finished';
      state.form = EMPTY_RESERVATION_FORM;
      state.discountRate = rate(action.payload?.discountRate, state.discountRate);
    },
    /** The slot and service stay: logging in must not make the patient pick the slot again. */
    switchToLogin(state) {
      state.step = 'login';
    },
    switchToRegistration(state) {
      state.step = 'register';
    },
    submitLogin(state) {
      state.step = 'loggedInForm';
    },
    finishLoggedIn(state, action: PayloadAction<FinishReservation | undefined>) {
      state.step = 'loggedInFinished';
      state.form = EMPTY_RESERVATION_FORM;
      state.discountRate = rate(action.payload?.discountRate, state.discountRate);
    },
    forceRedirectChanged(state, action: PayloadAction<boolean>) {
      state.forceRedirect = action.payload;
    },
    /** The modal closed: back to no reservation. */
    resetReservation() {
      return initialReservationState;
    },
  },
});

export const {
  startReservation,
  submitRegistration,
  finish,
  switchToLogin,
  switchToRegistration,
  submitLogin,
  finishLoggedIn,
  forceRedirectChanged,
  resetReservation,
} = reservationSlice.actions;
