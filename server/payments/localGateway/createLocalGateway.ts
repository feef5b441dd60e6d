/**
 * The local SimplePay gateway: a small Express app of its own that speaks the SimplePay v2
 * protocol as the real gateway does, for the demo and the tests, where no real gateway is
 * reachable. Configuration picks it by the gateway base URL (…/payment/v2/).
 * - POST /payment/v2/start, /query, /finish, /refund, /dorecurring, /tokencancel: every request's signature is
 *   checked with the merchant's key (5302 when wrong), its body read as JSON (5321), its fields
 *   checked (startChecks.ts); answers are signed; a refusal answers `errorCodes` as the real one does.
 * - GET /pay/:pageId: the payment page with test cards (testCards.ts); POST there pays, declines,
 *   fails 3-D Secure, cancels or times out, and sends the customer back with signed `r` and `s`.
 * - A finished payment's IPN goes to the merchant's IPN URL until acknowledged (ipnSender.ts).
 * Merchants are configuration: id, secret key, IPN URL, and the currency of the account.
 */
import { randomBytes } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import { encodeReturn } from '../simplepay/backReference';
import type { SimplePayErrorCode } from '../simplepay/errorCodes';
import { newSalt, protocolDate, sign, signatureMatches } from '../simplepay/signature';
import { GatewayState, type GatewayTransaction } from './gatewayState';
import { createIpnSender } from './ipnSender';
import { paymentPage } from './paymentPage';
import { saltCode, startCodes, validAmount } from './startChecks';
import { CANCEL, cardMask, TEST_CARDS, TIMEOUT, type TestCardName } from './testCards';

export interface GatewayMerchant {
  secretKey: string;
  ipnUrl: string;
  currency?: 'HUF' | 'EUR' | 'USD';
}

export interface LocalGatewayOptions {
  merchants: Record<string, GatewayMerchant>;
  /** The gateway's own address as the customer's browser reaches it, for payment page URLs. */
  publicUrl: string;
  ipnRetryDelaysMs?: readonly number[];
  now?: () => Date;
  fetchImpl?: typeof fetch;
}

type Body = Record<string, unknown>;

/** What the gateway's handlers share: the merchants and the gateway's address, its clock, its transactions and its IPN sender. */
interface GatewayContext {
  options: LocalGatewayOptions;
  now: () => Date;
  state: GatewayState;
  ipn: ReturnType<typeof createIpnSender>;
}

export function createLocalGateway(options: LocalGatewayOptions) {
  const now = options.now ?? (() => new Date());
  const state = new GatewayState();
  const ipn = createIpnSender({ retryDelaysMs: options.ipnRetryDelaysMs ?? [1_000, 5_000, 30_000, 120_000, 600_000], now, fetchImpl: options.fetchImpl ?? fetch });
  const gateway: GatewayContext = { options, now, state, ipn };
  const app = express();
  app.disable('x-powered-by');
  app.use('/payment/v2', protocolRouter(gateway));
  app.use(pageRouter(gateway));
  return { app, state, ipnLog: ipn.log, close: (): void => ipn.stop() };
}

/** The SimplePay v2 protocol's requests, each a signed JSON body. */
function protocolRouter(gateway: GatewayContext): express.Router {
  const protocol = express.Router();
  protocol.use(express.text({ type: () => true, limit: '64kb' }));
  protocol.post('/start', (req, res) => startPayment(gateway, req, res));
  protocol.post('/query', (req, res) => queryTransactions(gateway, req, res));
  protocol.post('/finish', (req, res) => finishPayment(gateway, req, res));
  protocol.post('/refund', (req, res) => refundPayment(gateway, req, res));
  protocol.post('/dorecurring', (req, res) => chargeRecurring(gateway, req, res));
  protocol.post('/tokencancel', (req, res) => cancelToken(gateway, req, res));
  return protocol;
}

