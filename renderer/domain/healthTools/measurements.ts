/**
 * Reading the measurements a health tool's form asks for: each given one ("5,2" or "5.2" alike)
 * within the range an adult can have, else refused as implausible with the range (a typing slip
 * or the wrong unit, not a finding); and blood pressure, which is given as both values or neither.
 */
import { parseDecimal } from '../../../schemas/vocabulary';

export interface Range {
  min: number;
  max: number;
}

/** What an adult's measurements can be; one table for every tool that asks them. */
export const ADULT_RANGES = {
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 25, max: 350 },
  systolicBloodPressure: { min: 70, max: 250 },
  diastolicBloodPressure: { min: 40, max: 150 },
  moderateMinutes: { min: 0, max: 5000 },
  vigorousMinutes: { min: 0, max: 5000 },
} as const;

export type Implausible<F extends string> = { field: F; reason: 'implausible' } & Range;
export type HalfBloodPressure = { field: 'systolicBloodPressure' | 'diastolicBloodPressure'; reason: 'bothOrNeither' };

export const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

export function readMeasurements<F extends string>(answers: Record<string, unknown>, ranges: Readonly<Record<F, Range>>): { measured: Partial<Record<F, number>>; refusals: Implausible<F>[] } {
  const measured: Partial<Record<F, number>> = {};
  const refusals: Implausible<F>[] = [];
  for (const [field, range] of Object.entries(ranges) as [F, Range][]) {
    if (!present(answers[field])) continue;
    const value = parseDecimal(answers[field]);
    if (value >= range.min && value <= range.max) measured[field] = value;
    else refusals.push({ field, reason: 'implausible', ...range });
  }
  return { measured, refusals };
}

/** The half of a blood pressure that is missing when only one value was given. */
export function halfBloodPressure(answers: Record<string, unknown>): HalfBloodPressure[] {
  const hasSystolic = present(answers.systolicBloodPressure);
  return hasSystolic === present(answers.diastolicBloodPressure) ? [] : [{ field: hasSystolic ? 'diastolicBloodPressure' : 'systolicBloodPressure', reason: 'bothOrNeither' }];
}
