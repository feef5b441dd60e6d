/**
 * The token pair and the chosen subscription in localStorage, so a reload (or a new tab) stays
 * logged in. Only these three strings are stored; the user is fetched again with them.
 */
import type { SessionState } from './sessionSlice';

export const SESSION_STORAGE_KEY = 'portal.session';

type Persisted = Pick<SessionState, 'token' | 'refreshToken' | 'subscriptionId'>;

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readPersistedSession(storage: Storage | null = storageOrNull()): Persisted | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Persisted>;
    if (typeof value.token !== 'string') return null;
    return {
      token: value.token,
      refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : null,
      subscriptionId: typeof value.subscriptionId === 'string' ? value.subscriptionId : null,
    };
  } catch {
    return null;
  }
}

export function writePersistedSession(session: Persisted, storage: Storage | null = storageOrNull()): void {
  try {
    if (!storage) return;
    if (!session.token) storage.removeItem(SESSION_STORAGE_KEY);
    else storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: session.token, refreshToken: session.refreshToken, subscriptionId: session.subscriptionId }));
  } catch {
    // Private mode or a full quota: the session simply does not survive a reload.
  }
}

/** Writes the persisted part whenever it changes. */
export function persistSession(store: { getState: () => { session: SessionState }; subscribe: (listener: () => void) => () => void }): () => void {
  let last: Persisted | null = null;
  return store.subscribe(() => {
    const { token, refreshToken, subscriptionId } = store.getState().session;
    if (last && last.token === token && last.refreshToken === refreshToken && last.subscriptionId === subscriptionId) return;
    last = { token, refreshToken, subscriptionId };
    writePersistedSession(last);
  });
}
