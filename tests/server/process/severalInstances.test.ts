/**
 * Any instance serves any request (issue 32): two portal processes on one PostgreSQL database
 * (TEST_DATABASE_URL) behind a round-robin balancer with no routing rule (roundRobinProxy.ts).
 * A patient books through it, each request on the other instance than the one before; the two
 * sides of a video call are connected to different instances and meet (the browsers' e2e of the
 * same is e2e/specs/videoAcrossInstances.spec.ts); a card payment started on
 * one instance is made final by the gateway's IPN reaching the other.
 */
import http from 'node:http';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { videoAppointmentSoonIn } from '../../../e2e/support/videoAppointment';
import { createPgSchema, type PgSchema } from './pgSchema';
import { callPortal, startPortal, type JsonCall, type PortalProcess } from './portalProcess';
import { startRoundRobinProxy, type RoundRobinProxy } from './roundRobinProxy';

const PG_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG_URL)('two instances behind a round-robin balancer', () => {
  let schema: PgSchema;
  const instances: PortalProcess[] = [];
  let balancer: RoundRobinProxy;
  /** A call through the balancer (it answers on its own port; the brand is the host's). */
  const call = (path: string, options: JsonCall = {}) => callPortal({ port: balancer.port } as PortalProcess, path, options);
  /** The instance that served the balancer's last request to `path`. */
  const servedBy = (path: string) => balancer.log.filter((s) => s.url.startsWith(path)).at(-1)?.instance;

  beforeAll(async () => {
    schema = await createPgSchema(PG_URL!, 'instances');
    balancer = await startRoundRobinProxy(() => instances.map((i) => i.port));
    const env = {
      DATABASE_URL: schema.url(), DEMO_LIMIT_FACTOR: '1000', JWT_SECRET: 'several-instances-signing-key-shared-by-both',
      // The local gateway's IPN goes to the balancer, as a real gateway's goes to the public address.
      LOCAL_GATEWAY_IPN_URL: `${balancer.url}/api/simplepay/ipn`,
    };
    // One after the other: the first migrates and seeds the demo data, the second finds it there.
    // One payment gateway for both, as in production: the first's local gateway.
    // Each kept as soon as it runs, so afterAll stops it even when the next one fails to start.
    const first = await startPortal(env);
    instances.push(first);
    instances.push(await startPortal({ ...env, SIMPLEPAY_BASE_URL: `http://127.0.0.1:${first.port + 11}/payment/v2/` }));
  }, 240_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(instances.map((i) => i.stop()));
    await schema?.drop();
  });

  /** Logs in through the balancer, on `host`'s brand: the bearer token and the page cookies. */
  function logIn(account: { email: string; password: string }, host = '127.0.0.1'): Promise<{ token: string; cookie: string }> {
    const body = JSON.stringify({ username: account.email, password: account.password });
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port: balancer.port, path: '/api/login', method: 'POST',
        headers: { Host: `${host}:${balancer.port}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`login ${res.statusCode}: ${text}`));
          resolve({ token: (JSON.parse(text) as { token: string }).token, cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ') });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('a booking: each step on the other instance, the appointment listed by both', async () => {
    const { token } = await logIn(DEMO_ACCOUNTS.patient);
    const db = await schema.client();
    let slot: { id: number; subfunction_id: number };
    try {
      ({ rows: [slot] } = await db.query<{ id: number; subfunction_id: number }>(
        `select s.id, s.subfunction_id from slots s where s.customer_bookable = 1 and s.start_at > $1
           and not exists (select 1 from reservations r where r.slot_id = s.id) order by s.start_at limit 1`,
        [new Date(Date.now() + 2 * 86_400_000).toISOString()],
      ) as unknown as { rows: [typeof slot] });
    } finally {
      await db.end();
    }
    const booked = await call('/api/reservations', { token, body: { slotId: slot.id, subfunctionId: slot.subfunction_id } });
    expect(booked.status).toBe(201);
    const bookedOn = servedBy('/api/reservations');
    for (let i = 0; i < 2; i += 1) {
      const list = await call('/api/reservations', { token });
      expect(list.status).toBe(200);
      expect((list.body as unknown as { id: number }[]).map((r) => r.id)).toContain(booked.body.id);
    }
    // The booking and the two lists came from both instances.
    const served = balancer.log.filter((s) => s.url === '/api/reservations').slice(-3).map((s) => s.instance);
    expect(served).toEqual([bookedOn, 1 - bookedOn!, bookedOn]);
  }, 60_000);

  /** A video appointment of the demo video patient with the demo doctor, its waiting room open now. */
  async function videoAppointmentSoon(): Promise<number> {
    const db = await schema.client();
    try {
      return (await videoAppointmentSoonIn(db, 5, 'Fáj a torkom.')).id;
    } finally {
      await db.end();
    }
  }

  interface Side {
    ws: WebSocket;
    messages: Record<string, unknown>[];
    until: (where: (m: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
  }

  /** A signalling connection through the balancer. */
  function connect(appointment: number, cookie: string, client: string): Promise<Side> {
    const host = `127.0.0.1:${balancer.port}`;
    const ws = new WebSocket(`ws://${host}/api/video/signal?appointment=${appointment}&client=${client}`, { headers: { Origin: `http://${host}`, Cookie: cookie } });
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Record<string, unknown>));
    const until = async (where: (m: Record<string, unknown>) => boolean) => {
      await expect.poll(() => messages.some(where), { timeout: 10_000 }).toBe(true);
      return messages.find(where)!;
    };
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve({ ws, messages, until }));
      ws.once('error', reject);
    });
  }

  it('a video call whose two sides are connected to different instances: they meet, and what each sends arrives in order', async () => {
    const id = await videoAppointmentSoon();
    const patientSession = await logIn(DEMO_ACCOUNTS.video);
    const doctorSession = await logIn(DEMO_ACCOUNTS.doctor);
    const upgradesBefore = balancer.log.filter((s) => s.upgrade).length;
    const patient = await connect(id, patientSession.cookie, 'patient-page-a');
    const doctor = await connect(id, doctorSession.cookie, 'doctor-page-b');
    const [patientOn, doctorOn] = balancer.log.filter((s) => s.upgrade).slice(upgradesBefore).map((s) => s.instance);
    expect(patientOn).not.toBe(doctorOn);

    await doctor.until((m) => m.type === 'state' && (m.peer as { present: boolean }).present);
    expect((await call(`/api/video/appointments/${id}/admit`, { method: 'POST', token: doctorSession.token })).status).toBe(200);
    await patient.until((m) => m.type === 'state' && m.admitted === true && (m.peer as { clientId: string }).clientId === 'doctor-page-b');
    await doctor.until((m) => m.type === 'state' && m.admitted === true);

    for (let i = 0; i < 40; i += 1) {
      doctor.ws.send(JSON.stringify({ type: 'signal', data: { candidate: `d${i}` } }));
      patient.ws.send(JSON.stringify({ type: 'signal', data: { candidate: `p${i}` } }));
    }
    const signals = (side: Side) => side.messages.filter((m) => m.type === 'signal').map((m) => (m.data as { candidate: string }).candidate);
    await expect.poll(() => signals(patient).length, { timeout: 10_000 }).toBe(40);
    await expect.poll(() => signals(doctor).length, { timeout: 10_000 }).toBe(40);
    expect(signals(patient)).toEqual(Array.from({ length: 40 }, (_, i) => `d${i}`));
    expect(signals(doctor)).toEqual(Array.from({ length: 40 }, (_, i) => `p${i}`));

    patient.ws.send(JSON.stringify({ type: 'chat', text: 'Hallja, doktor úr?' }));
    const said = await doctor.until((m) => m.type === 'chat');
    expect(said).toMatchObject({ message: { sender: 'patient', text: 'Hallja, doktor úr?' } });
    await patient.until((m) => m.type === 'chat');

    doctor.ws.close();
    await patient.until((m) => m.type === 'state' && !(m.peer as { present: boolean }).present);
    patient.ws.close();
  }, 60_000);

  it('a card payment started on one instance is made final by the IPN the other instance receives', async () => {
    const host = 'retail.localhost';
    const { token } = await logIn(DEMO_ACCOUNTS.paid, host);
    const list = await call('/api/med24/subscriptions', { token, host });
    const subscription = (list.body.subscriptions as { uuid: string; status: string; product: { code: string } }[]).find((s) => s.status === 'active')!;
    const target = subscription.product.code === 'med24-family' ? 'med24-premium' : 'med24-family';
    const changed = await call(`/api/med24/subscriptions/${subscription.uuid}/modifications`, { token, host, body: { product: target } });
    expect(changed.status).toBe(201);
    const startedOn = servedBy(`/api/med24/subscriptions/${subscription.uuid}/modifications`);
    const paymentUrl = changed.body.paymentUrl as string;
    expect(paymentUrl).toMatch(/^http:\/\/localhost:\d+\/pay\//);

    // The patient pays on the gateway's page; nothing else reaches the balancer meanwhile.
    expect((await fetch(paymentUrl)).status).toBe(200);
    const paid = await fetch(paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'pay', card: 'success' }) });
    expect(paid.status).toBe(303);
    await expect.poll(() => servedBy('/api/simplepay/ipn'), { timeout: 15_000 }).toBeDefined();
    expect(servedBy('/api/simplepay/ipn')).not.toBe(startedOn);

    const db = await schema.client();
    try {
      await expect.poll(async () => (await db.query<{ status: string }>(
        `select p.status from payments p join subscription_modifications m on m.id = p.modification_id join subscriptions s on s.id = m.subscription_id where s.uuid = $1 order by p.id desc limit 1`,
        [subscription.uuid],
      )).rows[0]?.status, { timeout: 10_000 }).toBe('succeeded');
    } finally {
      await db.end();
    }
  }, 60_000);
});
