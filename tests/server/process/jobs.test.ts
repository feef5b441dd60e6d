/**
 * The background jobs in real server processes (issue 32): on one PostgreSQL database two
 * instances run each slot of a job once between them; a process killed in the middle of a job
 * (mail delivery waiting on an SMTP server) has that work done by the next start, once.
 */
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgSchema, type PgSchema } from './pgSchema';
import { startPortal, tempDataDir, type PortalProcess } from './portalProcess';

const PG_URL = process.env.TEST_DATABASE_URL;

/** Polls `check` until it answers something truthy, or fails naming `what` after the deadline. */
async function until<T>(what: string, check: () => Promise<T> | T, deadlineMs = 90_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The `job ran` lines of a process's JSON log for one job: its slots. */
function slotsRun(output: string, job: string): string[] {
  return output.split('\n').filter((line) => line.includes('"job ran"')).map((line) => JSON.parse(line) as { job: string; slot: string }).filter((l) => l.job === job).map((l) => l.slot);
}

interface Smtp { port: number; connections: number; subjects: string[]; close: () => void }

/** An SMTP server: one that takes each mail (enough of RFC 5321 for nodemailer), or one that accepts connections and never greets. */
async function smtpServer(answers: boolean): Promise<Smtp> {
  const state = { connections: 0, subjects: [] as string[] };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    state.connections += 1;
    if (!answers) return;
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          state.subjects.push(/^Subject: (.*)$/m.exec(buffer.slice(0, end))?.[1] ?? '');
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 test\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get connections() { return state.connections; },
    subjects: state.subjects,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const JOB_ENV = { JOB_MAIL_DELIVERY_SECONDS: '2', MAIL_SEND_TIMEOUT_SECONDS: '5', JOB_TIMEOUT_SECONDS: '4', JOB_RETRY_DELAY_SECONDS: '1' };

describe.skipIf(!PG_URL)('two instances on one PostgreSQL database', () => {
  let schema: PgSchema | undefined;
  const portals: PortalProcess[] = [];
  afterAll(async () => {
    await Promise.all(portals.map((p) => p.stop()));
    await schema?.drop();
  });

  it('run each slot of a job once between them', async () => {
    schema = await createPgSchema(PG_URL!, 'jobs_once');
    const env = { DATABASE_URL: schema.url(), LOG_LEVEL: 'debug', JOB_BOOKING_HOLDS_SECONDS: '2', JWT_SECRET: 'jobs-suite-signing-key-of-both-instances-0001' };
    portals.push(await startPortal(env));
    portals.push(await startPortal(env));
    const [first, second] = portals as [PortalProcess, PortalProcess];
    // Both instances ask for every slot (twice per period each); the slots they ran, together:
    const all = () => [...slotsRun(first.output(), 'booking-holds'), ...slotsRun(second.output(), 'booking-holds')];
    await until('eight slots run after both instances started', () => new Set(all().filter((slot) => slot > new Date(Date.now() - 60_000).toISOString())).size >= 8);
    const slots = all();
    expect(slots.length).toBeGreaterThanOrEqual(8);
    expect(slots.length).toBe(new Set(slots).size);
  }, 240_000);
});

describe.each(PG_URL ? ['sqlite', 'postgres'] : ['sqlite'])('a process killed in the middle of a job, on %s', (dialect) => {
  let schema: PgSchema | undefined;
  const portals: PortalProcess[] = [];
  const servers: Smtp[] = [];
  afterAll(async () => {
    await Promise.all(portals.map((p) => p.stop()));
    for (const s of servers) s.close();
    await schema?.drop();
  });

  it('has the job retried, and the mail it was sending sent once', async () => {
    const dataDir = tempDataDir();
    schema = dialect === 'postgres' ? await createPgSchema(PG_URL!, 'jobs_kill') : undefined;
    const stalling = await smtpServer(false);
    const answering = await smtpServer(true);
    servers.push(stalling, answering);
    const base = { ...JOB_ENV, ...(schema ? { DATABASE_URL: schema.url() } : {}) };
    const killed = await startPortal({ ...base, SMTP_URL: `smtp://127.0.0.1:${stalling.port}` }, dataDir);
    portals.push(killed);

    // A mail queued as the mailer queues it, then the process killed while its delivery waits on the SMTP server.
    const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => {
      if (schema) {
        const client = await schema.client();
        try {
          return (await client.query(query.replace(/\?/g, (_, i: number) => `$${query.slice(0, i).split('?').length}`), params)).rows as T[];
        } finally {
          await client.end();
        }
      }
      const db = new Database(path.join(dataDir, 'portal.db'));
      try {
        return query.trim().startsWith('select') ? (db.prepare(query).all(...params) as T[]) : (db.prepare(query).run(...params), []);
      } finally {
        db.close();
      }
    };
    const now = new Date().toISOString();
    await sql(`insert into outbox (brand_id, to_address, subject, text_body, created_at, state, attempts, next_attempt_at) values ('default', 'someone@demo.test', 'Killed mid-send', 'Hello', ?, 'queued', 0, ?)`, [now, now]);
    await until('the delivery to reach the SMTP server', () => stalling.connections > 0);
    const activeJobs = schema ? await sql<{ id: string }>(`select id from ${schema.name}_jobs.job where name = 'mail-delivery' and state = 'active'`) : [];
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(await sql('select state, attempts from outbox where subject = ?', ['Killed mid-send'])).toEqual([{ state: 'queued', attempts: 1 }]);
    if (schema) expect(activeJobs).toHaveLength(1);

    portals.push(await startPortal({ ...base, SMTP_URL: `smtp://127.0.0.1:${answering.port}` }, dataDir));
    await until('the mail to be sent', async () => (await sql<{ state: string }>('select state from outbox where subject = ?', ['Killed mid-send']))[0]?.state === 'sent');
    expect(await sql('select state, attempts from outbox where subject = ?', ['Killed mid-send'])).toEqual([{ state: 'sent', attempts: 2 }]);
    expect(answering.subjects).toEqual(['Killed mid-send']);
    if (schema) {
      // The queue itself retried the run the kill cut short: expired after its time-out, run again, done.
      const retried = await until('the killed run to be retried', async () => {
        const [job] = await sql<{ state: string; retry_count: number }>(`select state, retry_count from ${schema!.name}_jobs.job where id = ?`, [activeJobs[0]!.id]);
        return job?.state === 'completed' ? job : undefined;
      });
      expect(retried.retry_count).toBeGreaterThanOrEqual(1);
    }
  }, 240_000);
});
