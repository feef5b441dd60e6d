/**
 * Booking (issue 5; server/api/reservations, server/api/slots): the slot summary of the
 * reservation screen, the logged-in booking, and the two public-reservation token links.
 * The anonymous booking itself is the publicReservation form document (forms.json), submitted
 * by PortalForm. The summary is silent: the screen shows its error in place with a way back.
 */
import type { Reservation, SlotSummaryResponse } from '../../generated/config-types';
import { baseApi } from './baseApi';

/** A reservation as POST /api/reservations, GET /api/reservations and the token flows answer it (schemas/api/reservation-response). */
export type ReservationAnswer = Reservation;

/** POST /api/public-reservations: the verify link is on its way. */
export interface PublicReservationAnswer {
  status: 'sent';
  linkValidMinutes: number;
  reservation: ReservationAnswer;
}

export interface VerifiedReservationAnswer {
  flow: 'verify-public-reservation';
  done: true;
  reservation: ReservationAnswer;
}

export interface BookingRequest {
  slotId: number;
  subfunctionId: number;
  patientComment?: string;
}

export const reservationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSlotSummary: build.query<SlotSummaryResponse, number>({
      query: (slotId) => `/api/slots/${slotId}`,
      extraOptions: { silent: true },
      // Availability changes with every booking anywhere: always ask again.
      keepUnusedDataFor: 0,
    }),
    bookReservation: build.mutation<ReservationAnswer, BookingRequest>({
      query: (body) => ({ url: '/api/reservations', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Reservations'] : []),
    }),
    verifyPublicReservation: build.mutation<VerifiedReservationAnswer, string>({
      query: (token) => ({ url: '/api/tokens/verify-public-reservation', method: 'POST', body: { token } }),
    }),
    deletePublicReservation: build.mutation<{ flow: 'delete-public-reservation'; done: true }, string>({
      query: (token) => ({ url: '/api/tokens/delete-public-reservation', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useGetSlotSummaryQuery, useBookReservationMutation, useVerifyPublicReservationMutation, useDeletePublicReservationMutation } = reservationsApi;
