/**
 * The paid brand (retail) as its payment tests need it, on one test dialect: the portal and the
 * local SimplePay gateway both listening on loopback, as in the demo, with a clock the tests set;
 * the seeded paid subscriber and patient logged in; and the steps a customer takes: subscribe, pay
 * or cancel on the gateway's page, come back, and wait for the gateway's notification.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { createLocalGateway, type LocalGateway } from '../../../server/payments/localGateway/createLocalGateway';
import type { PaymentAccounts } from '../../../server/payments/paymentAccounts';
import { newSalt, sign } from '../../../server/payments/simplepay/signature';
import { bearer, login } from '../api/apiHarness';
import { createTestDatabase } from '../dbHarness';
import type { DialectName } from '../../../server/db/openDatabase';
import { testApp } from '../testApp';

export const MERCHANT = 'RETAILHUF01';
export const KEY = 'retail-test-secret-key-7d1e90b2';
export const HOST = 'retail.localhost';

const listen = (app: Express) => new Promise<Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
const portOf = (server: Server) => (server.address() as AddressInfo).port;

export interface PaidVariant {
  database: PortalDatabase;
  app: Express;
  gateway: LocalGateway;
  /** The payment accounts the app sells with: the retail brand's, at the local gateway. */
  payments: PaymentAccounts;
  now: { ms: number };
  /** The seeded paid subscriber's token, and the seeded patient's (another customer). */
  token: string;
  otherToken: string;
  /** Sets the clock, and logs both in again (a session does not outlast a jump of days). */
  moveTo: (ms: number) => Promise<void>;
}

export function usePaidVariant(dialect: DialectName, startsAt: number): () => PaidVariant {
  let harness: PaidVariant | undefined;
  let portal: Server | undefined;
  let gatewayServer: Server | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(dialect, { seed: true });
    const now = { ms: startsAt };
    const holder = { gatewayUrl: '', portalUrl: '' };
    const payments: PaymentAccounts = {
      accountOf: (brandId) => (brandId === 'retail' ? { baseUrl: `${holder.gatewayUrl}/payment/v2/`, merchant: MERCHANT, secretKey: KEY } : undefined),
      keyOf: (merchant) => (merchant === MERCHANT ? KEY : undefined),
    };
    const app = testApp('test', { db: database.db, clock: () => now.ms, payments });
    portal = await listen(app);
    holder.portalUrl = `http://127.0.0.1:${portOf(portal)}`;
    const gateway = createLocalGateway({
      merchants: { [MERCHANT]: { secretKey: KEY, get ipnUrl() { return `${holder.portalUrl}/api/simplepay/ipn`; }, currency: 'HUF' } },
      get publicUrl() { return holder.gatewayUrl; },
      ipnRetryDelaysMs: [20, 20],
      now: () => new Date(now.ms),
    });
    gatewayServer = await listen(gateway.app);
    holder.gatewayUrl = `http://127.0.0.1:${portOf(gatewayServer)}`;
    const logins = async () => ({
      token: (await login(app, DEMO_ACCOUNTS.paid.email, DEMO_ACCOUNTS.paid.password)).token,
      otherToken: (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token,
    });
    const moveTo = async (ms: number) => {
      now.ms = ms;
      Object.assign(harness!, await logins());
    };
    harness = { database, app, gateway, payments, now, ...(await logins()), moveTo };
  }, 60_000);
  afterAll(async () => {
    harness?.gateway.close();
    gatewayServer?.close();
    portal?.close();
    await harness?.database.close();
  });
  return () => harness!;
}

/** The customer on the gateway's page: pays (with a card) or cancels; answers the back URL's r and s. */
export async function onGatewayPage(paymentUrl: string, action: 'pay' | 'cancel', card = 'success'): Promise<{ r: string; s: string; back: URL }> {
  const res = await fetch(paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action, card }) });
  const back = new URL(res.headers.get('location')!);
  return { r: back.searchParams.get('r')!, s: back.searchParams.get('s')!, back };
}

/** Waits until the gateway's notification of the transaction has been acknowledged by the portal. */
export async function acknowledged(gateway: LocalGateway, transactionId: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (gateway.ipnLog.some((a) => String(a.transactionId) === transactionId && a.acknowledged)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`IPN of ${transactionId} not acknowledged: ${JSON.stringify(gateway.ipnLog)}`);
}

/** A FINISHED notification of the payment as the gateway would sign it, and a way to post it with any signature. */
export function ipnFor(app: Express, orderRef: string, transactionId: string) {
  const body = JSON.stringify({ salt: newSalt(), orderRef, method: 'CARD', merchant: MERCHANT, finishDate: '2026-11-26T10:00:05+00:00', paymentDate: '2026-11-26T10:00:01+00:00', transactionId: Number(transactionId), status: 'FINISHED', cardMask: 'xxxx-xxxx-xxxx-0425' });
  return { body, post: (signature = sign(body, KEY)) => request(app).post('/api/simplepay/ipn').set('Content-Type', 'application/json').set('Signature', signature).send(body) };
}

export const returned = (app: Express, r: string, s: string, who: string) => request(app).get('/api/med24/payments/return').query({ r, s }).set('Host', HOST).set(...bearer(who));

/**
 * Ends the customer's subscriptions bought by card, as if cancelled and over long ago, so the next
 * purchase is a first one (a customer holds one subscription per product line at a time).
 */
export async function endHeldSubscriptions(database: PortalDatabase, email: string): Promise<void> {
  const user = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await database.db.updateTable('subscriptions').set({ cancelled_at: '2026-01-01T00:00:00.000Z', closed_at: '2026-01-02T00:00:00.000Z' })
    .where('user_id', '=', user.id).where('billing_period', 'is not', null).where('closed_at', 'is', null).execute();
}