/** The payment page the customer's browser is sent to, and the outcome the customer picks there. */
function pageRouter(gateway: GatewayContext): express.Router {
  const page = express.Router();
  page.get('/pay/:pageId', (req, res) => showPaymentPage(gateway, req, res));
  page.post('/pay/:pageId', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => payOnPage(gateway, req, res));
  return page;
}

/** Answers `body` as JSON, signed with the merchant's key when the merchant is known. */
function answer({ options }: GatewayContext, res: Response, merchant: string | undefined, body: Body, status = 200): void {
  const text = JSON.stringify(body);
  const key = merchant ? options.merchants[merchant]?.secretKey : undefined;
  if (key) res.set('Signature', sign(text, key));
  res.status(status).type('application/json').send(text);
}

/** Refuses a request with `codes`, echoing what the real gateway echoes of it. */
function refuse(gateway: GatewayContext, res: Response, body: Body, codes: SimplePayErrorCode[]): void {
  const merchant = typeof body.merchant === 'string' && gateway.options.merchants[body.merchant] ? body.merchant : undefined;
  answer(gateway, res, merchant, { errorCodes: [...new Set(codes)], salt: newSalt(), ...(merchant ? { merchant } : {}), ...(typeof body.orderRef === 'string' ? { orderRef: body.orderRef } : {}), ...(typeof body.currency === 'string' ? { currency: body.currency } : {}), total: 0 });
}

/** Reads a protocol request: JSON (5321), a merchant (5201, 5010) and its valid signature (5302). */
function protocolRequest(gateway: GatewayContext, req: Request, res: Response): { body: Body; merchant: string } | undefined {
  const raw = typeof req.body === 'string' ? req.body : '';
  let body: Body;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Body;
  } catch {
    refuse(gateway, res, {}, [5321]);
    return undefined;
  }
  if (typeof body.merchant !== 'string' || body.merchant === '') return void refuse(gateway, res, body, [5201]);
  const account = gateway.options.merchants[body.merchant];
  if (!account) return void refuse(gateway, res, body, [5010]);
  if (!signatureMatches(raw, req.get('Signature'), account.secretKey)) {
    // The real gateway answers a wrong signature unsigned, without echoing the merchant.
    answer(gateway, res, undefined, { errorCodes: [5302], salt: newSalt(), total: 0 });
    return undefined;
  }
  return { body, merchant: body.merchant };
}

/** The merchant's transaction the body names by transactionId or else by orderRef. */
function findTransaction(state: GatewayState, merchant: string, body: Body): GatewayTransaction | undefined {
  const tx = body.transactionId !== undefined ? state.transactions.get(Number(body.transactionId)) : typeof body.orderRef === 'string' ? state.byOrderRef(merchant, body.orderRef) : undefined;
  return tx && tx.merchant === merchant ? tx : undefined;
}

/** A protocol request about one of the merchant's transactions, named by orderRef or transactionId (5111), which exists (5011). */
function existingTransaction(gateway: GatewayContext, req: Request, res: Response): { body: Body; merchant: string; tx: GatewayTransaction } | undefined {
  const read = protocolRequest(gateway, req, res);
  if (!read) return undefined;
  const { body, merchant } = read;
  if (body.orderRef === undefined && body.transactionId === undefined) return void refuse(gateway, res, body, [5111]);
  const tx = findTransaction(gateway.state, merchant, body);
  if (!tx) return void refuse(gateway, res, body, [5011]);
  return { body, merchant, tx };
}

/** Sends the transaction's IPN to its merchant until acknowledged. */
function notify({ options, ipn }: GatewayContext, tx: GatewayTransaction): void {
  const account = options.merchants[tx.merchant]!;
  void ipn.send(tx, account.ipnUrl, account.secretKey);
}

