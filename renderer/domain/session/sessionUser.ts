/** The me answer as the session keeps it: the guard view (GuardUser) plus display data. */
import type { AccountSettings, UserFlag } from '../../../generated/config-types';
import type { GuardUser } from '../guards/guardTypes';

/** GET /api/me (schemas/api/me-response.schema.json), the parts the renderer reads. */
export interface MeResponse {
  id: number;
  name: string;
  firstName?: string;
  lastName?: string;
  email: string;
  currentSubscription: { id: number; uuid?: string; phone?: string | null; needsPrivacyStatement: boolean; product?: { med24FreeProduct?: boolean } } | null;
  subscriberCustomer: { uuid: string } | null;
  impersonator: { id: number } | null;
  services: number[];
  servicesSortingOrder: Record<string, number>;
  hasCardNetwork?: boolean;
  /** Roles beside being a patient (e.g. operator); older answers have none. */
  roles?: unknown;
  /** The account's language and optional mails (issue 33); older answers have none. */
  settings?: unknown;
  [flag: string]: unknown;
}

/** The me call's user as the renderer keeps it (spec section 3): its guard view plus display data. */
export interface SessionUser extends GuardUser {
  id: number;
  name?: string;
  email?: string;
  servicesSortingOrder?: Record<string, number>;
  hasCardNetwork?: boolean;
  currentSubscriptionId?: number | null;
  subscriberCustomerUuid?: string | null;
  /** The account's language and optional mails; absent in an answer from before they existed. */
  settings?: AccountSettings;
}

const LOCALES: readonly string[] = ['hu', 'en', 'ro'];

/** The me answer's settings when they have the shape the schema gives them. */
function settingsOf(value: unknown): AccountSettings | undefined {
  const s = value as Partial<AccountSettings> | null | undefined;
  if (!s || typeof s !== 'object' || !LOCALES.includes(String(s.locale)) || typeof s.localeChosen !== 'boolean' || typeof s.careProgressMail !== 'boolean') return undefined;
  return { locale: s.locale!, localeChosen: s.localeChosen, careProgressMail: s.careProgressMail };
}

/** Every has* boolean of the me answer is a permission flag. */
export function toSessionUser(me: MeResponse): SessionUser {
  const flags: Partial<Record<UserFlag, boolean>> = {};
  for (const [key, value] of Object.entries(me)) if (/^has[A-Z]/.test(key) && typeof value === 'boolean') flags[key as UserFlag] = value;
  return {
    id: me.id,
    name: me.name,
    email: me.email,
    flags,
    needsPrivacyStatement: Boolean(me.currentSubscription?.needsPrivacyStatement),
    isImpersonator: me.impersonator !== null && me.impersonator !== undefined,
    hasFreeProduct: Boolean(me.currentSubscription?.product?.med24FreeProduct),
    services: me.services ?? [],
    // An answer from before roles existed has none: the account is a patient only.
    roles: Array.isArray(me.roles) ? me.roles.filter((r): r is string => typeof r === 'string') : [],
    servicesSortingOrder: me.servicesSortingOrder,
    hasCardNetwork: me.hasCardNetwork,
    currentSubscriptionId: me.currentSubscription?.id ?? null,
    subscriberCustomerUuid: me.subscriberCustomer?.uuid ?? null,
    settings: settingsOf(me.settings),
  };
}
