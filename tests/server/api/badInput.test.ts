/** Client input the portal cannot use answers 4xx with a catalogue code, never 5xx. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { STATUS_CODES } from '../../../server/http/errors';
import { createHttpServer } from '../../../server/http/serverLifecycle';
import { bearer, login, useApi } from './apiHarness';

const api = useApi();

describe('input the portal refuses', () => {
  it.each([
    ['a JSON body in an unsupported charset', { 'Content-Type': 'application/json; charset=latin1' }],
    ['a body in an unknown content encoding', { 'Content-Type': 'application/json', 'Content-Encoding': 'x-foo' }],
  ])('%s is 415 #415', async (_what, headers) => {
    const res = await request(api().app).post('/api/login').set(headers).send('{"username":"a@b.hu","password":"x"}');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: '#415', message: 'A kérés formátuma nem támogatott. Kérjük, frissítse az oldalt, és próbálja újra.' });
  });

  it('a body over the size limit is 413 #413', async () => {
    const res = await request(api().app).post('/api/login').set('Content-Type', 'application/json').send(`{"username":"${'a'.repeat(200_000)}"}`);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: '#413', message: 'A beküldött adat túl nagy.' });
  });

  it.each(['9999-12-25', '0001-01-01', '2026-02-30'])('a search week of %s is C202', async (week) => {
    const { token } = await login(api().app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    for (const path of ['/api/search/providers', '/api/search/doctors', '/api/search/video']) {
      const res = await request(api().app).get(`${path}?week=${week}`).set(...bearer(token));
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe('C202');
    }
  });

  it('a week within the calendar is searched', async () => {
    expect((await request(api().app).get('/api/search/providers?week=' + new Date().toISOString().slice(0, 10))).status).toBe(200);
  });

  it.each(['/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/app-abc123.js%00'])('%s is 404 #404', async (path) => {
    const res = await request(api().app).get(path);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('#404');
  });

  it('a malformed escape in a path is 400 #001', async () => {
    const res = await request(api().app).get('/assets/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('#001');
  });
});

/** Requests the fuzz suite (tests/server/fuzz) found answered with a 5xx or without a catalogue code. */
describe('what the fuzz suite found', () => {
  const patientToken = async () => (await login(api().app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;

  it('an Expect other than 100-continue is 417 in the error shape, not an empty answer', async () => {
    const server = createHttpServer(api().app, (status) => ({ code: STATUS_CODES[status] ?? '#001', message: 'refused' }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status?: number; type?: string; body: string }>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/api/config', headers: { Expect: 'x-weird' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
        }).on('error', reject);
      });
      expect(answer.status).toBe(417);
      expect(answer.type).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({ code: '#001' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it.each([
    ['post', '/login'],
    ['put', '/assets/app-abc123.js'],
    ['delete', '/brand/logo.svg'],
    ['patch', '/no/such/page'],
  ] as const)('%s %s is 405 #001 with Allow, not Express\'s HTML page', async (method, path) => {
    const res = await request(api().app)[method](path);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.code).toBe('#001');
  });

  it('an unsatisfiable range of a brand file is 416 in JSON, with the file\'s length and no caching', async () => {
    const res = await request(api().app).get('/brand/logo.svg').set('Range', 'bytes=-0');
    expect(res.status).toBe(416);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.body.code).toBe('#001');
  });

  it('an unsatisfiable range of an asset is a JSON 404 without the asset\'s year-long caching', async () => {
    const res = await request(api().app).get('/assets/app-abc123.js').set('Range', 'bytes=-0');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.code).toBe('#404');
  });

  // PostgreSQL's integer ends at 2147483647: a larger id in a query was a 500 there.
  it.each(['/api/providers/2147483648', '/api/doctors/9999999999', '/api/slots/2147483648', '/api/providers/2147483648/slots', '/api/providers/1/specializations/4294967296'])(
    '%s is 404 #404',
    async (path) => {
      const res = await request(api().app).get(path);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('#404');
    },
  );

  it('a query id beyond PostgreSQL\'s integer is 400 #001', async () => {
    const res = await request(api().app).get('/api/providers/1/slots?doctorId=2147483648');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('#001');
  });

  it('ids beyond PostgreSQL\'s integer in a body or the impersonation query are RX444 violations', async () => {
    const token = await patientToken();
    const booking = await request(api().app).post('/api/reservations').set(...bearer(token)).send({ slotId: 2 ** 31, subfunctionId: 1 });
    expect(booking.status).toBe(422);
    expect(booking.body.violations).toEqual([expect.objectContaining({ field: '/slotId', rule: 'validation.max' })]);
    const publicBooking = await request(api().app).post('/api/public-reservations')
      .send({ slotId: 1, subfunctionId: 1e308, lastName: 'Minta', firstName: 'Anna', email: 'anna@example.com', phone: '+36301234567', birthDate: '1990-01-31', acceptTerms: true, acceptPrivacy: true });
    expect(publicBooking.status).toBe(422);
    expect(publicBooking.body.violations).toEqual([expect.objectContaining({ field: '/subfunctionId', rule: 'validation.max' })]);
    const impersonation = await request(api().app).get('/api/impersonate?userId=9999999999').set('apikey', DEMO_SUPPORT_API_KEY);
    expect(impersonation.status).toBe(422);
    expect(impersonation.body.violations).toEqual([expect.objectContaining({ field: '/userId', rule: 'validation.pattern' })]);
  });

  // Mass assignment (issue 30): the booking took `patient` and `tokens` from the body.
  it('a field only the server sets is refused, named, in the request\'s language, and nothing is booked', async () => {
    const token = await patientToken();
    const before = await api().database.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const booking = await request(api().app).post('/api/reservations').set(...bearer(token)).set('Cookie', 'locale=en')
      .send({ slotId: 1, subfunctionId: 1, patient: { email: 'attacker@example.com', lastName: 'X', firstName: 'Y' }, tokens: { deleteHash: 'chosen' } });
    expect(booking.status).toBe(422);
    expect(booking.body.code).toBe('RX444');
    expect(booking.body.violations).toEqual([
      expect.objectContaining({ field: '/patient', rule: 'validation.unknownField', message: 'patient is not a field of this request.' }),
      expect.objectContaining({ field: '/tokens', rule: 'validation.unknownField' }),
    ]);
    const after = await api().database.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const publicBooking = await request(api().app).post('/api/public-reservations')
      .send({ slotId: 1, subfunctionId: 1, lastName: 'Minta', firstName: 'Anna', email: 'anna@example.com', phone: '+36301234567', birthDate: '1990-01-31', acceptTerms: true, acceptPrivacy: true, userId: 1 });
    expect(publicBooking.status).toBe(422);
    expect(publicBooking.body.violations).toEqual([expect.objectContaining({ field: '/userId', rule: 'validation.unknownField' })]);
  });

  // PostgreSQL cannot store a NUL in text: names and comments with one were a 500 there.
  it('a NUL in a name or a comment is an RX444 violation', async () => {
    const person = { lastName: 'Min\u0000ta', firstName: 'Anna', email: 'nul@example.com', password: 'Fuzz-Password-1', passwordConfirmation: 'Fuzz-Password-1', birthDate: '1990-01-31', phone: '+36301234567', acceptTerms: true, acceptPrivacy: true };
    const registration = await request(api().app).post('/api/registration').send(person);
    expect(registration.status).toBe(422);
    expect(registration.body.violations).toEqual([expect.objectContaining({ field: '/lastName', rule: 'validation.pattern' })]);
    const booking = await request(api().app).post('/api/reservations').set(...bearer(await patientToken())).send({ slotId: 1, subfunctionId: 1, patientComment: 'first line\nsecond\u0000' });
    expect(booking.status).toBe(422);
    expect(booking.body.violations).toEqual([expect.objectContaining({ field: '/patientComment', rule: 'validation.pattern' })]);
  });

  it.each([
    ['/api/search/providers?providerName=%00', 'C201'],
    ['/api/search/providers?providerName=a&providerName=b', 'C201'],
    ['/api/search/doctors?doctorName=a%00', 'C203'],
  ])('%s is %s', async (path, code) => {
    const res = await request(api().app).get(path);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });
});
