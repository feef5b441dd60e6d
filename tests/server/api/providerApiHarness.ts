/**
 * A migrated database with generated provider fixtures (clinics, doctors, slots dated from today)
 * and the app over it: what the provider, slot and booking API tests start from.
 */
import { scaledLimits } from '../../../server/api/abuseLimits';
import type { Express } from 'express';
import type { AppDeps } from '../../../server/app';
import type { DialectName, PortalDatabase } from '../../../server/db/openDatabase';
import { insertProviderFixtures } from '../../../server/db/providerSeed';
import { toBudapestIso } from '../../../server/db/seed/providerCalendar';
import { generateProviderFixtures, type ProviderFixtures } from '../../../server/db/seed/providerFixtures';
import type { FixtureSlot } from '../../../server/db/seed/providerFixtureTypes';
import { createTestDatabase } from '../dbHarness';
import { testApp } from '../testApp';

export interface ProviderApi {
  database: PortalDatabase;
  app: Express;
  fx: ProviderFixtures;
  /** Every fixture slot, in generation order. */
  slots: FixtureSlot[];
}

export interface ProviderApiOptions {
  /** The fixture generator's seed and sizes. */
  seed: number;
  providers: number;
  doctorsPerProvider: number;
  slotsTarget: number;
  /** The day the calendar starts; today (Budapest) by default. */
  today?: number;
  /** Fill in the demo accounts too (for logging in). */
  accounts?: boolean;
  app?: Partial<AppDeps>;
}

export async function openProviderApi(dialect: DialectName, { seed, providers, doctorsPerProvider, slotsTarget, today = Date.now(), accounts = false, app = {} }: ProviderApiOptions): Promise<ProviderApi> {
  const database = await createTestDatabase(dialect, { seed: accounts });
  const fx = generateProviderFixtures({ seed, providers, doctorsPerProvider, slotsTarget, today: toBudapestIso(today).slice(0, 10) });
  await insertProviderFixtures(database.db, fx);
  // Many tests log in and fail on purpose; the login throttle has its own tests.
  return { database, fx, slots: [...fx.slotBatches()].flat(), app: testApp('test', { db: database.db, notifications: database.notifications, limits: scaledLimits(1000), ...app }) };
}