/** POST /start: a new payment (and, for a recurring one, its card tokens) and the payment page's URL. */
function startPayment(gateway: GatewayContext, req: Request, res: Response): void {
  const { options, state, now } = gateway;
  const read = protocolRequest(gateway, req, res);
  if (!read) return;
  const { body, merchant } = read;
  const codes = startCodes(body, now());
  const account = options.merchants[merchant]!;
  if (!codes.length && account.currency && body.currency !== account.currency) codes.push(5307);
  if (!codes.length && state.byOrderRef(merchant, body.orderRef as string)) codes.push(5013);
  if (codes.length) return refuse(gateway, res, body, codes);
  const urls = (body.urls as GatewayTransaction['urls'] | undefined) ?? { success: body.url as string, fail: body.url as string, cancel: body.url as string, timeout: body.url as string };
  const transactionId = state.newTransactionId();
  const recurring = body.recurring as { times: number; until: string; maxAmount: number } | undefined;
  const tokens = recurring ? Array.from({ length: recurring.times }, () => randomBytes(16).toString('hex').toUpperCase()) : [];
  const tx: GatewayTransaction = {
    transactionId, merchant, orderRef: body.orderRef as string, currency: body.currency as GatewayTransaction['currency'], total: body.total as number, remainingTotal: body.total as number,
    status: 'INIT', language: body.language as string, customerEmail: body.customerEmail as string, timeout: new Date(body.timeout as string), urls, twoStep: body.twoStep === true,
    ...(body.invoice ? { invoice: body.invoice as GatewayTransaction['invoice'] } : {}), tokens, pageId: randomBytes(24).toString('base64url'),
  };
  state.transactions.set(transactionId, tx);
  for (const token of tokens) state.tokens.set(token, { token, merchant, transactionId, until: new Date(recurring!.until), maxAmount: recurring!.maxAmount, used: false });
  answer(gateway, res, merchant, {
    salt: newSalt(), merchant, orderRef: tx.orderRef, currency: tx.currency, transactionId, timeout: protocolDate(tx.timeout), total: tx.total,
    paymentUrl: new URL(`pay/${tx.pageId}`, options.publicUrl.endsWith('/') ? options.publicUrl : `${options.publicUrl}/`).toString(), ...(tokens.length ? { tokens } : {}),
  });
}

/** POST /query: the merchant's transactions named by orderRefs and transactionIds (at most 50 of each), as they stand now. */
function queryTransactions(gateway: GatewayContext, req: Request, res: Response): void {
  const { state, now } = gateway;
  const read = protocolRequest(gateway, req, res);
  if (!read) return;
  const { body, merchant } = read;
  const orderRefs = Array.isArray(body.orderRefs) ? body.orderRefs : [];
  const ids = Array.isArray(body.transactionIds) ? body.transactionIds : [];
  const codes: SimplePayErrorCode[] = [...saltCode(body)];
  if (!orderRefs.length && !ids.length) codes.push(5339);
  if (orderRefs.length > 50) codes.push(5327);
  if (ids.length > 50) codes.push(5328);
  if (codes.length) return refuse(gateway, res, body, codes);
  const found = [...orderRefs.map((o) => findTransaction(state, merchant, { orderRef: o })), ...ids.map((t) => findTransaction(state, merchant, { transactionId: t }))].filter((t): t is GatewayTransaction => t !== undefined);
  const transactions = [...new Map(found.map((t) => [t.transactionId, t])).values()].map((tx) => {
    state.expireIfDue(tx, now());
    return {
      merchant, orderRef: tx.orderRef, currency: tx.currency, total: tx.total, transactionId: tx.transactionId, status: tx.status, remainingTotal: tx.remainingTotal, method: 'CARD',
      ...(tx.paymentDate ? { paymentDate: protocolDate(tx.paymentDate) } : {}), ...(tx.finishDate ? { finishDate: protocolDate(tx.finishDate) } : {}), ...(tx.cardMask ? { cardMask: tx.cardMask } : {}),
    };
  });
  answer(gateway, res, merchant, { salt: newSalt(), merchant, transactions, totalCount: transactions.length });
}

