/**
 * The time an operator books, typed in a datetime-local field, is Budapest wall-clock time
 * whatever the computer's zone (appointments happen at Hungarian and Romanian providers, and
 * every time is shown in Budapest time, i18n/format.ts); the API takes an instant.
 */
import { TZDateMini } from '@date-fns/tz';
import { TIME_ZONE } from '../domain/format/format';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-01T09:30" (Budapest) → an ISO instant; null when it is not such a value. */
export function budapestInstant(local: string): string | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDateMini(y, mo - 1, d, h, mi, 0, 0, TIME_ZONE);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1) return null;
  return new Date(date.getTime()).toISOString();
}
