/**
 * Renderer build. Kept plain on purpose: in development the server mounts Vite in middleware
 * mode with this same file, so nothing here may assume Vite owns the HTTP server.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig(({ command }) => ({
  root: 'renderer',
  plugins: [react()],
  resolve: { alias: rendererAliases(command) },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // The server reads the manifest to know the hashed entry and which chunks a route needs.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'core', test: CORE_LIBRARIES }] } },
    },
  },
}));
