/**
 * Compressed answers (issue 10, item 1): every text answer of 1 KB or more goes out compressed
 * when the client accepts it, brotli first; small answers, images and clients that accept nothing
 * get the plain body. Read over a real socket with node:http, which does not decompress, so the
 * bytes counted are the bytes sent.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, chooseCoding } from '../../server/http/contentEncoding';
import { login } from './api/apiHarness';
import { openProviderApi, type ProviderApi } from './api/providerApiHarness';
import { testBrands } from './testApp';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
/** A script as the build leaves it: the file and, because it is over the threshold, its .br and .gz. */
const SCRIPT = Buffer.from(`export const copy = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i} of the portal script`))};\n`);
const SMALL_SCRIPT = Buffer.from('export const small = 1;\n');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets/main-abc.js'), SCRIPT);
fs.writeFileSync(path.join(dist, 'assets/main-abc.js.br'), zlib.brotliCompressSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'assets/main-abc.js.gz'), zlib.gzipSync(SCRIPT));
fs.writeFileSync(path.join(dist, 'assets/small-abc.js'), SMALL_SCRIPT);

let provider: ProviderApi;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  // Providers and doctors in the database, so the API's lists are big enough to compress.
  provider = await openProviderApi('sqlite', { seed: 3, providers: 12, doctorsPerProvider: 3, slotsTarget: 600, accounts: true, app: { distDir: dist } });
  server = http.createServer(provider.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await provider?.database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(answer: RawAnswer): Buffer {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (coding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}

const isText = (type: string | undefined): boolean => /^(text\/|application\/(json|javascript)|image\/svg)/.test(type ?? '');

describe('Accept-Encoding negotiation', () => {
  it('prefers brotli, honours q-values and falls back to identity', () => {
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseCoding('deflate')).toBe('identity');
    expect(chooseCoding(undefined)).toBe('identity');
    expect(chooseCoding('')).toBe('identity');
  });
});

describe('every text answer of 1 KB or more is compressed when the client accepts it', () => {
  it('the pages, config, bundle, brand assets, hashed scripts and API answers of every brand', async () => {
    const token = (await login(provider.app, 'patient@demo.test', 'Demo-Patient-1')).token;
    const seen: string[] = [];
    for (const brand of testBrands().all()) {
      const host = brand.effective.brand.hosts![0]!;
      const urls = ['/', '/login', '/no/such/page', '/api/config', `/api/brand-bundle/${brand.bundle.version}.json`, '/brand/logo.svg', '/assets/main-abc.js', '/api/specializations', '/api/map/providers', '/api/search/providers', '/api/me'];
      for (const url of urls) {
        const headers = { Host: host, Authorization: `Bearer ${token}` };
        const plain = await get(url, { ...headers, 'Accept-Encoding': 'identity' });
        if (plain.status >= 400 && url !== '/no/such/page') continue; // not every brand has every route
        expect(plain.headers['content-encoding'], `${host}${url} plain`).toBeUndefined();
        for (const accepted of ['br, gzip', 'gzip']) {
          const answer = await get(url, { ...headers, 'Accept-Encoding': accepted });
          expect(answer.status, `${host}${url}`).toBe(plain.status);
          if (!isText(String(answer.headers['content-type']))) continue;
          const decoded = decode(answer);
          if (decoded.length >= COMPRESSION_THRESHOLD_BYTES) {
            expect(answer.headers['content-encoding'], `${host}${url} with ${accepted}`).toBe(accepted === 'gzip' ? 'gzip' : 'br');
            expect(answer.body.length, `${host}${url}`).toBeLessThan(decoded.length);
            seen.push(url);
          } else {
            expect(answer.headers['content-encoding'], `${host}${url} is small`).toBeUndefined();
          }
          expect(String(answer.headers.vary), `${host}${url}`).toMatch(/Accept-Encoding/i);
        }
      }
    }
    // The crawl reached the kinds of answer it is about.
    for (const url of ['/', '/login', '/assets/main-abc.js', '/api/specializations', '/api/search/providers']) expect(seen).toContain(url);
    expect(seen.some((url) => url.startsWith('/api/brand-bundle/'))).toBe(true);
    // About 300 answers, each rendered and compressed three times: seconds alone, past 20 s on a busy machine.
  }, 90_000);

  it('a hashed asset is the file the build compressed, byte for byte, with its immutable caching', async () => {
    const br = await get('/assets/main-abc.js', { 'Accept-Encoding': 'br' });
    expect(br.body.equals(fs.readFileSync(path.join(dist, 'assets/main-abc.js.br')))).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    const plain = await get('/assets/main-abc.js', {});
    expect(plain.body.equals(SCRIPT)).toBe(true);
  });

  it('leaves small answers plain', async () => {
    const small = await get('/assets/small-abc.js', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.equals(SMALL_SCRIPT)).toBe(true);
    const health = await get('/api/no-such-call', { 'Accept-Encoding': 'br, gzip' });
    expect(health.status).toBe(404);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers the compressed bundle with its own ETag and revalidates it under any coding', async () => {
    const brand = testBrands().all()[0]!;
    const url = `/api/brand-bundle/${brand.bundle.version}.json`;
    const host = { Host: brand.effective.brand.hosts![0]! };
    const br = await get(url, { ...host, 'Accept-Encoding': 'br' });
    const plain = await get(url, host);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(JSON.parse(decode(br).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['content-encoding']).toBe('br');
    expect((await get(url, { ...host, 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! })).status).toBe(304);
  });
});
