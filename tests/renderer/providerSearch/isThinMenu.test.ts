/** Spec section 4, thin menu: on when any of subfunction, location, providerName or doctorName is set. */
import { describe, expect, it } from 'vitest';
import { isThinMenu } from '../../../renderer/providerSearch/isThinMenu';

const none = { subfunction: null, location: null, providerName: '', doctorName: '' };

describe('isThinMenu', () => {
  it('off when none of the four is set', () => expect(isThinMenu(none)).toBe(false));
  it('on with a subfunction', () => expect(isThinMenu({ ...none, subfunction: 3 })).toBe(true));
  it('on with a location', () => expect(isThinMenu({ ...none, location: '12' })).toBe(true));
  it('on with a provider name', () => expect(isThinMenu({ ...none, providerName: 'Medicover' })).toBe(true));
  it('on with a doctor name', () => expect(isThinMenu({ ...none, doctorName: 'Kovács' })).toBe(true));
  it('on with several', () => expect(isThinMenu({ ...none, subfunction: 3, doctorName: 'Kovács' })).toBe(true));
  it('flags, week and page do not count', () => {
    expect(isThinMenu({ ...none, speaksEnglish: 1, discountOnly: 1, page: 4, week: '2026-03-16' } as typeof none)).toBe(false);
  });
});
