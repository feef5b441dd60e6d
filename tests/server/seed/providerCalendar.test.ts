/** Budapest calendar arithmetic of the demo slots, and the seeded random source. */
import { describe, expect, it } from 'vitest';
import { budapestToUtcMs, isWorkingDay, toBudapestIso, workingDaysAfter } from '../../../server/db/seed/providerCalendar';
import { createProviderRandom, deriveSeed } from '../../../server/db/seed/providerPrng';

describe('Budapest wall clock', () => {
  it.each([
    ['winter', '2026-01-12', 8 * 60, '2026-01-12T07:00:00.000Z', '2026-01-12T08:00:00+01:00'],
    ['summer', '2026-07-13', 17 * 60 + 30, '2026-07-13T15:30:00.000Z', '2026-07-13T17:30:00+02:00'],
    ['the Monday after spring forward', '2026-03-30', 9 * 60, '2026-03-30T07:00:00.000Z', '2026-03-30T09:00:00+02:00'],
    ['the Monday after fall back', '2026-10-26', 9 * 60, '2026-10-26T08:00:00.000Z', '2026-10-26T09:00:00+01:00'],
  ])('%s', (_label, day, minute, utc, iso) => {
    const ms = budapestToUtcMs(day, minute);
    expect(new Date(ms).toISOString()).toBe(utc);
    expect(toBudapestIso(ms)).toBe(iso);
  });

  it('24 hours before a Monday 09:00 after spring forward is Sunday 09:00 summer time', () => {
    expect(toBudapestIso(budapestToUtcMs('2026-03-30', 9 * 60) - 86_400_000)).toBe('2026-03-29T09:00:00+02:00');
  });

  it('24 hours before Sunday 10:00 on the spring-forward day is Saturday 09:00 winter time', () => {
    expect(toBudapestIso(Date.parse('2026-03-29T08:00:00Z') - 86_400_000)).toBe('2026-03-28T09:00:00+01:00');
  });

  it('working days are Monday to Friday', () => {
    expect(['2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23'].map(isWorkingDay)).toEqual([true, false, false, true]);
  });

  it('the window is the 8 weeks after today: 40 working days', () => {
    const days = workingDaysAfter('2026-03-20');
    expect(days).toHaveLength(40);
    expect(days[0]).toBe('2026-03-23');
    expect(days.at(-1)).toBe('2026-05-15');
  });
});

describe('seeded random source', () => {
  it('is deterministic and within range', () => {
    const a = createProviderRandom(42);
    const b = createProviderRandom(42);
    const draws = Array.from({ length: 100 }, () => a.int(1, 6));
    expect(Array.from({ length: 100 }, () => b.int(1, 6))).toEqual(draws);
    expect(draws.every((n) => n >= 1 && n <= 6)).toBe(true);
    expect(new Set(draws).size).toBe(6);
  });

  it('streams of one seed differ', () => {
    expect(deriveSeed(1, 1)).not.toBe(deriveSeed(1, 2));
    expect(deriveSeed(1, 1)).not.toBe(deriveSeed(2, 1));
    expect(createProviderRandom(deriveSeed(7, 1)).next()).not.toBe(createProviderRandom(deriveSeed(7, 2)).next());
  });

  it('sample draws distinct items; weighted never picks a zero weight', () => {
    const random = createProviderRandom(3);
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample([1, 2], 5).sort()).toEqual([1, 2]);
    for (let i = 0; i < 200; i += 1) expect(random.weighted(['a', 'b', 'c'], (x) => (x === 'b' ? 0 : 1))).not.toBe('b');
  });
});
