/**
 * The local SimplePay gateway (server/payments/localGateway) against the portal's protocol client
 * over real HTTP on loopback: /start with its checks and error codes as the real gateway answers
 * them, the payment page's test cards and ways out sending the customer back with signed r and s,
 * the IPN repeated until the merchant acknowledges it correctly, /query, /finish, /refund and
 * /dorecurring with the card tokens a first payment registers. Amounts are whole forints.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalGateway, type LocalGateway } from '../../../server/payments/localGateway/createLocalGateway';
import { readReturn } from '../../../server/payments/simplepay/backReference';
import { readIpn } from '../../../server/payments/simplepay/ipnAcknowledgement';
import { sign } from '../../../server/payments/simplepay/signature';
import { createSimplePayClient, SimplePayError, type SimplePayClient } from '../../../server/payments/simplepay/simplePayClient';

const MERCHANT = 'PORTALTEST01';
const KEY = 'portal-test-secret-key-4f9a21c7';
const keyOf = (m: string) => (m === MERCHANT ? KEY : undefined);

type Answering = 'correct' | 'error' | 'badSignature' | 'wrongBody';
/** The merchant's IPN endpoint: answers each notification as the next of `script` says (then correctly), and records what it received. */
const merchantSide = { script: [] as Answering[], received: [] as string[] };
let ipnServer: Server;
let gatewayServer: Server;
let gateway: LocalGateway;
let client: SimplePayClient;
let base: string;
let clock = new Date('2026-11-26T10:00:00Z');

const listen = (app: express.Express) => new Promise<Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const BACK = 'https://portal.example/med24/simplepay/simplepay-return';
let orderSeq = 0;
const startRequest = (overrides: Record<string, unknown> = {}) => ({
  orderRef: `sub-${++orderSeq}`, currency: 'HUF' as const, customerEmail: 'paid@demo.test', language: 'HU', methods: ['CARD' as const], total: 8990,
  timeout: '2026-11-26T10:30:00+00:00', urls: { success: `${BACK}?outcome=success`, fail: `${BACK}?outcome=fail`, cancel: `${BACK}?outcome=cancel`, timeout: `${BACK}?outcome=timeout` },
  invoice: { name: 'Kiss Anna', country: 'HU', city: 'Budapest', zip: '1051', address: 'Október 6. utca 7.' }, ...overrides,
});

/** Pays on the payment page as a person would: `action` pay (with `card`), cancel or timeout; answers where the browser is sent. */
async function pay(paymentUrl: string, action: 'pay' | 'cancel' | 'timeout', card = 'success'): Promise<URL> {
  const page = await fetch(paymentUrl);
  expect(page.status).toBe(200);
  const res = await fetch(paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action, card }) });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const waitFor = async <T>(probe: () => T | undefined, ms = 3000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

beforeAll(async () => {
  const merchantApp = express();
  merchantApp.post('/ipn', express.text({ type: () => true }), (req, res) => {
    merchantSide.received.push(req.body as string);
    const mode = merchantSide.script.shift() ?? 'correct';
    if (mode === 'error') return void res.status(500).send('down');
    const reading = readIpn(req.body as string, req.get('Signature'), keyOf, new Date());
    if (!reading.ok) return void res.status(400).send(reading.reason);
    const body = mode === 'wrongBody' ? JSON.stringify({ ...JSON.parse(reading.answer.body), status: 'CANCELLED' }) : reading.answer.body;
    res.set('Signature', mode === 'badSignature' ? sign(body, 'not-the-key') : sign(body, KEY)).type('application/json').send(body);
  });
  ipnServer = await listen(merchantApp);
  // The gateway's own URL is known only once it listens; the app reads it per request through this holder.
  const holder = { url: '' };
  gateway = createLocalGateway({ merchants: { [MERCHANT]: { secretKey: KEY, ipnUrl: `${urlOf(ipnServer)}/ipn`, currency: 'HUF' } }, get publicUrl() { return holder.url; }, ipnRetryDelaysMs: [20, 20, 20], now: () => clock });
  gatewayServer = await listen(gateway.app);
  holder.url = urlOf(gatewayServer);
  base = `${holder.url}/payment/v2/`;
  client = createSimplePayClient({ baseUrl: base, merchant: MERCHANT, secretKey: KEY });
});
afterAll(() => {
  gateway.close();
  gatewayServer.close();
  ipnServer.close();
});
beforeEach(() => {
  merchantSide.script = [];
  clock = new Date('2026-11-26T10:00:00Z');
});

const codesOf = async (promise: Promise<unknown>): Promise<readonly number[]> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SimplePayError) return error.codes;
    throw error;
  }
  throw new Error('not refused');
};

