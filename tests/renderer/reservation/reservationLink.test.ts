import { describe, expect, it } from 'vitest';
import { parseReservationTarget, RESERVATION_PATH, reservationHref } from '../../../renderer/reservation/reservationLink';

describe('the reservation screen address', () => {
  it('is the route of routes.json with slotId and subfunctionId', () => {
    expect(RESERVATION_PATH).toBe('/services/provider-search/reservation');
    expect(reservationHref({ slotId: 42, subfunctionId: 7 })).toBe('/services/provider-search/reservation?slotId=42&subfunctionId=7');
  });

  it('reads back what it writes, among other parameters (iframe stays untouched)', () => {
    const href = reservationHref({ slotId: 1234567, subfunctionId: 3 });
    expect(parseReservationTarget(href.split('?')[1]!)).toEqual({ slotId: 1234567, subfunctionId: 3 });
    expect(parseReservationTarget('?iframe=1&slotId=5&subfunctionId=9')).toEqual({ slotId: 5, subfunctionId: 9 });
  });

  it.each([
    ['', 'nothing'],
    ['?slotId=5', 'no service'],
    ['?subfunctionId=5', 'no slot'],
    ['?slotId=0&subfunctionId=1', 'a zero id'],
    ['?slotId=-3&subfunctionId=1', 'a negative id'],
    ['?slotId=1.5&subfunctionId=1', 'a fraction'],
    ['?slotId=abc&subfunctionId=1', 'a word'],
    ['?slotId=12345678901&subfunctionId=1', 'an id longer than the API accepts'],
    ['?slotId=%201&subfunctionId=1', 'a padded id'],
  ])('answers null for %s (%s)', (search) => {
    expect(parseReservationTarget(search)).toBeNull();
  });
});
