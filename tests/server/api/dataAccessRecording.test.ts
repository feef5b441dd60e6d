/**
 * Issue 34: what is written to the health-data access log from the API. An operator's reads and
 * changes of care items, each with the patient, the operator, the brand and the request id;
 * support impersonating a patient: reads of health data and every change, with both actors;
 * nothing for the patient's own use, for a refused request or for data that is not health data.
 * On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { recordDataAccess, verifyDataAccessLog } from '../../../server/db/dataAccessLog';
import { DATA_ACCESS_PAGE } from '../../../server/api/me/createMeRouter';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';
import { testApp } from '../testApp';
import { bearer, expectSchema, login } from './apiHarness';

describe.each(TEST_DIALECTS)('the data access log written by the API on %s', (dialect) => {
  const database = useTestDatabase(dialect, { seed: true });
  let app: ReturnType<typeof testApp>;
  const ids: Record<string, number> = {};
  const entries = () => database().db.selectFrom('data_access_log').select(['patient_id', 'actor_id', 'actor_role', 'brand_id', 'action', 'subject', 'subject_id', 'request_id']).orderBy('id').execute();

  beforeAll(async () => {
    app = testApp('test', { db: database().db, clock: () => Date.now() });
    for (const account of ['patient', 'operator', 'support'] as const) {
      ids[account] = (await database().db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS[account].email).executeTakeFirstOrThrow()).id;
    }
  });

  it('the patient\'s own reads and changes are not in it', async () => {
    const { token } = await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const items = await request(app).get('/api/care-items').set(...bearer(token));
    expect(items.status).toBe(200);
    expect((await request(app).get(`/api/care-items/${items.body.items[0].id}`).set(...bearer(token))).status).toBe(200);
    expect((await request(app).post('/api/relatives').set(...bearer(token)).send({ name: 'Minta Cili', birthDate: '1950-01-01', relation: 'parent' })).status).toBe(201);
    expect(await entries()).toEqual([]);
  });

  it('an operator\'s list, read and action are written with the patient, the operator, the brand and the request', async () => {
    const { token } = await login(app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
    const queue = await request(app).get('/api/operator/care-items').set(...bearer(token));
    const listed = queue.body.items as { id: number; state: string }[];
    expect(listed.length).toBeGreaterThan(0);
    const waiting = listed.find((i) => i.state === 'awaiting_approval')!;
    const read = await request(app).get(`/api/operator/care-items/${waiting.id}`).set(...bearer(token)).set('X-Request-Id', 'operator-read-1');
    expect(read.status).toBe(200);
    const approved = await request(app).post(`/api/operator/care-items/${waiting.id}/actions/approve`).set(...bearer(token)).set('X-Request-Id', 'operator-change-1').send({});
    expect(approved.status).toBe(200);
    const written = await entries();
    const operator = { patient_id: ids.patient, actor_id: ids.operator, actor_role: 'operator', brand_id: 'default', subject: 'care_item' };
    // The list reads each item once; reading one again within the hour adds nothing; the approval is a change.
    expect(written.filter((e) => e.action === 'read').map((e) => e.subject_id).sort()).toEqual(listed.map((i) => String(i.id)).sort());
    expect(written.filter((e) => e.action === 'read').every((e) => e.actor_id === ids.operator && e.actor_role === 'operator' && e.patient_id === ids.patient)).toBe(true);
    expect(written.at(-1)).toEqual({ ...operator, action: 'change', subject_id: String(waiting.id), request_id: 'operator-change-1' });
    expect(await verifyDataAccessLog(database().db)).toMatchObject({ intact: true, entries: written.length });
  });

  it('GET /api/me/data-access: the patient\'s own entries, newest first, a page at a time, with who and in which role', async () => {
    const { token } = await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const list = (before?: number) => request(app).get('/api/me/data-access').query(before === undefined ? {} : { before: String(before) }).set(...bearer(token));
    const first = await list();
    expect(first.status).toBe(200);
    expectSchema('data-access-list', first.body);
    expect(first.body.more).toBe(false);
    expect(first.body.entries[0]).toMatchObject({ actorRole: 'operator', actorName: 'Operátor Olga', action: 'change', subject: 'care_item' });
    const entryIds = first.body.entries.map((e: { id: number }) => e.id);
    expect(entryIds).toEqual([...entryIds].sort((a, b) => b - a));
    // Another patient sees none of them.
    const other = await login(app, DEMO_ACCOUNTS.multi.email, DEMO_ACCOUNTS.multi.password);
    expect((await request(app).get('/api/me/data-access').set(...bearer(other.token))).body).toEqual({ entries: [], more: false });
    // A page holds DATA_ACCESS_PAGE entries; the next starts below the last one's id. An actor whose account is gone has no name.
    await recordDataAccess(database().db, Array.from({ length: DATA_ACCESS_PAGE + 2 }, (_, i) => ({
      patientId: ids.patient!, actorId: null, actorRole: 'doctor' as const, brandId: 'default', action: 'change' as const, subject: 'video_note' as const, subjectId: i, requestId: null,
    })), Date.now());
    const page1 = (await list()).body;
    expect(page1.entries).toHaveLength(DATA_ACCESS_PAGE);
    expect(page1.more).toBe(true);
    expect(page1.entries[0]).toMatchObject({ actorRole: 'doctor', actorName: null, action: 'change', subject: 'video_note' });
    const page2 = (await list(page1.entries.at(-1).id)).body;
    expectSchema('data-access-list', page2);
    expect(page2.more).toBe(false);
    expect(page2.entries).toHaveLength(2 + entryIds.length);
    expect(page2.entries.slice(2).map((e: { id: number }) => e.id)).toEqual(entryIds);
    for (const bad of ['0', 'x', '-1', '1e3']) expect((await request(app).get(`/api/me/data-access?before=${bad}`).set(...bearer(token))).body.code).toBe('RX444');
    expect((await request(app).get('/api/me/data-access')).status).toBe(401);
  });

  it('support acting as the patient: reads of health data and every change, with both actors; not a refused request nor the catalogue', async () => {
    const before = (await entries()).length;
    const pair = await request(app).get(`/api/impersonate?email=${DEMO_ACCOUNTS.patient.email}`).set('apikey', DEMO_SUPPORT_API_KEY);
    const token = pair.body.token as string;
    const items = await request(app).get('/api/care-items').set(...bearer(token));
    expect(items.status).toBe(200);
    expect((await request(app).get('/api/subscriptions').set(...bearer(token))).status).toBe(200);
    expect((await request(app).get('/api/care-items/999999').set(...bearer(token))).status).toBe(404);
    const added = await request(app).post('/api/relatives').set(...bearer(token)).send({ name: 'Minta Géza', birthDate: '1949-03-03', relation: 'parent' });
    expect(added.status).toBe(201);
    // The patient's own settings are refused to support, and a refused change is not written.
    expect((await request(app).patch('/api/me/settings').set(...bearer(token)).send({ careProgressMail: false })).status).toBe(403);
    expect((await request(app).delete(`/api/relatives/${added.body.id}`).set(...bearer(token))).status).toBeLessThan(300);
    const support = { patient_id: ids.patient, actor_id: ids.support, actor_role: 'support', brand_id: 'default' };
    await vi.waitFor(async () => {
      expect((await entries()).slice(before).map(({ request_id: _, ...e }) => e)).toEqual([
        { ...support, action: 'read', subject: 'care_item', subject_id: null },
        { ...support, action: 'change', subject: 'relative', subject_id: null },
        { ...support, action: 'change', subject: 'relative', subject_id: String(added.body.id) },
      ]);
    });
  });
});
