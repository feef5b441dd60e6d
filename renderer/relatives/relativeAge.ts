/**
 * A relative's age in words, counted on the Budapest calendar like every other date of the portal:
 * whole years, and "under 1 year" for a baby (a 0 would read oddly in all three languages).
 */
import { ageOn, todayInBudapest } from '../../schemas/vocabulary';

export function relativeAge(birthDate: string, t: (key: string, options?: Record<string, unknown>) => string, now: Date = new Date()): string {
  const age = ageOn(birthDate, todayInBudapest(now));
  if (age === null || age < 0) return '';
  return age === 0 ? t('relatives.infant') : t('relatives.age', { count: age });
}
