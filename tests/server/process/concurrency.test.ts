/**
 * The concurrency suite (issue 30): two portal processes on one PostgreSQL database
 * (TEST_DATABASE_URL), and every "at most N" or "one at a time" rule met by parallel requests
 * spread over both. Each limit must hold exactly: what remains gets through, no more and no fewer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { createPgSchema, type PgSchema } from './pgSchema';
import { callPortal, startPortal, type JsonAnswer, type PortalProcess } from './portalProcess';

const PG_URL = process.env.TEST_DATABASE_URL;
const PARALLEL = 12;

type Answer = JsonAnswer;

/** A JSON call to one instance, as a browser on `host` makes it (the brand is the host's). */
const call = (portal: PortalProcess, method: string, path: string, options: { token?: string; body?: unknown; host?: string } = {}) => callPortal(portal, path, { method, ...options });

describe.skipIf(!PG_URL)('two portal processes on one PostgreSQL database, under parallel requests', () => {
  let schema: PgSchema;
  let first: PortalProcess;
  let second: PortalProcess;
  const both = (i: number): PortalProcess => (i % 2 === 0 ? first : second);
  const logIn = async (account: { email: string; password: string }, host?: string): Promise<string> => {
    const res = await call(first, 'POST', '/api/login', { body: { username: account.email, password: account.password }, host });
    expect(res.status).toBe(200);
    return res.body.token as string;
  };
  /** The same request from PARALLEL clients at once, alternating between the two instances. */
  const atOnce = (request: (portal: PortalProcess, i: number) => Promise<Answer>): Promise<Answer[]> =>
    Promise.all(Array.from({ length: PARALLEL }, (_, i) => request(both(i), i)));
  const created = (answers: Answer[]) => answers.filter((a) => a.status === 201).length;

  beforeAll(async () => {
    schema = await createPgSchema(PG_URL!, 'concurrency');
    // Instances that share sessions share the key that signs them (README, "Running in production").
    const env = { DATABASE_URL: schema.url(), DEMO_LIMIT_FACTOR: '1000', JWT_SECRET: 'concurrency-suite-signing-key-of-both-instances' };
    // One after the other: the first migrates and seeds the demo data, the second finds it there.
    first = await startPortal(env);
    second = await startPortal(env);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await schema?.drop();
  });

  it('a care service\'s yearly quantity: exactly what remains', async () => {
    const token = await logIn(DEMO_ACCOUNTS.family);
    const nutrition = ((await call(first, 'GET', '/api/coverage', { token })).body.services as { type: number; remaining: number }[]).find((s) => s.type === 5)!;
    expect(nutrition.remaining).toBeGreaterThan(0);
    const answers = await atOnce((portal) => call(portal, 'POST', '/api/care-items', { token, body: { service: 'nutrition-consultation', answers: { topic: 'Étrend', symptoms: 'Szeretnék fogyni.', channel: 'phone' } } }));
    expect(created(answers)).toBe(nutrition.remaining);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 422 && a.body.code === 'RM1011')).toBe(true);
  }, 60_000);

  it('an appointment quantity of a specialization: exactly what remains', async () => {
    const token = await logIn(DEMO_ACCOUNTS.family);
    const limited = ((await call(first, 'GET', '/api/coverage', { token })).body.specializations as { id: number; limit: number | null; remaining: number | null }[])
      .find((s) => s.limit !== null && (s.remaining ?? 0) > 0)!;
    const db = await schema.client();
    try {
      const { rows } = await db.query<{ id: number; subfunction_id: number }>(
        `select s.id, s.subfunction_id from slots s join subfunctions f on f.id = s.subfunction_id
         where f.specialization_id = $1 and s.customer_bookable = 1 and s.start_at > $2 and s.start_at < $3
           and not exists (select 1 from reservations r where r.slot_id = s.id) order by s.start_at limit ${PARALLEL}`,
        [limited.id, new Date(Date.now() + 2 * 86_400_000).toISOString(), `${new Date().getUTCFullYear() + 1}-01-01`],
      );
      expect(rows).toHaveLength(PARALLEL);
      const answers = await atOnce((portal, i) => call(portal, 'POST', '/api/reservations', { token, body: { slotId: rows[i]!.id, subfunctionId: rows[i]!.subfunction_id } }));
      expect(created(answers)).toBe(Math.min(limited.remaining!, PARALLEL));
      expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 422 && a.body.code === 'RM1011')).toBe(true);
    } finally {
      await db.end();
    }
  }, 60_000);

  it('one slot, one booking', async () => {
    const token = await logIn(DEMO_ACCOUNTS.patient);
    const db = await schema.client();
    try {
      const { rows: [slot] } = await db.query<{ id: number; subfunction_id: number }>(
        `select s.id, s.subfunction_id from slots s where s.customer_bookable = 1 and s.start_at > $1
           and not exists (select 1 from reservations r where r.slot_id = s.id) order by s.start_at limit 1`,
        [new Date(Date.now() + 2 * 86_400_000).toISOString()],
      );
      const answers = await atOnce((portal) => call(portal, 'POST', '/api/reservations', { token, body: { slotId: slot!.id, subfunctionId: slot!.subfunction_id } }));
      expect(created(answers)).toBe(1);
      expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    } finally {
      await db.end();
    }
  }, 60_000);

  it('relatives: at most ten', async () => {
    const token = await logIn(DEMO_ACCOUNTS.patient);
    const before = await call(first, 'GET', '/api/relatives', { token });
    const room = (before.body.limit as number) - (before.body.relatives as unknown[]).length;
    const answers = await atOnce((portal, i) => call(portal, 'POST', '/api/relatives', { token, body: { name: `Egyszerre ${i}`, birthDate: '2015-06-01', relation: 'child' } }));
    expect(created(answers)).toBe(room);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.code === 'RL1001')).toBe(true);
  }, 60_000);

  it('one change of product at a time, with one card payment', async () => {
    const host = 'retail.localhost';
    const token = await logIn(DEMO_ACCOUNTS.paid, host);
    const list = await call(first, 'GET', '/api/med24/subscriptions', { token, host });
    const subscription = (list.body.subscriptions as { uuid: string; status: string; product: { code: string } }[]).find((s) => s.status === 'active')!;
    const target = subscription.product.code === 'med24-family' ? 'med24-premium' : 'med24-family';
    const answers = await atOnce((portal) => call(portal, 'POST', `/api/med24/subscriptions/${subscription.uuid}/modifications`, { token, host, body: { product: target } }));
    expect(created(answers), JSON.stringify(answers.filter((a) => a.status !== 201 && a.body.code !== 'RP014'))).toBe(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.code === 'RP014')).toBe(true);
    const db = await schema.client();
    try {
      const { rows } = await db.query<{ n: string }>(
        `select count(*) as n from payments p join subscription_modifications m on m.id = p.modification_id join subscriptions s on s.id = m.subscription_id where s.uuid = $1`,
        [subscription.uuid],
      );
      expect(Number(rows[0]!.n)).toBeLessThanOrEqual(1);
    } finally {
      await db.end();
    }
  }, 60_000);
});
