/**
 * Every form document posts what its endpoint's request schema (schemas/api/) accepts: each form
 * field is a property of the schema, and each property the schema requires is a form field, or
 * is added by the renderer (captcha from submit.captcha, token from the route, the slot from the
 * reservation screen's query).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testBrands } from '../testApp';

const REQUEST_SCHEMAS: Record<string, string> = {
  '/api/login': 'login-request',
  '/api/registration': 'registration-request',
  '/api/registration/voucher': 'voucher-registration-request',
  '/api/med24/registration': 'registration-request',
  '/api/med24/activate-key': 'activate-key-request',
  '/api/med24/profile': 'med24-profile-request',
  '/api/password-recovery': 'password-recovery-request',
  '/api/me/email': 'change-email-request',
  '/api/me/password': 'change-password-request',
  '/api/tokens/password-recovery': 'token-password-request',
  '/api/tokens/finish-registration': 'token-password-request',
  '/api/public-reservations': 'public-reservation-request',
  '/api/reservations': 'reservation-request',
  '/api/care-items': 'care-item-request',
  '/api/relatives': 'relative-request',
  '/api/relatives/{id}': 'relative-request',
  '/api/health-tools/cardiovascular-risk': 'cardiovascular-risk-request',
  '/api/health-tools/perceived-stress': 'perceived-stress-request',
  '/api/health-tools/work-family-conflict': 'work-family-conflict-request',
  '/api/health-tools/lifestyle': 'lifestyle-request',
  '/api/health-tools/health-check': 'health-check-request',
};
/** Endpoints that take the form's data whole as one property (checked by the server against the form itself). */
const NESTED_AS: Record<string, string> = { '/api/care-items': 'answers' };
// slotId and subfunctionId come from the reservation screen's query (reservationLink.ts); a care
// request's service from the service screen's route.
const ADDED_BY_RENDERER = new Set(['captcha', 'token', 'slotId', 'subfunctionId', 'service']);
/**
 * A health tool's page scores its form in the browser with the module its endpoint uses, after
 * reading each answer as the endpoint's type ("5,2" → 5.2, "yes" → true); what the page asks only
 * to decide whether the instrument applies (known conditions) is not part of the endpoint's body.
 */
const ASKED_BY_PAGE_ONLY: Record<string, ReadonlySet<string>> = { '/api/health-tools/cardiovascular-risk': new Set(['knownConditions']) };
const schemaOf = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../schemas/api/${name}.schema.json`), 'utf8')) as { properties: Record<string, unknown>; required: string[] };

const forms = testBrands().all().flatMap((b) => Object.entries(b.effective.forms.forms).map(([id, form]) => [`${b.id}/${id}`, form!] as const));

const REQUEST_BODY_SCHEMAS = fs.readdirSync(path.resolve(import.meta.dirname, '../../../schemas/api')).filter((f) => f.endsWith('-request.schema.json')).map((f) => f.replace('.schema.json', ''));

describe('request bodies name every field they take (issue 30: no client sets what only the server sets)', () => {
  it.each(REQUEST_BODY_SCHEMAS)('%s refuses properties it does not name', (name) => {
    expect((schemaOf(name) as { additionalProperties?: unknown }).additionalProperties).toBe(false);
  });
});

describe('form documents and the API contract', () => {
  it.each(forms)('%s posts what its endpoint accepts', (_id, form) => {
    const schemaName = REQUEST_SCHEMAS[form.submit.endpoint];
    expect(schemaName, `a request schema for ${form.submit.endpoint}`).toBeDefined();
    const schema = schemaOf(schemaName!);
    const nested = NESTED_AS[form.submit.endpoint];
    const pageOnly = ASKED_BY_PAGE_ONLY[form.submit.endpoint] ?? new Set<string>();
    const fields = nested ? [nested] : Object.keys(form.schema.properties).filter((field) => !pageOnly.has(field));
    for (const field of fields) expect(Object.keys(schema.properties), `${field} is accepted`).toContain(field);
    for (const required of schema.required.filter((r) => !ADDED_BY_RENDERER.has(r))) expect(fields, `${required} is sent`).toContain(required);
    if (schema.properties.captcha && ['/api/registration', '/api/registration/voucher', '/api/med24/registration', '/api/med24/activate-key', '/api/password-recovery'].includes(form.submit.endpoint)) {
      expect(form.submit.captcha, 'the endpoint checks a captcha').toBe(true);
    }
  });
});
