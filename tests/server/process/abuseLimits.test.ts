/**
 * The abuse limits on the real server: two portal processes over one database (PostgreSQL when
 * TEST_DATABASE_URL is set, else one SQLite file) count failed logins together, an address that
 * failed five times is refused while the owner logs in from another, spread-out guessing asks for
 * the captcha, and an anonymous booking without the captcha is refused. Each request comes from
 * its own loopback address (127.0.0.0/8), so no proxy header is involved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../server/api/abuseLimits';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { createPgSchema, type PgSchema } from './pgSchema';
import { callPortal, startPortal, tempDataDir, type PortalProcess } from './portalProcess';

const { patient } = DEMO_ACCOUNTS;
const PG_URL = process.env.TEST_DATABASE_URL;

/** POSTs JSON to the portal from the given local address. */
const post = (portal: PortalProcess, from: string, path: string, body: unknown) => callPortal(portal, path, { from, body });

describe(`two portal processes on one ${PG_URL ? 'PostgreSQL' : 'SQLite'} database`, () => {
  let first: PortalProcess;
  let second: PortalProcess;
  let schema: PgSchema | undefined;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    let secondDir: string | undefined;
    if (PG_URL) {
      schema = await createPgSchema(PG_URL, 'limits');
      env = { DATABASE_URL: schema.url() };
    }
    first = await startPortal(env);
    // On SQLite both processes open the same file in the same data folder.
    if (!PG_URL) secondDir = first.dataDir;
    second = await startPortal(env, secondDir ?? tempDataDir());
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await schema?.drop();
  });

  const instances = () => [first, second];

  it('count failed logins together: the sixth from one address is 429 on either, the owner elsewhere logs in', async () => {
    for (let i = 0; i < 5; i += 1) expect((await post(instances()[i % 2]!, '127.0.0.21', '/api/login', { username: patient.email, password: 'wrong' })).status).toBe(401);
    for (const portal of instances()) {
      const refused = await post(portal, '127.0.0.21', '/api/login', { username: patient.email, password: patient.password });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('#429');
    }
    expect((await post(second, '127.0.0.22', '/api/login', { username: patient.email, password: patient.password })).status).toBe(200);
  }, 60_000);

  it('ask for the captcha once an account has failed from many addresses', async () => {
    const more = DEFAULT_LIMITS.loginFailuresBeforeCaptcha.limit - 5; // the first test's five failures count too (refusals do not)
    for (let i = 0; i < more; i += 1) expect((await post(instances()[i % 2]!, `127.0.1.${i + 1}`, '/api/login', { username: patient.email, password: `guess-${i}` })).status).toBe(401);
    for (const portal of instances()) {
      const asked = await post(portal, '127.0.2.1', '/api/login', { username: patient.email, password: patient.password });
      expect(asked.status).toBe(400);
      expect(asked.body.code).toBe('RC002');
    }
  }, 60_000);

  it('refuse an anonymous booking without the captcha', async () => {
    const res = await post(first, '127.0.0.31', '/api/public-reservations', {
      slotId: 1, subfunctionId: 1, lastName: 'Vendég', firstName: 'Vera', email: 'vera@demo.test', phone: '+36301234567', birthDate: '1980-01-01', acceptTerms: true, acceptPrivacy: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('RC001');
  });
});