describe('/start', () => {
  it('opens a transaction and answers, signed, its id, total in whole forints and the payment page', async () => {
    const request = startRequest();
    const started = await client.start(request);
    expect(started).toMatchObject({ merchant: MERCHANT, orderRef: request.orderRef, currency: 'HUF', total: 8990, timeout: '2026-11-26T10:30:00+00:00' });
    expect(Number.isInteger(started.transactionId)).toBe(true);
    expect(started.paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[A-Za-z0-9_-]{32}$/);
    const page = await (await fetch(started.paymentUrl)).text();
    // Hungarian writes four-digit amounts without a group separator: 8990 Ft.
    expect(page).toContain('<dd data-testid="gateway-amount">8990\u00a0Ft</dd>');
  });

  it('answers each missing or wrong field with the real gateway’s code', async () => {
    const { orderRef: _o, customerEmail: _c, invoice: _i, ...rest } = startRequest();
    expect(await codesOf(client.start({ ...rest, customerEmail: 'not-an-email', language: 'XX', invoice: { name: '', country: 'HU', city: '', zip: '', address: '' } } as never))).toEqual([5213, 5219, 5220, 5309, 5310, 5311, 5312]);
    expect(await codesOf(client.start(startRequest({ total: 8990.5 })))).toEqual([5065]);
    expect(await codesOf(client.start(startRequest({ timeout: '2026-11-26T09:59:00+00:00' })))).toEqual([5227]);
    expect(await codesOf(client.start(startRequest({ urls: undefined, url: 'javascript:alert(1)' })))).toEqual([5218]);
    expect(await codesOf(client.start(startRequest({ currency: 'EUR', total: 30 })))).toEqual([5307]);
  });

  it('refuses an order reference the merchant used before (5013)', async () => {
    const request = startRequest();
    await client.start(request);
    expect(await codesOf(client.start(request))).toEqual([5013]);
  });

  it('answers a wrong signature with 5302, unsigned, and a body that is not JSON with 5321', async () => {
    const wrongKey = createSimplePayClient({ baseUrl: base, merchant: MERCHANT, secretKey: 'not-the-key' });
    await expect(wrongKey.start(startRequest())).rejects.toThrow('5302 (invalid signature), in an answer without a valid signature');
    const res = await fetch(`${base}start`, { method: 'POST', headers: { Signature: sign('{', KEY) }, body: '{' });
    expect(await res.json()).toMatchObject({ errorCodes: [5321] });
    expect(res.headers.get('Signature')).toBeNull();
  });
});

