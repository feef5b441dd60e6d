/**
 * The renderer in development: Vite in middleware mode over renderer/, configured by
 * vite.config.ts, in front of the server's routes for the requests that are Vite's.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { isViteRequest } from './isViteRequest';
import type { ServerEntry } from './serverRender';

export interface DevRenderer {
  /** Vite's middleware for the requests it owns (see isViteRequest); every other request passes on. */
  middleware: RequestHandler;
  /** index.html with Vite's client and the React refresh preamble, for the page router to fill. */
  indexTemplate: (url: string) => Promise<string>;
  /** The brand studio's page (renderer/studio/studio.html) with Vite's client. */
  studioPage: () => Promise<string>;
  /** The renderer's server entry, through Vite (so an edit shows on the next page load). */
  serverEntry: () => Promise<ServerEntry | undefined>;
  close: () => Promise<void>;
}

/** A port the operating system reports free now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function createDevRenderer(projectRoot: string): Promise<DevRenderer> {
  // Vite is a development dependency: loaded only here, never by a production start.
  const { createServer } = await import('vite');
  const root = path.join(projectRoot, 'renderer');
  const vite = await createServer({
    root,
    configFile: path.join(projectRoot, 'vite.config.ts'),
    appType: 'custom',
    // Vite finds the libraries to pre-bundle by crawling the HTML files under the root at start;
    // the studio's preview probe is added to pages by the server, so it is named here. A library
    // found only when a page asks for it makes Vite bundle again and reload every open page (the
    // studio too, which lost its unsaved draft).
    optimizeDeps: { entries: ['**/*.html', 'studio/previewProbe.ts'] },
    server: {
      middlewareMode: true,
      // In middleware mode the HMR websocket listens on a port of its own, by default always
      // 24678: a second dev server (or the dev-server test beside a developer's) could not bind
      // it, and its pages would connect to the other server's socket and fail. Each one takes a
      // free port instead; Vite's client learns it from the served /@vite/client.
      ws: { port: await freePort() },
    },
  });
  const roots = [root, vite.config.publicDir].filter((dir): dir is string => Boolean(dir));
  return {
    middleware: (req, res, next) => (isViteRequest(req, roots) ? vite.middlewares(req, res, next) : next()),
    indexTemplate: async (url) => vite.transformIndexHtml(url, fs.readFileSync(path.join(root, 'index.html'), 'utf8')),
    studioPage: async () => vite.transformIndexHtml('/dev/studio', fs.readFileSync(path.join(root, 'studio', 'studio.html'), 'utf8')),
    serverEntry: async () => (await vite.ssrLoadModule('/entry-server.tsx')) as ServerEntry,
    close: () => vite.close(),
  };
}
