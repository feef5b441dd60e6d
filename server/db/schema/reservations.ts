/** Reservations: a booked slot, who it is for, and what became of the appointment (visit, video call). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns';

export type ReservationStatus = 'pending' | 'confirmed' | 'cancelled';
export interface ReservationTable {
  id: Generated<number>;
  /** UNIQUE: the slot is booked at most once; NULL once cancelled. */
  slot_id: number | null;
  booked_slot_id: number;
  user_id: number | null;
  subfunction_id: number;
  status: ReservationStatus;
  patient_last_name: string | null;
  patient_first_name: string | null;
  patient_email: string | null;
  patient_phone: string | null;
  patient_birth_date: string | null;
  patient_comment: string | null;
  discount_rate: number;
  /** The doctor's price when booked (before the discount); NULL only for rows the migration found no doctor for. */
  price: ColumnType<number | null, number | null | undefined, number | null>;
  currency: ColumnType<string | null, string | null | undefined, string | null>;
  verify_token_hash: string | null;
  delete_token_hash: string | null;
  token_expires_at: string | null;
  created_at: CreatedAt;
  cancelled_at: string | null;
  /** The relative the appointment is for (relatives.id of the same user); NULL: the patient themself. */
  relative_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** UTC ISO instant the clinic recorded the patient's visit (migration 0015); NULL until then. */
  visited_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** UTC ISO instant the doctor admitted the patient from the waiting room (migration 0021). */
  video_admitted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** UTC ISO instant the doctor ended the video call. */
  video_ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The doctor's note for the patient, written at the end of a video consultation. */
  doctor_note: ColumnType<string | null, string | null | undefined, string | null>;
  doctor_note_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** While the patient is connected to the call: renewed every heartbeat by the server holding the connection. */
  video_patient_seen_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export type Reservation = Selectable<ReservationTable>;
