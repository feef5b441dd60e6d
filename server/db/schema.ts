/**
 * The portal's tables as Kysely sees them. Each area's tables live in a module of schema/
 * (accounts, sessions, products, subscriptions, providers, reservations, video, care items and
 * uploads, patients' records, the portal's own operations); this file assembles them into one
 * `Database` interface that holds every table, so a later feature adds its own migration files and
 * extends this interface:
 *
 *   interface BookingDatabase extends Database { providers: ProviderTable }
 *
 * Portable column conventions (the same queries run on SQLite and PostgreSQL):
 * - timestamps are ISO-8601 UTC strings from Date#toISOString (fixed width, so they compare and
 *   sort as text), named *_at;
 * - flags are integers 0/1 (better-sqlite3 cannot bind booleans);
 * - ids are integers assigned by the database, uuids and tokens are text.
 */
import type { UserPermissionTable, UserRoleTable, UserServiceTable, UserTable } from './schema/accounts';
import type { CareItemDocumentTable, CareItemEventTable, CareItemTable, UploadChunkTable, UploadTable } from './schema/care';
import type { AuditLogTable, CaptchaUseTable, DataAccessChainTable, DataAccessLogTable, OutboxTable, RateLimitHitTable } from './schema/operations';
import type { HealthCheckResultTable, RelativeTable } from './schema/patientRecords';
import type {
  ActivationKeyTable, ProductExcludedProviderTable, ProductPriceTable, ProductServiceTable, ProductSpecializationTable, ProductTable, VoucherTable,
} from './schema/products';
import type {
  DoctorSpecializationTable, DoctorTable, LocationGroupTable, LocationTable, ProviderSpecializationTable, ProviderTable, SlotTable, SpecializationTable, SubfunctionTable,
} from './schema/providers';
import type { ReservationTable } from './schema/reservations';
import type { PasskeyTable, RecoveryCodeTable, TotpFactorTable, WebauthnChallengeTable } from './schema/secondFactors';
import type { OneTimeTokenTable, RefreshTokenTable, SupportApiKeyTable } from './schema/sessions';
import type { BeneficiaryTable, BillingAddressTable, CardTokenTable, ModificationTable, PaymentTable, SubscriptionTable } from './schema/subscriptions';
import type { DoctorUserTable, VideoMessageTable, VideoPresenceTable, VideoRelayTable } from './schema/video';

export type { ModificationStatus, PaymentStatus } from '../../renderer/domain/payments/paymentMachine';
export type * from './schema/accounts';
export type * from './schema/care';
export type * from './schema/operations';
export type * from './schema/patientRecords';
export type * from './schema/products';
export type * from './schema/providers';
export type * from './schema/reservations';
export type * from './schema/secondFactors';
export type * from './schema/sessions';
export type * from './schema/subscriptions';
export type * from './schema/video';

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
  video_presence: VideoPresenceTable;
  video_relay: VideoRelayTable;
  data_access_log: DataAccessLogTable;
  data_access_chain: DataAccessChainTable;
  totp_factors: TotpFactorTable;
  recovery_codes: RecoveryCodeTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebauthnChallengeTable;
}
