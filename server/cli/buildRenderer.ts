/**
 * Builds the renderer with Vite (the browser's bundle and the server renderer's entry) when dist/ is missing or older than its sources; the hash of
 * the sources is kept in dist/.source-hash so an unchanged tree is never rebuilt.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the build goes; DIST_DIR lets two checkouts' servers (or test runs) keep their own builds. */
export const DIST = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
const SOURCES = ['renderer', 'generated', 'schemas/vocabulary.ts', 'schemas/commonPasswords.ts', 'vite.config.ts', 'package-lock.json'];

/** The hash of the renderer's sources that dist/.source-hash holds when the build is theirs. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  const add = (rel: string): void => {
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) add(path.join(rel, name));
    } else hash.update(rel).update(fs.readFileSync(abs));
  };
  SOURCES.forEach(add);
  return hash.digest('hex');
}

export async function buildRendererIfNeeded(force = false): Promise<boolean> {
  const stamp = path.join(DIST, '.source-hash');
  const current = sourceHash();
  if (!force && fs.existsSync(path.join(DIST, 'index.html')) && fs.existsSync(path.join(DIST, 'server', 'entry-server.js')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === current) return false;
  const { build } = await import('vite');
  const configFile = path.join(ROOT, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn', build: { outDir: DIST } });
  // The server renderer's entry (server/http/serverRender.ts) beside it, in dist/server/.
  await build({ configFile, logLevel: 'warn', build: { ssr: 'entry-server.tsx', outDir: path.join(DIST, 'server') } });
  fs.writeFileSync(stamp, current);
  return true;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  buildRendererIfNeeded(process.argv.includes('--force'))
    .then((built) => console.log(built ? 'renderer built into dist/' : 'dist/ is up to date'))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
