/**
 * What the care item tests share: the demo patient and operator logged in once, requests as each,
 * accounts made to measure for the creation rules, and items driven into any state through the API.
 */
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { CareAction, CareFlow, CareState } from '../../../../renderer/domain/care/careMachine';
import { hashPassword } from '../../../../server/auth/passwords';
import type { Database } from '../../../../server/db/schema';
import { createSubscription, ensureProduct } from '../../../../server/db/subscriptions';
import { createUser, setEntitlements } from '../../../../server/db/users';
import type { Kysely } from 'kysely';
import { bearer, login } from '../apiHarness';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export const CONSULTATION = { topic: 'Fejfájás', symptoms: 'Két hete fáj a fejem.', channel: 'video', preferredTimes: 'Délelőtt' };
export const SECOND_OPINION = { topic: 'Térd', question: 'Kell-e műtét?', consent: true };

export class Caller {
  constructor(private readonly app: Express, readonly token: string, private readonly headers: Record<string, string> = {}) {}
  private with(req: request.Test): request.Test {
    let out = req.set(...bearer(this.token)).set('X-Locale', 'en');
    for (const [k, v] of Object.entries(this.headers)) out = out.set(k, v);
    return out;
  }
  get(path: string): request.Test {
    return this.with(request(this.app).get(path));
  }
  post(path: string, body: object = {}): request.Test {
    return this.with(request(this.app).post(path)).send(body);
  }
  upload(name: string, data: Buffer = PDF, page = 'second-opinion'): request.Test {
    return this.with(request(this.app).post(`/api/uploads?page=${page}`)).attach('fileData', data, name);
  }
}

export async function caller(app: Express, email: string, password: string, headers: Record<string, string> = {}): Promise<Caller> {
  return new Caller(app, (await login(app, email, password)).token, headers);
}

export interface MadeAccount {
  services: number[];
  flags: string[];
  status?: 'active' | 'created';
  /** The product's coverage list; none: the product covers what the holder has. */
  coverage?: number[];
}

let made = 0;

/** A confirmed account with one subscription of a product of its own, logged in. */
export async function madeAccount(app: Express, db: Kysely<Database>, account: MadeAccount): Promise<Caller & { userId: number; productId: number }> {
  made += 1;
  const email = `care-${made}-${Date.now()}@example.test`;
  const password = 'Care-Test-1';
  const userId = await createUser(db, { email, password_hash: await hashPassword(password), first_name: 'Teszt', last_name: `Beteg${made}`, birth_date: '1980-01-01', phone: null, brand_id: 'default', locale: 'en', customer_uuid: null, email_confirmed: 1 }, Date.now());
  await setEntitlements(db, userId, { flags: account.flags, services: account.services.map((type) => ({ type })) });
  const productId = await ensureProduct(db, { code: `care-test-${made}-${Date.now()}`, name: 'Test', med24FreeProduct: false });
  if (account.coverage) await db.insertInto('product_services').values(account.coverage.map((t) => ({ product_id: productId, service_type: t }))).execute();
  await createSubscription(db, { userId, productId, phone: null, status: account.status ?? 'active' }, Date.now());
  return Object.assign(await caller(app, email, password), { userId, productId });
}

/** The operator's actions that take an appointment item from awaiting approval to `state`. */
const PATHS: Record<CareFlow, Partial<Record<CareState, CareAction[]>>> = {
  appointment: {
    awaiting_approval: [], awaiting_booking: ['approve'], booked: ['approve', 'book'], appeared: ['approve', 'book', 'markAppeared'],
    finished: ['approve', 'book', 'markAppeared', 'close'], cancelled: ['cancel'], deleted: ['cancel', 'delete'],
  },
  written: { awaiting_approval: [], awaiting_booking: ['approve'], finished: ['approve', 'close'], cancelled: ['cancel'], deleted: ['cancel', 'delete'] },
};

export const BODIES: Record<CareAction, object> = {
  approve: {}, book: { appointmentAt: '2026-12-01T09:30:00+01:00', channel: 'video' }, markAppeared: {}, close: { answer: 'Pihenjen, igyon sok folyadékot.' },
  cancel: { reason: 'Már nincs rá szükség.' }, delete: {}, addDocuments: { uploadIds: [] },
};

export const OPERATOR_ACTIONS = new Set<CareAction>(['approve', 'book', 'markAppeared', 'close']);

export function actionPath(id: number, action: CareAction, by: 'patient' | 'operator'): string {
  return by === 'operator' ? `/api/operator/care-items/${id}/actions/${action}` : `/api/care-items/${id}/actions/${action}`;
}

/** A new item of the patient, driven to `state` through the API. */
export async function itemIn(patient: Caller, operator: Caller, flow: CareFlow, state: CareState): Promise<number> {
  const body = flow === 'appointment' ? { service: 'general-consultation', answers: CONSULTATION } : { service: 'second-opinion', answers: SECOND_OPINION };
  const created = await patient.post('/api/care-items', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  for (const action of PATHS[flow][state]!) {
    const by = action === 'delete' ? 'patient' : 'operator';
    const res = await (by === 'patient' ? patient : operator).post(actionPath(id, action, by), BODIES[action]);
    expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  return id;
}

export const statesOf = (flow: CareFlow): CareState[] => Object.keys(PATHS[flow]) as CareState[];