/** POST /finish: completes an authorized two-step payment with at most the authorized amount. */
function finishPayment(gateway: GatewayContext, req: Request, res: Response): void {
  const read = existingTransaction(gateway, req, res);
  if (!read) return;
  const { body, merchant, tx } = read;
  if (tx.status === 'FINISHED') return refuse(gateway, res, body, [5021]);
  if (tx.status !== 'AUTHORIZED') return refuse(gateway, res, body, [5022]);
  if (body.originalTotal !== tx.total || !validAmount(body.approveTotal, tx.currency) || (body.approveTotal as number) > tx.total) return refuse(gateway, res, body, [5065]);
  tx.status = 'FINISHED';
  tx.total = tx.remainingTotal = body.approveTotal as number;
  tx.finishDate = gateway.now();
  notify(gateway, tx);
  answer(gateway, res, merchant, { salt: newSalt(), merchant, orderRef: tx.orderRef, transactionId: tx.transactionId, approveTotal: tx.total, currency: tx.currency });
}

/** POST /refund: gives back part or all of what a finished payment has left. */
function refundPayment(gateway: GatewayContext, req: Request, res: Response): void {
  const read = existingTransaction(gateway, req, res);
  if (!read) return;
  const { body, merchant, tx } = read;
  if (tx.status !== 'FINISHED') return refuse(gateway, res, body, [5343]);
  if (!validAmount(body.refundTotal, tx.currency)) return refuse(gateway, res, body, [5065]);
  if ((body.refundTotal as number) > tx.remainingTotal) return refuse(gateway, res, body, [5110]);
  tx.remainingTotal -= body.refundTotal as number;
  if (tx.remainingTotal === 0) tx.status = 'REFUND';
  answer(gateway, res, merchant, { salt: newSalt(), merchant, orderRef: tx.orderRef, transactionId: tx.transactionId, refundTransactionId: gateway.state.newTransactionId(), refundTotal: body.refundTotal, remainingTotal: tx.remainingTotal, currency: tx.currency });
}

/** POST /tokencancel: the merchant no longer keeps the card; the token cannot be charged again. */
function cancelToken(gateway: GatewayContext, req: Request, res: Response): void {
  const read = protocolRequest(gateway, req, res);
  if (!read) return;
  const { body, merchant } = read;
  const codes: SimplePayErrorCode[] = [...saltCode(body)];
  if (codes.length) return refuse(gateway, res, body, codes);
  const token = typeof body.token === 'string' ? gateway.state.tokens.get(body.token) : undefined;
  if (!token || token.cancelled) return refuse(gateway, res, body, [5081]);
  if (token.merchant !== merchant) return refuse(gateway, res, body, [5093]);
  token.cancelled = true;
  answer(gateway, res, merchant, { salt: newSalt(), merchant, token: token.token, status: 'DI', expiry: protocolDate(token.until) });
}

