/**
 * The checks /start makes before it opens a transaction, each failing one answered with the real
 * gateway's error code (SIMPLEPAY_ERRORS): required fields, their formats, whole forints in HUF, a
 * back URL for every outcome, a timeout in the future, a complete invoice, and a recurring
 * registration that says how many, until when and up to how much.
 */
import type { SimplePayErrorCode } from '../simplepay/errorCodes';

type Body = Record<string, unknown>;
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CURRENCIES = ['HUF', 'EUR', 'USD'] as const;
const LANGUAGES = new Set(['HU', 'EN', 'DE', 'RO', 'SK', 'CZ', 'HR', 'IT', 'PL', 'ES', 'FR', 'BG', 'SI', 'UK', 'RU', 'PT']);

export function isHttpUrl(value: unknown): value is string {
  if (!text(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isDate(value: unknown): value is string {
  return text(value) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** An amount in the currency's units: HUF has no minor unit, so a forint amount is a whole number. */
export function validAmount(total: unknown, currency: unknown): boolean {
  if (typeof total !== 'number' || !Number.isFinite(total) || total <= 0) return false;
  return currency === 'HUF' ? Number.isInteger(total) : Math.round(total * 100) === total * 100;
}

export function saltCode(body: Body): SimplePayErrorCode[] {
  return typeof body.salt === 'string' && body.salt.length >= 32 && body.salt.length <= 64 ? [] : [5401];
}

export function startCodes(body: Body, now: Date): SimplePayErrorCode[] {
  const codes: SimplePayErrorCode[] = [...saltCode(body)];
  if (!text(body.orderRef)) codes.push(5213);
  if (!text(body.customerEmail) || !EMAIL.test(body.customerEmail)) codes.push(5219);
  if (!text(body.language) || !LANGUAGES.has(body.language)) codes.push(5220);
  if (!CURRENCIES.includes(body.currency as never)) codes.push(5223);
  if (!text(body.sdkVersion)) codes.push(5320);
  if (!Array.isArray(body.methods) || body.methods.length === 0 || !body.methods.every((m) => m === 'CARD' || m === 'WIRE')) codes.push(5217);
  if (body.total === undefined) codes.push(5324);
  else if (!validAmount(body.total, body.currency)) codes.push(5065);
  if (!isDate(body.timeout) || Date.parse(body.timeout) <= now.getTime()) codes.push(5227);
  const urls = body.urls as Body | undefined;
  const backUrlsOk = urls && typeof urls === 'object' ? ['success', 'fail', 'cancel', 'timeout'].every((k) => isHttpUrl(urls[k])) : isHttpUrl(body.url);
  if (!backUrlsOk) codes.push(5218);
  if (body.invoice !== undefined) codes.push(...invoiceCodes(body.invoice));
  if (body.recurring !== undefined) codes.push(...recurringCodes(body.recurring, now));
  return codes;
}

function invoiceCodes(invoice: unknown): SimplePayErrorCode[] {
  const i = (invoice && typeof invoice === 'object' ? invoice : {}) as Body;
  const codes: SimplePayErrorCode[] = [];
  if (!text(i.name) && !text(i.company)) codes.push(5309);
  if (!text(i.city)) codes.push(5310);
  if (!text(i.zip)) codes.push(5311);
  if (!text(i.address)) codes.push(5312);
  if (!text(i.country) || !/^[A-Za-z]{2}$/.test(i.country)) codes.push(5322);
  return codes;
}

function recurringCodes(recurring: unknown, now: Date): SimplePayErrorCode[] {
  const r = (recurring && typeof recurring === 'object' ? recurring : {}) as Body;
  const codes: SimplePayErrorCode[] = [];
  if (!Number.isInteger(r.times) || (r.times as number) < 1) codes.push(5083);
  if (!isDate(r.until) || Date.parse(r.until) <= now.getTime()) codes.push(5085);
  if (typeof r.maxAmount !== 'number' || r.maxAmount <= 0) codes.push(5087);
  return codes;
}
