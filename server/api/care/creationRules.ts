/**
 * The rules a new care item must meet (spec §8 RM codes), checked in this order, the first broken
 * one answered as a 422 with its code:
 * - RM1001: not a care service of this brand, or the patient has none of its service types (or
 *   lacks the permission flag its screen needs);
 * - RM1003: the current subscription is not active;
 * - RM1006: the subscription covers none of the service's types and the service has no price;
 * - RM1005: the chosen specialty is not one of the patient's service types;
 * - RM1007: the chosen specialty is neither covered nor priced;
 * - RM1008: a specialty the service does not offer (or none offered at all), or two different ones;
 * - RM1011: the service type's yearly quantity is used up (coverage.ts);
 * - RM1010: a provider chosen for care the operator organises;
 * - RM1002 / RM1004: a chosen provider without services, or one the product excludes.
 * What the subscription covers is server/accounts/coverage.ts's answer.
 */
import type { Kysely } from 'kysely';
import type { CareItemRequest } from '../../../generated/config-types';
import { coverageOf, coverageYear, usedServiceTypes } from '../../accounts/coverage';
import type { Account } from '../../accounts/loadAccount';
import type { EffectiveBrand } from '../../config/loadBrands';
import type { Database } from '../../db/schema';
import { userFlags, userServices } from '../../db/users';
import { HttpError } from '../../http/errors';
import { careServiceOf, serviceTypeOf, type CareServiceDoc } from './careServices';

export interface Creation {
  service: CareServiceDoc;
  specialty: string | null;
  /** The specialty's service type for a specialist consultation, the service's own otherwise. */
  serviceType: number;
  subscriptionId: number;
  providerId: number | null;
  /** The service type's yearly quantity (null: no limit), which the insert checks again under the subscription's lock. */
  yearlyLimit: number | null;
}

/**
 * RM1011: the service type's yearly quantity is used up. checkCreation asks it to answer in its
 * order; the insert asks again holding the subscription's lock (server/db/lock.ts), so parallel
 * requests, on any instance, cannot all pass the same count.
 */
export async function checkYearlyQuota(db: Kysely<Database>, subscriptionId: number, serviceType: number, limit: number | null, now: number): Promise<void> {
  if (limit === null) return;
  const used = (await usedServiceTypes(db, subscriptionId, coverageYear(now))).get(serviceType) ?? 0;
  if (used >= limit) throw refuse('RM1011', `The yearly quantity of service type ${serviceType} (${limit}) is used up`);
}

const refuse = (code: string, message: string): HttpError => new HttpError(422, code, message);

async function checkProvider(db: Kysely<Database>, providerId: number, subscriptionId: number): Promise<void> {
  const offers = await db.selectFrom('provider_specializations').select('provider_id').where('provider_id', '=', providerId).limit(1).executeTakeFirst();
  if (!offers) throw refuse('RM1002', 'The provider has no approved services');
  const excluded = await db.selectFrom('subscriptions as s').innerJoin('product_excluded_providers as x', 'x.product_id', 's.product_id')
    .select('x.provider_id').where('s.id', '=', subscriptionId).where('x.provider_id', '=', providerId).executeTakeFirst();
  if (excluded) throw refuse('RM1004', "The subscription's product excludes the provider");
}

export async function checkCreation(db: Kysely<Database>, brand: EffectiveBrand, account: Account, body: CareItemRequest, now: number): Promise<Creation> {
  const service = careServiceOf(brand, body.service);
  if (!service) throw refuse('RM1001', `${body.service} is not a care service of this brand`);
  const [held, flags] = await Promise.all([userServices(db, account.user.id), userFlags(db, account.user.id)]);
  const own = new Set(held.map((s) => s.type));
  const specialties: string[] = service.care.specialties ?? [];
  const types = [service.value, ...specialties.map((key) => serviceTypeOf(brand, key)).filter((t): t is number => t !== undefined)];
  if (!types.some((t) => own.has(t))) throw refuse('RM1001', 'The user does not have the service');
  if (service.route.permission && !flags.includes(service.route.permission)) throw refuse('RM1001', `The user lacks ${service.route.permission}`);

  const subscription = account.current;
  if (!subscription || subscription.status !== 'active') throw refuse('RM1003', 'The current subscription is not active');

  const coverage = await coverageOf(db, subscription, own);
  const covered = (type: number): boolean => coverage.covers(type);
  const priced = service.care.priceHuf !== null;
  if (!types.some(covered) && !priced) throw refuse('RM1006', 'The service is neither covered nor priced');

  const answers = body.answers as Record<string, unknown>;
  const answered = typeof answers.specialty === 'string' ? answers.specialty : undefined;
  const specialty = body.specialty ?? answered;
  let serviceType = service.value;
  if (specialties.length > 0 && specialty !== undefined) {
    const type = serviceTypeOf(brand, specialty);
    if (type === undefined || !own.has(type)) throw refuse('RM1005', `The user does not have the specialty ${specialty}`);
    if (!covered(type) && !priced) throw refuse('RM1007', `The specialty ${specialty} is neither covered nor priced`);
    serviceType = type;
  }
  if (specialty !== undefined && !specialties.includes(specialty)) throw refuse('RM1008', `${body.service} does not offer the specialty ${specialty}`);
  if (body.specialty !== undefined && answered !== undefined && body.specialty !== answered) throw refuse('RM1008', 'Two different specialties');

  const { limit } = coverage.service(serviceType);
  await checkYearlyQuota(db, subscription.id, serviceType, limit, now);

  if (service.care.organisedBy === 'operator' && body.providerId !== undefined) throw refuse('RM1010', 'Only the operator chooses the provider of this care');
  if (body.providerId !== undefined) await checkProvider(db, body.providerId, subscription.id);
  // A service with specialties and none chosen is left to the form's check (its specialty is required).
  return { service, specialty: specialty ?? null, serviceType, subscriptionId: subscription.id, providerId: body.providerId ?? null, yearlyLimit: limit };
}
