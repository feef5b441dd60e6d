import { describe, expect, it } from 'vitest';
import { inWeek } from '../../../renderer/providerSearch/SlotAvailability';

describe('the jump to the nearest free date', () => {
  it('is offered only for a date outside the seven days shown', () => {
    expect(inWeek('2026-11-23', '2026-11-23')).toBe(true);
    expect(inWeek('2026-11-29', '2026-11-23')).toBe(true);
    expect(inWeek('2026-11-29T18:00:00+01:00', '2026-11-23')).toBe(true);
    expect(inWeek('2026-11-30', '2026-11-23')).toBe(false);
    expect(inWeek('2026-11-22', '2026-11-23')).toBe(false);
    // Across a month and a year end.
    expect(inWeek('2027-01-02', '2026-12-28')).toBe(true);
    expect(inWeek('2027-01-04', '2026-12-28')).toBe(false);
  });
});
