/**
 * Renderer build. Kept plain on purpose: in development the server mounts Vite in middleware
 * mode with this same file, so nothing here may assume Vite owns the HTTP server.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants as zlibConstants } from 'node:zlib';

/*
 * The libraries every page runs go into one "core" chunk: one request instead of three, better
 * gzip (one dictionary), and a file that stays cached across app releases. Measured: about 1 KB
 * gzip less on the first route than rolldown's automatic split. Route-only libraries (RJSF, the
 * map) stay in their lazy chunks.
 */
const CORE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|immer|redux|redux-thunk|reselect|react-redux|use-sync-external-store|@standard-schema|i18next|react-i18next)[\\/]/;

const here = (rel: string): string => fileURLToPath(new URL(rel, import.meta.url));

/*
 * react-router's package exports point at its development build whatever the mode (warnings
 * and checks included); a production bundle takes the production build it ships beside it.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
];

/** Module replacements of the renderer's builds (also used by bench:size's stack-floor builds). */
export const rendererAliases = (command: 'build' | 'serve') => [
  // RJSF's markdown renderer replaced by plain text; see renderer/forms/plainMarkdown.tsx.
  { find: 'markdown-to-jsx/react', replacement: here('./renderer/forms/plainMarkdown.tsx') },
  ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
];

/*
 * Hashed assets are compressed once, at build, at the strongest settings (brotli 11, gzip 9):
 * the server sends the .br or .gz beside a file by Accept-Encoding (server/http/createPageRouter.ts)
 * and never compresses them per request. index.html is the server's template, not an asset.
 */
const PRECOMPRESSED = compression({
  include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
  // Small chunks too: measured, brotli 11 takes a 473–815 byte chunk to 287–413 bytes, and at
  // build it costs a visitor nothing. A file the coding would not shrink is left plain.
  threshold: 256,
  skipIfLargerOrEqual: true,
  algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
  logLevel: 'silent',
});

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'renderer',
  plugins: [react(), ...(command === 'build' && !isSsrBuild ? [PRECOMPRESSED] : [])],
  resolve: { alias: rendererAliases(command) },
  build: isSsrBuild
    ? // The server entry (renderer/entry-server.tsx), beside the browser's build: libraries stay in node_modules.
      { outDir: '../dist/server', emptyOutDir: false, copyPublicDir: false }
    : {
        outDir: '../dist',
        emptyOutDir: true,
        // The server reads the manifest to know the hashed entry and which chunks a route needs.
        manifest: true,
        // No polyfill for <link rel="modulepreload">: a browser without it still loads every module
        // through the imports, only without the head start; the polyfill cost every visitor 0.5 KB.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'core', test: CORE_LIBRARIES, priority: 2 }, { name: 'app', tags: ['$initial'], priority: 1 }] } },
        },
      },
}));