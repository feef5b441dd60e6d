/** The provider demo seed: fills empty provider tables once, with every slot, on each test dialect. */
import { describe, expect, it } from 'vitest';
import { seedProviderData } from '../../../server/db/providerSeed';
import { generateProviderFixtures } from '../../../server/db/seed/providerFixtures';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';

const SMALL = { seed: 3, providers: 30, doctorsPerProvider: 2, slotsTarget: 2_500, today: '2026-03-02' };

describe.each(TEST_DIALECTS)('seedProviderData on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('inserts the fixture when the tables are empty, then leaves them alone', async () => {
    const db = database().db;
    expect(await seedProviderData(db, SMALL)).toBe(true);
    const count = async (table: 'providers' | 'doctors' | 'slots' | 'provider_specializations') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const fx = generateProviderFixtures(SMALL);
    expect(await count('providers')).toBe(30);
    expect(await count('doctors')).toBe(60);
    expect(await count('slots')).toBe(2_500);
    expect(await count('provider_specializations')).toBe(fx.providers.reduce((n, p) => n + p.specializationIds.length, 0));
    const first = await db.selectFrom('slots').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const [slot] = [...fx.slotBatches(1)][0]!;
    expect(first).toMatchObject({ id: slot!.id, start_local: slot!.start, start_at: new Date(slot!.start).toISOString(), customer_bookable: slot!.customerBookable ? 1 : 0 });
    expect(await seedProviderData(db, SMALL)).toBe(false);
    expect(await count('slots')).toBe(2_500);
  });
});
