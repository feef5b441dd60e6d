/**
 * The instance's sweep of uploads never attached to a request (issue 30): every
 * EXPIRY_INTERVAL_MS it removes, with their chunks, the uploads older than UNATTACHED_TTL_MS that
 * no care item names. Idempotent, so every instance may run it; a failed run (the database away)
 * is logged and the next one tries again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { removeExpiredUploads } from '../../db/uploads';
import { runEvery } from '../../jobs/runEvery';

export const EXPIRY_INTERVAL_MS = 10 * 60 * 1000;

export function scheduleUploadExpiry(db: Kysely<Database>, log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void }, clock: () => number, intervalMs = EXPIRY_INTERVAL_MS): () => void {
  return runEvery(intervalMs, async () => {
    const removed = await removeExpiredUploads(db, clock());
    if (removed > 0) log.info({ removed }, 'unattached uploads past their time removed');
  }, (error) => log.warn({ error: error instanceof Error ? error.message : String(error) }, 'the sweep of unattached uploads failed; the next run tries again'));
}
