/** npm start: builds the renderer if its build is missing or stale, then runs the server. */
import { buildRendererIfNeeded } from './buildRenderer';

await buildRendererIfNeeded();
await import('../main');
