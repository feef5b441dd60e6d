/**
 * What one patient may keep and send in uploads (issue 30, item 3), on every test dialect: a quota
 * of bytes in uploads not yet part of a request (parallel uploads cannot pass it together), a rate
 * of upload requests, uploads left unattached past their day removed (by the patient's next
 * upload, and by the instance's sweep) while attached ones stay, and an instance reading its
 * uploads in turns, telling the ones beyond its queue to come back (503 #503, Retry-After).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { UPLOADS_AT_ONCE, UPLOADS_WAITING } from '../../../server/api/uploads/createUploadsRouter';
import { DEFAULT_LIMITS } from '../../../server/api/abuseLimits';
import { jobDefinitions, type JobDeps } from '../../../server/jobs/jobDefinitions';
import { jobSettingsFromEnv } from '../../../server/jobs/jobSettings';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { UNATTACHED_TTL_MS, unattachedBytes } from '../../../server/db/uploads';
import { testApp } from '../testApp';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';
import { bearer, login } from './apiHarness';

const KB = 1024;
const QUOTA = 300 * KB;
const pdf = (bytes: number, seed: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, seed % 256)]);

describe.each(TEST_DIALECTS)('upload quota, rate and expiry on %s', (dialect) => {
  const database = useTestDatabase(dialect, { seed: true });
  const now = { ms: Date.UTC(2026, 10, 27, 9) };
  const app = () => testApp('test', { db: database().db, clock: () => now.ms, limits: { ...DEFAULT_LIMITS, unattachedUploadBytes: QUOTA, uploadsPerPatient: { limit: 6, windowMs: 60 * 60_000 } } });
  let named = 0;
  const send = (token: string, bytes: number, appOf = app()) =>
    request(appOf).post('/api/uploads?page=preauthorization').set(...bearer(token)).set('X-Locale', 'en').attach('fileData', pdf(bytes, named), `record-${(named += 1)}.pdf`);
  const userId = async () => (await database().db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.patient.email).executeTakeFirstOrThrow()).id;

  it('keeps at most the quota in unattached uploads, also when five arrive at once, and says how much is left', async () => {
    const shared = app();
    const { token } = await login(shared, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(token, 100 * KB, shared)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.code, a.body.violations[0].rule])).toEqual([[422, 'RX444', 'validation.file.quotaExceeded'], [422, 'RX444', 'validation.file.quotaExceeded']]);
    expect(refused[0]!.body.violations[0].message).toMatch(/^Documents not yet sent with a request may take up 300 kB at most; 0 kB is left\./);
    expect(await unattachedBytes(database().db, await userId())).toBeLessThanOrEqual(QUOTA);
  });

  it('frees the quota as uploads become part of a request', async () => {
    const { token } = await login(app(), DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const mine = await database().db.selectFrom('uploads').select('id').where('user_id', '=', await userId()).execute();
    const subscription = await database().db.selectFrom('subscriptions').select('id').where('user_id', '=', await userId()).executeTakeFirstOrThrow();
    const at = new Date(now.ms).toISOString();
    const item = await database().db.insertInto('care_items').values({
      brand_id: 'default', user_id: await userId(), subscription_id: subscription.id, service: 'second-opinion', service_type: 3, specialty: null, flow: 'written', state: 'awaiting_approval',
      answers: '{}', provider_id: null, appointment_at: null, channel: null, answer: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await database().db.insertInto('care_item_documents').values(mine.map((u) => ({ item_id: item.id, upload_id: u.id }))).execute();
    expect(await unattachedBytes(database().db, await userId())).toBe(0);
    expect((await send(token, 100 * KB)).status).toBe(201);
  });

  it('removes uploads left unattached past their day, and keeps the attached ones', async () => {
    const before = await database().db.selectFrom('uploads').select(['id']).where('user_id', '=', await userId()).execute();
    now.ms += UNATTACHED_TTL_MS + 60_000;
    const expiry = jobDefinitions(jobSettingsFromEnv({})).find((job) => job.name === 'upload-expiry')!;
    expect(await expiry.handler({ db: database().db } as JobDeps, now.ms)).toEqual({ removed: 1 });
    // Run again, it finds nothing more to remove.
    expect(await expiry.handler({ db: database().db } as JobDeps, now.ms)).toEqual({ removed: 0 });
    const after = await database().db.selectFrom('uploads').select(['id']).where('user_id', '=', await userId()).execute();
    expect(after).toHaveLength(before.length - 1);
    const attached = await database().db.selectFrom('care_item_documents').select('upload_id').execute();
    expect(after.map((u) => u.id).sort()).toEqual(attached.map((a) => a.upload_id).filter((id) => before.some((b) => b.id === id)).sort());
    // Their chunks went with them.
    const orphans = await database().db.selectFrom('upload_chunks').select('upload_id').where('upload_id', 'not in', after.map((u) => u.id)).where('upload_id', 'in', before.map((b) => b.id)).execute();
    expect(orphans).toEqual([]);
  });

  it('takes a patient\'s upload requests up to the rate, then 429 #429 before reading the files', async () => {
    const limited = app();
    const { token } = await login(limited, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send(token, 10 * KB, limited)).status);
    expect(statuses.slice(-1)).toEqual([429]);
    const refused = await send(token, 10 * KB, limited);
    expect([refused.status, refused.body.code]).toEqual([429, '#429']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`reads ${UPLOADS_AT_ONCE} upload at a time, keeps ${UPLOADS_WAITING} waiting, and tells the next to come back`, async () => {
    const shared = testApp('test', { db: database().db, clock: () => now.ms });
    const server = http.createServer(shared);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { token } = await login(shared, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const open: http.ClientRequest[] = [];
    /** An upload whose body starts and then stalls: it holds its turn, or waits for one. */
    const stalled = (): Promise<{ status: number; body: { code?: string }; retryAfter?: string }> => new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/uploads?page=preauthorization', headers: {
        Authorization: `Bearer ${token}`, 'X-Locale': 'en', 'Content-Type': 'multipart/form-data; boundary=stall', 'Content-Length': '1000000',
      } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { code?: string }, retryAfter: res.headers['retry-after'] }));
      });
      req.on('error', () => undefined);
      req.write('--stall\r\nContent-Disposition: form-data; name="fileData"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n');
      open.push(req);
    });
    try {
      for (let i = 0; i < UPLOADS_AT_ONCE + UPLOADS_WAITING; i += 1) void stalled();
      await new Promise((r) => setTimeout(r, 300));
      const turnedAway = await stalled();
      expect(turnedAway).toMatchObject({ status: 503, body: { code: '#503' }, retryAfter: '5' });
    } finally {
      open.forEach((r) => r.destroy());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
