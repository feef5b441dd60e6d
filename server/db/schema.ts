/**
 * The portal's tables as Kysely sees them. One `Database` interface holds every table, so a
 * later feature adds its own migration files and extends this interface:
 *
 *   interface BookingDatabase extends Database { providers: ProviderTable }
 *
 * Portable column conventions (the same queries run on SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC strings from Date#toISOString (fixed width, so they compare and
 *   sort as text), named *_at;
 * - flags are integers 0/1 (better-sqlite3 cannot bind booleans);
 * - ids are integers assigned by the database, uuids and tokens are text.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ModificationStatus, PaymentStatus } from '../../renderer/domain/payments/paymentMachine';

export type { ModificationStatus, PaymentStatus };

/** An ISO timestamp written once on insert by the code (no dialect-specific default). */
type CreatedAt = ColumnType<string, string, never>;

export interface UserTable {
  id: Generated<number>;
  /** Login name; stored lower-cased, unique. */
  email: string;
  /** scrypt hash (see server/auth/passwords.ts); null until a password is set (finish-registration). */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  birth_date: string | null;
  phone: string | null;
  email_confirmed: number;
  /** Second address for notifications (verify-contact-email), confirmed separately. */
  contact_email: string | null;
  contact_email_confirmed: number;
  /** Paid-variant subscriber customer (spec §3 subscriberCustomer.uuid); null for other users. */
  customer_uuid: string | null;
  /** The subscription the user last chose (POST /api/me/subscription). */
  current_subscription_id: number | null;
  /** Brand the account was created on; mail links go to its host. */
  brand_id: string;
  locale: string;
  created_at: CreatedAt;
}

export interface ProductTable {
  id: Generated<number>;
  code: string;
  name: string;
  med24_free_product: number;
  /** How many people a subscription covers besides the subscriber (migration 0019). */
  beneficiary_limit: ColumnType<number, number | undefined, number>;
}

export type SubscriptionStatus = 'created' | 'active';

export interface SubscriptionTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  product_id: number;
  phone: string | null;
  status: SubscriptionStatus;
  needs_privacy_statement: number;
  created_at: CreatedAt;
  /** The paid variant's billing period and its price in whole forints (migration 0017); null for other subscriptions. */
  billing_period: BillingPeriod | null;
  price_huf: number | null;
  /** YYYY-MM-DD: the last day the payments made so far cover. */
  paid_until: string | null;
}

export type BillingPeriod = 'month' | 'year';

/** What a product costs per billing period (migration 0017). */
export interface ProductPriceTable {
  product_id: number;
  billing_period: BillingPeriod;
  price_huf: number;
}


