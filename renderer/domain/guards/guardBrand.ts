/** The brand's part of a guard context, from its rules and its Config: the same for the browser (useGuards) and the server (guardRedirect). */
import type { BrandDocument, ConfigResponse } from '../../../generated/config-types';
import type { GuardContext } from './guardTypes';

export function guardBrand(rules: BrandDocument['rules'], config: Pick<ConfigResponse, 'isMed24' | 'hasPublicCalendar' | 'partner'>): GuardContext['brand'] {
  return { rules, isMed24: config.isMed24, hasPublicCalendar: config.hasPublicCalendar, partner: config.partner };
}
