/**
 * The order of the appointments screen: upcoming (not cancelled, not begun) soonest first, then
 * past and cancelled ones latest first; the virtual clinic's upcoming video list.
 */
import { describe, expect, it } from 'vitest';
import type { Appointment, AppointmentStatus } from '../../../renderer/api/appointmentsApi';
import { groupAppointments, phaseOf, upcomingVideoAppointments } from '../../../renderer/appointments/groupAppointments';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function appointment(id: number, start: string, status: AppointmentStatus = 'confirmed', video = false): Appointment {
  return {
    id, status, discountRate: 0, price: null, patientComment: null, createdAt: '2026-11-01T10:00:00.000Z', cancelledAt: status === 'cancelled' ? '2026-11-02T10:00:00.000Z' : null,
    slot: { id: id * 10, start, durationMinutes: 20, cancellableUntil: start, video, subfunctionId: 1, subfunctionName: 'Vizsgálat' },
    provider: { id: 1, name: 'Rendelő', city: 'Budapest', street: 'Fő utca 1.' },
    doctor: { id: 2, name: 'Dr. Teszt', price: 15000, currency: 'HUF' },
    cancellable: status !== 'cancelled',
  };
}

const ids = (list: Appointment[]) => list.map((a) => a.id);

describe('groupAppointments', () => {
  it('puts upcoming ones first, soonest first, and the rest latest first', () => {
    const list = [
      appointment(1, '2026-11-20T09:00:00+01:00'),
      appointment(2, '2026-12-10T09:00:00+01:00'),
      appointment(3, '2026-11-25T08:00:00+01:00'),
      appointment(4, '2026-12-01T09:00:00+01:00', 'cancelled'),
      appointment(5, '2026-10-01T09:00:00+02:00'),
      appointment(6, '2026-11-24T10:00:00+01:00', 'pending'),
    ];
    const { upcoming, past } = groupAppointments(list, NOW);
    expect(ids(upcoming)).toEqual([6, 3, 2]);
    // A cancelled future appointment is no longer ahead: it goes with the past ones, by its start.
    expect(ids(past)).toEqual([4, 1, 5]);
  });

  it('compares instants, not text: offsets are honoured', () => {
    // 12:30+01:00 is 11:30Z, before NOW; 13:30+01:00 is 12:30Z, after it.
    const { upcoming, past } = groupAppointments([appointment(1, '2026-11-23T12:30:00+01:00'), appointment(2, '2026-11-23T13:30:00+01:00')], NOW);
    expect(ids(upcoming)).toEqual([2]);
    expect(ids(past)).toEqual([1]);
  });

  it('treats an appointment starting exactly now as begun, and keeps ties in id order', () => {
    const start = new Date(NOW).toISOString();
    expect(phaseOf(appointment(1, start), NOW)).toBe('past');
    const later = '2026-11-30T09:00:00+01:00';
    expect(ids(groupAppointments([appointment(9, later), appointment(3, later)], NOW).upcoming)).toEqual([3, 9]);
  });

  it('names the phase of each', () => {
    expect(phaseOf(appointment(1, '2026-12-01T09:00:00+01:00'), NOW)).toBe('upcoming');
    expect(phaseOf(appointment(1, '2026-12-01T09:00:00+01:00', 'cancelled'), NOW)).toBe('cancelled');
    expect(phaseOf(appointment(1, '2026-11-01T09:00:00+01:00'), NOW)).toBe('past');
  });

  it('lists the upcoming video consultations only', () => {
    const list = [
      appointment(1, '2026-12-02T09:00:00+01:00', 'confirmed', true),
      appointment(2, '2026-12-01T09:00:00+01:00', 'confirmed', false),
      appointment(3, '2026-11-30T09:00:00+01:00', 'cancelled', true),
      appointment(4, '2026-11-01T09:00:00+01:00', 'confirmed', true),
      appointment(5, '2026-11-28T09:00:00+01:00', 'confirmed', true),
    ];
    expect(ids(upcomingVideoAppointments(list, NOW))).toEqual([5, 1]);
  });
});

describe('a video consultation under way', () => {
  const begun = (call: Appointment['video']) => ({ ...appointment(7, '2026-11-23T12:50:00+01:00', 'confirmed', true), video: call });
  const open = { opensAt: '2026-11-23T11:40:00.000Z', closesAt: '2026-11-23T13:10:00.000Z', ended: false, note: null };

  it('stays ahead while its call can take place, so its way in stays at the top', () => {
    // Began 10 minutes ago (11:50Z), the call open until 13:10Z.
    expect(phaseOf(begun(open), NOW)).toBe('upcoming');
  });

  it('is past once the doctor ended it or its time is over', () => {
    expect(phaseOf(begun({ ...open, ended: true }), NOW)).toBe('past');
    expect(phaseOf(begun({ ...open, closesAt: '2026-11-23T11:59:00.000Z' }), NOW)).toBe('past');
    // An appointment without a call (not video) is past once begun, as before.
    expect(phaseOf(appointment(8, '2026-11-23T12:50:00+01:00', 'confirmed', true), NOW)).toBe('past');
  });
});
