/** Issue 33: on a phone the search folds every filter but the list's name field, and says how many of the folded ones are set. */
import { describe, expect, it } from 'vitest';
import { activeFoldedFilters, nameFieldOf } from '../../../renderer/providerSearch/foldedFilters';

const TODAY = '2030-01-07';
const none = { week: TODAY, subfunction: null, location: null, providerName: '', doctorName: '', speaksEnglish: 0, discountOnly: 0 } as const;

describe('nameFieldOf', () => {
  it("keeps the doctor's name out for the doctors list and the clinic's name for the clinics list", () => {
    expect(nameFieldOf('doctors')).toBe('doctorName');
    expect(nameFieldOf('providers')).toBe('providerName');
  });
});

describe('activeFoldedFilters', () => {
  it('counts nothing for a search with no filter and the default week', () => {
    expect(activeFoldedFilters(none, 'doctorName', TODAY)).toBe(0);
  });

  it('does not count the name field shown above the fold, but counts the other one', () => {
    expect(activeFoldedFilters({ ...none, doctorName: 'Kovács' }, 'doctorName', TODAY)).toBe(0);
    expect(activeFoldedFilters({ ...none, doctorName: 'Kovács' }, 'providerName', TODAY)).toBe(1);
    expect(activeFoldedFilters({ ...none, providerName: '  ' }, 'doctorName', TODAY)).toBe(0);
  });

  it('counts a service, a place, another week and each flag', () => {
    expect(activeFoldedFilters({ ...none, subfunction: 101, location: '11', week: '2030-01-14', speaksEnglish: 1, discountOnly: 1 }, 'doctorName', TODAY)).toBe(5);
  });
});
