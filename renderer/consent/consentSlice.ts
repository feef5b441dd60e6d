/**
 * The visitor's cookie choice and whether the consent dialog is showing. The dialog shows until
 * the visitor answers, and again whenever the footer's "cookie settings" button asks for it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConsentValue, OptionalCookie } from '../domain/brand/consentCookie';

export interface ConsentState {
  /** null: not answered yet. */
  answer: ConsentValue | null;
  dialogOpen: boolean;
}

export const consentSlice = createSlice({
  name: 'consent',
  initialState: { answer: null, dialogOpen: true } as ConsentState,
  reducers: {
    consentAnswered(state, action: PayloadAction<ConsentValue>) {
      state.answer = action.payload;
      state.dialogOpen = false;
    },
    consentDialogOpened(state) {
      state.dialogOpen = true;
    },
  },
  selectors: {
    selectConsentAnswer: (state) => state.answer,
    selectConsentDialogOpen: (state) => state.dialogOpen || state.answer === null,
    selectCookieAllowed: (state, group: OptionalCookie) => Boolean(state.answer?.consent && state.answer.enabled.includes(group)),
  },
});

export const { consentAnswered, consentDialogOpened } = consentSlice.actions;
export const { selectConsentAnswer, selectConsentDialogOpen, selectCookieAllowed } = consentSlice.selectors;

export const initialConsentState = (answer: ConsentValue | null): ConsentState => ({ answer, dialogOpen: answer === null });
