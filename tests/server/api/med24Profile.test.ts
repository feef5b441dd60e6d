/**
 * The paid-variant customer's profile (issue 15): GET and PUT /api/med24/profile on the paid brand.
 * The seeded subscriber's profile is complete; a change is trimmed, checked field by field (the
 * phone rule of spec §5, an adult's birth date, the postal code of the billing country) and kept
 * with the phone's separators removed; a refused change keeps what was there. Other brands have no
 * such API, and an anonymous visitor is refused.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { bearer, expectSchema, login, useApi } from './apiHarness';

const HOST = 'retail.localhost';
const VALID = {
  lastName: 'Fizető', firstName: 'Pál', birthDate: '1980-05-17', phone: '+36 30 999-8888', billingName: 'Fizető Pál', billingCountry: 'HU',
  billingZip: '1117', billingCity: 'Budapest', billingAddress: 'Október huszonharmadika utca 8.',
};

describe('the paid-variant profile', () => {
  const api = useApi();
  let token: string;
  beforeAll(async () => {
    token = (await login(api().app, DEMO_ACCOUNTS.paid.email, DEMO_ACCOUNTS.paid.password)).token;
  });
  const get = (host = HOST, who: string | null = token) => {
    const req = request(api().app).get('/api/med24/profile').set('Host', host);
    return who ? req.set(...bearer(who)) : req;
  };
  const put = (body: object) => request(api().app).put('/api/med24/profile').set('Host', HOST).set('X-Locale', 'en').set(...bearer(token)).send(body);
  const fieldsOf = (res: request.Response) => Object.fromEntries((res.body.violations as { field: string; message: string }[]).map((v) => [v.field, v.message]));

  it('answers the seeded subscriber\'s complete profile', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expectSchema('med24-profile', res.body);
    expect(res.body).toEqual({
      email: DEMO_ACCOUNTS.paid.email, complete: true, lastName: 'Fizető', firstName: 'Pál', birthDate: '1980-05-17', phone: '+36309998888',
      billingName: 'Fizető Pál', billingCountry: 'HU', billingZip: '1117', billingCity: 'Budapest', billingAddress: 'Október huszonharmadika utca 8.',
    });
  });

  it('saves a change trimmed, with the phone kept without separators, and leaves out an emptied optional line', async () => {
    const res = await put({ ...VALID, firstName: '  Pál Péter ', billingCompany: ' Fizető Bt. ', billingAddress2: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectSchema('med24-profile', res.body);
    expect(res.body).toMatchObject({ firstName: 'Pál Péter', phone: '+36309998888', billingCompany: 'Fizető Bt.', complete: true });
    expect(res.body).not.toHaveProperty('billingAddress2');
    expect((await get()).body).toEqual(res.body);
    const cleared = await put({ ...VALID, firstName: 'Pál' });
    expect(cleared.body).not.toHaveProperty('billingCompany');
  });

  it('refuses each wrong field with its message beside it and keeps the saved profile', async () => {
    const before = (await get()).body;
    const res = await put({ ...VALID, lastName: '   ', phone: '+36 30', birthDate: '2015-01-01', billingZip: '11170', billingCity: '' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    const fields = fieldsOf(res);
    expect(Object.keys(fields).sort()).toEqual(['/billingCity', '/billingZip', '/birthDate', '/lastName', '/phone']);
    expect(fields['/birthDate']).toBe('Enter a real day, month and year; you must be at least 18 years old.');
    expect((await get()).body).toEqual(before);
  });

  it('takes a postal code of the billing country: 4 digits in Hungary, 6 in Romania', async () => {
    expect((await put({ ...VALID, billingCountry: 'RO', billingZip: '1117' })).status).toBe(422);
    expect((await put({ ...VALID, billingCountry: 'RO', billingZip: '400001', billingCity: 'Cluj-Napoca' })).status).toBe(200);
    expect((await put({ ...VALID, billingCountry: 'HU', billingZip: '400001' })).status).toBe(422);
    expect((await put({ ...VALID, billingCountry: 'AT' })).status).toBe(422);
    expect((await put(VALID)).status).toBe(200);
  });

  it('exists only on the paid brand and only for a logged-in customer', async () => {
    expect((await get('localhost')).status).toBe(404);
    const anonymous = await get(HOST, null);
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.body.code).toBe('string');
  });
});
