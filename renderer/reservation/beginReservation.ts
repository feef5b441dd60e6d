/**
 * The reservation state a visit of the reservation screen starts in, run through the slice's own
 * transitions (startReservation, then submitLogin for a logged-in visitor) rather than set by
 * hand, so the screen cannot reach a step the flow of spec §4 does not lead to.
 */
import { initialReservationState, reservationSlice, startReservation, submitLogin, type ReservationState } from './reservationSlice';
import type { ReservationTarget } from './reservationLink';

export function beginReservation(target: ReservationTarget, loggedIn: boolean, discountRate?: number): ReservationState {
  const started = reservationSlice.reducer(initialReservationState, startReservation({ ...target, discountRate }));
  return loggedIn ? reservationSlice.reducer(started, submitLogin()) : started;
}
