/** Video consultation filter (spec sections 3 and 9): week, subfunction, speaksEnglish, sortBy default price, page default 1. */
import { describe, expect, it } from 'vitest';
import { parseVideoSearch, serialiseVideoSearch, toSortBy } from '../../../renderer/providerSearch/videoSearchQuery';
import type { VideoSearchFilter } from '../../../renderer/providerSearch/videoSearchFilter';

const NOW = new Date('2026-07-14T22:15:00Z');
const TODAY = '2026-07-15';
const parse = (query: string) => parseVideoSearch(new URLSearchParams(query), { now: NOW });
const serialise = (filter: VideoSearchFilter) => serialiseVideoSearch(filter, { now: NOW }).toString();
const DEFAULTS: VideoSearchFilter = { week: TODAY, subfunction: null, speaksEnglish: 0, sortBy: 'price', page: 1 };

describe('parseVideoSearch', () => {
  it('an empty query gives the defaults (today in Budapest, sort by price, page 1)', () => {
    expect(parse('')).toEqual(DEFAULTS);
  });

  it('empty values are normalised', () => {
    expect(parse('week=&subfunction=&speaksEnglish=&sortBy=&page=')).toEqual(DEFAULTS);
  });

  it('reads every field', () => {
    expect(parse('week=2026-08-03&subfunction=12&speaksEnglish=1&sortBy=date&page=2'))
      .toEqual({ week: '2026-08-03', subfunction: 12, speaksEnglish: 1, sortBy: 'date', page: 2 });
  });

  it('an impossible week, a non-numeric subfunction and a bad page fall back', () => {
    expect(parse('week=2026-13-01&subfunction=x&page=-1')).toEqual(DEFAULTS);
  });

  it('uses the clock when no instant is given', () => {
    expect(parseVideoSearch(new URLSearchParams('')).week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('sortBy', () => {
  it.each<[string | null, string]>([
    ['price', 'price'],
    ['name', 'name'],
    [' date ', 'date'],
    ['', 'price'],
    [null, 'price'],
    ['<script>', 'price'],
    ['two words', 'price'],
  ])('%j → %j', (raw, expected) => expect(toSortBy(raw)).toBe(expected));
});

describe('serialiseVideoSearch', () => {
  it('defaults are omitted', () => expect(serialise(DEFAULTS)).toBe(''));

  it('writes every non-default field', () => {
    expect(serialise({ week: '2026-08-03', subfunction: 12, speaksEnglish: 1, sortBy: 'date', page: 2 }))
      .toBe('week=2026-08-03&subfunction=12&speaksEnglish=1&sortBy=date&page=2');
  });

  it('round trip', () => {
    const filter: VideoSearchFilter = { ...DEFAULTS, subfunction: 3, sortBy: 'name' };
    expect(parse(serialise(filter))).toEqual(filter);
  });

  it('uses the clock when no instant is given', () => {
    expect(serialiseVideoSearch({ ...DEFAULTS, week: '2000-01-03' }).get('week')).toBe('2000-01-03');
  });
});
