/** Client input the portal cannot use answers 4xx with a catalogue code, never 5xx. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
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
