/**
 * The order of the appointments screen: what is still ahead comes first, soonest first, because
 * that is what a patient opens the list for; then what is over or cancelled, latest first.
 * "Ahead" means not cancelled and not yet begun — or a video consultation whose call can still
 * take place (it began, the doctor has not ended it, its time is not over), so its way in stays
 * at the top; the server's `cancellable` flag only says whether the cancel button shows, since an
 * upcoming visit may already be past its limit.
 */
import type { Appointment } from '../api/appointmentsApi';

export type AppointmentPhase = 'upcoming' | 'past' | 'cancelled';

export interface GroupedAppointments {
  upcoming: Appointment[];
  /** Past and cancelled ones together, latest start first. */
  past: Appointment[];
}

const startOf = (a: Appointment): number => Date.parse(a.slot.start);

export function phaseOf(appointment: Appointment, now: number): AppointmentPhase {
  if (appointment.status === 'cancelled') return 'cancelled';
  if (startOf(appointment) > now) return 'upcoming';
  const call = appointment.video;
  return call && !call.ended && now < Date.parse(call.closesAt) ? 'upcoming' : 'past';
}

export function groupAppointments(appointments: readonly Appointment[], now: number): GroupedAppointments {
  const upcoming: Appointment[] = [];
  const past: Appointment[] = [];
  for (const a of appointments) (phaseOf(a, now) === 'upcoming' ? upcoming : past).push(a);
  // Ties (two bookings of the same time) keep a stable order by id.
  upcoming.sort((a, b) => startOf(a) - startOf(b) || a.id - b.id);
  past.sort((a, b) => startOf(b) - startOf(a) || b.id - a.id);
  return { upcoming, past };
}

/** The virtual clinic's list: upcoming video consultations, soonest first. */
export function upcomingVideoAppointments(appointments: readonly Appointment[], now: number): Appointment[] {
  return groupAppointments(appointments, now).upcoming.filter((a) => a.slot.video);
}