describe('the payment page', () => {
  it('pays with the success card: the customer returns with a signed SUCCESS, the IPN follows and is acknowledged', async () => {
    const started = await client.start(startRequest());
    const back = await pay(started.paymentUrl, 'pay', 'success');
    expect(back.searchParams.get('outcome')).toBe('success');
    expect(readReturn(back.searchParams.get('r'), back.searchParams.get('s'), keyOf)).toEqual({ ok: true, outcome: { r: 0, t: started.transactionId, e: 'SUCCESS', m: MERCHANT, o: started.orderRef } });
    const attempt = await waitFor(() => gateway.ipnLog.find((a) => a.transactionId === started.transactionId && a.acknowledged));
    expect(attempt.attempt).toBe(1);
    const ipn = JSON.parse(merchantSide.received.at(-1)!);
    expect(ipn).toMatchObject({ merchant: MERCHANT, orderRef: started.orderRef, transactionId: started.transactionId, status: 'FINISHED', method: 'CARD', cardMask: 'xxxx-xxxx-xxxx-0425' });
    // A second submission of the page changes nothing.
    const again = await fetch(started.paymentUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=pay&card=declined' });
    expect(again.status).toBe(409);
  });

  it.each([
    ['declined', 'pay', 'fail', 'FAIL', 2013, 'NOTAUTHORIZED'],
    ['threeDSecureFailed', 'pay', 'fail', 'FAIL', 2023, 'NOTAUTHORIZED'],
    ['success', 'cancel', 'cancel', 'CANCEL', 2016, 'CANCELLED'],
    ['success', 'timeout', 'timeout', 'TIMEOUT', 5016, 'TIMEOUT'],
  ] as const)('with card %s and %s: back to the %s URL with %s (%i), the transaction %s, no IPN', async (card, action, url, event, code, status) => {
    const started = await client.start(startRequest());
    const back = await pay(started.paymentUrl, action, card);
    expect(back.searchParams.get('outcome')).toBe(url);
    expect(readReturn(back.searchParams.get('r'), back.searchParams.get('s'), keyOf)).toMatchObject({ ok: true, outcome: { r: code, e: event } });
    const queried = await client.query({ transactionIds: [started.transactionId] });
    expect(queried.transactions).toEqual([expect.objectContaining({ status })]);
    await new Promise((r) => setTimeout(r, 60));
    expect(gateway.ipnLog.some((a) => a.transactionId === started.transactionId)).toBe(false);
  });

  it('times the payment out when its timeout passes before the customer pays', async () => {
    const started = await client.start(startRequest({ timeout: '2026-11-26T10:05:00+00:00' }));
    clock = new Date('2026-11-26T10:06:00Z');
    expect(await (await fetch(started.paymentUrl)).text()).toContain('Ez a fizetés lezárult.');
    expect((await client.query({ orderRefs: [started.orderRef] })).transactions[0]!.status).toBe('TIMEOUT');
  });
});

describe('the IPN', () => {
  it('is repeated after an error, a wrong signature and a wrong body until the merchant answers correctly', async () => {
    merchantSide.script = ['error', 'badSignature', 'wrongBody'];
    const started = await client.start(startRequest());
    await pay(started.paymentUrl, 'pay');
    const last = await waitFor(() => gateway.ipnLog.find((a) => a.transactionId === started.transactionId && a.attempt === 4));
    expect(gateway.ipnLog.filter((a) => a.transactionId === started.transactionId).map((a) => [a.status, a.acknowledged])).toEqual([[500, false], [200, false], [200, false], [200, true]]);
    expect(last.acknowledged).toBe(true);
  });

  it('stops after the last retry when the merchant never acknowledges it', async () => {
    merchantSide.script = ['error', 'error', 'error', 'error', 'error'];
    const started = await client.start(startRequest());
    await pay(started.paymentUrl, 'pay');
    await waitFor(() => gateway.ipnLog.find((a) => a.transactionId === started.transactionId && a.attempt === 4));
    await new Promise((r) => setTimeout(r, 100));
    expect(gateway.ipnLog.filter((a) => a.transactionId === started.transactionId).map((a) => a.acknowledged)).toEqual([false, false, false, false]);
    merchantSide.script = [];
  });
});

describe('/query, /refund and /finish', () => {
  it('answer a finished payment, refund part of it, refuse more than remains, then refund the rest', async () => {
    const started = await client.start(startRequest());
    await pay(started.paymentUrl, 'pay');
    expect((await client.query({ orderRefs: [started.orderRef, 'no-such-order'] })).transactions).toEqual([
      expect.objectContaining({ orderRef: started.orderRef, status: 'FINISHED', total: 8990, remainingTotal: 8990, cardMask: 'xxxx-xxxx-xxxx-0425' }),
    ]);
    expect(await client.refund({ orderRef: started.orderRef, refundTotal: 990, currency: 'HUF' })).toMatchObject({ refundTotal: 990, remainingTotal: 8000 });
    expect(await codesOf(client.refund({ orderRef: started.orderRef, refundTotal: 8001, currency: 'HUF' }))).toEqual([5110]);
    expect(await codesOf(client.refund({ orderRef: started.orderRef, refundTotal: 0.5, currency: 'HUF' }))).toEqual([5065]);
    await client.refund({ transactionId: started.transactionId, refundTotal: 8000, currency: 'HUF' });
    expect((await client.query({ transactionIds: [started.transactionId] })).transactions[0]).toMatchObject({ status: 'REFUND', remainingTotal: 0 });
    expect(await codesOf(client.query({}))).toEqual([5339]);
    expect(await codesOf(client.refund({ orderRef: 'no-such-order', refundTotal: 1, currency: 'HUF' }))).toEqual([5011]);
  });

  it('capture a two-step payment once it is authorised, and only once', async () => {
    const started = await client.start(startRequest({ twoStep: true }));
    expect(await codesOf(client.finish({ transactionId: started.transactionId, originalTotal: 8990, approveTotal: 8990, currency: 'HUF' }))).toEqual([5022]);
    await pay(started.paymentUrl, 'pay');
    expect((await client.query({ transactionIds: [started.transactionId] })).transactions[0]!.status).toBe('AUTHORIZED');
    expect(await client.finish({ transactionId: started.transactionId, originalTotal: 8990, approveTotal: 8990, currency: 'HUF' })).toMatchObject({ approveTotal: 8990 });
    expect(await codesOf(client.finish({ transactionId: started.transactionId, originalTotal: 8990, approveTotal: 8990, currency: 'HUF' }))).toEqual([5021]);
  });
});

describe('/dorecurring', () => {
  const charge = (token: string, total = 8990) => client.doRecurring({ orderRef: `renewal-${++orderSeq}`, token, currency: 'HUF', customerEmail: 'paid@demo.test', total, type: 'MIT', threeDSReqAuthMethod: '02' });

  it('charges the card a first payment registered, once per token, up to its highest amount, with an IPN', async () => {
    const started = await client.start(startRequest({ customer: 'Kiss Anna', recurring: { times: 2, until: '2027-11-26T10:00:00+00:00', maxAmount: 10000 } }));
    expect(started.tokens).toHaveLength(2);
    const [first, second] = started.tokens!;
    expect(await codesOf(charge(first!))).toEqual([5091]);
    await pay(started.paymentUrl, 'pay');
    const renewal = await charge(first!);
    expect(renewal).toMatchObject({ total: 8990, currency: 'HUF' });
    const ipn = await waitFor(() => gateway.ipnLog.find((a) => a.transactionId === renewal.transactionId && a.acknowledged));
    expect(ipn.attempt).toBe(1);
    expect(await codesOf(charge(first!))).toEqual([5082]);
    expect(await codesOf(charge(second!, 10001))).toEqual([5069]);
    expect(await codesOf(charge('NO-SUCH-TOKEN'))).toEqual([5081]);
    clock = new Date('2027-11-27T10:00:00Z');
    expect(await codesOf(charge(second!))).toEqual([5092]);
  });

  it('refuses a registration that does not say how many, until when and up to how much (5083, 5085, 5087)', async () => {
    expect(await codesOf(client.start(startRequest({ recurring: { times: 0, until: 'soon', maxAmount: 0 } })))).toEqual([5083, 5085, 5087]);
  });
});
