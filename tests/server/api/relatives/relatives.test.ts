/**
 * The relatives API (service type 23, hasRelatives) on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL: listing, adding, reading, changing and removing one's own relatives; another
 * patient's relative is a 404 like one that does not exist, for reading, changing and removing; a
 * body that does not fit answers RX444 with a violation per field and stores nothing; the limit
 * holds, also for adds sent at once; a patient without the service (flag or type) or a brand
 * without the page is refused. Every 4xx carries a code of the catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATIONS } from '../../../../renderer/relatives/relations';
import { MAX_RELATIVES } from '../../../../server/api/relatives/createRelativesRouter';
import { scaledLimits } from '../../../../server/api/abuseLimits';
import { hashPassword } from '../../../../server/auth/passwords';
import type { PortalDatabase } from '../../../../server/db/openDatabase';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { DEMO_RELATIVES } from '../../../../server/db/seed/demoRelatives';
import { createUser, setEntitlements } from '../../../../server/db/users';
import { todayInBudapest } from '../../../../schemas/vocabulary';
import { CATALOGUE } from '../../fuzz/catalogue';
import { createTestDatabase, TEST_DIALECTS } from '../../dbHarness';
import { ROOT, testApp, testBrands } from '../../testApp';
import { bearer, expectSchema, login } from '../apiHarness';

const ANNA = { name: 'Kovács Anna', birthDate: '2015-06-01', relation: 'child' };

/** A day `years` from today in Budapest (negative: in the past), YYYY-MM-DD. */
function yearsFromToday(years: number, days = 0): string {
  const [y, m, d] = todayInBudapest().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

describe.each(TEST_DIALECTS)('the relatives API on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let made = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    app = testApp('test', { db: database.db, limits: scaledLimits(1000) });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  class Patient {
    constructor(readonly token: string, readonly userId: number) {}
    private with(req: request.Test, host?: string): request.Test {
      const out = req.set(...bearer(this.token)).set('X-Locale', 'en');
      return host ? out.set('Host', host) : out;
    }
    get(p: string, host?: string) { return this.with(request(app).get(p), host); }
    post(p: string, body: unknown) { return this.with(request(app).post(p)).send(body as object); }
    put(p: string, body: unknown) { return this.with(request(app).put(p)).send(body as object); }
    delete(p: string) { return this.with(request(app).delete(p)); }
  }

  /** A confirmed account holding what it is given, logged in. */
  async function patientWith(flags: string[], services: number[]): Promise<Patient> {
    made += 1;
    const email = `relatives-${made}-${Date.now()}@example.test`;
    const password = 'Relatives-Test-1';
    const userId = await createUser(database.db, { email, password_hash: await hashPassword(password), first_name: 'Teszt', last_name: `Rokon${made}`, birth_date: '1980-01-01', phone: null, brand_id: 'default', locale: 'en', customer_uuid: null, email_confirmed: 1 }, Date.now());
    await setEntitlements(database.db, userId, { flags, services: services.map((type) => ({ type })) });
    return new Patient((await login(app, email, password)).token, userId);
  }
  const withService = () => patientWith(['hasRelatives'], [23]);

  async function demoPatient(): Promise<Patient> {
    const { token } = await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const user = await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.patient.email).executeTakeFirstOrThrow();
    return new Patient(token, user.id);
  }

  const rowsOf = (userId: number) => database.db.selectFrom('relatives').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  /** A 4xx in the one error shape, with a code of the catalogue. */
  function expectRefusal(res: request.Response, status: number, code: string): void {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    expect(CATALOGUE.has(res.body.code), `${res.body.code} is in the catalogue`).toBe(true);
    expectSchema('error-response', res.body);
  }

  describe('the demo patient', () => {
    it('lists the seeded relatives, oldest entry first, with the limit', async () => {
      const patient = await demoPatient();
      const res = await patient.get('/api/relatives');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expectSchema('relatives-response', res.body);
      expect(res.body.limit).toBe(MAX_RELATIVES);
      expect(res.body.relatives.map((r: { name: string; birthDate: string; relation: string }) => ({ name: r.name, birth_date: r.birthDate, relation: r.relation }))).toEqual(DEMO_RELATIVES);
    });
  });

  describe('adding, reading, changing and removing', () => {
    it('adds a relative with its name trimmed, reads it, lists it', async () => {
      const patient = await withService();
      const res = await patient.post('/api/relatives', { ...ANNA, name: '  Kovács Anna ' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expectSchema('relative-response', res.body);
      expect(res.body).toMatchObject(ANNA);
      expect(res.body.createdAt).toBe(res.body.updatedAt);
      expect((await patient.get(`/api/relatives/${res.body.id}`)).body).toEqual(res.body);
      const list = await patient.get('/api/relatives');
      expect(list.body).toEqual({ relatives: [res.body], limit: MAX_RELATIVES });
    });

    it('takes every relation and a newborn born today', async () => {
      const patient = await withService();
      for (const relation of RELATIONS) {
        const res = await patient.post('/api/relatives', { name: `Rokon ${relation}`, birthDate: todayInBudapest(), relation });
        expect(res.status, `${relation}: ${JSON.stringify(res.body)}`).toBe(201);
      }
      expect((await rowsOf(patient.userId)).map((r) => r.relation)).toEqual([...RELATIONS]);
    });

    it('changes a relative whole and answers the new details', async () => {
      const patient = await withService();
      const { body: added } = await patient.post('/api/relatives', ANNA);
      const changed = { name: 'Kovács Anna Mária', birthDate: '2015-06-02', relation: 'grandchild' };
      const res = await patient.put(`/api/relatives/${added.id}`, { ...changed, name: ` ${changed.name}\u00a0` });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectSchema('relative-response', res.body);
      expect(res.body).toMatchObject({ id: added.id, ...changed, createdAt: added.createdAt });
      expect(res.body.updatedAt >= added.updatedAt).toBe(true);
      expect((await patient.get(`/api/relatives/${added.id}`)).body).toEqual(res.body);
    });

    it('removes a relative: gone from the API and the limit, its row kept so a booking for them still names them', async () => {
      const patient = await withService();
      const { body: added } = await patient.post('/api/relatives', ANNA);
      const res = await patient.delete(`/api/relatives/${added.id}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await patient.get('/api/relatives')).body.relatives).toEqual([]);
      for (const again of [patient.get(`/api/relatives/${added.id}`), patient.put(`/api/relatives/${added.id}`, ANNA), patient.delete(`/api/relatives/${added.id}`)]) expectRefusal(await again, 404, '#404');
      const [row] = await rowsOf(patient.userId);
      expect(row).toMatchObject({ id: added.id, name: ANNA.name, removed_at: expect.any(String) });
      // A new relative gets a new id.
      const { body: next } = await patient.post('/api/relatives', ANNA);
      expect(next.id).toBeGreaterThan(added.id);
    });
  });

  describe("another patient's relative", () => {
    it('cannot be read, changed or removed, and the answer is the same as for an id no relative has', async () => {
      const owner = await withService();
      const other = await withService();
      const { body: added } = await owner.post('/api/relatives', ANNA);
      const unknown = 2_000_000_000;
      const tries = [
        [other.get(`/api/relatives/${added.id}`), other.get(`/api/relatives/${unknown}`)],
        [other.put(`/api/relatives/${added.id}`, { ...ANNA, name: 'Átírva' }), other.put(`/api/relatives/${unknown}`, { ...ANNA, name: 'Átírva' })],
        [other.delete(`/api/relatives/${added.id}`), other.delete(`/api/relatives/${unknown}`)],
      ] as const;
      for (const [theirs, none] of tries) {
        const [a, b] = [await theirs, await none];
        expectRefusal(a, 404, '#404');
        expect({ ...a.body, requestId: '' }).toEqual({ ...b.body, requestId: '' });
      }
      expect((await other.get('/api/relatives')).body.relatives).toEqual([]);
      expect((await owner.get(`/api/relatives/${added.id}`)).body).toEqual(added);
      expect((await rowsOf(owner.userId))[0]!.removed_at).toBeNull();
    });

    it.each(['abc', '0', '-1', '01', '1.5', '2147483648', '99999999999'])('the id %s is a 404', async (id) => {
      const patient = await withService();
      expectRefusal(await patient.get(`/api/relatives/${id}`), 404, '#404');
      expectRefusal(await patient.put(`/api/relatives/${id}`, ANNA), 404, '#404');
      expectRefusal(await patient.delete(`/api/relatives/${id}`), 404, '#404');
    });
  });

  describe('bodies that do not fit (RX444, nothing stored)', () => {
    const cases: Array<[string, unknown, Array<[string, string]>]> = [
      ['an empty body', {}, [['/name', 'validation.required'], ['/birthDate', 'validation.required'], ['/relation', 'validation.required']]],
      ['no body at all', undefined, [['/name', 'validation.required'], ['/birthDate', 'validation.required'], ['/relation', 'validation.required']]],
      ['a name of spaces', { ...ANNA, name: '   ' }, [['/name', 'validation.required']]],
      ['a name too long', { ...ANNA, name: 'A'.repeat(101) }, [['/name', 'validation.maxLength']]],
      ['a name with a NUL', { ...ANNA, name: 'Anna\u0000' }, [['/name', 'validation.pattern']]],
      ['a name that is a number', { ...ANNA, name: 42 }, [['/name', 'validation.type']]],
      ['a birth date tomorrow', { ...ANNA, birthDate: yearsFromToday(0, 1) }, [['/birthDate', 'validation.birthDate']]],
      ['a birth date in 2999', { ...ANNA, birthDate: '2999-01-01' }, [['/birthDate', 'validation.birthDate']]],
      ['a birth date 130 years ago', { ...ANNA, birthDate: yearsFromToday(-130) }, [['/birthDate', 'validation.birthDate']]],
      ['a day no calendar has', { ...ANNA, birthDate: '2015-02-30' }, [['/birthDate', 'validation.birthDate']]],
      ['a date in the Hungarian display format', { ...ANNA, birthDate: '2015.06.01' }, [['/birthDate', 'validation.birthDate']]],
      ['a relation outside the list', { ...ANNA, relation: 'cousin' }, [['/relation', 'validation.enum']]],
      ['an extra field', { ...ANNA, userId: 1 }, [['/userId', 'validation.unknownField']]],
      ['an array', [ANNA], [['', 'validation.type']]],
    ];

    it.each(cases)('%s', async (_what, body, violations) => {
      const patient = await withService();
      const { body: kept } = await patient.post('/api/relatives', ANNA);
      const added = await patient.post('/api/relatives', body);
      expectRefusal(added, 422, 'RX444');
      expect(added.body.violations.map((v: { field: string; rule: string }) => [v.field, v.rule])).toEqual(violations);
      const changed = await patient.put(`/api/relatives/${kept.id}`, body);
      expectRefusal(changed, 422, 'RX444');
      expect(changed.body.violations.map((v: { field: string; rule: string }) => [v.field, v.rule])).toEqual(violations);
      const rows = await rowsOf(patient.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: ANNA.name, birth_date: ANNA.birthDate, relation: ANNA.relation });
    });

    it("names the field in the request's language", async () => {
      const patient = await withService();
      const res = await patient.post('/api/relatives', { name: ' ', birthDate: '2999-01-01', relation: 'cousin' });
      expect(res.body.violations.map((v: { message: string }) => v.message)).toEqual([
        'Full name is required.',
        'Date of birth must be a real day, month and year: not later than today and no more than 130 years ago.',
        'Please choose one of the options offered for Relationship.',
      ]);
      const hu = await request(app).post('/api/relatives').set(...bearer(patient.token)).set('X-Locale', 'hu').send({ ...ANNA, name: '' });
      expect(hu.body.violations[0].message).toBe('A teljes név megadása kötelező.');
    });
  });

  describe(`the limit of ${MAX_RELATIVES}`, () => {
    it('refuses one more with RL1001 and stores nothing; a removal makes room', async () => {
      const patient = await withService();
      for (let i = 0; i < MAX_RELATIVES; i += 1) expect((await patient.post('/api/relatives', { ...ANNA, name: `Rokon ${i}` })).status).toBe(201);
      const over = await patient.post('/api/relatives', { ...ANNA, name: 'Egy túl sok' });
      expectRefusal(over, 409, 'RL1001');
      expect(over.body.message).toBe('You have reached the maximum number of family members. To add someone else, please remove a family member first.');
      expect(await rowsOf(patient.userId)).toHaveLength(MAX_RELATIVES);
      // Changing one at the limit is no add.
      const { body: list } = await patient.get('/api/relatives');
      expect((await patient.put(`/api/relatives/${list.relatives[0].id}`, { ...ANNA, name: 'Átnevezve' })).status).toBe(200);
      expect((await patient.delete(`/api/relatives/${list.relatives[1].id}`)).status).toBe(204);
      expect((await patient.post('/api/relatives', { ...ANNA, name: 'Helyette' })).status).toBe(201);
      expectRefusal(await patient.post('/api/relatives', ANNA), 409, 'RL1001');
    });

    it('holds for adds sent at once', async () => {
      const patient = await withService();
      for (let i = 0; i < MAX_RELATIVES - 2; i += 1) await patient.post('/api/relatives', { ...ANNA, name: `Rokon ${i}` });
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => patient.post('/api/relatives', { ...ANNA, name: `Egyszerre ${i}` })));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      expect(answers.filter((a) => a.status === 409 && a.body.code === 'RL1001')).toHaveLength(10);
      expect(await rowsOf(patient.userId)).toHaveLength(MAX_RELATIVES);
    });
  });

  describe('who may use it', () => {
    const calls = (p: Patient, id: number) => [
      p.get('/api/relatives'), p.get(`/api/relatives/${id}`), p.post('/api/relatives', ANNA), p.put(`/api/relatives/${id}`, ANNA), p.delete(`/api/relatives/${id}`),
    ];

    it.each([
      ['without the flag hasRelatives', [], [23], 'missing hasRelatives'],
      ['without service type 23', ['hasRelatives'], [1, 2], 'missing service type 23'],
      ['with neither', ['hasAppointments'], [33], 'missing hasRelatives'],
    ])('a patient %s is refused with 403 #403, in the audit log, and nothing is stored', async (_what, flags, services, detail) => {
      const patient = await patientWith(flags, services);
      const owner = await withService();
      const { body: theirs } = await owner.post('/api/relatives', ANNA);
      for (const call of calls(patient, theirs.id)) expectRefusal(await call, 403, '#403');
      expect(await rowsOf(patient.userId)).toEqual([]);
      const denied = await database.db.selectFrom('audit_log').select(['event', 'status', 'detail']).where('user_id', '=', patient.userId).execute();
      expect(denied).toContainEqual({ event: 'authz.denied', status: 403, detail });
    });

    it('the demo family subscriber, who has no relatives service, is refused', async () => {
      const { token } = await login(app, DEMO_ACCOUNTS.family.email, DEMO_ACCOUNTS.family.password);
      expectRefusal(await request(app).get('/api/relatives').set(...bearer(token)), 403, '#403');
    });

    it('an anonymous visitor is asked to log in (401 #002)', async () => {
      for (const res of [await request(app).get('/api/relatives'), await request(app).post('/api/relatives').send(ANNA), await request(app).delete('/api/relatives/1')]) expectRefusal(res, 401, '#002');
    });

    it('a brand that does not offer the page answers 404, before any login is looked at', async () => {
      const wedding = testBrands().all().find((b) => b.effective.brand.rules.exclusiveRoutes.length > 0 && !b.effective.brand.rules.exclusiveRoutes.includes('/services/relatives'))!;
      const host = wedding.effective.brand.hosts![0]!;
      const patient = await demoPatient();
      expectRefusal(await patient.get('/api/relatives', host), 404, '#404');
      expectRefusal(await request(app).get('/api/relatives').set('Host', host), 404, '#404');
    });
  });
});

describe('one list of relations', () => {
  it('is the API schema\'s, every form document\'s choices and the database check\'s', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/api/relative-request.schema.json'), 'utf8'));
    expect(schema.definitions.relation.enum).toEqual([...RELATIONS]);
    const migration = fs.readFileSync(path.join(ROOT, 'server/db/migrations/0012_relatives.ts'), 'utf8');
    expect(/const RELATIONS = `([^`]+)`/.exec(migration)![1]).toBe(RELATIONS.map((r) => `'${r}'`).join(', '));
    for (const brand of testBrands().all()) {
      for (const service of Object.values(brand.effective.services.services)) {
        for (const id of service?.relatives ? [service.relatives.addForm, service.relatives.editForm] : []) {
          const relation = brand.effective.forms.forms[id]!.schema.properties.relation as unknown as { oneOf: Array<{ const: string }> };
          expect(relation.oneOf.map((o) => o.const), `${brand.id} ${id}`).toEqual([...RELATIONS]);
        }
      }
    }
  });
});
