/**
 * A PostgreSQL schema of its own for a test file's portal processes (TEST_DATABASE_URL), the
 * DATABASE_URL that works in it, and its removal afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface PgSchema {
  name: string;
  /** DATABASE_URL for a portal working in this schema; `params` are added to its query (e.g. application_name). */
  url: (params?: Record<string, string>) => string;
  /** A client working in this schema (the caller ends it). */
  client: () => Promise<pg.Client>;
  drop: () => Promise<void>;
}

export async function createPgSchema(baseUrl: string, prefix: string): Promise<PgSchema> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string): Promise<void> => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create schema ${name}`);
  const url = (params: Record<string, string> = {}): string => {
    const u = new URL(baseUrl);
    u.searchParams.set('options', `-c search_path=${name}`);
    for (const [key, value] of Object.entries(params)) u.searchParams.set(key, value);
    return u.toString();
  };
  return {
    name,
    url,
    client: async () => {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      return client;
    },
    // With the background jobs' queue, which the portal keeps beside its schema (server/jobs/createJobQueue.ts).
    drop: () => run(`drop schema if exists ${name} cascade; drop schema if exists ${name}_jobs cascade`),
  };
}
