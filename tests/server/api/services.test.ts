/**
 * Every API route behind a permission-gated screen: 401 without a login, 403 without the flag
 * routes.json gives its screen, 200 with it.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../../server/db/auditLog';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { setEntitlements } from '../../../server/db/users';
import { testBrands } from '../testApp';
import { bearer, expectSchema, login, useApi } from './apiHarness';

const api = useApi();
const routes = testBrands().resolve('localhost').effective.routes.routes;
const gated = Object.entries(routes)
  .filter(([path, r]) => /^\/services\/[a-z0-9-]+$/.test(path) && r?.permission)
  .map(([path, r]) => [path.slice('/services/'.length), r!.permission!] as const);

describe('GET /api/services/{page}', () => {
  it('covers every permission-gated service screen of spec §2', () => {
    expect(gated.map(([page]) => page)).toEqual(expect.arrayContaining(['appointments', 'claim-reporting', 'consultation', 'coverage', 'p4p', 'wiwe-consultation', 'video-consultation']));
    expect(gated.length).toBeGreaterThanOrEqual(18);
  });

  it.each(gated)('%s: 401 without a login, 403 without %s, 200 with it', async (page, flag) => {
    const { app, database } = api();
    expect((await request(app).get(`/api/services/${page}`)).status).toBe(401);
    const { token } = await login(app, DEMO_ACCOUNTS.paid.email, DEMO_ACCOUNTS.paid.password);
    const user = (await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.paid.email).executeTakeFirstOrThrow()).id;
    await setEntitlements(database.db, user, { flags: [], services: [{ type: 2 }] });
    const denied = await request(app).get(`/api/services/${page}`).set(...bearer(token));
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('#403');
    await setEntitlements(database.db, user, { flags: [flag], services: [{ type: 2 }] });
    const allowed = await request(app).get(`/api/services/${page}`).set(...bearer(token));
    expect(allowed.status).toBe(200);
    expectSchema('service-page-response', allowed.body);
    expect(allowed.body.permission).toBe(flag);
  });

  it('answers the services of the user that open the page, the ones the subscription covers, and the subscription phone', async () => {
    const { token } = await login(api().app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const res = await request(api().app).get('/api/services/specialist-consultation').set(...bearer(token)).set('X-Subscription-Id', '1');
    expect(res.body).toEqual({
      page: 'specialist-consultation', permission: 'hasConsultation', services: [3, 4, 37, 38, 39, 40], covered: [3, 4, 37, 38, 39, 40], subscriptionActive: true, phone: '+36301234567',
    });
    // Fitness is not on the standard product's list: the patient pays its price.
    const fitness = await request(api().app).get('/api/services/fitness-consultation').set(...bearer(token));
    expect(fitness.body).toMatchObject({ services: [26], covered: [], subscriptionActive: true });
    const open = await request(api().app).get('/api/services/health-check').set(...bearer(token));
    expect(open.body).toMatchObject({ permission: null, services: [1] });
  });

  it('answers a page two levels down (organize/care)', async () => {
    const { token } = await login(api().app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const res = await request(api().app).get('/api/services/organize/care').set(...bearer(token));
    expect(res.status).toBe(200);
    expectSchema('service-page-response', res.body);
    expect(res.body).toMatchObject({ page: 'organize/care', services: [20], covered: [20] });
    expect((await request(api().app).get('/api/services/organize/nothing').set(...bearer(token))).status).toBe(404);
  });

  it('covers nothing the product leaves out, and nothing at all while the subscription is not active', async () => {
    const { app, database } = api();
    const family = await login(app, DEMO_ACCOUNTS.family.email, DEMO_ACCOUNTS.family.password);
    const psychology = await request(app).get('/api/services/psychology').set(...bearer(family.token));
    expect(psychology.body).toMatchObject({ services: [12], covered: [], subscriptionActive: true });
    const general = await request(app).get('/api/services/consultation').set(...bearer(family.token));
    expect(general.body).toMatchObject({ services: [2], covered: [2] });
    const user = await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.family.email).executeTakeFirstOrThrow();
    await database.db.updateTable('subscriptions').set({ status: 'created' }).where('user_id', '=', user.id).execute();
    const inactive = await request(app).get('/api/services/consultation').set(...bearer(family.token));
    expect(inactive.body).toMatchObject({ services: [2], covered: [], subscriptionActive: false });
  });

  it('answers 404 for a page the brand does not have, and audits denials', async () => {
    expect((await request(api().app).get('/api/services/no-such-page')).status).toBe(404);
    const denials = await auditEntries(api().database.db, 'authz.denied');
    expect(denials.some((d) => d.status === 403 && d.detail?.startsWith('missing '))).toBe(true);
    expect(denials.some((d) => d.status === 401)).toBe(true);
  });
});
