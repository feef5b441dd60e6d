/**
 * The provider search screen's state transitions of spec section 4, as a pure reducer. The filter
 * itself is written to the route's query string by the screen (replaced, never pushed); this
 * reducer decides what the next filter is and raises the two signals the screen reacts to:
 * - submit: the search screen should submit its form (another part of the page asked for it);
 * - calendarChanged: the week moved by a date jump, so the calendar should scroll/refetch.
 * The screen clears each signal when it has acted on it. Usable with useReducer or a store.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isThinMenu } from './isThinMenu';
import { DEFAULT_PAGE, type ListType, type ProviderSearchFilter } from './providerSearchFilter';
import { resolveListType } from './resolveListType';
import { toSearchDateOrNull, toText } from './searchValues';

export interface ProviderSearchState {
  filter: ProviderSearchFilter;
  /** brand.rules.providerSearchListType, fixed for the life of the screen. */
  defaultListType: ListType;
  /** Compact menu; decided when a search runs, untouched otherwise. */
  thinMenu: boolean;
  submit: boolean;
  calendarChanged: boolean;
}

/** Starts from a parsed filter (parseProviderSearch); nothing is searched yet, so no thin menu. */
export function initialProviderSearchState(filter: ProviderSearchFilter, defaultListType: ListType): ProviderSearchState {
  return { filter, defaultListType, thinMenu: false, submit: false, calendarChanged: false };
}

export const providerSearchSlice = createSlice({
  name: 'providerSearch',
  initialState: () => initialProviderSearchState(
    { week: '', subfunction: null, location: null, providerName: '', doctorName: '', speaksEnglish: 0, discountOnly: 0, page: DEFAULT_PAGE, listType: 'doctors' },
    'doctors',
  ),
  reducers: {
    /**
     * A search ran with these (already normalised) changes. A new search starts on page 1 unless
     * the changes name a page; listType in the changes is a request and wins only if it differs
     * from the list shown now; the thin menu follows the new filter.
     */
    searched(state, action: PayloadAction<Partial<ProviderSearchFilter>>) {
      const { listType: requested, ...changes } = action.payload;
      const next = { ...state.filter, page: DEFAULT_PAGE, ...changes };
      // Names come straight from text inputs; a stray space must not count as a name filter.
      next.providerName = toText(next.providerName);
      next.doctorName = toText(next.doctorName);
      next.listType = resolveListType({
        defaultListType: state.defaultListType,
        providerName: next.providerName,
        doctorName: next.doctorName,
        current: state.filter.listType,
        requested,
      });
      state.filter = next;
      state.thinMenu = isThinMenu(next);
      state.submit = false;
    },
    /** A list tab was chosen: a different list means a new search from page 1, so ask for a submit. */
    listTypeRequested(state, action: PayloadAction<ListType>) {
      if (action.payload === state.filter.listType) return;
      state.filter.listType = action.payload;
      state.filter.page = DEFAULT_PAGE;
      state.submit = true;
    },
    /** Jumping to a date (the nearest-free-slot link) only updates the week (spec section 4). */
    dateJumped(state, action: PayloadAction<string>) {
      const week = toSearchDateOrNull(action.payload);
      if (week === null) return;
      state.filter.week = week;
      state.calendarChanged = true;
    },
    /** Pagination keeps every filter and only moves the page. */
    pageChanged(state, action: PayloadAction<number>) {
      if (Number.isSafeInteger(action.payload) && action.payload >= 1) state.filter.page = action.payload;
    },
    /** The query string changed under the screen (back button, a link): take it as it is. */
    queryLoaded(state, action: PayloadAction<ProviderSearchFilter>) {
      state.filter = action.payload;
    },
    submitRequested(state) {
      state.submit = true;
    },
    submitHandled(state) {
      state.submit = false;
    },
    calendarChangeHandled(state) {
      state.calendarChanged = false;
    },
  },
});

export const {
  searched,
  listTypeRequested,
  dateJumped,
  pageChanged,
  queryLoaded,
  submitRequested,
  submitHandled,
  calendarChangeHandled,
} = providerSearchSlice.actions;
