/**
 * The paid-variant customer's profile: their personal data (the users row) and billing address
 * (billing_addresses), read as the profile screen shows it and as a card payment's invoice.
 */
import type { Kysely } from 'kysely';
import type { Med24Profile, Med24ProfileRequest, SimplePayInvoice } from '../../../generated/config-types';
import { normalisePhone } from '../../../schemas/vocabulary';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';

const nonEmpty = <K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> =>
  value ? ({ [key]: value } as Record<K, string>) : {};

export async function readProfile(db: Kysely<Database>, userId: number): Promise<Med24Profile> {
  const user = await db.selectFrom('users').select(['email', 'first_name', 'last_name', 'birth_date', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
  const billing = await db.selectFrom('billing_addresses').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const complete = Boolean(user.first_name && user.last_name && user.birth_date && user.phone && billing);
  return {
    email: user.email, complete,
    ...nonEmpty('lastName', user.last_name), ...nonEmpty('firstName', user.first_name), ...nonEmpty('birthDate', user.birth_date), ...nonEmpty('phone', user.phone),
    ...(billing
      ? {
          billingName: billing.name, ...nonEmpty('billingCompany', billing.company), billingCountry: billing.country as Med24ProfileRequest['billingCountry'],
          billingZip: billing.zip, billingCity: billing.city, billingAddress: billing.address, ...nonEmpty('billingAddress2', billing.address2),
        }
      : {}),
  };
}

/** Saves a checked profile; the phone is kept without the separators people type in it. */
export async function saveProfile(db: Kysely<Database>, userId: number, body: Med24ProfileRequest, now: number): Promise<void> {
  const billing = {
    name: body.billingName, company: body.billingCompany || null, country: body.billingCountry, zip: body.billingZip, city: body.billingCity,
    address: body.billingAddress, address2: body.billingAddress2 || null, updated_at: iso(now),
  };
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ first_name: body.firstName, last_name: body.lastName, birth_date: body.birthDate, phone: normalisePhone(body.phone) }).where('id', '=', userId).execute();
    await trx.insertInto('billing_addresses').values({ user_id: userId, ...billing })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(billing)).execute();
  });
}

/** The gateway's `invoice` of a customer's payments; none until the profile has a billing address. */
export async function invoiceOf(db: Kysely<Database>, userId: number): Promise<SimplePayInvoice | undefined> {
  const row = await db.selectFrom('billing_addresses').innerJoin('users', 'users.id', 'billing_addresses.user_id')
    .select(['billing_addresses.name', 'billing_addresses.company', 'billing_addresses.country', 'billing_addresses.zip', 'billing_addresses.city', 'billing_addresses.address', 'billing_addresses.address2', 'users.phone'])
    .where('billing_addresses.user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name, ...nonEmpty('company', row.company), country: row.country, zip: row.zip, city: row.city, address: row.address,
    ...nonEmpty('address2', row.address2), ...nonEmpty('phone', row.phone),
  };
}
