/** The login throttle with its real limits: the 6th failed login within a minute answers 429. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../../server/db/auditLog';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { useApi } from './apiHarness';

// Behind a trusted proxy each test can play a different address.
const api = useApi({ loginLimit: { windowMs: 60_000, limit: 5 }, trustProxy: true });
const { patient, multi } = DEMO_ACCOUNTS;
const attempt = (ip: string, username: string, password: string) =>
  request(api().app).post('/api/login').set('X-Forwarded-For', ip).set('X-Locale', 'en').send({ username, password });

describe('login rate limit', () => {
  it('lets five failures for one account through and answers the sixth with 429, from any address', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await attempt(`10.0.0.${i}`, patient.email, 'wrong')).status).toBe(401);
    const sixth = await attempt('10.0.0.99', patient.email, 'wrong');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: '#429', message: 'Too many attempts. Please try again in a minute.' });
    // Even the right password waits for the window to pass.
    expect((await attempt('10.0.0.100', patient.email, patient.password)).status).toBe(429);
    expect((await auditEntries(api().database.db, 'login.throttled')).length).toBe(2);
  });

  it('starts counting again after a minute', async () => {
    api().now.ms += 61_000;
    expect((await attempt('10.0.0.101', patient.email, patient.password)).status).toBe(200);
  });

  it('throttles one address trying many accounts', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('10.1.1.1', `user${i}@demo.test`, 'wrong')).status).toBe(401);
    expect((await attempt('10.1.1.1', 'user9@demo.test', 'wrong')).status).toBe(429);
    expect((await attempt('10.1.1.2', multi.email, multi.password)).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 8; i += 1) expect((await attempt('10.2.2.2', multi.email, multi.password)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('10.2.2.2', multi.email, 'wrong')).status).toBe(401);
    expect((await attempt('10.2.2.2', multi.email, 'wrong')).status).toBe(429);
  });
});
