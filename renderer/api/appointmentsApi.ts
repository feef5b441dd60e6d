/**
 * The patient's own appointments (issue 5; spec §4 "Slots: cancellable only before a limit"):
 * GET /api/reservations lists them with a `cancellable` flag, DELETE /api/reservations/{id}
 * cancels (RR1003 after the cancellation limit, RR1004 when already cancelled or begun).
 * The list is tagged, so a cancellation — or a booking that invalidates the same tag — refetches it.
 * The list is silent: its screens show the error in place with a retry.
 */
import { baseApi, LOCALIZED_TAG } from './baseApi';
import type { ReservationAnswer } from './reservationsApi';

/**
 * An appointment of the list is the server's one reservation view (reservationView), the same
 * shape the booking answers: its fields are described once, beside the booking endpoint.
 */
export type Appointment = ReservationAnswer;
export type AppointmentStatus = ReservationAnswer['status'];

export const RESERVATIONS_TAG = 'Reservations' as const;

export const appointmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAppointments: build.query<Appointment[], void>({
      query: () => '/api/reservations',
      providesTags: [RESERVATIONS_TAG, LOCALIZED_TAG],
      extraOptions: { silent: true },
    }),
    cancelAppointment: build.mutation<{ status: 'cancelled' }, number>({
      query: (id) => ({ url: `/api/reservations/${id}`, method: 'DELETE' }),
      // Refetched also on failure: RR1003/RR1004 mean the list we show is out of date.
      invalidatesTags: [RESERVATIONS_TAG],
      // The list shows the cancellation at once, together with the success message, rather than
      // a moment later when the refetch arrives.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          appointmentsApi.util.updateQueryData('listAppointments', undefined, (list) => {
            const cancelled = list.find((a) => a.id === id);
            if (cancelled) Object.assign(cancelled, { status: 'cancelled', cancellable: false });
          }),
        );
      },
    }),
  }),
});

export const { useListAppointmentsQuery, useCancelAppointmentMutation } = appointmentsApi;
