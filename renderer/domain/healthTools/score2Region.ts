/**
 * The SCORE2 risk region a brand's calculator uses: the brand's own setting
 * (brand.json healthTools.cardiovascularRiskRegion), else the region of the country it serves.
 * SCORE2 (European Heart Journal 2021;42:2439–2454) groups countries by their age- and
 * sex-standardised cardiovascular mortality: Hungary is in the high-risk region, Romania in the
 * very-high-risk one.
 */
import type { BrandDocument as Brand } from '../../../generated/config-types';
import type { Score2Region } from './score2';

export const COUNTRY_SCORE2_REGION: Readonly<Record<Brand['country'], Score2Region>> = { HU: 'high', RO: 'very-high' };

export function score2RegionOf(brand: Pick<Brand, 'country' | 'healthTools'>): Score2Region {
  return brand.healthTools?.cardiovascularRiskRegion ?? COUNTRY_SCORE2_REGION[brand.country];
}
