/**
 * The fault suite (issue 30): real portal processes on PostgreSQL (TEST_DATABASE_URL) meet what
 * production meets. No peer and no database failure may stop the process:
 * - malformed WebSocket frames from an admitted video participant (a reserved opcode, invalid
 *   UTF-8, a frame over the size limit) end that connection only;
 * - the database's connections terminated under load (pg_terminate_backend, what a restart or
 *   a proxy's idle time-out does), and the database gone altogether behind a proxy (a failover):
 *   the instance stays up, answers 503 #503 with Retry-After meanwhile, and recovers by itself;
 * - a start against an address that accepts and never answers, or against a database that does
 *   not exist, ends within a bounded time with one line and exit 1;
 * - a table locked by someone else bounds the request that needs it (503, not a reset).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { toBudapestIso } from '../../../server/db/seed/providerCalendar';
import { createPgSchema, type PgSchema } from './pgSchema';
import { refusedStart, startPortal, type PortalProcess } from './portalProcess';

const PG_URL = process.env.TEST_DATABASE_URL;
const MINUTE = 60_000;

/** A TCP proxy in front of PostgreSQL: `cut` drops every connection and refuses new ones (a failover), `restore` lets them through again. */
async function databaseProxy(target: URL): Promise<{ port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const stop = () => new Promise<void>((resolve) => {
    for (const s of sockets) s.destroy();
    server.close(() => resolve());
  });
  return {
    port,
    cut: stop,
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

interface Answer { status: number; code?: string; retryAfter: string | null }

async function call(portal: PortalProcess, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${portal.base}${path}`, init);
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return { status: res.status, code: body.code, retryAfter: res.headers.get('retry-after') };
}

const login = (portal: PortalProcess, account: { email: string; password: string }) =>
  fetch(`${portal.base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) });

/** The session cookies of a login (the page-session cookie opens the video signalling). */
async function sessionCookies(portal: PortalProcess, account: { email: string; password: string }): Promise<{ cookie: string; token: string }> {
  const res = await login(portal, account);
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, token: ((await res.json()) as { token: string }).token };
}

/** Opens the signalling WebSocket by hand, so the test can then write any bytes, valid frames or not. */
function rawSignalling(portal: PortalProcess, appointment: number, cookie: string): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(portal.port, '127.0.0.1');
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => undefined);
    let head = '';
    const onData = (chunk: Buffer): void => {
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      socket.off('data', onData);
      if (!head.startsWith('HTTP/1.1 101')) reject(new Error(`upgrade refused: ${head.split('\r\n')[0]}`));
      else resolve({ socket, closed });
      socket.resume();
    };
    socket.on('data', onData);
    socket.write([
      `GET /api/video/signal?appointment=${appointment}&client=fault-suite-page HTTP/1.1`,
      `Host: 127.0.0.1:${portal.port}`, `Origin: http://127.0.0.1:${portal.port}`, `Cookie: ${cookie}`,
      'Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', '', '',
    ].join('\r\n'));
  });
}

/** A masked client frame (RFC 6455 5.2) with the given first byte and payload. */
function frame(first: number, payload: Buffer): Buffer {
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  return Buffer.concat([Buffer.from([first, 0x80 | payload.length]), mask, masked]);
}

const MALFORMED: [string, Buffer][] = [
  ['a reserved opcode', frame(0x83, Buffer.alloc(1))],
  ['invalid UTF-8 in a text frame', frame(0x81, Buffer.from([0xc3, 0x28]))],
  // A binary frame announcing 16 MB (64-bit length), over the 64 KB limit.
  ['a frame over the size limit', Buffer.concat([Buffer.from([0x82, 0xff, 0, 0, 0, 0, 1, 0, 0, 0]), Buffer.from([1, 2, 3, 4])])],
];

