import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, loadChunk } from '../../../renderer/shell/chunkReload';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('chunk-failure reload limiter (at most once per 60 s)', () => {
  it('allows the first reload and records its time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('refuses a second reload within 60 s and allows one after', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('treats a damaged timestamp as no earlier reload', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, 'yesterday');
    expect(claimChunkReload(storage, 5)).toBe(true);
  });

  it('never reloads when storage is blocked, so it cannot loop', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('SecurityError'); } };
    expect(claimChunkReload(blocked, 5)).toBe(false);
  });

  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('loadChunk reloads on the first failure and rethrows on the second within 60 s', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const win = { sessionStorage: storage, location: { reload } } as unknown as Window;
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const first = loadChunk(failing, win);
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    void first; // never settles: the page is reloading
    await expect(loadChunk(failing, win)).rejects.toThrow('dynamically imported');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
