import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { isViteRequest } from '../../server/http/isViteRequest';
import { ROOT, testApp } from './testApp';

const RENDERER = path.join(ROOT, 'renderer');
const asked = (url: string, accept?: string): boolean =>
  isViteRequest({ url, headers: accept ? { accept } : {} } as IncomingMessage, [RENDERER]);

describe('isViteRequest: what Vite answers ahead of the server in development', () => {
  it.each(['/main.tsx', '/api/baseApi.ts', '/api/baseApi.ts?t=1700000000000', '/theme/base.css?direct', '/@vite/client', '/@react-refresh', '/@fs/work/node_modules/react/index.js', '/@id/__x00__virtual', '/node_modules/.vite/deps/react.js?v=1', '/__open-in-editor?file=main.tsx'])(
    '%s is Vite’s',
    (url) => expect(asked(url)).toBe(true),
  );

  it.each(['/', '/api/config', '/api/login', '/api/no-such.ts', '/api', '/api/', '/services/appointments', '/brand/logo.svg', '/assets/index-abc.js', '/index.html', '/dev/outbox.json'])(
    '%s is the server’s',
    (url) => expect(asked(url)).toBe(false),
  );

  it.each(['/../server/main.ts', '/%2e%2e/server/main.ts', '/api/baseApi.ts%00', '/%E0%A4%A'])('%s, outside the renderer or malformed, is nobody’s module', (url) => {
    expect(asked(url)).toBe(false);
  });

  it('takes the HMR client’s reconnect ping on any path', () => {
    expect(asked('/', 'text/x-vite-ping')).toBe(true);
  });
});

describe('the dev middleware in the app', () => {
  const app = testApp('development', {
    devMiddleware: (req, res, next) => (req.path.endsWith('.ts') ? res.type('js').send('// module') : next()),
  });

  it('answers ahead of the API routes', async () => {
    const res = await request(app).get('/api/baseApi.ts');
    expect(res.status).toBe(200);
    expect(res.text).toBe('// module');
  });

  it('lets the API answer what it passes on', async () => {
    expect((await request(app).get('/api/config')).status).toBe(200);
    expect((await request(app).get('/api/no-such-resource')).body.code).toBe('#404');
  });
});
