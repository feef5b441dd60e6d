/**
 * A booking and a care request for a relative (issue 13, relatives) on every test dialect: the
 * demo patient books for a listed relative and asks for care for one, and the lists name for
 * whom; a relative of another patient, one that was removed or an id no relative has is refused
 * with RL1002 and nothing is stored; without a relative the patient books for themself.
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { DEMO_RELATIVES } from '../../../../server/db/seed/demoRelatives';
import type { FixtureSlot } from '../../../../server/db/seed/providerFixtureTypes';
import type { PortalDatabase } from '../../../../server/db/openDatabase';
import { TEST_DIALECTS } from '../../dbHarness';
import { openProviderApi } from '../providerApiHarness';
import { bearer, expectSchema, login } from '../apiHarness';
import { CONSULTATION } from '../care/careHarness';

const DAY = 86_400_000;
const START = Date.UTC(2026, 5, 15, 8);

describe.each(TEST_DIALECTS)('booking and care for a relative on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let slots: FixtureSlot[];
  let patient: string;
  let multi: string;
  let relatives: Array<{ id: number; name: string; relation: string }>;
  const used = new Set<number>();

  beforeAll(async () => {
    ({ database, app, slots } = await openProviderApi(dialect, { seed: 5, providers: 10, doctorsPerProvider: 2, slotsTarget: 600, today: START, accounts: true, app: { clock: () => START } }));
    patient = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
    multi = (await login(app, DEMO_ACCOUNTS.multi.email, DEMO_ACCOUNTS.multi.password)).token;
    relatives = (await request(app).get('/api/relatives').set(...bearer(patient))).body.relatives;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const nextSlot = (): FixtureSlot => {
    const slot = slots.find((s) => !used.has(s.id) && s.customerBookable && Date.parse(s.start) > START + 2 * DAY);
    if (!slot) throw new Error('no slot left');
    used.add(slot.id);
    return slot;
  };
  const book = (token: string, extra: object = {}) => {
    const slot = nextSlot();
    return request(app).post('/api/reservations').set(...bearer(token)).send({ slotId: slot.id, subfunctionId: slot.subfunctionId, ...extra });
  };
  const ask = (token: string, extra: object = {}) => request(app).post('/api/care-items').set(...bearer(token)).send({ service: 'general-consultation', answers: CONSULTATION, ...extra });
  const reservationCount = async () => Number((await database.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const careCount = async () => Number((await database.db.selectFrom('care_items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('books for a listed relative, and the answer and the list name them', async () => {
    expect(relatives.map((r) => r.name)).toEqual(DEMO_RELATIVES.map((r) => r.name));
    const child = relatives.find((r) => r.relation === 'child')!;
    const booked = await book(patient, { relativeId: child.id });
    expect(booked.status).toBe(201);
    expectSchema('reservation-response', booked.body);
    expect(booked.body.relative).toEqual({ id: child.id, name: child.name, relation: 'child' });
    const mine = await book(patient);
    expect(mine.status).toBe(201);
    expect(mine.body.relative).toBeNull();
    const list = (await request(app).get('/api/reservations').set(...bearer(patient))).body as Array<{ id: number; relative: unknown }>;
    expect(list.find((r) => r.id === booked.body.id)!.relative).toEqual({ id: child.id, name: child.name, relation: 'child' });
    expect(list.find((r) => r.id === mine.body.id)!.relative).toBeNull();
  });

  it('asks for care for a relative, and the item names them', async () => {
    const spouse = relatives.find((r) => r.relation === 'spouse')!;
    const item = await ask(patient, { relativeId: spouse.id });
    expect(item.status).toBe(201);
    expectSchema('care-item-response', item.body);
    expect(item.body.relative).toEqual({ id: spouse.id, name: spouse.name, relation: 'spouse' });
    const read = await request(app).get(`/api/care-items/${item.body.id}`).set(...bearer(patient));
    expect(read.body.relative).toEqual(item.body.relative);
    expect((await ask(patient)).body.relative).toBeNull();
  });

  it("refuses another patient's relative, a removed one and an unknown id with RL1002, storing nothing", async () => {
    const added = await request(app).post('/api/relatives').set(...bearer(patient)).send({ name: 'Minta Cili', birthDate: '1950-01-01', relation: 'parent' });
    expect(added.status).toBe(201);
    expect((await request(app).delete(`/api/relatives/${added.body.id}`).set(...bearer(patient))).status).toBeLessThan(300);
    const [bookings, items] = [await reservationCount(), await careCount()];
    for (const [token, relativeId, who] of [[multi, relatives[0]!.id, "another patient's"], [patient, added.body.id, 'a removed'], [patient, 2_000_000_000, 'an unknown']] as const) {
      const refusedBooking = await book(token, { relativeId });
      expect(refusedBooking.status, who).toBe(422);
      expect(refusedBooking.body.code, who).toBe('RL1002');
      const refusedCare = await ask(token, { relativeId });
      expect(refusedCare.status, who).toBe(422);
      expect(refusedCare.body.code, who).toBe('RL1002');
    }
    expect(await reservationCount()).toBe(bookings);
    expect(await careCount()).toBe(items);
    // A removed relative keeps the name on what was booked for them before.
    const cili = await request(app).post('/api/relatives').set(...bearer(patient)).send({ name: 'Minta Dóra', birthDate: '1952-02-02', relation: 'parent' });
    const forDora = await book(patient, { relativeId: cili.body.id });
    expect(forDora.status).toBe(201);
    await request(app).delete(`/api/relatives/${cili.body.id}`).set(...bearer(patient));
    const list = (await request(app).get('/api/reservations').set(...bearer(patient))).body as Array<{ id: number; relative: { name: string } | null }>;
    expect(list.find((r) => r.id === forDora.body.id)!.relative?.name).toBe('Minta Dóra');
  });

  it('answers RX444 for a relativeId that is not a positive integer', async () => {
    for (const relativeId of [0, -1, 'x', 1.5]) {
      const res = await book(patient, { relativeId });
      expect(res.status, String(relativeId)).toBe(422);
      expect(res.body.code).toBe('RX444');
    }
  });
});
