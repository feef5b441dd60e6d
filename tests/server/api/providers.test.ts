/**
 * Provider search and booking (issue 5) on every test dialect: locations, specializations,
 * provider and doctor pages, search filters and totals, slot display, C201–C204, reservations
 * with RR1003–RR1007, RA500/RA503, public reservations by mail, and 50 parallel bookings of one
 * slot (exactly one wins; the UNIQUE constraint, not code, decides).
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import type { ProviderFixtures } from '../../../server/db/seed/providerFixtures';
import { toBudapestIso } from '../../../server/db/seed/providerCalendar';
import type { FixtureSlot } from '../../../server/db/seed/providerFixtureTypes';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { TEST_DIALECTS } from '../dbHarness';
import { openProviderApi } from './providerApiHarness';
import { testApp } from '../testApp';
import { bearer, bookPublicly, expectSchema, login, outbox, tokenFromMail } from './apiHarness';

const DAY = 86_400_000;
const START = Date.now();

describe.each(TEST_DIALECTS)('provider search and booking on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let fx: ProviderFixtures;
  let slots: FixtureSlot[];
  const now = { ms: START };
  let patientToken: string;

  beforeAll(async () => {
    ({ database, app, fx, slots } = await openProviderApi(dialect, { seed: 7, providers: 24, doctorsPerProvider: 3, slotsTarget: 4_000, today: START, accounts: true, app: { clock: () => now.ms } }));
    patientToken = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const get = (path: string) => request(app).get(path);
  const isoNow = () => new Date(now.ms).toISOString();
  /** Future, customer-bookable slots not used by another test yet. */
  const used = new Set<number>();
  const freshSlot = (pred: (s: FixtureSlot) => boolean = () => true): FixtureSlot => {
    const s = slots.find((x) => !used.has(x.id) && x.customerBookable && Date.parse(x.start) > now.ms + 2 * DAY && pred(x));
    if (!s) throw new Error('no slot left');
    used.add(s.id);
    return s;
  };
  const bookAs = (token: string, s: FixtureSlot, body: Record<string, unknown> = {}) =>
    request(app).post('/api/reservations').set(...bearer(token)).send({ slotId: s.id, subfunctionId: s.subfunctionId, ...body });

  describe('reference data', () => {
    it('GET /api/map/locations answers the groups with children and keeps them cached', async () => {
      const first = await get('/api/map/locations');
      expect(first.status).toBe(200);
      expect(first.body).toHaveLength(fx.locationGroups.length);
      expect(first.body[0]).toMatchObject({ id: expect.any(Number), text: expect.any(String), transKey: expect.any(String) });
      expect(first.body[0].children[0]).toEqual({ id: expect.any(Number), text: expect.any(String), transKey: expect.any(String) });
      await database.db.insertInto('location_groups').values({ id: 9999, text: 'Later', trans_key: 'later' }).execute();
      const second = await get('/api/map/locations');
      expect(second.body).toEqual(first.body);
    });

    it('GET /api/specializations answers an object of specializations with their services', async () => {
      const res = await get('/api/specializations');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toHaveLength(fx.specializations.length);
      const cardio = res.body['16'];
      expect(cardio).toMatchObject({ id: 16, key: 'cardiology' });
      expect(cardio.subfunctions.map((s: { id: number }) => s.id)).toEqual(fx.subfunctions.filter((s) => s.specializationId === 16).map((s) => s.id));
    });

    it('GET /api/specializations answers {} when the database fails', async () => {
      const broken = testApp('test'); // unmigrated database: the query throws
      const res = await request(broken).get('/api/specializations');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
    });

    it('GET /api/providers/{id} answers ratings, doctors and specializations sorted by name', async () => {
      const p = fx.providers[3]!;
      const sub = fx.subfunctions.find((s) => p.specializationIds.includes(s.specializationId))!;
      const res = await get(`/api/providers/${p.id}?defaultServiceId=${sub.id}`);
      expect(res.status).toBe(200);
      expectSchema('provider-details-response', res.body);
      expectSchema('provider-details-response', (await get(`/api/providers/${p.id}`)).body);
      expect(res.body).toMatchObject({ id: p.id, name: p.name, address: p.address, photos: p.photos, lon: p.lon, lat: p.lat });
      expect(Object.keys(res.body.ratings).sort()).toEqual(['behaviour', 'careConditions', 'overall', 'staffPreparedness', 'waiting']);
      expect(res.body.ratings.waiting).toEqual(p.ratings.waiting);
      const names = res.body.specializations.map((s: { name: string }) => s.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'hu')));
      expect(res.body.specializations).toHaveLength(p.specializationIds.length);
      expect(res.body.doctors).toHaveLength(fx.doctors.filter((d) => d.providerId === p.id).length);
      expect(res.body.defaultService).toMatchObject({ id: sub.id });
      expect((await get(`/api/providers/${p.id}?defaultServiceId=99999`)).body.defaultService).toBeNull();
      expect((await get('/api/providers/999999')).status).toBe(404);
      expect((await get('/api/providers/abc')).status).toBe(404);
    });

    it('GET /api/doctors/{id} answers the doctor with the clinic', async () => {
      const d = fx.doctors[5]!;
      const res = await get(`/api/doctors/${d.id}`);
      expect(res.status).toBe(200);
      expectSchema('doctor-details-response', res.body);
      expect(res.body).toMatchObject({ id: d.id, name: d.displayName, speaksEnglish: d.speaksEnglish, price: d.price, currency: d.currency, discountPercent: d.discountPercent, video: d.video });
      expect(res.body.provider.id).toBe(d.providerId);
      expect(res.body.specializations).toHaveLength(d.specializationIds.length);
      expect((await get('/api/doctors/999999')).status).toBe(404);
    });
  });

  describe('GET /api/search/providers and /api/search/doctors', () => {
    const providersWith = (pred: (d: (typeof fx.doctors)[number]) => boolean) => new Set(fx.doctors.filter(pred).map((d) => d.providerId));

    it('without filters lists every clinic, 10 a page, with the answer flags', async () => {
      const res = await get('/api/search/providers');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ totalRows: fx.providers.length, page: 1, isCalendarAvailable: true, isResultLimitReached: false, isQuantityLimitReached: false, isSpecializationLimitReached: false });
      expect(res.body.coverage).toBeUndefined();
      expect(res.body.rows).toHaveLength(10);
      expectSchema('search-response', res.body);
      const page3 = await get('/api/search/providers?page=3');
      expect(page3.body.rows).toHaveLength(fx.providers.length - 20);
      const all = [...res.body.rows, ...(await get('/api/search/providers?page=2')).body.rows, ...page3.body.rows].map((r: { id: number }) => r.id);
      expect(new Set(all).size).toBe(fx.providers.length);
    });

    it('filters by location, providerName, subfunction, speaksEnglish, discountOnly and doctorName', async () => {
      const loc = fx.providers[0]!.locationId;
      expect((await get(`/api/search/providers?location=${loc}`)).body.totalRows).toBe(fx.providers.filter((p) => p.locationId === loc).length);
      const word = fx.providers[1]!.name.split(' ')[0]!;
      const byName = fx.providers.filter((p) => p.name.toLocaleLowerCase('hu').includes(word.toLocaleLowerCase('hu')));
      const named = await get(`/api/search/providers?providerName=${encodeURIComponent(word.toUpperCase())}`);
      expect(named.body.totalRows).toBe(byName.length);
      const sub = fx.subfunctions.find((s) => s.specializationId === 16)!;
      const bySub = await get(`/api/search/providers?subfunction=${sub.id}`);
      expect(bySub.body.totalRows).toBe(providersWith((d) => d.specializationIds.includes(16)).size);
      for (const row of bySub.body.rows) for (const s of row.slots) expect(s.subfunctionId).toBe(sub.id);
      expect((await get('/api/search/providers?speaksEnglish=1')).body.totalRows).toBe(providersWith((d) => d.speaksEnglish).size);
      expect((await get('/api/search/providers?discountOnly=1&speaksEnglish=0')).body.totalRows).toBe(providersWith((d) => d.discountPercent > 0).size);
      const doc = fx.doctors[4]!;
      const byDoctor = await get(`/api/search/doctors?doctorName=${encodeURIComponent(doc.familyName)}`);
      expect(byDoctor.body.totalRows).toBe(fx.doctors.filter((d) => d.displayName.toLocaleLowerCase('hu').includes(doc.familyName.toLocaleLowerCase('hu'))).length);
      expect(byDoctor.body.rows.map((r: { id: number }) => r.id)).toContain(doc.id);
      const provByDoctor = await get(`/api/search/providers?doctorName=${encodeURIComponent(doc.displayName)}`);
      expect(provByDoctor.body.rows.map((r: { id: number }) => r.id)).toContain(doc.providerId);
      for (const s of provByDoctor.body.rows.find((r: { id: number }) => r.id === doc.providerId).slots) expect(s.doctorId).toBe(doc.id);
      // A % in a name is text, not a wildcard.
      expect((await get('/api/search/providers?providerName=%25')).body.totalRows).toBe(0);
    });

    it('doctor search filters the same way and answers the clinic of each doctor', async () => {
      const all = await get('/api/search/doctors?listType=doctors');
      expect(all.body.totalRows).toBe(fx.doctors.length);
      expectSchema('search-response', all.body);
      expect(all.body.rows[0]).toMatchObject({ provider: { id: expect.any(Number), name: expect.any(String) } });
      expect((await get('/api/search/doctors?speaksEnglish=1&discountOnly=1')).body.totalRows).toBe(fx.doctors.filter((d) => d.speaksEnglish && d.discountPercent > 0).length);
      const loc = fx.providers[2]!.locationId;
      const inLoc = new Set(fx.providers.filter((p) => p.locationId === loc).map((p) => p.id));
      expect((await get(`/api/search/doctors?location=${loc}`)).body.totalRows).toBe(fx.doctors.filter((d) => inLoc.has(d.providerId)).length);
    });

    it('rows carry the week\'s free slots, the nearest available date and the slots within seven days', async () => {
      const week = toBudapestIso(now.ms).slice(0, 10);
      const res = await get(`/api/search/providers?week=${week}`);
      const weekEnd = now.ms + 8 * DAY;
      for (const row of res.body.rows) {
        const mine = slots.filter((s) => s.providerId === row.id && Date.parse(s.start) >= now.ms);
        const bookable = mine.filter((s) => s.customerBookable);
        const nearest = bookable.reduce<string | null>((m, s) => (m === null || Date.parse(s.start) < Date.parse(m) ? s.start : m), null);
        const reserved = await database.db.selectFrom('reservations').select('slot_id').where('slot_id', 'is not', null).execute();
        const taken = new Set(reserved.map((r) => r.slot_id));
        if (taken.size === 0) {
          expect(row.nearestAvailableDate).toBe(nearest ? nearest.slice(0, 10) : null);
          expect(row.slotsWithinSevenDays).toBe(bookable.filter((s) => Date.parse(s.start) < now.ms + 7 * DAY).length);
        }
        for (const s of row.slots) {
          expect(Date.parse(s.start)).toBeGreaterThanOrEqual(now.ms);
          expect(Date.parse(s.start)).toBeLessThan(weekEnd);
          expect(s).toEqual({ id: expect.any(Number), start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/), durationMinutes: expect.any(Number), doctorId: expect.any(Number), doctorName: expect.any(String), subfunctionId: expect.any(Number), subfunctionName: expect.any(String), customerBookable: expect.any(Boolean), cancellableUntil: expect.any(String), video: expect.any(Boolean) });
        }
        const startsIn = (s: FixtureSlot) => s.start.slice(0, 10) >= week && Date.parse(s.start) < weekEnd;
        if (taken.size === 0) expect(row.slots.length).toBe(mine.filter((s) => startsIn(s) && row.slots.some((x: { id: number }) => x.id === s.id)).length);
      }
      expect(res.body.rows.some((r: { slots: unknown[] }) => r.slots.length > 0)).toBe(true);
    });

    it('a week beyond the calendar has no slots but still the nearest available date', async () => {
      const far = toBudapestIso(now.ms + 120 * DAY).slice(0, 10);
      const res = await get(`/api/search/providers?week=${far}`);
      expect(res.body.isCalendarAvailable).toBe(false);
      expect(res.body.rows.every((r: { slots: unknown[] }) => r.slots.length === 0)).toBe(true);
      expect(res.body.rows.some((r: { nearestAvailableDate: string | null }) => r.nearestAvailableDate !== null)).toBe(true);
    });

    it.each([
      ['/api/search/providers?week=2026-13-45', 'C202'],
      ['/api/search/providers?week=tomorrow', 'C202'],
      ['/api/search/doctors?week=2026-02-30', 'C202'],
      ['/api/search/providers?subfunction=abc', 'C201'],
      ['/api/search/providers?subfunction=99999', 'C201'],
      ['/api/search/providers?location=99999', 'C201'],
      ['/api/search/providers?speaksEnglish=yes', 'C201'],
      ['/api/search/providers?listType=map', 'C201'],
      ['/api/search/doctors?subfunction=99999', 'C203'],
      ['/api/search/doctors?discountOnly=2', 'C203'],
      ['/api/search/doctors?location=x', 'C203'],
      ['/api/search/providers?page=0', 'C204'],
      ['/api/search/doctors?page=-1', 'C204'],
    ])('%s answers %s', async (path, code) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    });
  });

  describe('GET /api/search/video', () => {
    it('needs a login', async () => {
      expect((await get('/api/search/video')).status).toBe(401);
    });

    it('lists video doctors by price (default) or name, with video slots only', async () => {
      const res = await get('/api/search/video').set(...bearer(patientToken));
      expect(res.status).toBe(200);
      expect(res.body.totalRows).toBe(fx.doctors.filter((d) => d.video).length);
      expect(res.body.sortBy).toBe('price');
      expectSchema('search-response', res.body);
      // Prices are compared within a currency: the visitor's currency first (forint for hu).
      type Row = { price: number; currency: string };
      const inOrder = (rows: Row[], first: string) => {
        const rank = (r: Row) => (r.currency === first ? 0 : 1);
        return [...rows].sort((a, b) => rank(a) - rank(b) || a.currency.localeCompare(b.currency) || a.price - b.price);
      };
      const pricesOf = (rows: Row[]) => rows.map((r) => `${r.price} ${r.currency}`);
      expect(pricesOf(res.body.rows)).toEqual(pricesOf(inOrder(res.body.rows, 'HUF')));
      const ro = await get('/api/search/video').set(...bearer(patientToken)).set('X-Locale', 'ro');
      expect(pricesOf(ro.body.rows)).toEqual(pricesOf(inOrder(ro.body.rows, 'RON')));
      expect(fx.doctors.some((d) => d.video && d.currency === 'RON')).toBe(true);
      expect(ro.body.rows[0].currency).toBe('RON');
      expect(res.body.rows[0].currency).toBe('HUF');
      for (const row of res.body.rows) {
        expect(row.video).toBe(true);
        for (const s of row.slots) expect(s.video).toBe(true);
      }
      const byName = await get('/api/search/video?sortBy=name&speaksEnglish=1').set(...bearer(patientToken));
      expect(byName.body.totalRows).toBe(fx.doctors.filter((d) => d.video && d.speaksEnglish).length);
      const nonVideo = fx.subfunctions.find((s) => !s.video)!;
      expect((await get(`/api/search/video?subfunction=${nonVideo.id}`).set(...bearer(patientToken))).body.code).toBe('C203');
      expect((await get('/api/search/video?sortBy=distance').set(...bearer(patientToken))).body.code).toBe('C204');
    });
  });

  describe('reservations', () => {
    it('books a slot, lists it, hides it from the search, and cancels it, which frees the slot', async () => {
      const s = freshSlot();
      const res = await bookAs(patientToken, s, { patientComment: 'Köszönöm' });
      expect(res.status).toBe(201);
      expectSchema('reservation-response', res.body);
      expect(res.body).toMatchObject({ status: 'confirmed', slot: { id: s.id, start: s.start }, patientComment: 'Köszönöm', cancellable: true });
      const doctor = fx.doctors.find((d) => d.id === s.doctorId)!;
      expect(res.body.discountRate).toBe(doctor.discountPercent);
      const list = await get('/api/reservations').set(...bearer(patientToken));
      expectSchema('reservations-response', list.body);
      expect(list.body.map((r: { id: number }) => r.id)).toContain(res.body.id);
      const week = s.start.slice(0, 10);
      const search = await get(`/api/search/doctors?week=${week}&doctorName=${encodeURIComponent(doctor.displayName)}`);
      const row = search.body.rows.find((r: { id: number }) => r.id === doctor.id);
      expect(row.slots.map((x: { id: number }) => x.id)).not.toContain(s.id);
      expect((await bookAs(patientToken, s)).body.code).toBe('slotNoLongerBookable');
      const cancelled = await request(app).delete(`/api/reservations/${res.body.id}`).set(...bearer(patientToken));
      expect(cancelled.status).toBe(200);
      expect((await request(app).delete(`/api/reservations/${res.body.id}`).set(...bearer(patientToken))).body.code).toBe('RR1004');
      const again = await bookAs(patientToken, s);
      expect(again.status).toBe(201);
    });

    it('refuses cancelling after cancellableUntil (RR1003) and after the start (RR1004)', async () => {
      const s = freshSlot();
      const res = await bookAs(patientToken, s);
      expect(res.status).toBe(201);
      try {
        now.ms = Date.parse(s.cancellableUntil) + 60_000;
        let token = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token; // access tokens expire as the clock moves
        const late = await request(app).delete(`/api/reservations/${res.body.id}`).set(...bearer(token));
        expect(late.status).toBe(409);
        expect(late.body.code).toBe('RR1003');
        now.ms = Date.parse(s.start) + 60_000;
        token = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
        expect((await request(app).delete(`/api/reservations/${res.body.id}`).set(...bearer(token))).body.code).toBe('RR1004');
        // A slot that has begun cannot be booked either.
        const other = slots.find((x) => x.customerBookable && Date.parse(x.start) < now.ms && Date.parse(x.start) > START)!;
        if (other) expect((await bookAs(token, other)).body.code).toBe('slotNoLongerBookable');
      } finally {
        now.ms = START;
      }
    });

    it('answers RR1005 (logged in) and RR1006 (public) for a slot not bookable online, RR1007 for a wrong service', async () => {
      const phoneOnly = slots.find((x) => !x.customerBookable && Date.parse(x.start) > now.ms + DAY)!;
      const res = await bookAs(patientToken, phoneOnly);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('RR1005');
      const pub = await bookPublicly(app, { ...publicPatient('phone@demo.test'), slotId: phoneOnly.id, subfunctionId: phoneOnly.subfunctionId });
      expect(pub.body.code).toBe('RR1006');
      const s = freshSlot();
      const wrong = await bookAs(patientToken, s, { subfunctionId: s.subfunctionId + 1 });
      expect(wrong.status).toBe(404);
      expect(wrong.body.code).toBe('RR1007');
      expect((await request(app).post('/api/reservations').set(...bearer(patientToken)).send({ slotId: 99_999_999, subfunctionId: 1 })).body.code).toBe('RR1007');
    });

    it('answers RA500 for an inactive provider and RA503 for one in maintenance', async () => {
      const s = freshSlot();
      try {
        await database.db.updateTable('providers').set({ status: 'inactive' }).where('id', '=', s.providerId).execute();
        const inactive = await bookAs(patientToken, s);
        expect([inactive.status, inactive.body.code]).toEqual([409, 'RA500']);
        await database.db.updateTable('providers').set({ status: 'maintenance' }).where('id', '=', s.providerId).execute();
        const down = await bookAs(patientToken, s);
        expect([down.status, down.body.code]).toEqual([503, 'RA503']);
      } finally {
        await database.db.updateTable('providers').set({ status: 'active' }).where('id', '=', s.providerId).execute();
      }
    });

    it('needs a login (401) and the hasAppointments flag (403); a bad body is RX444', async () => {
      const s = freshSlot();
      expect((await request(app).post('/api/reservations').send({ slotId: s.id, subfunctionId: s.subfunctionId })).status).toBe(401);
      const support = (await login(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password)).token;
      expect((await bookAs(support, s)).status).toBe(403);
      const bad = await request(app).post('/api/reservations').set(...bearer(patientToken)).send({ slotId: 'x' });
      expect(bad.body.code).toBe('RX444');
      expect((await get('/api/reservations')).status).toBe(401);
      expect((await request(app).delete('/api/reservations/1')).status).toBe(401);
    });

    it('does not cancel someone else\'s reservation (404)', async () => {
      const s = freshSlot();
      const mine = await bookAs(patientToken, s);
      const multi = (await login(app, DEMO_ACCOUNTS.multi.email, DEMO_ACCOUNTS.multi.password)).token;
      expect((await request(app).delete(`/api/reservations/${mine.body.id}`).set(...bearer(multi))).status).toBe(404);
    });

    it('50 parallel bookings of one slot: exactly one 201, 49 slotNoLongerBookable', async () => {
      const s = freshSlot();
      const answers = await Promise.all(Array.from({ length: 50 }, () => bookAs(patientToken, s)));
      const created = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409 && a.body.code === 'slotNoLongerBookable');
      expect(created).toHaveLength(1);
      expect(refused).toHaveLength(49);
      const rows = await database.db.selectFrom('reservations').select('id').where('slot_id', '=', s.id).execute();
      expect(rows).toHaveLength(1);
    }, 30_000);
  });

  function publicPatient(email: string) {
    return { lastName: 'Vendég', firstName: 'Vera', email, phone: '+36301234567', birthDate: '1990-01-01', acceptTerms: true, acceptPrivacy: true, patientComment: 'first visit' };
  }

  describe('public reservations', () => {
    it('books anonymously, mails verify and delete links; verify confirms once; delete cancels and frees the slot', async () => {
      const s = freshSlot();
      const email = `anon-${dialect}@demo.test`;
      const res = await bookPublicly(app, { ...publicPatient(email), slotId: s.id, subfunctionId: s.subfunctionId });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'sent', linkValidMinutes: 30, reservation: { status: 'pending', slot: { id: s.id } } });
      expectSchema('reservation-response', res.body.reservation);
      const mail = (await outbox(app)).find((m) => m.to === email)!;
      expect(mail.links.some((l) => l.includes('/verify-public-reservation/'))).toBe(true);
      expect(mail.links.some((l) => l.includes('/delete-public-reservation/'))).toBe(true);
      const verify = await tokenFromMail(app, email, 'verify-public-reservation');
      const ok = await request(app).post('/api/tokens/verify-public-reservation').send({ token: verify });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ flow: 'verify-public-reservation', done: true, reservation: { status: 'confirmed' } });
      expectSchema('reservation-response', ok.body.reservation);
      expect((await request(app).post('/api/tokens/verify-public-reservation').send({ token: verify })).body.code).toBe('U017');
      // The slot is taken: a logged-in patient cannot have it.
      expect((await bookAs(patientToken, s)).body.code).toBe('slotNoLongerBookable');
      const del = await tokenFromMail(app, email, 'delete-public-reservation');
      const deleted = await request(app).post('/api/tokens/delete-public-reservation').send({ token: del });
      expect(deleted.body).toEqual({ flow: 'delete-public-reservation', done: true });
      expect((await request(app).post('/api/tokens/delete-public-reservation').send({ token: del })).body.code).toBe('U017');
      expect((await bookAs(patientToken, s)).status).toBe(201);
    });

    it('refuses missing acceptance (U018/U025), an under-18 patient (U030) and a bad body (RX444)', async () => {
      const s = freshSlot();
      const base = { ...publicPatient('young@demo.test'), slotId: s.id, subfunctionId: s.subfunctionId };
      expect((await bookPublicly(app, { ...base, acceptTerms: false })).body.code).toBe('U018');
      expect((await bookPublicly(app, { ...base, acceptPrivacy: false })).body.code).toBe('U025');
      expect((await bookPublicly(app, { ...base, birthDate: toBudapestIso(now.ms).slice(0, 10) })).body.code).toBe('U030');
      expect((await bookPublicly(app, { slotId: s.id })).body.code).toBe('RX444');
    });

    it('a pending booking whose link expired gives its slot back', async () => {
      const s = freshSlot();
      expect((await bookPublicly(app, { ...publicPatient('late@demo.test'), slotId: s.id, subfunctionId: s.subfunctionId })).status).toBe(201);
      expect((await bookAs(patientToken, s)).body.code).toBe('slotNoLongerBookable');
      try {
        now.ms = START + DAY + 60_000;
        const token = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
        expect((await bookAs(token, s)).status).toBe(201);
      } finally {
        now.ms = START;
      }
    });
  });

  it('uses the database clock consistently', () => {
    expect(isoNow()).toBe(new Date(START).toISOString());
  });
});
