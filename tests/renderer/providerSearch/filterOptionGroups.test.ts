import { describe, expect, it } from 'vitest';
import { filterOptionGroups, foldForSearch, locationGroups, serviceGroups, type OptionGroup } from '../../../renderer/providerSearch/filterOptionGroups';
import { parseDate } from '../../../renderer/domain/format/format';

const GROUPS: OptionGroup[] = [
  { key: '5', label: 'Bőrgyógyászat', options: [{ value: '501', label: 'Bőrgyógyászati vizsgálat' }, { value: '502', label: 'Anyajegyszűrés' }] },
  { key: '16', label: 'Kardiológia', options: [{ value: '1601', label: 'Kardiológiai vizsgálat' }, { value: '1602', label: 'Szívultrahang' }] },
];

describe('filterOptionGroups', () => {
  it('folds case and accents', () => {
    expect(foldForSearch('Timișoara ŐSZ')).toBe('timisoara osz');
  });
  it('keeps everything for an empty query', () => {
    expect(filterOptionGroups(GROUPS, '  ')).toEqual(GROUPS);
  });
  it('keeps a whole group whose name matches, else the matching options', () => {
    expect(filterOptionGroups(GROUPS, 'kardio')).toEqual([GROUPS[1]]);
    expect(filterOptionGroups(GROUPS, 'ultrahang')).toEqual([{ ...GROUPS[1]!, options: [{ value: '1602', label: 'Szívultrahang' }] }]);
    expect(filterOptionGroups(GROUPS, 'anyajegy')).toEqual([{ ...GROUPS[0]!, options: [{ value: '502', label: 'Anyajegyszűrés' }] }]);
  });
  it('keeps the chosen value whatever is typed', () => {
    expect(filterOptionGroups(GROUPS, 'szivultra', '501').map((g) => g.options.map((o) => o.value))).toEqual([['501'], ['1602']]);
    expect(filterOptionGroups(GROUPS, 'nothing like it')).toEqual([]);
  });
  it('sorts specialties by name in the locale and groups places under country – county', () => {
    const specs = [
      { id: 2, key: 'b', name: 'Érsebészet', subfunctions: [] },
      { id: 1, key: 'a', name: 'Fogászat', subfunctions: [] },
      { id: 3, key: 'c', name: 'Egészség', subfunctions: [] },
    ];
    expect(serviceGroups(specs, 'hu').map((g) => g.label)).toEqual(['Egészség', 'Érsebészet', 'Fogászat']);
    const places = locationGroups(
      [
        { id: 1, text: 'Pest County', transKey: null, countryCode: 'HU', children: [{ id: 101, text: 'Érd', transKey: null }] },
        { id: 23, text: 'Cluj County', transKey: null, countryCode: 'RO', children: [] },
        { id: 2, text: 'Vas County', transKey: null, countryCode: 'HU', children: [] },
      ],
      (code) => ({ HU: 'Hungary', RO: 'Romania' })[code] ?? code,
    );
    expect(places.map((g) => g.label)).toEqual(['Hungary – Pest County', 'Hungary – Vas County', 'Romania – Cluj County']);
  });
});

describe('parseDate', () => {
  it('reads each locale\'s format and the search format', () => {
    expect(parseDate('2030.01.07', 'hu')).toBe('2030-01-07');
    expect(parseDate('2030. 1. 7.', 'hu')).toBe('2030-01-07');
    expect(parseDate('07/01/2030', 'en')).toBe('2030-01-07');
    expect(parseDate('7.1.2030', 'ro')).toBe('2030-01-07');
    expect(parseDate('2030-01-07', 'en')).toBe('2030-01-07');
  });
  it('refuses days the calendar does not have and other formats', () => {
    expect(parseDate('31/02/2030', 'en')).toBeNull();
    expect(parseDate('07.01.2030', 'en')).toBeNull();
    expect(parseDate('', 'hu')).toBeNull();
  });
});
