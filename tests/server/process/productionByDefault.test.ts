/**
 * Issue 33, item 1: `npm start` sets no NODE_ENV, and the libraries of the server renderer (React,
 * Redux Toolkit) then run as in development: Redux's checks on every render and their warnings as
 * text lines in the JSON log. Started as `npm start` starts it (server/cli/start.ts, NODE_ENV
 * unset), the rendering process sees production, both when the server entry is imported and when
 * it renders, and every line the server writes is JSON. The renderer's server entry here is a
 * stand-in that reports what it sees (a real build takes longer than the test should), with the
 * sources' hash beside it so start.ts takes the build as current and does not rebuild.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sourceHash } from '../../../server/cli/buildRenderer';
import { startPortal, tempDataDir, type PortalProcess } from './portalProcess';

/** A server entry whose page names NODE_ENV as it was at import and as it is at render. */
const REPORTING_ENTRY = `const atImport = String(process.env.NODE_ENV);
export async function renderPage() {
  return {
    html: '<p id="node-env">' + atImport + '/' + String(process.env.NODE_ENV) + '</p>',
    state: { ui: {}, api: { queries: {}, mutations: {}, provided: {} }, chunks: [] },
    head: null,
  };
}
`;

let portal: PortalProcess;

beforeAll(async () => {
  const dataDir = tempDataDir();
  const dist = path.join(dataDir, 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), REPORTING_ENTRY);
  fs.writeFileSync(path.join(dist, '.source-hash'), sourceHash());
  // Vitest runs with NODE_ENV=test: the server must not inherit it.
  portal = await startPortal({ NODE_ENV: undefined, DEMO_SEED: '0' }, dataDir, 'server/cli/start.ts');
}, 60_000);

afterAll(async () => {
  expect(await portal.stop()).toBe(0);
});

it('renders pages with NODE_ENV production, and writes JSON lines only', async () => {
  for (const page of ['/', '/login', '/about-us']) {
    const html = await (await fetch(`${portal.base}${page}`)).text();
    expect(/<p id="node-env">([^<]*)<\/p>/.exec(html)?.[1], `NODE_ENV at import/at render of ${page}`).toBe('production/production');
  }
  // The access lines leave the buffer within LOG_FLUSH_MS.
  await expect.poll(() => portal.output().split('\n').filter((line) => line.includes('"request completed"')).length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
  const lines = portal.output().split('\n').filter((line) => line.trim() !== '');
  expect(lines.filter((line) => !isJson(line))).toEqual([]);
}, 30_000);

function isJson(line: string): boolean {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
}
