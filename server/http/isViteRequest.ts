import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';

/** Vite's own URLs: `/@vite/client`, `/@react-refresh`, `/@fs/…`, `/@id/…`, `/__open-in-editor`, dependencies. */
const VITE_PREFIXES = ['/@', '/__', '/node_modules/'];

/**
 * Whether a request in development is Vite's to answer, ahead of every route of the server.
 *
 * The renderer's modules are requested by their path under its root (`/main.tsx`,
 * `/api/baseApi.ts?t=…`), and its folders may share a name with a server route: renderer/api/
 * with the API's /api/, whose not-found answer left every page blank. So the rule asks the disk,
 * not a list of extensions: a path naming a file under one of `roots` (the renderer and Vite's
 * public folder) is a module or an asset. The server's routes name no such file: API paths have
 * no extension, and /brand/ and /assets/ are no renderer folders. index.html is the exception:
 * pages are the server's, which fills the template per brand and route.
 *
 * Vite's own URLs are recognised by prefix, and its reconnect ping by its Accept header (sent to
 * any path). A request Vite does not serve after all goes on to the server's routes.
 */
export function isViteRequest(req: IncomingMessage, roots: readonly string[]): boolean {
  if (req.headers.accept === 'text/x-vite-ping') return true;
  const pathname = (req.url ?? '/').split(/[?#]/, 1)[0]!;
  if (VITE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  if (pathname.endsWith('/') || pathname.endsWith('.html')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  return roots.some((root) => {
    const file = path.join(root, decoded);
    // A path climbing out of the root (`/../server/main.ts`) is nobody's module.
    if (!file.startsWith(root + path.sep)) return false;
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  });
}
