/**
 * The logged-in user as the API answers it: the User of spec §3 (GET /api/me). The current
 * subscription is the one X-Subscription-Id names, else the one chosen last (POST
 * /api/me/subscription), else none: choosing among several is the portal's full-auth selection.
 */
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { User as MeResponse, UserFlag, UserRole } from '../../generated/config-types';
import type { Database, User } from '../db/schema';
import { listSubscriptions, type SubscriptionView } from '../db/subscriptions';
import { findUserById, userFlags, userRoles, userServices } from '../db/users';
import type { ServedBrand } from '../config/brandRegistry';
import { accountSettings } from './accountSettings';
import { ALL_FLAGS } from './userFlags';

/** The roles the me answer names (common.schema.json userRole); a role stored that no route knows is left out. */
const USER_ROLES: readonly UserRole[] = ['operator', 'doctor'];

export interface Account {
  user: User;
  subscriptions: SubscriptionView[];
  current: SubscriptionView | null;
}

/**
 * A header naming a subscription the user does not hold is ignored rather than refused: it can
 * only be stale (left from an earlier session), and ownership is checked here, so it grants nothing.
 */
export function chooseCurrent(subscriptions: SubscriptionView[], header: string | undefined, stored: number | null): SubscriptionView | null {
  const byId = (id: number | null): SubscriptionView | undefined => (id === null ? undefined : subscriptions.find((s) => s.id === id));
  const fromHeader = header && /^[0-9]+$/.test(header) ? byId(Number(header)) : undefined;
  return fromHeader ?? byId(stored) ?? null;
}

export function subscriptionHeader(req: Request): string | undefined {
  const value = req.headers['x-subscription-id'];
  return typeof value === 'string' ? value : undefined;
}

export async function loadAccount(db: Kysely<Database>, userId: number, req: Request): Promise<Account | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const subscriptions = await listSubscriptions(db, userId);
  return { user, subscriptions, current: chooseCurrent(subscriptions, subscriptionHeader(req), user.current_subscription_id) };
}

/** A single subscription is the current one (spec §4 login), whether or not a request names it. */
export const withSoleCurrent = (account: Account): Account => ({
  ...account,
  current: account.current ?? (account.subscriptions.length === 1 ? account.subscriptions[0]! : null),
});

export async function meResponse(db: Kysely<Database>, account: Account, impersonatorId: number | null, brand: ServedBrand): Promise<MeResponse> {
  const { user, current } = account;
  const [flags, services, roles] = await Promise.all([userFlags(db, user.id), userServices(db, user.id), userRoles(db, user.id, brand.id)]);
  const held = new Set(flags);
  const flagFields = Object.fromEntries(ALL_FLAGS.map((f) => [f, held.has(f)])) as Record<UserFlag, boolean>;
  return {
    id: user.id,
    name: `${user.last_name} ${user.first_name}`.trim(),
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    currentSubscription: current
      ? { id: current.id, uuid: current.uuid, phone: current.phone, needsPrivacyStatement: current.needsPrivacyStatement, product: current.product }
      : null,
    subscriberCustomer: user.customer_uuid ? { uuid: user.customer_uuid } : null,
    impersonator: impersonatorId ? { id: impersonatorId } : null,
    services: services.map((s) => s.type),
    servicesSortingOrder: Object.fromEntries(services.filter((s) => s.order !== null).map((s) => [String(s.type), s.order!])),
    roles: roles.filter((r): r is UserRole => (USER_ROLES as readonly string[]).includes(r)),
    settings: accountSettings(user, brand),
    ...flagFields,
  };
}