/** A card payment of a subscription through SimplePay (migration 0017). */
export interface PaymentTable {
  id: Generated<number>;
  subscription_id: number;
  brand_id: string;
  merchant: string;
  /** The reference the gateway knows the payment by; unique. */
  order_ref: string;
  amount_huf: number;
  status: PaymentStatus;
  transaction_id: string | null;
  card_mask: string | null;
  created_at: CreatedAt;
  /** When the customer came back from the gateway with a verified outcome. */
  returned_at: string | null;
  /** When the gateway's IPN made the payment final; set once. */
  ipn_at: string | null;
  /** The modification whose price difference this pays (migration 0019); null for the subscription's own payments. */
  modification_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** For the charge of a next period: the last day of the period it renews (migration 0020). */
  renewal_for: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its money was given back at the gateway (migration 0022); the answers then show it `refunded`. */
  refunded_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A card token a subscription's first payment registered, for one later charge (migration 0020). */
export interface CardTokenTable {
  id: Generated<number>;
  subscription_id: number;
  merchant: string;
  token: string;
  /** ISO date and time the token can be used until. */
  until: string;
  max_amount_huf: number;
  /** The payment that registered it: usable once that one has succeeded. */
  payment_id: number;
  used_at: string | null;
  created_at: string;
}

/** A person a paid-variant subscription covers besides the subscriber (migration 0019). */
export interface BeneficiaryTable {
  id: Generated<number>;
  subscription_id: number;
  name: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  relation: RelativeRelation;
  created_at: string;
  updated_at: string;
  /** Set when the subscriber removed them; the row stays. */
  removed_at: string | null;
}


/** A change of a subscription's product (migration 0019). */
export interface ModificationTable {
  id: Generated<number>;
  uuid: string;
  subscription_id: number;
  from_product_id: number;
  to_product_id: number;
  /** The new product's price for the subscription's billing period, whole forints. */
  price_huf: number;
  /** What the change costs now: the price difference for the rest of the paid period; 0 when nothing is due. */
  amount_due_huf: number;
  status: ModificationStatus;
  /** YYYY-MM-DD: the day the subscription has the new product from. */
  effective_date: string;
  created_at: string;
  verified_at: string | null;
  activated_at: string | null;
}

/** A paid-variant customer's billing address (migration 0018), sent with their card payments. */
export interface BillingAddressTable {
  user_id: number;
  name: string;
  company: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  zip: string;
  city: string;
  address: string;
  address2: string | null;
  updated_at: string;
}

/** One row per permission flag a user holds (spec §2 flags, hasMap, hasCardNetwork). */
export interface UserPermissionTable {
  user_id: number;
  flag: string;
}

/** The service types of a user (spec §3) with their optional sorting order. */
export interface UserServiceTable {
  user_id: number;
  service_type: number;
  sort_order: number | null;
}

/** Keys that let a support user impersonate (GET /api/impersonate, header apikey). Stored as sha256. */
export interface SupportApiKeyTable {
  id: Generated<number>;
  user_id: number;
  key_hash: string;
  label: string;
  revoked_at: string | null;
  created_at: CreatedAt;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  /** Every token rotated from one login shares the family; reuse of a rotated token revokes it. */
  family_id: string;
  /** sha256 hex of the opaque token; the token itself is never stored. */
  token_hash: string;
  impersonator_id: number | null;
  expires_at: string;
  /** Set when the token was exchanged for a new pair. */
  used_at: string | null;
  /** Set on every token of the family at once: a revoked family ends the session's access tokens too. */
  revoked_at: string | null;
  /**
   * The pair this token was exchanged for, AES-256-GCM sealed with a key only this token's
   * plaintext yields, so a concurrent refresh with the same token gets the same answer during the
   * grace window (server/auth/sessions.ts); null before the exchange and once revoked or stale.
   */
  successor_pair: string | null;
  created_at: CreatedAt;
}

export type OneTimeTokenPurpose =
  | 'verify-registration'
  | 'finish-registration'
  | 'verify-corporate'
  | 'verify-email'
  | 'verify-contact-email'
  | 'password-recovery'
  | 'finish-reservation'
  | 'login';

export interface OneTimeTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  /** JSON of what the flow needs (new email, subscription id). */
  payload: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Generated<number>;
  brand_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** login.success, login.failure, login.throttled, authz.denied, refresh.reuse, impersonation */
  event: string;
  user_id: number | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  path: string | null;
  status: number | null;
  request_id: string | null;
  detail: string | null;
  created_at: CreatedAt;
}

export interface VoucherTable {
  id: Generated<number>;
  code: string;
  product_id: number;
  /** Brand the voucher is valid on; null for every brand. */
  brand_id: string | null;
  valid_until: string | null;
  revoked: number;
  used_at: string | null;
  used_by: number | null;
}

export interface ActivationKeyTable {
  id: Generated<number>;
  /** sha256 hex of the key printed on the card. */
  key_hash: string;
  product_id: number;
  valid_until: string | null;
  used_at: string | null;
  used_by: number | null;
}

/** Proof-of-work challenges already answered (single use), kept until they expire. */
export interface CaptchaUseTable {
  challenge_id: string;
  expires_at: string;
}

/** The login rate limiter's counters, shared by every server instance. */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  reset_at: string;
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

/** A translation of a name; NULL (the default) falls back to the row's own, Hungarian name. */
export type Translation = ColumnType<string | null, string | null | undefined, string | null>;
export interface LocationGroupTable { id: number; text: string; text_en: Translation; text_ro: Translation; trans_key: string | null }
export interface LocationTable {
  id: number; group_id: number; country_code: string; text: string; text_en: Translation; text_ro: Translation; trans_key: string | null; city: string; lon: number; lat: number;
}
export interface SpecializationTable { id: number; key: string; name: string; name_en: Translation; name_ro: Translation }
export interface SubfunctionTable { id: number; specialization_id: number; name: string; name_en: Translation; name_ro: Translation; duration_minutes: number; video: number }

export type ProviderStatus = 'active' | 'inactive' | 'maintenance';

export interface ProviderTable {
  id: number;
  name: string;
  /** name lower-cased, for the providerName filter. */
  name_search: string;
  country_code: string;
  location_id: number;
  postal_code: string;
  city: string;
  street: string;
  lon: number;
  lat: number;
  /** JSON array of file names under the brand's providerPhotosDir. */
  photos: string;
  /** inactive answers RA500 on booking, maintenance RA503. */
  status: ColumnType<ProviderStatus, ProviderStatus | undefined, ProviderStatus>;
  rating_waiting: number;
  rating_waiting_count: number;
  rating_care_conditions: number;
  rating_care_conditions_count: number;
  rating_staff_preparedness: number;
  rating_staff_preparedness_count: number;
  rating_behaviour: number;
  rating_behaviour_count: number;
  rating_overall: number;
  rating_overall_count: number;
}
export interface ProviderSpecializationTable { provider_id: number; specialization_id: number }
export interface DoctorTable {
  id: number;
  provider_id: number;
  family_name: string;
  given_name: string;
  display_name: string;
  name_search: string;
  speaks_english: number;
  price: number;
  currency: string;
  discount_percent: number;
  video: number;
}
export interface DoctorSpecializationTable { doctor_id: number; specialization_id: number }
export interface SlotTable {
  id: number;
  provider_id: number;
  doctor_id: number;
  subfunction_id: number;
  /** UTC ISO instant. */
  start_at: string;
  /** Budapest wall-clock time with offset, as answered. */
  start_local: string;
  duration_minutes: number;
  video: number;
  customer_bookable: number;
  /** UTC ISO instant. */
  cancellable_until: string;
}
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

