/**
 * Issue 34, staff are scoped: the operator, doctor and support roles are held per brand in the
 * database. A member of staff of one brand gets 404 for every staff route on another brand's Host
 * and never sees another brand's items on their own; impersonation takes only patients of the
 * brands the support key's account holds the support role for, and never a member of staff.
 * On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../../server/db/auditLog';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { grantRole } from '../../../server/db/users';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';
import { testApp } from '../testApp';
import { bearer, login } from './apiHarness';

const OTHER_HOST = 'insurer.localhost';

/** Every staff route, with a method; ids that would name an item of the other brand. */
const STAFF_ROUTES = (itemId: number): [method: 'get' | 'post', path: string][] => [
  ['get', '/api/operator/care-items'],
  ['get', `/api/operator/care-items/${itemId}`],
  ['post', `/api/operator/care-items/${itemId}/actions/approve`],
  ['get', `/api/operator/care-items/${itemId}/documents/1`],
  ['get', '/api/operator/mail'],
  ['post', '/api/operator/mail/1/retry'],
];

describe.each(TEST_DIALECTS)('staff scoped by brand on %s', (dialect) => {
  const database = useTestDatabase(dialect, { seed: true });
  let app: ReturnType<typeof testApp>;
  let operatorToken: string;
  let operatorId: number;
  let insurerItem: number;

  const call = (method: 'get' | 'post', path: string, token: string, host = 'localhost') =>
    (method === 'get' ? request(app).get(path) : request(app).post(path).send({})).set('Host', host).set(...bearer(token));

  beforeAll(async () => {
    const db = database().db;
    app = testApp('test', { db, clock: () => Date.now() });
    operatorToken = (await login(app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password)).token;
    operatorId = (await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.operator.email).executeTakeFirstOrThrow()).id;
    // One of the demo patient's requests awaiting approval becomes a request made on the insurer's
    // portal (its patient moves there too).
    const item = await db.selectFrom('care_items').select(['id', 'user_id']).where('state', '=', 'awaiting_approval').orderBy('id').executeTakeFirstOrThrow();
    insurerItem = item.id;
    await db.updateTable('care_items').set({ brand_id: 'insurer' }).where('id', '=', item.id).execute();
  });

  it('the demo operator holds the operator role for the demo brand only', async () => {
    expect((await call('get', '/api/me', operatorToken)).body.roles).toEqual(['operator']);
    expect((await call('get', '/api/me', operatorToken, OTHER_HOST)).body.roles).toEqual([]);
  });

  it('on another brand\'s Host every staff route answers 404 #404, and each refusal is in the audit log', async () => {
    const before = (await auditEntries(database().db, 'authz.denied')).length;
    for (const [method, path] of STAFF_ROUTES(insurerItem)) {
      const res = await call(method, path, operatorToken, OTHER_HOST);
      expect([path, res.status, res.body.code]).toEqual([path, 404, '#404']);
    }
    const denied = (await auditEntries(database().db, 'authz.denied')).slice(before);
    expect(denied).toHaveLength(STAFF_ROUTES(insurerItem).length);
    expect(denied.every((e) => e.user_id === operatorId && e.status === 404 && e.detail === 'role operator not held for brand insurer')).toBe(true);
    // The item is untouched.
    expect((await database().db.selectFrom('care_items').select('state').where('id', '=', insurerItem).executeTakeFirstOrThrow()).state).toBe('awaiting_approval');
  });

  it('on the own brand\'s Host the other brand\'s item is neither listed nor found', async () => {
    for (const query of ['?state=awaiting_approval', '']) {
      const queue = await call('get', `/api/operator/care-items${query}`, operatorToken);
      expect(queue.status).toBe(200);
      expect(queue.body.items.map((i: { id: number }) => i.id)).not.toContain(insurerItem);
    }
    expect((await call('get', '/api/operator/care-items', operatorToken)).body.items.length).toBeGreaterThan(0);
    expect((await call('get', `/api/operator/care-items/${insurerItem}`, operatorToken)).status).toBe(404);
    expect((await call('post', `/api/operator/care-items/${insurerItem}/actions/approve`, operatorToken)).status).toBe(404);
  });

  it('a patient, who holds no role, is refused with 403 #403 on any Host', async () => {
    const { token } = await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    for (const host of ['localhost', OTHER_HOST]) {
      const res = await call('get', '/api/operator/care-items', token, host);
      expect([host, res.status, res.body.code]).toEqual([host, 403, '#403']);
    }
    expect((await call('get', '/api/video/doctor/appointments', token)).status).toBe(403);
  });

  it('the doctor\'s day answers 404 on a brand the doctor holds no role for', async () => {
    const { token } = await login(app, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
    expect((await call('get', '/api/video/doctor/appointments', token)).status).toBe(200);
    const res = await call('get', '/api/video/doctor/appointments', token, OTHER_HOST);
    expect([res.status, res.body.code]).toEqual([404, '#404']);
  });

  it('an operator granted the second brand works its queue there, and still only there', async () => {
    const db = database().db;
    await grantRole(db, operatorId, 'operator', ['insurer']);
    const queue = await call('get', '/api/operator/care-items?state=awaiting_approval', operatorToken, OTHER_HOST);
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((i: { id: number }) => i.id)).toEqual([insurerItem]);
    expect((await call('get', '/api/me', operatorToken, OTHER_HOST)).body.roles).toEqual(['operator']);
  });
});

describe.each(TEST_DIALECTS)('impersonation scoped by brand on %s', (dialect) => {
  const database = useTestDatabase(dialect, { seed: true });
  let app: ReturnType<typeof testApp>;
  const impersonate = (query: string) => request(app).get(`/api/impersonate?${query}`).set('apikey', DEMO_SUPPORT_API_KEY);

  beforeAll(() => {
    app = testApp('test', { db: database().db, clock: () => Date.now() });
  });

  it('takes a patient of the support role\'s brand', async () => {
    expect((await impersonate(`email=${DEMO_ACCOUNTS.patient.email}`)).status).toBe(200);
  });

  it('never takes a member of staff (403 #403), audited', async () => {
    for (const account of [DEMO_ACCOUNTS.operator, DEMO_ACCOUNTS.doctor, DEMO_ACCOUNTS.support]) {
      const res = await impersonate(`email=${account.email}`);
      expect([account.email, res.status, res.body.code]).toEqual([account.email, 403, '#403']);
    }
    const denied = await auditEntries(database().db, 'authz.denied');
    expect(denied.filter((e) => e.detail?.endsWith('asked to act as a member of staff'))).toHaveLength(3);
  });

  it('answers a patient of another brand as an unknown user (404 U404), audited', async () => {
    const db = database().db;
    await db.updateTable('users').set({ brand_id: 'insurer' }).where('email', '=', DEMO_ACCOUNTS.family.email).execute();
    const res = await impersonate(`email=${DEMO_ACCOUNTS.family.email}`);
    expect([res.status, res.body.code]).toEqual([404, 'U404']);
    const denied = await auditEntries(db, 'authz.denied');
    expect(denied.at(-1)!.detail).toMatch(/holds no support role for brand insurer$/);
    // Granted that brand, support takes the patient.
    const supportId = (await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.support.email).executeTakeFirstOrThrow()).id;
    await grantRole(db, supportId, 'support', ['insurer']);
    expect((await impersonate(`email=${DEMO_ACCOUNTS.family.email}`)).status).toBe(200);
  });
});
