/**
 * A server started as a container starts it (HOST=0.0.0.0, no DEMO): demo mode is off, so the
 * outbox pages are gone, the demo support key opens nothing, and mail links use the configured
 * https address whatever Host the request named. Run against the real process (server/main.ts).
 */
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import { openDatabase } from '../../../server/db/openDatabase';
import { DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { DEMO_SIMPLEPAY_SECRET } from '../../../server/payments/paymentAccounts';
import { createUser } from '../../../server/db/users';
import { solve } from '../api/apiHarness';
import { testBrands } from '../testApp';
import { refusedStart, startPortal, tempDataDir, type PortalProcess } from './portalProcess';

const SUPPORT_KEY = 'production-support-key-0123456789abcdef';
const PUBLIC_BASE_URL = 'https://portal.example.org';
let portal: PortalProcess;

beforeAll(async () => {
  portal = await startPortal({ HOST: '0.0.0.0', SUPPORT_API_KEY: SUPPORT_KEY, PUBLIC_BASE_URL });
  const database = openDatabase({ file: path.join(portal.dataDir, 'portal.db') });
  await createUser(database.db, { email: 'ilona@example.org', password_hash: await hashPassword('Secret-Pass-1'), first_name: 'Ilona', last_name: 'Kovács', birth_date: '1970-02-03', phone: null, brand_id: 'aipderm', locale: 'hu', customer_uuid: null, email_confirmed: 1 }, Date.now());
  await database.close();
}, 90_000);

afterAll(async () => {
  expect(await portal.stop()).toBe(0);
});

async function recoveryMailLink(host: string): Promise<string> {
  const challenge = (await request(portal.base).get('/api/captcha/challenge').set('Host', host)).body as { challenge: string; difficulty: number };
  const res = await request(portal.base).post('/api/password-recovery').set('Host', host).send({ email: 'ilona@example.org', captcha: solve(challenge.challenge, challenge.difficulty) });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const database = openDatabase({ file: path.join(portal.dataDir, 'portal.db') });
  try {
    const mail = await database.db.selectFrom('outbox').select('text_body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /https?:\/\/\S+password-recovery\/\S+/.exec(mail.text_body)![0];
  } finally {
    await database.close();
  }
}

describe('outside demo mode (HOST=0.0.0.0)', () => {
  it('says at start that demo mode is off and why', () => {
    expect(portal.output()).toContain('demo mode is off: the server listens on 0.0.0.0, which is not loopback');
  });

  it('has no outbox pages, and seeded no demo accounts', async () => {
    expect((await request(portal.base).get('/dev/outbox.json')).status).toBe(404);
    expect((await request(portal.base).get('/dev/outbox')).status).toBe(404);
    const login = await request(portal.base).post('/api/login').send({ username: 'patient@demo.test', password: 'Demo-Patient-1' });
    expect(login.body.code).toBe('U001');
  });

  it('refuses the demo support key and accepts SUPPORT_API_KEY', async () => {
    const demoKey = await request(portal.base).get('/api/impersonate?email=ilona@example.org').set('apikey', DEMO_SUPPORT_API_KEY);
    expect(demoKey.status).toBe(403);
    expect(demoKey.body.code).toBe('#403');
    const configured = await request(portal.base).get('/api/impersonate?email=ilona@example.org').set('apikey', SUPPORT_KEY);
    expect(configured.status).toBe(200);
    expect(configured.body.token).toEqual(expect.any(String));
  });

  it('builds mail links from the brand host over https, never from the Host header', async () => {
    expect(await recoveryMailLink('aipderm.localhost:9999')).toMatch(/^https:\/\/aipderm\.localhost\/[^:]*password-recovery\//);
    // An unknown host gets the fallback brand: its own first host, not the one the request named.
    const fallbackHost = testBrands().resolve(undefined).effective.brand.hosts![0]!;
    expect(await recoveryMailLink('attacker.example:8080')).toMatch(new RegExp(`^https://${fallbackHost.replace(/\./g, '\\.')}/`));
  });
});

describe('what Node refuses before the app sees it', () => {
  it('oversized headers get 431 with the catalogue code', async () => {
    const res = await fetch(`${portal.base}/api/config`, { headers: { 'X-Padding': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ code: '#431', message: expect.stringContaining('túl nagyok') });
  });
});

describe('settings the server refuses to start with', () => {
  it.each([
    [{ HOST: '0.0.0.0', PUBLIC_BASE_URL, SUPPORT_API_KEY: DEMO_SUPPORT_API_KEY }, 'SUPPORT_API_KEY is the demo key'],
    [{ HOST: '0.0.0.0', PUBLIC_BASE_URL, SUPPORT_API_KEY: 'too-short' }, 'at least 32 characters'],
    [{ HOST: '0.0.0.0', PUBLIC_BASE_URL: 'http://portal.example.org' }, 'PUBLIC_BASE_URL must be https://host'],
    [{ HOST: '0.0.0.0', PUBLIC_BASE_URL, SIMPLEPAY_BASE_URL: 'https://secure.simplepay.hu/payment/v2/', SIMPLEPAY_SECRET_RETAIL: DEMO_SIMPLEPAY_SECRET }, 'SIMPLEPAY_SECRET_RETAIL is the demo key printed in the README'],
    [{ HOST: '0.0.0.0', PUBLIC_BASE_URL, SIMPLEPAY_BASE_URL: 'http://gateway.example/payment/v2/' }, 'SIMPLEPAY_BASE_URL must be an https address outside demo mode'],
  ])('%j', async (env, message) => {
    const { code, output } = await refusedStart(env);
    expect(code).toBe(1);
    expect(output).toContain(message);
  }, 60_000);

  it('a database a demo run seeded, outside demo mode', async () => {
    const dataDir = tempDataDir();
    const demoRun = await startPortal({}, dataDir);
    expect(demoRun.output()).toContain('demo mode is on: the server listens on loopback only');
    expect((await request(demoRun.base).get('/dev/outbox.json')).status).toBe(200);
    expect(await demoRun.stop()).toBe(0);
    const { code, output } = await refusedStart({ HOST: '0.0.0.0', PUBLIC_BASE_URL }, dataDir);
    expect(code).toBe(1);
    expect(output).toContain('holds demo data an earlier run in demo mode seeded');
    expect(output).toContain('the account operator@demo.test');
  }, 120_000);
});
