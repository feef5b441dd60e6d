/**
 * The browser's session in cookies (issue 10, item 3): every answer with a token pair also sets the
 * refresh token in an httpOnly cookie scoped to the API and a session hint for page loads; the
 * refresh and logout calls take the cookie when the body names no token, and end it with the
 * session. The spec's body form keeps working (sessions.test.ts).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE } from '../../../server/auth/sessionCookie';
import { REFRESH_GRACE_MS } from '../../../server/auth/sessions';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { useApi } from './apiHarness';

const api = useApi();
const { patient } = DEMO_ACCOUNTS;

interface SetCookie {
  value: string;
  attributes: string[];
}

/** The Set-Cookie headers of an answer by cookie name. */
function setCookies(res: request.Response): Record<string, SetCookie> {
  const headers = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return Object.fromEntries(
    headers.map((header) => {
      const [pair, ...attributes] = header.split(/;\s*/);
      const [name, ...value] = pair!.split('=');
      return [name!, { value: decodeURIComponent(value.join('=')), attributes: attributes.map((a) => a.toLowerCase()) }];
    }),
  );
}

const logIn = (host = 'default.localhost') =>
  request(api().app).post('/api/login').set('Host', host).send({ username: patient.email, password: patient.password });

describe('session cookies', () => {
  it('a login sets the refresh token httpOnly on /api and a hint on /, both SameSite=Lax, and still answers the pair', async () => {
    const res = await logIn();
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    const refresh = cookies[REFRESH_COOKIE]!;
    expect(refresh.value).toBe(res.body.refresh_token);
    expect(refresh.attributes).toEqual(expect.arrayContaining(['httponly', 'path=/api', 'samesite=lax']));
    expect(refresh.attributes.some((a) => a.startsWith('max-age='))).toBe(true);
    // On a loopback host (the demo over http) not Secure, which the browser would refuse to store.
    expect(refresh.attributes).not.toContain('secure');
    const hint = cookies[SESSION_HINT_COOKIE]!;
    expect(hint.value).toBe('1');
    expect(hint.attributes).toEqual(expect.arrayContaining(['path=/', 'samesite=lax']));
    expect(hint.attributes).not.toContain('httponly');
    // The page-session cookie: the session's family and its MAC, httpOnly, for page loads only.
    const page = cookies[PAGE_SESSION_COOKIE]!;
    expect(page.value).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(page.attributes).toEqual(expect.arrayContaining(['httponly', 'path=/', 'samesite=lax']));
    expect(typeof res.body.token).toBe('string');
  });

  it('is Secure on any other host', async () => {
    const cookies = setCookies(await logIn('portal.example.org'));
    expect(cookies[REFRESH_COOKIE]!.attributes).toContain('secure');
    expect(cookies[SESSION_HINT_COOKIE]!.attributes).toContain('secure');
  });

  it('refresh takes the cookie, rotates it, and ends it when the token is reused', async () => {
    const first = setCookies(await logIn())[REFRESH_COOKIE]!.value;
    const rotated = await request(api().app).post('/api/token/refresh').set('Cookie', `${REFRESH_COOKIE}=${first}`);
    expect(rotated.status).toBe(200);
    const second = setCookies(rotated)[REFRESH_COOKIE]!.value;
    expect(second).toBe(rotated.body.refresh_token);
    expect(second).not.toBe(first);
    const me = await request(api().app).get('/api/me').set('Authorization', `Bearer ${rotated.body.token}`);
    expect(me.status).toBe(200);

    api().now.ms += REFRESH_GRACE_MS + 1_000;
    const reused = await request(api().app).post('/api/token/refresh').set('Cookie', `${REFRESH_COOKIE}=${first}`);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('U016');
    const cleared = setCookies(reused);
    expect(cleared[REFRESH_COOKIE]!.value).toBe('');
    expect(cleared[SESSION_HINT_COOKIE]!.value).toBe('');
    expect(cleared[PAGE_SESSION_COOKIE]!.value).toBe('');
  });

  it('refresh with neither a body token nor a cookie names the missing field; a cookie of garbage is an unknown session', async () => {
    const res = await request(api().app).post('/api/token/refresh');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    const garbage = await request(api().app).post('/api/token/refresh').set('Cookie', `${REFRESH_COOKIE}=%E0%A4%A; other=1`);
    expect(garbage.status).toBe(401);
    expect(garbage.body.code).toBe('#002');
  });

  it('logout with the cookie ends the session and clears its cookies', async () => {
    const cookie = setCookies(await logIn())[REFRESH_COOKIE]!.value;
    const out = await request(api().app).post('/api/logout').set('Cookie', `${REFRESH_COOKIE}=${cookie}`);
    expect(out.status).toBe(204);
    const cleared = setCookies(out);
    expect(cleared[REFRESH_COOKIE]!.value).toBe('');
    expect(cleared[SESSION_HINT_COOKIE]!.value).toBe('');
    expect(cleared[PAGE_SESSION_COOKIE]!.value).toBe('');
    const after = await request(api().app).post('/api/token/refresh').set('Cookie', `${REFRESH_COOKIE}=${cookie}`);
    expect(after.status).toBe(401);
  });
});

describe("another site's page (issue 34, item 4)", () => {
  const cookieOf = (res: request.Response) => `${REFRESH_COOKIE}=${encodeURIComponent(setCookies(res)[REFRESH_COOKIE]!.value)}`;

  for (const path of ['/api/token/refresh', '/api/logout']) {
    it(`cannot use the refresh cookie through ${path}, even as a text/plain "simple" request`, async () => {
      const cookie = cookieOf(await logIn());
      const res = await request(api().app).post(path).set('Host', 'default.localhost').set('Origin', 'https://attacker.example').set('Content-Type', 'text/plain').set('Cookie', cookie).send('x');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('#403');
      expect(setCookies(res)[REFRESH_COOKIE]).toBeUndefined();
      // The session was not ended nor rotated: the portal's own page still refreshes it.
      const own = await request(api().app).post('/api/token/refresh').set('Host', 'default.localhost').set('Origin', 'http://default.localhost').set('Cookie', cookie).send({});
      expect(own.status).toBe(200);
    });
  }

  it('is refused for a sandboxed frame (Origin: null) and for another brand of the same portal', async () => {
    const cookie = cookieOf(await logIn());
    for (const origin of ['null', 'http://insurer.localhost']) {
      const res = await request(api().app).post('/api/logout').set('Host', 'default.localhost').set('Origin', origin).set('Cookie', cookie).send({});
      expect(res.status, origin).toBe(403);
    }
  });

  it('does not stop an API client without Origin, nor a page reading with GET', async () => {
    const login = await logIn();
    expect((await request(api().app).post('/api/token/refresh').set('Host', 'default.localhost').send({ refresh_token: login.body.refresh_token })).status).toBe(200);
    const me = await request(api().app).get('/api/config').set('Host', 'default.localhost').set('Origin', 'https://attacker.example');
    expect(me.status).toBe(200);
  });
});
