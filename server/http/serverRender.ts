/**
 * The page router's side of server rendering (issue 10, item 3): loads the renderer's server
 * entry (renderer/entry-server.tsx, built by Vite beside the browser bundle; in development
 * through Vite), and gives its queries a fetch to this same server: the render asks the API what
 * the browser would ask, with the page's Host and cookies, so brand, language and answers are the
 * API's own. Its queries are GETs, which no abuse limit counts.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request as PageRequest } from 'express';
import type { PageRenderRequest, RenderedPage } from '../../renderer/entry-server';

export type { RenderedPage };

export interface ServerEntry {
  renderPage: (request: PageRenderRequest) => Promise<RenderedPage>;
  /** The built files of the chunks a render used (a production build; Vite serves them itself in development). */
  chunkAssets?: (ids: readonly string[]) => ChunkAssets;
}

export interface ChunkAssets {
  /** Module scripts to fetch beside the entry's, so hydration does not wait on a request chain. */
  scripts: string[];
  /** Style sheets of those chunks: the server's HTML is styled from the first paint, not after the chunk ran. */
  styles: string[];
}

/** Vite's build manifest (dist/.vite/manifest.json): source path → chunk file, its static imports and style sheets. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** What index.html's entry loads already: its chunk files and style sheets. */
function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The files a lazyChunk id (its module's path under renderer/, without extension) needs beyond the entry's. */
export function manifestAssets(manifest: Manifest): (ids: readonly string[]) => ChunkAssets {
  const entry = closure(manifest, 'index.html', new Set());
  return (ids) => {
    const files = new Set<string>();
    for (const id of ids) {
      const key = [`${id}.tsx`, `${id}.ts`].find((k) => manifest[k]);
      if (key) closure(manifest, key, files);
    }
    const needed = [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`);
    return { scripts: needed.filter((file) => file.endsWith('.js')), styles: needed.filter((file) => file.endsWith('.css')) };
  };
}

/** The built server entry with the build's manifest, or undefined when the build has none (pages then render in the browser alone). */
export function builtServerEntry(distDir: string): () => Promise<ServerEntry | undefined> {
  const file = path.join(distDir, 'server', 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let loaded: Promise<ServerEntry | undefined> | undefined;
  const load = async (): Promise<ServerEntry | undefined> => {
    if (!fs.existsSync(file)) return undefined;
    const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : undefined;
    return { renderPage: entry.renderPage, ...(manifest ? { chunkAssets: manifestAssets(manifest) } : {}) };
  };
  return () => (loaded ??= load());
}

/** Headers of the page request that the API request keeps: who the visitor is and which brand they asked for. */
const KEPT_HEADERS = ['host', 'cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip'];

/** Statuses whose answers have no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** Connections to this server itself, kept open between a page's queries. */
const loopback = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * A fetch for the page's queries: each one goes to this server itself, on the address and port the
 * page request came in on, with the page's Host (so the brand is the page's) and the visitor's
 * cookies and forwarding headers. fetch() cannot send another Host than the URL's, so node:http.
 */
export function selfFetch(page: PageRequest): typeof fetch {
  const { localAddress, localPort } = page.socket;
  // An IPv4 visitor of a dual-stack socket shows as ::ffff:a.b.c.d; node:http takes IPv6 unbracketed.
  const address = localAddress?.replace(/^::ffff:/, '');
  const kept = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (page.headers[name] === undefined ? [] : [[name, page.headers[name]!]])));
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const outgoing = http.request(
        {
          agent: loopback,
          host: address,
          port: localPort,
          method: request.method,
          path: `${url.pathname}${url.search}`,
          headers: { ...Object.fromEntries(request.headers), ...kept, ...(body ? { 'content-length': String(body.length) } : {}) },
          signal: request.signal,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, body: Buffer.concat(chunks) }));
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const hasBody = !NULL_BODY.has(answer.status) && request.method !== 'HEAD';
    return new Response(hasBody ? new Uint8Array(answer.body) : null, { status: answer.status, headers });
  };
}

export type { PageRenderRequest };
