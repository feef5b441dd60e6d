/**
 * Care items (a patient's requests for care) with their history and documents, and the uploads
 * those documents are.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns';

export type CareItemState =
  | 'awaiting_approval' | 'awaiting_booking' | 'booked' | 'appeared' | 'finished' | 'cancelled' | 'deleted'
  // A claim's own states (flow claim, migration 0014).
  | 'submitted' | 'needs_information' | 'approved' | 'paid' | 'rejected';

/** A patient's request for care (a consultation, a second opinion, organised care): server/api/care/. */
export interface CareItemTable {
  id: Generated<number>;
  /** The brand the item was asked for on; the operator console lists a brand's items. */
  brand_id: string;
  user_id: number;
  subscription_id: number;
  /** Key of the service in services.json (general-consultation, second-opinion, …). */
  service: string;
  /** The numeric service type of spec §3 the item is for (the specialty's, for a specialist consultation). */
  service_type: number;
  /** The chosen specialist service's key, for a service document with specialties. */
  specialty: string | null;
  flow: 'appointment' | 'written' | 'claim';
  state: CareItemState;
  /** JSON of the request form's answers, valid against the service's form document. */
  answers: string;
  provider_id: number | null;
  /** UTC ISO instant of the booked appointment. */
  appointment_at: string | null;
  channel: string | null;
  /** The written answer the item was closed with. */
  answer: string | null;
  /** The amount in HUF the operator approved a claim with (flow claim), which may be less than the amount claimed. */
  approved_huf: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: string;
  /** The relative the request is for (relatives.id of the same user); NULL: the patient themself. */
  relative_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One action taken on a care item, in order. */
export interface CareItemEventTable {
  id: Generated<number>;
  item_id: number;
  at: string;
  action: string;
  /** null for the creation. */
  from_state: CareItemState | null;
  to_state: CareItemState;
  actor: 'patient' | 'operator';
  actor_user_id: number | null;
  /** The answer, the reason or the booked time. */
  note: string | null;
}

/** Uploads (the user's own) attached to a care item. */
export interface CareItemDocumentTable {
  item_id: number;
  upload_id: number;
}

export interface UploadTable {
  id: Generated<number>;
  user_id: number;
  page: string;
  name: string;
  mime_type: string;
  size: number;
  created_at: CreatedAt;
}

/** An upload's content in order (seq 0, 1, …), at most UPLOAD_CHUNK_BYTES a row (server/db/uploads.ts). */
export interface UploadChunkTable {
  upload_id: number;
  seq: number;
  data: Uint8Array;
}

export type CareItem = Selectable<CareItemTable>;
export type CareItemEvent = Selectable<CareItemEventTable>;
