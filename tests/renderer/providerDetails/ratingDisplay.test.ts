/** Rating bars: the value as text in the locale's format, the bar's length on the 1–5 scale. */
import { describe, expect, it } from 'vitest';
import { ratingDisplay } from '../../../renderer/providerDetails/ratingDisplay';

describe('ratingDisplay', () => {
  it('writes one decimal with the locale separator', () => {
    expect(ratingDisplay({ average: 4.25, count: 12 }, 'hu')).toMatchObject({ value: '4,3', count: 12, empty: false });
    expect(ratingDisplay({ average: 4.25, count: 12 }, 'en').value).toBe('4.3');
    expect(ratingDisplay({ average: 3, count: 1 }, 'ro').value).toBe('3,0');
  });

  it('maps 1 to an empty bar and 5 to a full one', () => {
    expect(ratingDisplay({ average: 1, count: 3 }, 'hu').percent).toBe(0);
    expect(ratingDisplay({ average: 5, count: 3 }, 'hu').percent).toBe(100);
    expect(ratingDisplay({ average: 4, count: 3 }, 'hu').percent).toBe(75);
    expect(ratingDisplay({ average: 2.2, count: 3 }, 'hu').percent).toBe(30);
  });

  it('keeps values outside the scale on it', () => {
    expect(ratingDisplay({ average: 7, count: 3 }, 'en')).toMatchObject({ value: '5.0', percent: 100 });
    expect(ratingDisplay({ average: 0.2, count: 3 }, 'en')).toMatchObject({ value: '1.0', percent: 0 });
  });

  it('shows no value and no bar without reviews', () => {
    expect(ratingDisplay({ average: 4.5, count: 0 }, 'hu')).toEqual({ value: '', percent: 0, count: 0, empty: true });
    expect(ratingDisplay({ average: Number.NaN, count: 4 }, 'hu').empty).toBe(true);
  });
});
