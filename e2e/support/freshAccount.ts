/**
 * A confirmed patient account of its own for a spec whose steps would disturb the demo accounts
 * other specs use at the same time (signing out every other device, deleting the account). Written
 * into the e2e server's database (SQLite in E2E_DATA_DIR, the file the server has open) as
 * registration and its confirmation link would leave it.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase } from '../../server/db/openDatabase';
import { createUser } from '../../server/db/users';

export interface FreshAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export async function freshPatient(brandId = 'default'): Promise<FreshAccount> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const account = { email: `patient-${randomUUID()}@e2e.test`, password: 'Fresh-Patient-1', firstName: 'Frida', lastName: 'Friss' };
  const database = openDatabase({ file: path.join(dataDir, 'portal.db') });
  try {
    await createUser(database.db, {
      email: account.email, password_hash: await hashPassword(account.password), first_name: account.firstName, last_name: account.lastName,
      birth_date: '1961-04-12', phone: null, contact_email: null, customer_uuid: null, current_subscription_id: null,
      brand_id: brandId, locale: 'hu', locale_chosen_at: null, email_confirmed: 1,
    }, Date.now());
  } finally {
    await database.close();
  }
  return account;
}
