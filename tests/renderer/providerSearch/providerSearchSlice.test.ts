/** Spec section 4, provider search: thin menu after a search, list type, jump to date, submit flag. */
import { describe, expect, it } from 'vitest';
import {
  calendarChangeHandled, dateJumped, initialProviderSearchState, listTypeRequested, pageChanged,
  providerSearchSlice, queryLoaded, searched, submitHandled, submitRequested,
} from '../../../renderer/providerSearch/providerSearchSlice';
import type { ProviderSearchState } from '../../../renderer/providerSearch/providerSearchSlice';
import type { ListType, ProviderSearchFilter } from '../../../renderer/providerSearch/providerSearchFilter';

const reduce = providerSearchSlice.reducer;
const FILTER: ProviderSearchFilter = {
  week: '2026-01-12', subfunction: null, location: null, providerName: '', doctorName: '',
  speaksEnglish: 0, discountOnly: 0, page: 1, listType: 'doctors',
};
const start = (over: Partial<ProviderSearchFilter> = {}, defaultListType: ListType = 'doctors'): ProviderSearchState =>
  initialProviderSearchState({ ...FILTER, ...over }, defaultListType);

describe('initial state', () => {
  it('no thin menu and no signals before any search', () => {
    const state = start({ subfunction: 4, doctorName: 'Nagy' });
    expect(state).toMatchObject({ thinMenu: false, submit: false, calendarChanged: false });
  });

  it('the slice has a usable default state', () => {
    expect(reduce(undefined, { type: '@@init' })).toMatchObject({ thinMenu: false, submit: false, calendarChanged: false });
  });
});

describe('thin menu: on after a search when subfunction, location, providerName or doctorName is set', () => {
  it.each<[string, Partial<ProviderSearchFilter>]>([
    ['subfunction', { subfunction: 4 }],
    ['location', { location: '12' }],
    ['providerName', { providerName: 'Medicover' }],
    ['doctorName', { doctorName: 'Nagy' }],
  ])('on with %s', (_label, changes) => {
    expect(reduce(start(), searched(changes)).thinMenu).toBe(true);
  });

  it('off after a search with none of them (flags only)', () => {
    expect(reduce(start(), searched({ speaksEnglish: 1, discountOnly: 1 })).thinMenu).toBe(false);
  });

  it('turns off again when a later search clears them', () => {
    const thin = reduce(start(), searched({ doctorName: 'Nagy' }));
    expect(reduce(thin, searched({ doctorName: '' })).thinMenu).toBe(false);
  });

  it('a blank name counts as not set', () => {
    expect(reduce(start(), searched({ providerName: '   ' })).thinMenu).toBe(false);
  });

  it('is not changed by a date jump, a page change or a list type request', () => {
    let state = reduce(start(), searched({ location: '3' }));
    state = reduce(state, dateJumped('2026-02-02'));
    state = reduce(state, pageChanged(2));
    state = reduce(state, listTypeRequested('providers'));
    expect(state.thinMenu).toBe(true);
  });
});

describe('list type on search', () => {
  it('providers for a provider name alone', () => {
    expect(reduce(start(), searched({ providerName: 'Medicover' })).filter.listType).toBe('providers');
  });

  it('doctors for a doctor name', () => {
    expect(reduce(start({ listType: 'providers' }), searched({ doctorName: 'Nagy', providerName: 'Medicover' })).filter.listType).toBe('doctors');
  });

  it('doctors when the provider name is cleared', () => {
    const state = reduce(start(), searched({ providerName: 'Medicover' }));
    expect(reduce(state, searched({ providerName: '' })).filter.listType).toBe('doctors');
  });

  it('providers on a providers-first brand whatever the names', () => {
    expect(reduce(start({}, 'providers'), searched({ doctorName: 'Nagy' })).filter.listType).toBe('providers');
  });

  it('a requested list type that differs from the current one wins', () => {
    expect(reduce(start(), searched({ doctorName: 'Nagy', listType: 'providers' })).filter.listType).toBe('providers');
  });

  it('a requested list type equal to the current one leaves the rules to decide', () => {
    expect(reduce(start({ listType: 'doctors' }), searched({ providerName: 'X', listType: 'doctors' })).filter.listType).toBe('providers');
  });
});

describe('search', () => {
  it('applies the changes, starts on page 1 and keeps the other fields', () => {
    const state = reduce(start({ page: 5, speaksEnglish: 1, week: '2026-02-09' }), searched({ subfunction: 8 }));
    expect(state.filter).toEqual({ ...FILTER, page: 1, speaksEnglish: 1, week: '2026-02-09', subfunction: 8 });
  });

  it('keeps a page the changes name', () => {
    expect(reduce(start(), searched({ page: 3 })).filter.page).toBe(3);
  });

  it('clears a pending submit signal (the submit happened)', () => {
    const pending = reduce(start(), submitRequested());
    expect(reduce(pending, searched({})).submit).toBe(false);
  });
});

describe('list type request (tabs)', () => {
  it('a different list type replaces the current one, goes to page 1 and asks the screen to submit', () => {
    const state = reduce(start({ page: 4 }), listTypeRequested('providers'));
    expect(state.filter.listType).toBe('providers');
    expect(state.filter.page).toBe(1);
    expect(state.submit).toBe(true);
  });

  it('the same list type changes nothing', () => {
    const before = start({ page: 4 });
    expect(reduce(before, listTypeRequested('doctors'))).toBe(before);
  });
});

describe('jump to a date', () => {
  it('only updates the week and signals a calendar change', () => {
    const before = reduce(start({ subfunction: 2, page: 3 }), searched({ subfunction: 2, page: 3 }));
    const after = reduce(before, dateJumped('2026-02-16'));
    expect(after.filter).toEqual({ ...before.filter, week: '2026-02-16' });
    expect(after.calendarChanged).toBe(true);
    expect(after.submit).toBe(before.submit);
    expect(after.thinMenu).toBe(before.thinMenu);
  });

  it('an invalid date changes nothing', () => {
    const before = start();
    expect(reduce(before, dateJumped('2026-02-30'))).toBe(before);
  });

  it('the screen clears the calendar signal when it has scrolled', () => {
    const jumped = reduce(start(), dateJumped('2026-02-16'));
    expect(reduce(jumped, calendarChangeHandled()).calendarChanged).toBe(false);
  });
});

describe('submit flag', () => {
  it('submitRequested sets it, submitHandled clears it', () => {
    const requested = reduce(start(), submitRequested());
    expect(requested.submit).toBe(true);
    expect(reduce(requested, submitHandled()).submit).toBe(false);
  });
});

describe('page and query', () => {
  it('a page change moves only the page', () => {
    const before = start({ doctorName: 'Nagy' });
    expect(reduce(before, pageChanged(2)).filter).toEqual({ ...before.filter, page: 2 });
  });

  it('an invalid page changes nothing', () => {
    expect(reduce(start(), pageChanged(0)).filter.page).toBe(1);
    expect(reduce(start(), pageChanged(1.5)).filter.page).toBe(1);
  });

  it('a query loaded from the address (back button) replaces the filter as it is', () => {
    const loaded: ProviderSearchFilter = { ...FILTER, providerName: 'Medicover', listType: 'doctors' };
    expect(reduce(start(), queryLoaded(loaded)).filter).toEqual(loaded);
  });
});