describe.skipIf(!PG_URL)('a portal process on PostgreSQL under faults', () => {
  let schema: PgSchema;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let portal: PortalProcess;
  const applicationName = `portal_faults_${process.pid}`;

  beforeAll(async () => {
    schema = await createPgSchema(PG_URL!, 'faults');
    proxy = await databaseProxy(new URL(PG_URL!));
    const url = new URL(schema.url({ application_name: applicationName }));
    url.host = `127.0.0.1:${proxy.port}`;
    // The load logs in from one address many times at once: the login limits are raised (demo mode).
    portal = await startPortal({ DATABASE_URL: url.toString(), DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '3000', DB_LOCK_TIMEOUT_MS: '1000', DEMO_LIMIT_FACTOR: '1000' });
  }, 180_000);

  afterAll(async () => {
    await portal?.stop();
    await proxy?.close();
    await schema?.drop();
  });

  const alive = async (): Promise<void> => {
    expect(portal.child.exitCode).toBeNull();
    expect((await call(portal, '/api/config')).status).toBe(200);
  };

  it.each(MALFORMED)('%s from a video participant ends that connection, not the server', async (_what, bytes) => {
    const db = await schema.client();
    try {
      // A video appointment of the demo video patient with the demo doctor, its waiting room open now.
      const { rows: [doctor] } = await db.query<{ doctor_id: number }>('select du.doctor_id from doctor_users du join users u on u.id = du.user_id where u.email = $1', [DEMO_ACCOUNTS.doctor.email]);
      const { rows: [patient] } = await db.query<{ id: number }>('select id from users where email = $1', [DEMO_ACCOUNTS.video.email]);
      const { rows: [slot] } = await db.query<{ provider_id: number; subfunction_id: number }>('select provider_id, subfunction_id from slots where doctor_id = $1 and video = 1 limit 1', [doctor!.doctor_id]);
      const start = Date.now() + 5 * MINUTE;
      const { rows: [created] } = await db.query<{ id: number }>(
        `insert into slots (id, provider_id, doctor_id, subfunction_id, start_at, start_local, duration_minutes, video, customer_bookable, cancellable_until)
         values ((select max(id) + 1 from slots), $1, $2, $3, $4, $5, 20, 1, 1, $6) returning id`,
        [slot!.provider_id, doctor!.doctor_id, slot!.subfunction_id, new Date(start).toISOString(), toBudapestIso(start), new Date(start - MINUTE).toISOString()],
      );
      const { rows: [reservation] } = await db.query<{ id: number }>(
        `insert into reservations (slot_id, booked_slot_id, user_id, subfunction_id, status, discount_rate, price, currency, created_at)
         values ($1, $1, $2, $3, 'confirmed', 0, 9000, 'HUF', $4) returning id`,
        [created!.id, patient!.id, slot!.subfunction_id, new Date().toISOString()],
      );
      const { cookie } = await sessionCookies(portal, DEMO_ACCOUNTS.video);
      const { socket, closed } = await rawSignalling(portal, reservation!.id, cookie);
      socket.write(bytes);
      await closed;
      await alive();
      expect(portal.output()).not.toMatch(/Unhandled 'error' event/);
    } finally {
      await db.end();
    }
  }, 60_000);

  it('survives its database connections being terminated under load, and goes on answering', async () => {
    const admin = await schema.client();
    const statuses: Answer[] = [];
    let running = true;
    const { token } = await sessionCookies(portal, DEMO_ACCOUNTS.patient);
    // Logins write (a session family, counters); /api/me reads the account, its subscriptions and services.
    const load = Promise.all(Array.from({ length: 6 }, async (_, n) => {
      while (running) {
        statuses.push(n % 2 === 0
          ? await call(portal, '/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password }) })
          : await call(portal, '/api/me', { headers: { Authorization: `Bearer ${token}` } }));
      }
    }));
    try {
      for (let round = 0; round < 5; round += 1) {
        await new Promise((r) => setTimeout(r, 300));
        // The pool may not have opened new connections since the last round yet: wait for one.
        let terminated = 0;
        for (const deadline = Date.now() + 10_000; terminated === 0 && Date.now() < deadline; ) {
          const { rows } = await admin.query<{ terminated: boolean }>('select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = $1', [applicationName]);
          terminated = rows.length;
          if (terminated === 0) await new Promise((r) => setTimeout(r, 50));
        }
        expect(terminated, `round ${round}: connections of the portal to terminate`).toBeGreaterThan(0);
      }
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      running = false;
      await load;
      await admin.end();
    }
    await alive();
    // Every answer is the login's own or the database's 503; never a 500, never a reset.
    expect(statuses.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(statuses.filter((a) => a.status === 503).every((a) => a.code === '#503' && a.retryAfter === '5')).toBe(true);
    expect((await login(portal, DEMO_ACCOUNTS.patient)).status).toBe(200);
  }, 60_000);

  it('answers 503 #503 with Retry-After while the database is away, in the brand\'s language, and recovers by itself', async () => {
    const { token, cookie } = await sessionCookies(portal, DEMO_ACCOUNTS.patient);
    await proxy.cut();
    try {
      const me = await fetch(`${portal.base}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(503);
      expect(me.headers.get('retry-after')).toBe('5');
      expect(await me.json()).toMatchObject({ code: '#503', message: expect.stringMatching(/nem érhető el/) });
      const english = await fetch(`${portal.base}/api/me`, { headers: { Authorization: `Bearer ${token}`, Cookie: 'locale=en' } });
      expect(await english.json()).toMatchObject({ code: '#503', message: 'The service is unavailable for a moment. Please try again in a few seconds.' });
      // A page of a signed-in visitor still goes out (the server cannot read who it is: the
      // browser judges the visit and shows the message); the configuration needs no database.
      const page = await fetch(`${portal.base}/care`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      await alive();
    } finally {
      await proxy.restore();
    }
    let recovered = 0;
    for (let i = 0; i < 20 && recovered === 0; i += 1) {
      if ((await fetch(`${portal.base}/api/me`, { headers: { Authorization: `Bearer ${token}` } })).status === 200) recovered = 1;
      else await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(1);
  }, 60_000);

  it('is not ready while the database is away (GET /readyz 503 #503), yet alive, and ready again by itself', async () => {
    await proxy.cut();
    try {
      const readiness = await fetch(`${portal.base}/readyz`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ status: 'not ready', code: '#503', reasons: ['database unreachable'] });
      expect((await fetch(`${portal.base}/healthz`)).status).toBe(200);
    } finally {
      await proxy.restore();
    }
    let ready = 0;
    for (let i = 0; i < 20 && ready !== 200; i += 1) {
      ready = (await fetch(`${portal.base}/readyz`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready).toBe(200);
  }, 60_000);

  it('bounds a request whose table someone else has locked: 503, then it works again', async () => {
    const locker = await schema.client();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const answer = await call(portal, '/api/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password }) });
      expect(answer).toMatchObject({ status: 503, code: '#503', retryAfter: '5' });
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    expect((await login(portal, DEMO_ACCOUNTS.patient)).status).toBe(200);
    await alive();
  }, 60_000);
});

describe.skipIf(!PG_URL)('a start that cannot reach its database', () => {
  let silent: net.Server;
  const held: net.Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers (a half-dead host, a black-holing firewall).
    silent = net.createServer((socket) => held.push(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    held.forEach((s) => s.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  const oneLine = (output: string): void => {
    const lines = output.split('\n').filter((l) => /does not start/.test(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/the database \(PostgreSQL at 127\.0\.0\.1:\d+\/\w+\) cannot be reached/);
    expect(output).not.toMatch(/^\s+at /m);
  };

  it('a database that accepts and never answers: one line and exit 1 within the connect time-out', async () => {
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const { code, output } = await refusedStart({ DATABASE_URL: `postgres://portal:secret@127.0.0.1:${port}/portal`, DB_CONNECT_TIMEOUT_MS: '1500' });
    expect(code).toBe(1);
    oneLine(output);
    expect(output).not.toContain('secret');
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('a database that does not exist: one line and exit 1', async () => {
    const url = new URL(PG_URL!);
    url.pathname = '/no_such_portal_database';
    const { code, output } = await refusedStart({ DATABASE_URL: url.toString() });
    expect(code).toBe(1);
    oneLine(output);
    expect(output).toMatch(/3D000/);
  }, 60_000);

  it('a time-out that is not a number: one line and exit 1', async () => {
    const { code, output } = await refusedStart({ DATABASE_URL: PG_URL!, DB_STATEMENT_TIMEOUT_MS: 'ten seconds' });
    expect(code).toBe(1);
    expect(output).toMatch(/does not start: the database time-outs: DB_STATEMENT_TIMEOUT_MS must be a whole number/);
  }, 60_000);
});
