/** Spec section 4: the week defaults to today — the Budapest calendar day, whatever the device zone. */
import { afterEach, describe, expect, it } from 'vitest';
import { defaultWeek } from '../../../renderer/providerSearch/defaultWeek';

describe('defaultWeek', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });

  it.each([
    ['midday', '2026-03-16T11:00:00Z', '2026-03-16'],
    ['UTC evening that is already tomorrow in Budapest (winter, UTC+1)', '2026-01-09T23:30:00Z', '2026-01-10'],
    ['UTC evening that is already tomorrow in Budapest (summer, UTC+2)', '2026-07-14T22:15:00Z', '2026-07-15'],
    ['last summer minute before midnight', '2026-07-14T21:59:00Z', '2026-07-14'],
  ])('%s', (_label, instant, expected) => {
    expect(defaultWeek(new Date(instant))).toBe(expected);
  });

  it('ignores the device zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(defaultWeek(new Date('2026-01-09T23:30:00Z'))).toBe('2026-01-10');
  });

  it('uses the clock when no instant is given', () => {
    expect(defaultWeek()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
