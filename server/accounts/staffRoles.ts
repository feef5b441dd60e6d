/**
 * `npm run staff`: who holds which staff role for which brands, and granting or revoking one
 * (issue 34). A role is held per brand; a named set of brands is a row for each. The brands are
 * checked against the brand documents, so a typo grants nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findUserByEmail, grantRole, STAFF_ROLES } from '../db/users';

export const STAFF_USAGE = 'npm run staff -- list | grant <operator|doctor|support> <email> <brand> [brand …] | revoke <operator|doctor|support> <email> <brand> [brand …]';

/** A command the tool refuses, with the sentence it prints. */
export class StaffCommandError extends Error {}

/** Runs one command; answers the lines to print, or throws StaffCommandError. */
export async function runStaffCommand(db: Kysely<Database>, args: readonly string[], knownBrands: readonly string[]): Promise<string[]> {
  const [command, role, email, ...brands] = args;
  if (command === 'list' && args.length === 1) {
    const rows = await db.selectFrom('user_roles as r').innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['u.email', 'r.role', 'r.brand_id']).orderBy('u.email').orderBy('r.role').orderBy('r.brand_id').execute();
    if (rows.length === 0) return ['Nobody holds a staff role.'];
    const held = new Map<string, string[]>();
    for (const row of rows) {
      const who = `${row.email} ${row.role}`;
      held.set(who, [...(held.get(who) ?? []), row.brand_id]);
    }
    return [...held].map(([who, of]) => `${who}: ${of.join(', ')}`);
  }
  if ((command !== 'grant' && command !== 'revoke') || !role || !email || brands.length === 0) throw new StaffCommandError(`Usage: ${STAFF_USAGE}`);
  if (!(STAFF_ROLES as readonly string[]).includes(role)) throw new StaffCommandError(`"${role}" is no staff role (${STAFF_ROLES.join(', ')})`);
  const unknown = brands.filter((brand) => !knownBrands.includes(brand));
  if (unknown.length > 0) throw new StaffCommandError(`No brand ${unknown.map((b) => `"${b}"`).join(', ')} (the brands: ${knownBrands.join(', ')})`);
  const user = await findUserByEmail(db, email);
  if (!user) throw new StaffCommandError(`No account ${email}`);
  if (command === 'grant') {
    await grantRole(db, user.id, role, brands);
    return [`${user.email} holds ${role} for ${brands.join(', ')}.`];
  }
  const removed = await db.deleteFrom('user_roles').where('user_id', '=', user.id).where('role', '=', role).where('brand_id', 'in', brands).executeTakeFirst();
  return [`${user.email} no longer holds ${role} for ${brands.join(', ')} (${Number(removed.numDeletedRows)} removed).`];
}
