/** Column types the tables of several areas share. */
import type { ColumnType } from 'kysely';

/** An ISO timestamp written once on insert by the code (no dialect-specific default). */
export type CreatedAt = ColumnType<string, string, never>;
