/**
 * The demo patient's relatives, so the relatives page is not empty in the demo: a spouse and a
 * child. Their birth dates are fixed (their ages grow with the calendar, as people's do).
 */
import type { Kysely } from 'kysely';
import type { Database, RelativeRelation } from '../schema';
import { iso } from '../time';

export const DEMO_RELATIVES: readonly { name: string; birth_date: string; relation: RelativeRelation }[] = [
  { name: 'Minta Anna', birth_date: '1982-09-14', relation: 'spouse' },
  { name: 'Minta Bence', birth_date: '2016-03-02', relation: 'child' },
];

export async function seedDemoRelatives(db: Kysely<Database>, patientId: number, now: number): Promise<void> {
  const at = iso(now);
  await db.insertInto('relatives').values(DEMO_RELATIVES.map((r) => ({ ...r, user_id: patientId, created_at: at, updated_at: at, removed_at: null }))).execute();
}