/** POST /dorecurring: charges the card a paid registering payment left a token for, once per token, within its limits. */
function chargeRecurring(gateway: GatewayContext, req: Request, res: Response): void {
  const { state, now } = gateway;
  const read = protocolRequest(gateway, req, res);
  if (!read) return;
  const { body, merchant } = read;
  const codes: SimplePayErrorCode[] = [...saltCode(body)];
  if (typeof body.orderRef !== 'string' || body.orderRef === '') codes.push(5213);
  if (body.total === undefined) codes.push(5324);
  else if (!validAmount(body.total, body.currency)) codes.push(5065);
  if (codes.length) return refuse(gateway, res, body, codes);
  if (state.byOrderRef(merchant, body.orderRef as string)) return refuse(gateway, res, body, [5013]);
  const token = typeof body.token === 'string' ? state.tokens.get(body.token) : undefined;
  if (!token) return refuse(gateway, res, body, [5081]);
  if (token.merchant !== merchant) return refuse(gateway, res, body, [5093]);
  if (token.cancelled) return refuse(gateway, res, body, [5081]);
  if (token.used) return refuse(gateway, res, body, [5082]);
  if (token.until.getTime() < now().getTime()) return refuse(gateway, res, body, [5092]);
  const registering = state.transactions.get(token.transactionId);
  if (registering?.status !== 'FINISHED' && registering?.status !== 'REFUND') return refuse(gateway, res, body, [5091]);
  if ((body.total as number) > token.maxAmount) return refuse(gateway, res, body, [5069]);
  token.used = true;
  const at = now();
  const tx: GatewayTransaction = {
    transactionId: state.newTransactionId(), merchant, orderRef: body.orderRef as string, currency: registering.currency, total: body.total as number, remainingTotal: body.total as number,
    status: 'FINISHED', language: registering.language, customerEmail: String(body.customerEmail ?? registering.customerEmail), timeout: at, urls: registering.urls, twoStep: false,
    paymentDate: at, finishDate: at, ...(registering.cardMask ? { cardMask: registering.cardMask } : {}), tokens: [], pageId: randomBytes(24).toString('base64url'),
  };
  state.transactions.set(tx.transactionId, tx);
  notify(gateway, tx);
  answer(gateway, res, merchant, { salt: newSalt(), merchant, orderRef: tx.orderRef, transactionId: tx.transactionId, currency: tx.currency, total: tx.total });
}

/** GET /pay/:pageId: the payment page with the test cards. */
function showPaymentPage({ state, now }: GatewayContext, req: Request<{ pageId: string }>, res: Response): void {
  const tx = state.byPage(req.params.pageId);
  if (!tx) return void res.status(404).type('text/plain').send('Unknown payment');
  state.expireIfDue(tx, now());
  res.set('Cache-Control', 'no-store').type('html').send(paymentPage(tx));
}

/** POST /pay/:pageId: the customer's choice (a test card, cancel or timeout) settles the payment and sends them back to the merchant. */
function payOnPage(gateway: GatewayContext, req: Request<{ pageId: string }>, res: Response): void {
  const { options, state, now } = gateway;
  const tx = state.byPage(req.params.pageId);
  if (!tx) return void res.status(404).type('text/plain').send('Unknown payment');
  state.expireIfDue(tx, now());
  if (tx.status !== 'INIT' && tx.status !== 'INPAYMENT') return void res.status(409).type('html').send(paymentPage(tx));
  const form = req.body as Record<string, string | undefined>;
  const card = form.card && Object.hasOwn(TEST_CARDS, form.card) ? TEST_CARDS[form.card as TestCardName] : TEST_CARDS.success;
  const outcome = form.action === 'cancel' ? CANCEL : form.action === 'timeout' ? TIMEOUT : card;
  const at = now();
  tx.status = outcome.status === 'FINISHED' && tx.twoStep ? 'AUTHORIZED' : outcome.status;
  if (outcome === card) {
    tx.paymentDate = at;
    tx.cardMask = cardMask(card.number);
  }
  if (tx.status === 'FINISHED') tx.finishDate = at;
  for (const token of tx.tokens) state.tokens.get(token)!.cardMask = tx.cardMask;
  if (tx.status === 'FINISHED' || tx.status === 'AUTHORIZED') notify(gateway, tx);
  const { r, s } = encodeReturn({ r: outcome.resultCode, t: tx.transactionId, e: outcome.event, m: tx.merchant, o: tx.orderRef }, options.merchants[tx.merchant]!.secretKey);
  const back = new URL(tx.urls[outcome.event === 'SUCCESS' ? 'success' : outcome.event === 'FAIL' ? 'fail' : outcome.event === 'CANCEL' ? 'cancel' : 'timeout']);
  back.searchParams.set('r', r);
  back.searchParams.set('s', s);
  res.redirect(303, back.toString());
}

export type LocalGateway = ReturnType<typeof createLocalGateway>;
