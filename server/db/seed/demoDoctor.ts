/**
 * The demo doctor account acts for a seeded video doctor (issue 16): the first doctor by id who
 * holds video slots at a Hungarian clinic. Runs after the provider tables are seeded; an account
 * already linked is left alone. Returns the doctor record's id, or undefined when nothing was linked.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function linkDemoDoctor(db: Kysely<Database>, email: string): Promise<number | undefined> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return undefined;
  const linked = await db.selectFrom('doctor_users').select('doctor_id').where('user_id', '=', user.id).executeTakeFirst();
  if (linked) return undefined;
  const doctor = await db.selectFrom('doctors as d').innerJoin('providers as p', 'p.id', 'd.provider_id')
    .select('d.id').where('d.video', '=', 1).where('p.country_code', '=', 'HU')
    .where((eb) => eb.exists(eb.selectFrom('slots as s').select('s.id').whereRef('s.doctor_id', '=', 'd.id').where('s.video', '=', 1)))
    .orderBy('d.id').limit(1).executeTakeFirst();
  if (!doctor) return undefined;
  await db.insertInto('doctor_users').values({ user_id: user.id, doctor_id: doctor.id }).execute();
  return doctor.id;
}
