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

/** The connection of one side of a call, on whichever instance holds it (migration 0023). */
export interface VideoPresenceTable {
  reservation_id: number;
  role: 'patient' | 'doctor';
  client_id: string;
  connection_id: string;
  seen_at: string;
}

/** A message one instance passes to the others about a call; NOTIFY names its id (migration 0023). */
export interface VideoRelayTable {
  id: Generated<number>;
  reservation_id: number;
  body: string;
  created_at: string;
}
