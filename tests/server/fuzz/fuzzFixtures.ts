/**
 * What the generated requests point at, prepared in beforeAll: the demo patient's access token,
 * provider data with bookable slots, and solved captcha answers. Examples read them when fast-check
 * generates a request, which is after beforeAll.
 */
import { beforeAll } from 'vitest';
import { insertProviderFixtures } from '../../../server/db/providerSeed';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { toBudapestIso } from '../../../server/db/seed/providerCalendar';
import { generateProviderFixtures } from '../../../server/db/seed/providerFixtures';
import { login } from '../api/apiHarness';
import { testBrands } from '../testApp';
import type { Credentials } from './badHeaders';
import { useSolvedCaptchas, type CaptchaAnswer } from './easyCaptcha';
import type { FuzzServer } from './fuzzServer';

const DAY = 86_400_000;

export interface Slot {
  slotId: number;
  subfunctionId: number;
}

export interface FuzzFixtures {
  credentials: Credentials;
  /** A clinic, one of its doctors and specializations, as path parameters. */
  known: { provider: string; doctor: string; specialization: string };
  /** Another bookable slot each call, round robin, so bookings get past "already taken". */
  nextSlot(): Slot;
  /** A solved captcha answer; each is accepted once. */
  captcha(): CaptchaAnswer;
  /** A new address each call, so registrations get past "already registered". */
  newEmail(): string;
  /** Today in Budapest: the search's week. */
  today(): string;
  /** The default brand's bundle file under /api/brand-bundle/. */
  bundleFile: string;
}

export function useFuzzFixtures(server: () => FuzzServer, captchas: number): FuzzFixtures {
  let slots: Slot[] = [];
  let booked = 0;
  let emails = 0;
  const fixtures: FuzzFixtures = {
    credentials: { patient: '' },
    known: { provider: '1', doctor: '1', specialization: '1' },
    nextSlot: () => slots[(booked += 1) % Math.max(1, slots.length)] ?? { slotId: 1, subfunctionId: 1 },
    captcha: useSolvedCaptchas(server, captchas),
    newEmail: () => `fuzz-${(emails += 1)}@example.com`,
    today: () => toBudapestIso(server().api.now.ms).slice(0, 10),
    bundleFile: `${testBrands().resolve('localhost').bundle.version}.json`,
  };
  beforeAll(async () => {
    const { api } = server();
    const fx = generateProviderFixtures({ seed: 9, providers: 6, doctorsPerProvider: 2, slotsTarget: 600, today: fixtures.today() });
    await insertProviderFixtures(api.database.db, fx);
    const bookable = [...fx.slotBatches()].flat().filter((s) => s.customerBookable && Date.parse(s.start) > api.now.ms + 2 * DAY);
    slots = bookable.map((s) => ({ slotId: s.id, subfunctionId: s.subfunctionId }));
    const provider = fx.providers.find((p) => p.id === bookable[0]!.providerId)!;
    fixtures.known = { provider: String(provider.id), doctor: String(bookable[0]!.doctorId), specialization: String(provider.specializationIds[0]) };
    fixtures.credentials.patient = (await login(api.app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
  });
  return fixtures;
}
