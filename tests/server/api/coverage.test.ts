/**
 * Coverage with quantities (issue 13) on every test dialect: GET /api/coverage for a product with
 * limits (the demo family product) and one without (the standard product); an appointment of a
 * specialization the product does not list (RM1005) or beyond its yearly quantity (RM1011), and the
 * quantity given back by a cancellation; provider search's coverage flags, which tell the same in
 * advance; care requests beyond a service's yearly quantity (RM1011).
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageYear } from '../../../server/accounts/coverage';
import { DEMO_ACCOUNTS, FAMILY_SPECIALIZATIONS } from '../../../server/db/seed';
import type { FixtureSlot } from '../../../server/db/seed/providerFixtureTypes';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { TEST_DIALECTS } from '../dbHarness';
import { openProviderApi } from './providerApiHarness';
import { bearer, expectSchema, login } from './apiHarness';

const DAY = 86_400_000;
/** Mid-June: every slot of the fixtures' weeks falls in the same calendar year. */
const START = Date.UTC(2026, 5, 15, 8);
const specializationOf = (slot: FixtureSlot): number => Math.floor(slot.subfunctionId / 100);
const NUTRITION = { topic: 'Étrend', symptoms: 'Szeretnék fogyni.', channel: 'phone' };

describe.each(TEST_DIALECTS)('coverage on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let slots: FixtureSlot[];
  let family: string;
  let patient: string;
  const used = new Set<number>();

  beforeAll(async () => {
    ({ database, app, slots } = await openProviderApi(dialect, { seed: 11, providers: 30, doctorsPerProvider: 3, slotsTarget: 3_000, today: START, accounts: true, app: { clock: () => START } }));
    family = (await login(app, DEMO_ACCOUNTS.family.email, DEMO_ACCOUNTS.family.password)).token;
    patient = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const coverage = (token: string, locale = 'en') => request(app).get('/api/coverage').set(...bearer(token)).set('X-Locale', locale);
  const slotOf = (specialization: (id: number) => boolean): FixtureSlot => {
    const slot = slots.find((s) => !used.has(s.id) && s.customerBookable && Date.parse(s.start) > START + 2 * DAY && specialization(specializationOf(s)));
    if (!slot) throw new Error('no slot left');
    used.add(slot.id);
    return slot;
  };
  const book = (token: string, slot: FixtureSlot) => request(app).post('/api/reservations').set(...bearer(token)).send({ slotId: slot.id, subfunctionId: slot.subfunctionId });
  const quantityOf = async (id: number) => ((await coverage(family)).body.specializations as { id: number; used: number; remaining: number | null }[]).find((s) => s.id === id)!;

  it('answers what the family product pays this year, with limits, used and remaining quantities, names in the language asked', async () => {
    const res = await coverage(family);
    expect(res.status).toBe(200);
    expectSchema('coverage-response', res.body);
    expect(res.body).toMatchObject({ active: true, year: coverageYear(START).year, subscription: { status: 'active', product: { code: 'demo-family' } } });
    const byType = Object.fromEntries((res.body.services as { type: number }[]).map((s) => [s.type, s]));
    expect(byType[2]).toEqual({ type: 2, key: 'general-consultation', covered: true, limit: 12, used: 0, remaining: 12 });
    expect(byType[5]).toEqual({ type: 5, key: 'nutrition-consultation', covered: true, limit: 4, used: 0, remaining: 4 });
    expect(byType[12]).toEqual({ type: 12, key: 'psychology', covered: false, limit: null, used: 0, remaining: null });
    expect(res.body.specializations.map((s: { id: number }) => s.id).sort()).toEqual(FAMILY_SPECIALIZATIONS.map((s) => s.id).sort());
    expect(res.body.specializations).toContainEqual({ id: 5, name: 'Dermatology', covered: true, limit: 1, used: 0, remaining: 1 });
    const hu = await coverage(family, 'hu');
    expect(hu.body.specializations).toContainEqual(expect.objectContaining({ id: 5, name: 'Bőrgyógyászat' }));
  });

  it('answers no specialization list, and no limits, for a product that pays everything the patient has', async () => {
    const res = await coverage(patient);
    expectSchema('coverage-response', res.body);
    expect(res.body.specializations).toBeNull();
    expect(res.body.services.find((s: { type: number }) => s.type === 12)).toEqual({ type: 12, key: 'psychology', covered: true, limit: null, used: 0, remaining: null });
    // Fitness is off the standard product's list: not covered (its price is paid).
    expect(res.body.services.find((s: { type: number }) => s.type === 26)).toMatchObject({ covered: false });
  });

  it('refuses an appointment of a specialization the product does not list (RM1005), and books one it does', async () => {
    const listed = new Set(FAMILY_SPECIALIZATIONS.map((s) => s.id));
    const refused = await book(family, slotOf((id) => !listed.has(id)));
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('RM1005');
    expect((await book(family, slotOf((id) => id === 1))).status).toBe(201);
    // Without a limit, nothing is counted down.
    expect(await quantityOf(1)).toMatchObject({ used: 1, remaining: null });
  });

  it('counts appointments down to the yearly limit, refuses the next one (RM1011), and gives the quantity back on cancelling', async () => {
    const first = await book(family, slotOf((id) => id === 5));
    expect(first.status).toBe(201);
    expect(await quantityOf(5)).toMatchObject({ used: 1, remaining: 0 });
    const second = await book(family, slotOf((id) => id === 5));
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('RM1011');
    // Nothing was stored for the refused booking.
    const mine = await request(app).get('/api/reservations').set(...bearer(family));
    expect(mine.body.filter((r: { status: string; slot: { subfunctionId: number } }) => r.status === 'confirmed' && Math.floor(r.slot.subfunctionId / 100) === 5)).toHaveLength(1);
    expect((await request(app).delete(`/api/reservations/${first.body.id}`).set(...bearer(family))).status).toBeLessThan(300);
    expect(await quantityOf(5)).toMatchObject({ used: 0, remaining: 1 });
    expect((await book(family, slotOf((id) => id === 5))).status).toBe(201);
  });

  it('provider search tells a logged-in patient what a booking would answer, and an anonymous visitor nothing', async () => {
    const subfunctionOf = (specialization: (id: number) => boolean) => slots.find((s) => specialization(specializationOf(s)))!.subfunctionId;
    const search = (query: string, token?: string, list = 'providers') => {
      const call = request(app).get(`/api/search/${list}?${query}`);
      return token ? call.set(...bearer(token)) : call;
    };
    // Dermatology: once a year; make sure this year's one is taken.
    if ((await quantityOf(5)).remaining !== 0) expect((await book(family, slotOf((id) => id === 5))).status).toBe(201);
    const dermatology = `subfunction=${subfunctionOf((id) => id === 5)}`;
    for (const list of ['providers', 'doctors']) {
      const usedUp = await search(dermatology, family, list);
      expect(usedUp.status).toBe(200);
      expectSchema('search-response', usedUp.body);
      expect(usedUp.body).toMatchObject({ isQuantityLimitReached: true, isSpecializationLimitReached: false, coverage: { specializationId: 5, covered: true, limit: 1, used: 1, year: coverageYear(START).year } });
      expect(usedUp.headers.vary).toMatch(/Authorization/);
    }
    const listed = new Set(FAMILY_SPECIALIZATIONS.map((s) => s.id));
    const unlisted = await search(`subfunction=${subfunctionOf((id) => !listed.has(id))}`, family);
    expect(unlisted.body).toMatchObject({ isQuantityLimitReached: false, isSpecializationLimitReached: true, coverage: { covered: false } });
    const unlimited = await search(`subfunction=${subfunctionOf((id) => id === 1)}`, family);
    expect(unlimited.body).toMatchObject({ isQuantityLimitReached: false, isSpecializationLimitReached: false, coverage: { specializationId: 1, covered: true, limit: null } });
    // Nobody's coverage for an anonymous visitor, a token that no longer counts, or a product that pays every specialization.
    for (const [token, who] of [[undefined, 'anonymous'], ['not-a-token', 'a bad token'], [patient, 'the standard product']] as const) {
      const answer = await search(dermatology, token);
      expect(answer.status, who).toBe(200);
      expect(answer.body, who).toMatchObject({ isQuantityLimitReached: false, isSpecializationLimitReached: false });
      expect(answer.body.coverage, who).toBeUndefined();
    }
    // Without a chosen service there is nothing to report.
    expect((await search('', family)).body).toMatchObject({ isQuantityLimitReached: false, isSpecializationLimitReached: false });
  });

  it('lets at most the limit through when bookings arrive at once, and keeps none of the refused ones', async () => {
    // Internal medicine: twice a year. The count and the booking hold the patient's lock (server/db/lock.ts): exactly what remains gets through.
    const { remaining } = await quantityOf(4);
    expect(remaining).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(family, slotOf((id) => id === 4))));
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBe(remaining);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 422 && a.body.code === 'RM1011')).toBe(true);
    const mine = await request(app).get('/api/reservations').set(...bearer(family));
    const kept = mine.body.filter((r: { status: string; slot: { subfunctionId: number } }) => r.status === 'confirmed' && Math.floor(r.slot.subfunctionId / 100) === 4);
    expect(kept).toHaveLength(created.length);
  });

  it('books without counting for a product with no specialization list', async () => {
    expect((await book(patient, slotOf((id) => id === 5))).status).toBe(201);
    expect((await book(patient, slotOf((id) => id === 5))).status).toBe(201);
  });

  it('counts care requests down to the yearly limit and refuses the next one (RM1011); a cancelled one gives its quantity back', async () => {
    const ask = () => request(app).post('/api/care-items').set(...bearer(family)).send({ service: 'nutrition-consultation', answers: NUTRITION });
    const ids: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const res = await ask();
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.id);
    }
    const fifth = await ask();
    expect(fifth.status).toBe(422);
    expect(fifth.body.code).toBe('RM1011');
    const nutrition = (await coverage(family)).body.services.find((s: { type: number }) => s.type === 5);
    expect(nutrition).toMatchObject({ used: 4, remaining: 0 });
    expect((await request(app).post(`/api/care-items/${ids[0]}/actions/cancel`).set(...bearer(family)).send({})).status).toBe(200);
    expect((await ask()).status).toBe(201);
  });

  it('lets exactly the yearly quantity of care requests through when twelve arrive at once', async () => {
    const user = await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.family.email).executeTakeFirstOrThrow();
    await database.db.updateTable('care_items').set({ state: 'cancelled' }).where('user_id', '=', user.id).where('service_type', '=', 5).execute();
    const answers = await Promise.all(Array.from({ length: 12 }, () => request(app).post('/api/care-items').set(...bearer(family)).send({ service: 'nutrition-consultation', answers: NUTRITION })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 422 && a.body.code === 'RM1011')).toBe(true);
    expect((await coverage(family)).body.services.find((s: { type: number }) => s.type === 5)).toMatchObject({ used: 4, remaining: 0 });
  });

  it('covers nothing while the subscription is not active, and answers 401 without a login', async () => {
    expect((await request(app).get('/api/coverage')).status).toBe(401);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.family.email).executeTakeFirstOrThrow();
    await database.db.updateTable('subscriptions').set({ status: 'created' }).where('user_id', '=', user.id).execute();
    const res = await coverage(family);
    expectSchema('coverage-response', res.body);
    expect(res.body.active).toBe(false);
    expect(res.body.services.every((s: { covered: boolean }) => !s.covered)).toBe(true);
    expect(res.body.specializations).toEqual([]);
    await database.db.updateTable('subscriptions').set({ status: 'active' }).where('user_id', '=', user.id).execute();
  });
});
