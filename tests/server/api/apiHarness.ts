/**
 * One seeded database and one app per test file, with a clock the tests can move, plus the
 * steps most API tests take: log in, solve the captcha, read the outbox.
 */
import { scaledLimits } from '../../../server/api/abuseLimits';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Ajv } from 'ajv';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, expect } from 'vitest';
import type { AppDeps } from '../../../server/app';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { formats } from '../../../schemas/vocabulary';
import { readSchemaFiles } from '../../../server/config/schemaRegistry';
import { useTestDatabase } from '../dbHarness';
import { testApp } from '../testApp';

export interface ApiHarness {
  app: Express;
  database: PortalDatabase;
  now: { ms: number };
}

/** The API suites run on SQLite; TEST_API_DIALECT=postgres (with TEST_DATABASE_URL) runs them on PostgreSQL. */
const API_DIALECT = process.env.TEST_API_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export function useApi(overrides: Partial<AppDeps> = {}): () => ApiHarness {
  const database = useTestDatabase(API_DIALECT, { seed: true });
  let harness: ApiHarness | undefined;
  beforeAll(() => {
    const now = { ms: Date.now() };
    // Most files log in and fail on purpose often; the throttle has its own tests with the real limits.
    const app = testApp('test', { db: database().db, clock: () => now.ms, limits: scaledLimits(1000), ...overrides });
    harness = { app, database: database(), now };
  });
  return () => harness!;
}

export async function login(app: Express, username: string, password: string): Promise<{ token: string; refresh_token: string }> {
  const res = await request(app).post('/api/login').send({ username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { token: string; refresh_token: string };
}

/** The proof-of-work answer, found with node:crypto (the shared solver has its own test). */
export function solve(challenge: string, difficulty: number): { challenge: string; nonce: string } {
  for (let n = 0; ; n += 1) {
    const nonce = n.toString(36);
    const hash = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    let bits = 0;
    for (const byte of hash) {
      if (byte === 0) bits += 8;
      else {
        bits += Math.clz32(byte) - 24;
        break;
      }
    }
    if (bits >= difficulty) return { challenge, nonce };
  }
}

export async function captcha(app: Express, host = 'localhost'): Promise<{ challenge: string; nonce: string }> {
  const res = await request(app).get('/api/captcha/challenge').set('Host', host);
  expect(res.status).toBe(200);
  return solve(res.body.challenge as string, res.body.difficulty as number);
}

/** POST /api/public-reservations with a solved captcha, as the booking form sends it. */
export async function bookPublicly(app: Express, body: Record<string, unknown>, host = 'localhost'): Promise<request.Response> {
  return request(app).post('/api/public-reservations').set('Host', host).send({ ...body, captcha: await captcha(app, host) });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export async function outbox(app: Express): Promise<OutboxMail[]> {
  const res = await request(app).get('/dev/outbox.json');
  expect(res.status).toBe(200);
  return res.body.messages as OutboxMail[];
}

/** The token of a mail's link that opens `flow`: the path after the flow, without the query (the link's ?locale=, issue 33). */
export function tokenOfLink(link: string, flow: string): string {
  return decodeURIComponent(link.split(`/${flow}/`)[1]!.split('?')[0]!);
}

/** The token of the newest mail to `to` whose link opens `flow`. */
export async function tokenFromMail(app: Express, to: string, flow: string): Promise<string> {
  const mail = (await outbox(app)).find((m) => m.to === to && m.links.some((l) => l.includes(`/${flow}/`)));
  expect(mail, `a ${flow} mail to ${to}`).toBeDefined();
  return tokenOfLink(mail!.links.find((l) => l.includes(`/${flow}/`))!, flow);
}

const ajv = new Ajv({ allErrors: true, strict: false });
for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check);
for (const f of readSchemaFiles(path.resolve(import.meta.dirname, '../../../schemas'))) ajv.addSchema(f.schema, f.name);

/** The answer fits its schema in schemas/api/. */
export function expectSchema(schema: string, body: unknown): void {
  const validate = ajv.getSchema(`api/${schema}.schema.json`)!;
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

export const bearer = (token: string): [string, string] => ['Authorization', `Bearer ${token}`];
