/**
 * The name of a specialization, service or place in the visitor's language (issue 11): the
 * column's `_en` or `_ro` translation when there is one, else the row's own, Hungarian name.
 * As an SQL expression, so every query that names a service or place selects it the same way.
 */
import { sql, type RawBuilder } from 'kysely';
import type { LocaleId } from '../config/brandSources';

/** `coalesce(f.name_en, f.name)` for en, `f.name` for hu; `column` is "alias.column". */
export function localName(column: string, locale: LocaleId): RawBuilder<string> {
  return locale === 'hu' ? sql<string>`${sql.ref(column)}` : sql<string>`coalesce(${sql.ref(`${column}_${locale}`)}, ${sql.ref(column)})`;
}

/** Sorts by name as a reader of the language expects (á after a in Hungarian, ș after s in Romanian). */
export const byLocalName = (locale: LocaleId) => (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, locale);
