/** Video consultations: which doctor record a doctor's account acts for, and the calls' text chat. */
import type { Generated } from 'kysely';

/** A doctor's account: the user and the doctor record of the provider search it acts for (migration 0021). */
export interface DoctorUserTable {
  user_id: number;
  doctor_id: number;
}

/** One message of a video consultation's text chat. */
export interface VideoMessageTable {
  id: Generated<number>;
  reservation_id: number;
  sender: 'patient' | 'doctor';
  text: string;
  sent_at: string;
}
