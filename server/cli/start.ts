/** npm start: builds the renderer if its build is missing or stale, then runs the server. */
// First: the build and the server both read NODE_ENV, and `npm start` does not set it.
import '../defaultNodeEnv';
import { buildRendererIfNeeded } from './buildRenderer';

await buildRendererIfNeeded();
await import('../main');