/** Roles an account holds besides being a patient (operator). */
export interface UserRoleTable {
  user_id: number;
  role: string;
}

/** The service types a product covers; a product without rows covers the service types its holder has. */
export interface ProductServiceTable {
  product_id: number;
  service_type: number;
  /** How many items of the type the product pays for in a calendar year; NULL: no limit. */
  yearly_limit: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Specializations whose appointments a product pays for; a product without rows pays every one, without a limit. */
export interface ProductSpecializationTable {
  product_id: number;
  specialization_id: number;
  /** Appointments a calendar year; NULL: no limit. */
  yearly_limit: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Providers whose care a product does not pay for (RM1004). */
export interface ProductExcludedProviderTable {
  product_id: number;
  provider_id: number;
}

/** The relations a relative may have to the patient (renderer/relatives/relations.ts). */
export type RelativeRelation = 'spouse' | 'child' | 'parent' | 'sibling' | 'grandparent' | 'grandchild' | 'other';

/** A family member a patient recorded (service type 23): server/api/relatives/. */
export interface RelativeTable {
  id: Generated<number>;
  user_id: number;
  /** As the patient wrote it, trimmed. */
  name: string;
  /** YYYY-MM-DD */
  birth_date: string;
  relation: RelativeRelation;
  created_at: CreatedAt;
  updated_at: string;
  /** When the patient removed the relative; the row stays, so what was booked for them still names them. */
  removed_at: string | null;
}

/** A logged-in patient's health check (migration 0016): answers and result as JSON text. */
export interface HealthCheckResultTable {
  id: Generated<number>;
  user_id: number;
  /** UTC ISO instant. */
  taken_at: string;
  answers: string;
  result: string;
}

export interface Database {
  users: UserTable;
  products: ProductTable;
  subscriptions: SubscriptionTable;
  user_permissions: UserPermissionTable;
  user_services: UserServiceTable;
  support_api_keys: SupportApiKeyTable;
  refresh_tokens: RefreshTokenTable;
  one_time_tokens: OneTimeTokenTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  vouchers: VoucherTable;
  activation_keys: ActivationKeyTable;
  captcha_uses: CaptchaUseTable;
  rate_limit_hits: RateLimitHitTable;
  uploads: UploadTable;
  upload_chunks: UploadChunkTable;
  location_groups: LocationGroupTable;
  locations: LocationTable;
  specializations: SpecializationTable;
  subfunctions: SubfunctionTable;
  providers: ProviderTable;
  provider_specializations: ProviderSpecializationTable;
  doctors: DoctorTable;
  doctor_specializations: DoctorSpecializationTable;
  slots: SlotTable;
  reservations: ReservationTable;
  care_items: CareItemTable;
  care_item_events: CareItemEventTable;
  care_item_documents: CareItemDocumentTable;
  user_roles: UserRoleTable;
  health_check_results: HealthCheckResultTable;
  product_services: ProductServiceTable;
  product_specializations: ProductSpecializationTable;
  product_excluded_providers: ProductExcludedProviderTable;
  relatives: RelativeTable;
  product_prices: ProductPriceTable;
  payments: PaymentTable;
  billing_addresses: BillingAddressTable;
  beneficiaries: BeneficiaryTable;
  subscription_modifications: ModificationTable;
  card_tokens: CardTokenTable;
  doctor_users: DoctorUserTable;
  video_messages: VideoMessageTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Subscription = Selectable<SubscriptionTable>;
export type Product = Selectable<ProductTable>;
export type RefreshToken = Selectable<RefreshTokenTable>;
export type OneTimeToken = Selectable<OneTimeTokenTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type AuditEntry = Selectable<AuditLogTable>;
export type Provider = Selectable<ProviderTable>;
export type Doctor = Selectable<DoctorTable>;
export type Slot = Selectable<SlotTable>;
export type Reservation = Selectable<ReservationTable>;
export type CareItem = Selectable<CareItemTable>;
export type CareItemEvent = Selectable<CareItemEventTable>;
export type Relative = Selectable<RelativeTable>;

export type Payment = Selectable<PaymentTable>;
