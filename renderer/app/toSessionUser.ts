/** The me answer as the session keeps it: the guard view (GuardUser) plus display data. */
import type { UserFlag } from '../../generated/config-types';
import type { MeResponse, SessionUser } from './sessionSlice';

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
  };
}
