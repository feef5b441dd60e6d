/**
 * A chunk that fails to load (usually: a deploy replaced the hashed files this page knows) is
 * fixed by reloading the page, but at most once per 60 s (spec sections 8 and 9), so a chunk
 * that is really gone shows the error page instead of reloading forever. The time of the last
 * reload is kept in sessionStorage because the reload wipes everything else.
 */
export const CHUNK_RELOAD_KEY = 'portal.chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** True (and the time recorded) when a reload is allowed now; false within 60 s of the last one. */
export function claimChunkReload(storage: Store, now: number): boolean {
  let last: number;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage can be blocked (privacy settings, sandboxed iframes): then never reload, or we might loop.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

/** Messages browsers give a failed `import()` of a module script. */
const CHUNK_ERROR = /dynamically imported module|module script failed|error loading dynamically imported|Unable to preload CSS|Failed to fetch dynamically/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && (CHUNK_ERROR.test(error.message) || error.name === 'ChunkLoadError');

/** Reloads the page if the limiter allows; returns whether it did. */
export function reloadForChunkFailure(win: Window = window): boolean {
  if (!claimChunkReload(win.sessionStorage, Date.now())) return false;
  win.location.reload();
  return true;
}

/**
 * Vite fires `vite:preloadError` when a dependency of a lazy chunk fails; preventDefault stops
 * the error from propagating while the page reloads. Without a reload the error reaches the
 * route's error boundary.
 */
export function installChunkReload(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkFailure(win)) event.preventDefault();
  });
}

/** Awaits a chunk; on failure reloads (then never settles, as the page is going away) or rethrows. */
export async function loadChunk<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadForChunkFailure(win)) return new Promise<T>(() => undefined);
    throw error;
  }
}
