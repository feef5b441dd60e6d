/** The calculator's risk region: the brand's own setting, else its country's SCORE2 region. */
import { describe, expect, it } from 'vitest';
import { score2RegionOf } from '../../../../renderer/domain/healthTools/score2Region';

describe('score2RegionOf', () => {
  it('is the SCORE2 region of the country the brand serves: Hungary high, Romania very high', () => {
    expect(score2RegionOf({ country: 'HU' })).toBe('high');
    expect(score2RegionOf({ country: 'RO' })).toBe('very-high');
  });

  it("is the brand's own setting when it has one", () => {
    expect(score2RegionOf({ country: 'HU', healthTools: { cardiovascularRiskRegion: 'moderate' } })).toBe('moderate');
    expect(score2RegionOf({ country: 'RO', healthTools: {} })).toBe('very-high');
  });
});
