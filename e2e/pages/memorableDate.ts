/**
 * Fills a birth date asked as day, month and year boxes (renderer/forms/MemorableDateInput.tsx)
 * from an ISO date, as a person types it: each box by its name (`root_birthDate-day` …), whatever
 * order the page's language puts them in. Parts are typed as given ("2999-1-1" types 1 and 1).
 */
import { expect, type Locator, type Page } from '@playwright/test';

const PARTS = ['year', 'month', 'day'] as const;

/** The box of one part of the date field `id` (e.g. root_birthDate). */
export const datePart = (scope: Page | Locator, id: string, part: (typeof PARTS)[number]): Locator => scope.locator(`input[name="${id}-${part}"]`);

export async function fillMemorableDate(scope: Page | Locator, id: string, iso: string): Promise<void> {
  const values = iso.split('-');
  for (const [index, part] of PARTS.entries()) await datePart(scope, id, part).fill(values[index] ?? '');
}

/** Expects the three boxes to hold the parts of `iso` as typed. */
export async function expectMemorableDate(scope: Page | Locator, id: string, iso: string): Promise<void> {
  const values = iso.split('-');
  for (const [index, part] of PARTS.entries()) await expect(datePart(scope, id, part)).toHaveValue(values[index] ?? '');
}
