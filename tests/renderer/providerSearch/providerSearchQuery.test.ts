/**
 * Provider search filter ↔ query string (spec sections 3–5): defaults for missing values, every
 * normalisation, defaults omitted when writing, and the round trip.
 */
import { describe, expect, it } from 'vitest';
import { parseProviderSearch } from '../../../renderer/providerSearch/parseProviderSearch';
import { serialiseProviderSearch } from '../../../renderer/providerSearch/serialiseProviderSearch';
import type { ProviderSearchContext, ProviderSearchFilter } from '../../../renderer/providerSearch/providerSearchFilter';

// 23:30 UTC on 9 January is 10 January in Budapest.
const NOW = new Date('2026-01-09T23:30:00Z');
const TODAY = '2026-01-10';
const DOCTORS: ProviderSearchContext = { defaultListType: 'doctors', now: NOW };
const PROVIDERS: ProviderSearchContext = { defaultListType: 'providers', now: NOW };
const parse = (query: string, context = DOCTORS) => parseProviderSearch(new URLSearchParams(query), context);
const serialise = (filter: ProviderSearchFilter, context = DOCTORS) => serialiseProviderSearch(filter, context).toString();

const DEFAULTS: ProviderSearchFilter = {
  week: TODAY, subfunction: null, location: null, providerName: '', doctorName: '',
  speaksEnglish: 0, discountOnly: 0, page: 1, listType: 'doctors',
};

describe('parseProviderSearch', () => {
  it('an empty query gives every default (week today in Budapest, page 1, doctors)', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('an empty query on a providers-first brand lists providers', () => {
    expect(parse('', PROVIDERS)).toEqual({ ...DEFAULTS, listType: 'providers' });
  });

  it('reads every field', () => {
    expect(parse('week=2026-02-02&subfunction=15&location=7&providerName=Medicover&doctorName=Kov%C3%A1cs&speaksEnglish=1&discountOnly=1&page=3&listType=providers'))
      .toEqual({
        week: '2026-02-02', subfunction: 15, location: '7', providerName: 'Medicover', doctorName: 'Kovács',
        speaksEnglish: 1, discountOnly: 1, page: 3, listType: 'providers',
      });
  });

  it('empty values are normalised: subfunction null, location null, names empty, flags 0, page 1, week today', () => {
    expect(parse('week=&subfunction=&location=&providerName=&doctorName=&speaksEnglish=&discountOnly=&page=&listType=')).toEqual(DEFAULTS);
  });

  it('subfunction is converted to an integer', () => {
    expect(parse('subfunction=042').subfunction).toBe(42);
  });

  it('a subfunction that is not a number is null', () => {
    expect(parse('subfunction=bőr').subfunction).toBeNull();
  });

  it('an impossible week falls back to today', () => {
    expect(parse('week=2026-02-30').week).toBe(TODAY);
  });

  it('a past week is kept (the server answers for it)', () => {
    expect(parse('week=2025-12-01').week).toBe('2025-12-01');
  });

  it('an unknown listType is no request: the rules decide', () => {
    expect(parse('listType=clinics&providerName=X').listType).toBe('providers');
    expect(parse('listType=clinics').listType).toBe('doctors');
  });

  it('without listType, a provider name alone lists providers', () => {
    expect(parse('providerName=Medicover').listType).toBe('providers');
  });

  it('without listType, a doctor name lists doctors', () => {
    expect(parse('doctorName=Kov%C3%A1cs&providerName=Medicover').listType).toBe('doctors');
  });

  it('listType in the query wins over the rules', () => {
    expect(parse('providerName=Medicover&listType=doctors').listType).toBe('doctors');
    expect(parse('listType=doctors', PROVIDERS).listType).toBe('doctors');
  });

  it('names are trimmed, so a blank name sets nothing', () => {
    const filter = parse('providerName=%20%20&doctorName=%20Nagy%20');
    expect(filter.providerName).toBe('');
    expect(filter.doctorName).toBe('Nagy');
  });
});

describe('serialiseProviderSearch', () => {
  it('the default filter writes an empty query', () => {
    expect(serialise(DEFAULTS)).toBe('');
  });

  it('the default filter of a providers-first brand writes an empty query', () => {
    expect(serialise({ ...DEFAULTS, listType: 'providers' }, PROVIDERS)).toBe('');
  });

  it('writes every non-default field in a fixed order', () => {
    expect(serialise({
      week: '2026-02-02', subfunction: 15, location: '7', providerName: 'Medicover', doctorName: 'Kovács',
      speaksEnglish: 1, discountOnly: 1, page: 3, listType: 'providers',
    })).toBe('week=2026-02-02&subfunction=15&location=7&providerName=Medicover&doctorName=Kov%C3%A1cs&speaksEnglish=1&discountOnly=1&page=3&listType=providers');
  });

  it.each<[string, Partial<ProviderSearchFilter>, string]>([
    ['week today', { week: TODAY }, ''],
    ['another week', { week: '2026-01-17' }, 'week=2026-01-17'],
    ['subfunction null', { subfunction: null }, ''],
    ['location null', { location: null }, ''],
    ['blank names', { providerName: ' ', doctorName: '' }, ''],
    ['flags 0', { speaksEnglish: 0, discountOnly: 0 }, ''],
    ['one flag on', { discountOnly: 1 }, 'discountOnly=1'],
    ['page 1', { page: 1 }, ''],
    ['page 2', { page: 2 }, 'page=2'],
    ['listType as the rules give it', { providerName: 'X', listType: 'providers' }, 'providerName=X'],
    ['listType against the rules', { providerName: 'X', listType: 'doctors' }, 'providerName=X&listType=doctors'],
  ])('%s', (_label, over, expected) => {
    expect(serialise({ ...DEFAULTS, ...over })).toBe(expected);
  });

  it('doctors on a providers-first brand is written (it is not the default there)', () => {
    expect(serialise({ ...DEFAULTS, listType: 'doctors' }, PROVIDERS)).toBe('listType=doctors');
  });

  it('round trip: parse(serialise(f)) is f', () => {
    const filters: ProviderSearchFilter[] = [
      DEFAULTS,
      { ...DEFAULTS, providerName: 'Medicover' , listType: 'providers' },
      { ...DEFAULTS, providerName: 'Medicover', listType: 'doctors' },
      { ...DEFAULTS, doctorName: 'Nagy', listType: 'providers', page: 4, speaksEnglish: 1 },
      { ...DEFAULTS, week: '2026-03-02', subfunction: 9, location: 'ro-cluj', discountOnly: 1 },
    ];
    for (const filter of filters) {
      expect(parse(serialise(filter))).toEqual(filter);
      expect(parse(serialise(filter, PROVIDERS), PROVIDERS)).toEqual(filter);
    }
  });
});
