/**
 * A video appointment whose waiting room is open now, for the video consultation e2e (issue 16).
 * The seeded calendar has no slot starting within minutes of an arbitrary moment, so the spec
 * writes one into the e2e server's database (SQLite in E2E_DATA_DIR, the same file the server
 * has open): a video slot of the demo doctor's doctor record starting in a few minutes, booked
 * by the demo video patient, as a booking through the portal would store it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { toBudapestIso } from '../../server/db/seed/providerCalendar';

export const VIDEO_PATIENT = { email: 'video@demo.test', password: 'Demo-Video-1', name: 'Videó Viktor' };
export const DOCTOR = { email: 'doctor@demo.test', password: 'Demo-Doctor-1' };

const MINUTE = 60_000;

export function videoAppointmentSoon(startsInMinutes = 5, comment = 'Két napja lázas vagyok.'): { id: number; doctorName: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'));
  db.pragma('busy_timeout = 10000');
  try {
    return db.transaction(() => {
      const doctor = db.prepare(`SELECT d.id, d.provider_id, d.price, d.currency, d.display_name FROM doctor_users du JOIN users u ON u.id = du.user_id JOIN doctors d ON d.id = du.doctor_id WHERE u.email = ?`)
        .get(DOCTOR.email) as { id: number; provider_id: number; price: number; currency: string; display_name: string } | undefined;
      if (!doctor) throw new Error('the demo doctor account is not linked to a doctor record');
      const patient = db.prepare('SELECT id FROM users WHERE email = ?').get(VIDEO_PATIENT.email) as { id: number };
      const subfunction = db.prepare(`SELECT f.id FROM subfunctions f JOIN doctor_specializations ds ON ds.specialization_id = f.specialization_id
        WHERE ds.doctor_id = ? AND f.video = 1 ORDER BY f.id LIMIT 1`).get(doctor.id) as { id: number };
      const slotId = (db.prepare('SELECT MAX(id) AS max FROM slots').get() as { max: number }).max + 1;
      const start = Date.now() + startsInMinutes * MINUTE;
      db.prepare(`INSERT INTO slots (id, provider_id, doctor_id, subfunction_id, start_at, start_local, duration_minutes, video, customer_bookable, cancellable_until)
        VALUES (?, ?, ?, ?, ?, ?, 20, 1, 1, ?)`).run(slotId, doctor.provider_id, doctor.id, subfunction.id, new Date(start).toISOString(), toBudapestIso(start), new Date(start - 60 * MINUTE).toISOString());
      const row = db.prepare(`INSERT INTO reservations (slot_id, booked_slot_id, user_id, subfunction_id, status, patient_comment, discount_rate, price, currency, created_at)
        VALUES (?, ?, ?, ?, 'confirmed', ?, 0, ?, ?, ?) RETURNING id`).get(slotId, slotId, patient.id, subfunction.id, comment, doctor.price, doctor.currency, new Date().toISOString()) as { id: number };
      return { id: row.id, doctorName: doctor.display_name };
    }).immediate(); // the write lock from the start: a parallel test's insert waits instead of failing
  } finally {
    db.close();
  }
}

/** The same appointment written into a PostgreSQL database (the tests of several instances). */
export async function videoAppointmentSoonIn(db: pg.Client, startsInMinutes = 5, comment = 'Két napja lázas vagyok.'): Promise<{ id: number; doctorName: string }> {
  const one = async <T extends object>(text: string, values: unknown[]): Promise<T> => {
    const { rows } = await db.query(text, values);
    if (!rows[0]) throw new Error(`nothing found: ${text}`);
    return rows[0] as T;
  };
  const doctor = await one<{ id: number; provider_id: number; price: number; currency: string; display_name: string }>(
    'SELECT d.id, d.provider_id, d.price, d.currency, d.display_name FROM doctor_users du JOIN users u ON u.id = du.user_id JOIN doctors d ON d.id = du.doctor_id WHERE u.email = $1', [DOCTOR.email]);
  const patient = await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [VIDEO_PATIENT.email]);
  const subfunction = await one<{ id: number }>(`SELECT f.id FROM subfunctions f JOIN doctor_specializations ds ON ds.specialization_id = f.specialization_id
    WHERE ds.doctor_id = $1 AND f.video = 1 ORDER BY f.id LIMIT 1`, [doctor.id]);
  const start = Date.now() + startsInMinutes * MINUTE;
  const slot = await one<{ id: number }>(`INSERT INTO slots (id, provider_id, doctor_id, subfunction_id, start_at, start_local, duration_minutes, video, customer_bookable, cancellable_until)
    SELECT MAX(id) + 1, $1, $2, $3, $4, $5, 20, 1, 1, $6 FROM slots RETURNING id`,
  [doctor.provider_id, doctor.id, subfunction.id, new Date(start).toISOString(), toBudapestIso(start), new Date(start - 60 * MINUTE).toISOString()]);
  const row = await one<{ id: number }>(`INSERT INTO reservations (slot_id, booked_slot_id, user_id, subfunction_id, status, patient_comment, discount_rate, price, currency, created_at)
    VALUES ($1, $1, $2, $3, 'confirmed', $4, 0, $5, $6, $7) RETURNING id`, [slot.id, patient.id, subfunction.id, comment, doctor.price, doctor.currency, new Date().toISOString()]);
  return { id: row.id, doctorName: doctor.display_name };
}
