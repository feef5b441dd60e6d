/** `npm run staff` (issue 34): roles granted and revoked per brand, a typo refused before anything changes. */
import { describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../../server/accounts/staffRoles';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { userRoles } from '../../../server/db/users';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';

const BRANDS = ['default', 'insurer', 'retail'];

describe.each(TEST_DIALECTS)('npm run staff on %s', (dialect) => {
  const database = useTestDatabase(dialect, { seed: true });
  const run = (...args: string[]) => runStaffCommand(database().db, args, BRANDS);
  const userId = async (email: string) => (await database().db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('lists who holds which role for which brands', async () => {
    expect(await run('list')).toEqual([
      `${DEMO_ACCOUNTS.doctor.email} doctor: default`,
      `${DEMO_ACCOUNTS.operator.email} operator: default`,
      `${DEMO_ACCOUNTS.support.email} support: default`,
    ]);
  });

  it('grants a role for a named set of brands and revokes it for one', async () => {
    const email = DEMO_ACCOUNTS.patient.email;
    expect(await run('grant', 'operator', email, 'insurer', 'retail')).toEqual([`${email} holds operator for insurer, retail.`]);
    const id = await userId(email);
    expect(await userRoles(database().db, id, 'insurer')).toEqual(['operator']);
    expect(await userRoles(database().db, id, 'retail')).toEqual(['operator']);
    expect(await userRoles(database().db, id, 'default')).toEqual([]);
    // Granting again changes nothing.
    await run('grant', 'operator', email.toUpperCase(), 'insurer');
    expect(await run('revoke', 'operator', email, 'retail')).toEqual([`${email} no longer holds operator for retail (1 removed).`]);
    expect(await userRoles(database().db, id, 'retail')).toEqual([]);
    expect(await userRoles(database().db, id, 'insurer')).toEqual(['operator']);
  });

  it('refuses an unknown role, brand or account, and a command without its brands, granting nothing', async () => {
    const email = DEMO_ACCOUNTS.multi.email;
    await expect(run('grant', 'admin', email, 'default')).rejects.toThrow('"admin" is no staff role (operator, doctor, support)');
    await expect(run('grant', 'operator', email, 'default', 'insurr')).rejects.toThrow('No brand "insurr" (the brands: default, insurer, retail)');
    await expect(run('grant', 'operator', 'nobody@example.test', 'default')).rejects.toThrow('No account nobody@example.test');
    await expect(run('grant', 'operator', email)).rejects.toThrow(/^Usage: npm run staff/);
    await expect(run('promote')).rejects.toThrow(/^Usage: npm run staff/);
    const id = await userId(email);
    expect(await userRoles(database().db, id, 'default')).toEqual([]);
  });
});
