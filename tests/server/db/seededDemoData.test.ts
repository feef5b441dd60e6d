/**
 * Issue 34, item 6: a production start refuses a database holding any seeded demo data, not only
 * the demo patient. seededDemoData names what is left (every demo account, the support key the
 * seed made, the demo voucher and activation key); checkLoaded refuses with that list.
 */
import { describe, expect, it } from 'vitest';
import { checkLoaded, resolveDeployment, UnsafeSettingError } from '../../../server/deployment';
import { DEMO_ACCOUNTS, DEMO_ACTIVATION_KEY, DEMO_VOUCHER, seededDemoData } from '../../../server/db/seed';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';

const production = resolveDeployment({ HOST: '0.0.0.0', PUBLIC_BASE_URL: 'https://portal.example.org' });

describe.each(TEST_DIALECTS)('the seeded demo data on %s', (dialect) => {
  const database = useTestDatabase(dialect, { seed: true });
  const db = () => database().db;

  it('is found whole in a seeded database', async () => {
    const found = await seededDemoData(db());
    for (const account of Object.values(DEMO_ACCOUNTS)) expect(found).toContain(`the account ${account.email}`);
    expect(found).toEqual(expect.arrayContaining(['the demo support API key', `the voucher ${DEMO_VOUCHER}`, `the activation key ${DEMO_ACTIVATION_KEY}`]));
  });

  it('still refuses the start with the demo patient renamed and the operator left', async () => {
    await db().updateTable('users').set({ email: 'real.patient@example.org' }).where('email', '=', DEMO_ACCOUNTS.patient.email).execute();
    const found = await seededDemoData(db());
    expect(found).not.toContain(`the account ${DEMO_ACCOUNTS.patient.email}`);
    expect(found).toContain(`the account ${DEMO_ACCOUNTS.operator.email}`);
    let refusal: UnsafeSettingError | undefined;
    try {
      checkLoaded(production, { hostlessBrands: [], demoData: found });
    } catch (error) {
      refusal = error as UnsafeSettingError;
    }
    expect(refusal).toBeInstanceOf(UnsafeSettingError);
    expect(refusal!.problems.join('\n')).toContain(`the account ${DEMO_ACCOUNTS.operator.email}`);
  });

  it('is empty once every demo account, key and code is gone, and the start goes on', async () => {
    const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    const ids = (await db().selectFrom('users').select('id').where('email', 'in', [...emails, 'real.patient@example.org']).execute()).map((row) => row.id);
    await db().deleteFrom('support_api_keys').execute();
    await db().deleteFrom('vouchers').execute();
    await db().deleteFrom('activation_keys').execute();
    // Renamed, not deleted: the accounts' rows stay for their foreign keys, under addresses no one published.
    for (const id of ids) await db().updateTable('users').set({ email: `kept-${id}@example.org` }).where('id', '=', id).execute();
    expect(await seededDemoData(db())).toEqual([]);
    expect(() => checkLoaded(production, { hostlessBrands: [], demoData: [] })).not.toThrow();
  });
});
