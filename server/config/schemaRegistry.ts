/**
 * Reads the JSON Schemas under schemas/ and names the validators generated from them. The
 * document kinds a brand is made of map to one schema each.
 */
import fs from 'node:fs';
import path from 'node:path';

export const SCHEMAS_DIR = path.resolve(import.meta.dirname, '../../schemas');

/** Schema file → export name of its precompiled validator and of its root type. */
export const VALIDATED_SCHEMAS = {
  brand: 'brand.schema.json',
  routes: 'routes.schema.json',
  guards: 'guards.schema.json',
  services: 'services.schema.json',
  forms: 'forms.schema.json',
  content: 'content.schema.json',
  locale: 'locale.schema.json',
  iconSet: 'icon-set.schema.json',
  // API requests (schemas/api/): the server validates every body and query with these, and the
  // renderer may import the same precompiled functions.
  loginRequest: 'api/login-request.schema.json',
  refreshRequest: 'api/refresh-request.schema.json',
  impersonateQuery: 'api/impersonate-query.schema.json',
  registrationRequest: 'api/registration-request.schema.json',
  voucherRegistrationRequest: 'api/voucher-registration-request.schema.json',
  activateKeyRequest: 'api/activate-key-request.schema.json',
  passwordRecoveryRequest: 'api/password-recovery-request.schema.json',
  tokenRequest: 'api/token-request.schema.json',
  tokenPasswordRequest: 'api/token-password-request.schema.json',
  changeEmailRequest: 'api/change-email-request.schema.json',
  changePasswordRequest: 'api/change-password-request.schema.json',
  contactEmailRequest: 'api/contact-email-request.schema.json',
  chooseSubscriptionRequest: 'api/choose-subscription-request.schema.json',
  accountSettingsRequest: 'api/account-settings-request.schema.json',
  uploadQuery: 'api/upload-query.schema.json',
  searchQuery: 'api/search-query.schema.json',
  videoSearchQuery: 'api/video-search-query.schema.json',
  reservationRequest: 'api/reservation-request.schema.json',
  publicReservationRequest: 'api/public-reservation-request.schema.json',
  careItemRequest: 'api/care-item-request.schema.json',
  careActionRequest: 'api/care-action-request.schema.json',
  careItemsQuery: 'api/care-items-query.schema.json',
  operatorMailQuery: 'api/operator-mail-query.schema.json',
  relativeRequest: 'api/relative-request.schema.json',
  cardiovascularRiskRequest: 'api/cardiovascular-risk-request.schema.json',
  perceivedStressRequest: 'api/perceived-stress-request.schema.json',
  workFamilyConflictRequest: 'api/work-family-conflict-request.schema.json',
  lifestyleRequest: 'api/lifestyle-request.schema.json',
  subscriptionRequest: 'api/subscription-request.schema.json',
  med24ProfileRequest: 'api/med24-profile-request.schema.json',
  modificationRequest: 'api/modification-request.schema.json',
  paymentReturnQuery: 'api/payment-return-query.schema.json',
  med24TransactionsQuery: 'api/med24-transactions-query.schema.json',
  healthCheckRequest: 'api/health-check-request.schema.json',
  videoNoteRequest: 'api/video-note-request.schema.json',
  doctorVideoDayQuery: 'api/doctor-video-day-query.schema.json',
  dataAccessQuery: 'api/data-access-query.schema.json',
  secondFactorLoginRequest: 'api/second-factor-login-request.schema.json',
  passkeyLoginOptionsRequest: 'api/passkey-login-options-request.schema.json',
  passkeyLoginRequest: 'api/passkey-login-request.schema.json',
  passkeyRegisterRequest: 'api/passkey-register-request.schema.json',
  totpConfirmRequest: 'api/totp-confirm-request.schema.json',
  passwordConfirmRequest: 'api/password-confirm-request.schema.json',
} as const;

export type ValidatedSchema = keyof typeof VALIDATED_SCHEMAS;

export interface SchemaFile {
  /** Path relative to schemas/, e.g. "api/login-request.schema.json". */
  name: string;
  schema: Record<string, unknown>;
}

/** Every *.schema.json below schemas/, sorted so generated output is stable. */
export function readSchemaFiles(dir: string = SCHEMAS_DIR): SchemaFile[] {
  const out: SchemaFile[] = [];
  const walk = (sub: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.schema.json')) {
        out.push({ name: rel, schema: JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) });
      }
    }
  };
  walk('');
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
