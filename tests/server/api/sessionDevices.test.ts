/**
 * The signed-in devices (issue 34, item 4): GET /api/me/sessions lists a person's live sessions by
 * the browser each was started in, with first and last seen; DELETE /api/me/sessions/:id signs one
 * out at once and POST /api/me/sessions/end-others every other. Runs on SQLite, and on PostgreSQL
 * with TEST_API_DIALECT=postgres.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../../server/accounts/sessionDevices';
import { REFRESH_COOKIE } from '../../../server/auth/sessionCookie';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import type { SessionList } from '../../../generated/config-types';
import { useApi } from './apiHarness';

const api = useApi();
const { patient, family } = DEMO_ACCOUNTS;

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Device {
  token: string;
  refresh: string;
}

async function signIn(account: { email: string; password: string }, userAgent: string): Promise<Device> {
  const res = await request(api().app).post('/api/login').set('User-Agent', userAgent).send({ username: account.email, password: account.password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.token as string, refresh: res.body.refresh_token as string };
}

async function sessions(device: Device): Promise<SessionList['sessions']> {
  const res = await request(api().app).get('/api/me/sessions').set('Authorization', `Bearer ${device.token}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return (res.body as SessionList).sessions;
}

const me = (device: Device) => request(api().app).get('/api/me').set('Authorization', `Bearer ${device.token}`);
const refresh = (device: Device) => request(api().app).post('/api/token/refresh').send({ refresh_token: device.refresh });
const endSession = (device: Device, id: string) => request(api().app).delete(`/api/me/sessions/${id}`).set('Authorization', `Bearer ${device.token}`);

async function logOutEverywhere(account: { email: string; password: string }): Promise<Device> {
  const device = await signIn(account, WINDOWS_FIREFOX);
  expect((await request(api().app).post('/api/me/sessions/end-others').set('Authorization', `Bearer ${device.token}`)).status).toBe(200);
  return device;
}

describe('a person\'s signed-in devices', () => {
  it('lists each login by its browser and system, this one first and marked, then the most recently used first', async () => {
    const kept = await logOutEverywhere(patient);
    api().now.ms += 1_000;
    const phone = await signIn(patient, ANDROID_CHROME);
    api().now.ms += 60_000;
    const laptop = await signIn(patient, WINDOWS_FIREFOX);
    const listed = await sessions(phone);
    expect(listed.map((s) => [s.browser, s.os, s.deviceType, s.current, s.support])).toEqual([
      ['Chrome 131', 'Android 14', 'mobile', true, false],
      ['Firefox 133', 'Windows 10', 'desktop', false, false],
      ['Firefox 133', 'Windows 10', 'desktop', false, false],
    ]);
    // The laptop signed in after the session kept from before.
    expect(Date.parse(listed[1]!.lastSeen)).toBeGreaterThan(Date.parse(listed[2]!.lastSeen));
    expect(listed.every((s) => /^[0-9a-f]{24}$/.test(s.id))).toBe(true);
    expect(new Set(listed.map((s) => s.id)).size).toBe(3);
    // The same list from the laptop marks the laptop.
    expect((await sessions(laptop)).map((s) => s.current ? s.browser : null)).toEqual(['Firefox 133', null, null]);
    expect(kept).toBeDefined();
  });

  it('a refresh keeps the device and its first sign-in and moves its last seen', async () => {
    const phone = await signIn(family, IPHONE_SAFARI);
    const before = (await sessions(phone)).find((s) => s.current)!;
    api().now.ms += 20 * 60_000;
    const rotated = await refresh(phone);
    expect(rotated.status).toBe(200);
    const after = (await sessions({ token: rotated.body.token, refresh: rotated.body.refresh_token })).find((s) => s.current)!;
    expect(after).toEqual({ ...before, lastSeen: new Date(api().now.ms).toISOString() });
    expect(after.browser).toBe('Safari 17');
    expect(after.os).toBe('iOS 17.5');
    expect(Date.parse(after.lastSeen) - Date.parse(after.firstSeen)).toBeGreaterThanOrEqual(20 * 60_000);
  });

  it('signs out another device at once: its access and refresh tokens stop, and it leaves the list', async () => {
    const phone = await signIn(patient, ANDROID_CHROME);
    const laptop = await signIn(patient, WINDOWS_FIREFOX);
    const laptopId = (await sessions(laptop)).find((s) => s.current)!.id;
    const ended = await endSession(phone, laptopId);
    expect(ended.status).toBe(204);
    expect((await me(laptop)).status).toBe(401);
    expect((await refresh(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
    expect((await sessions(phone)).map((s) => s.id)).not.toContain(laptopId);
    // Gone is gone: a second time, and an id never listed, are unknown.
    for (const id of [laptopId, 'f'.repeat(24), 'not-an-id']) {
      const again = await endSession(phone, id);
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('#404');
    }
  });

  it('cannot sign out another person\'s device', async () => {
    const theirs = await signIn(family, ANDROID_CHROME);
    const theirId = (await sessions(theirs)).find((s) => s.current)!.id;
    const mine = await signIn(patient, ANDROID_CHROME);
    const res = await endSession(mine, theirId);
    expect(res.status).toBe(404);
    expect((await me(theirs)).status).toBe(200);
  });

  it('signing out the device in hand is a logout: the session cookie is cleared', async () => {
    const phone = await signIn(patient, ANDROID_CHROME);
    const id = (await sessions(phone)).find((s) => s.current)!.id;
    const res = await endSession(phone, id);
    expect(res.status).toBe(204);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith(`${REFRESH_COOKIE}=;`))).toBe(true);
    expect((await me(phone)).status).toBe(401);
  });

  it('"sign out everywhere else" ends every other session and keeps this one', async () => {
    const others = [await signIn(patient, ANDROID_CHROME), await signIn(patient, IPHONE_SAFARI)];
    const here = await signIn(patient, WINDOWS_FIREFOX);
    const res = await request(api().app).post('/api/me/sessions/end-others').set('Authorization', `Bearer ${here.token}`);
    expect(res.status).toBe(200);
    expect((res.body as SessionList).sessions.map((s) => s.current)).toEqual([true]);
    for (const other of others) {
      expect((await me(other)).status).toBe(401);
      expect((await refresh(other)).status).toBe(401);
    }
    expect((await me(here)).status).toBe(200);
  });

  it('lists a session support opened to act for the person, and support cannot sign devices out', async () => {
    const own = await logOutEverywhere(family);
    const impersonated = await request(api().app).get(`/api/impersonate?email=${family.email}`).set('apikey', DEMO_SUPPORT_API_KEY).set('User-Agent', WINDOWS_FIREFOX);
    expect(impersonated.status).toBe(200);
    const support: Device = { token: impersonated.body.token, refresh: impersonated.body.refresh_token };
    const listed = await sessions(own);
    expect(listed.map((s) => s.support).sort()).toEqual([false, true]);
    const ownId = listed.find((s) => s.current)!.id;
    const refused = await endSession(support, ownId);
    expect(refused.status).toBe(403);
    expect((await request(api().app).post('/api/me/sessions/end-others').set('Authorization', `Bearer ${support.token}`)).status).toBe(403);
    // The person ends support's session like any other.
    const supportId = listed.find((s) => s.support)!.id;
    expect((await endSession(own, supportId)).status).toBe(204);
    expect((await me(support)).status).toBe(401);
  });

  it('needs a session', async () => {
    const res = await request(api().app).get('/api/me/sessions');
    expect(res.status).toBe(401);
  });
});

describe('describeDevice', () => {
  it('names what a User-Agent says, and says nothing for none or an unknown one', () => {
    expect(describeDevice(null)).toEqual({ browser: null, os: null, deviceType: 'unknown' });
    expect(describeDevice('curl/8.5.0')).toEqual({ browser: null, os: null, deviceType: 'unknown' });
    expect(describeDevice('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'))
      .toEqual({ browser: 'Safari 17', os: 'iOS 17.5', deviceType: 'tablet' });
  });
});
