/**
 * Provider search (issue 5, spec sections 2–4): the filter form, the doctors/providers tabs, the
 * results with their slot display, pagination, and the lazy OpenLayers map of the provider rows.
 *
 * Search state lives in the query string of the current route only. Every change — a search, a
 * tab, a page, a date jump — computes the next filter with providerSearchSlice's reducer and
 * writes it with navigate({ search }, { replace: true }) via replaceSearchQuery, so the back
 * button leaves the search instead of stepping through each filter, and unrelated parameters
 * (iframe, webview) survive. A navigation that fails (blocked, superseded) is ignored: the URL
 * simply stays what it was and so does the list.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ListType } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useGetLocationsQuery, useGetSpecializationsQuery, useSearchProvidersQuery, type SearchRow } from '../../api/providersApi';
import { useBundle } from '../../app/bundle';
import type { MapMarker } from '../../map/mapMarker';
import { isThinMenu } from '../../providerSearch/isThinMenu';
import { parseProviderSearch } from '../../providerSearch/parseProviderSearch';
import type { ProviderSearchContext, ProviderSearchFilter } from '../../providerSearch/providerSearchFilter';
import {
  dateJumped,
  initialProviderSearchState,
  listTypeRequested,
  pageChanged,
  providerSearchSlice,
  searched,
} from '../../providerSearch/providerSearchSlice';
import { replaceSearchQuery } from '../../providerSearch/replaceSearchQuery';
import { SlotAvailability } from '../../providerSearch/SlotAvailability';
import { SubfunctionSelect } from '../../providerSearch/SubfunctionSelect';
import { PortalLink, usePortalNavigate } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { Pagination } from '../../ui/Pagination';
import { ScreenHeading } from '../../ui/ScreenHeading';
import './providerSearch.css';
import { ClientSuspense } from '../../ui/ClientSuspense';
import { ProviderMap } from '../../map/lazyProviderMap';

// Its own chunk: only this screen loads OpenLayers and the outlines.

/** Rows per page of the search API. */
export const PAGE_SIZE = 10;
/** Slot links per row; the rest of the week is a jump or a page away. */
const SLOTS_SHOWN = 6;
const LIST_TYPES: ListType[] = ['doctors', 'providers'];

type Action = Parameters<typeof providerSearchSlice.reducer>[1];

/** The filter after an action of the search rules (spec §4), from the filter in the query. */
export function nextFilter(filter: ProviderSearchFilter, defaultListType: ListType, action: Action): ProviderSearchFilter {
  return providerSearchSlice.reducer(initialProviderSearchState(filter, defaultListType), action).filter;
}

export default function ProviderSearchScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const defaultListType = bundle.brand.rules.providerSearchListType;
  // useLocation rather than useSearchParams: the shell already uses it, so the vendor chunk stays as it is.
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const context = useMemo<ProviderSearchContext>(() => ({ defaultListType }), [defaultListType]);
  const filter = useMemo(() => parseProviderSearch(params, context), [params, context]);
  const [searchedOnce, setSearchedOnce] = useState(false);

  /** The query string for a filter, keeping every non-search parameter of the current URL. */
  const searchFor = useCallback((next: ProviderSearchFilter) => replaceSearchQuery(params, next, context), [params, context]);
  const write = useCallback(
    (next: ProviderSearchFilter) => {
      try {
        const pending: unknown = navigate({ search: searchFor(next) }, { replace: true });
        if (pending instanceof Promise) pending.catch(() => undefined);
      } catch {
        // A failed navigation leaves the URL, and so the search, as it was.
      }
    },
    [navigate, searchFor],
  );
  const apply = (action: Action) => write(nextFilter(filter, defaultListType, action));

  const onSearch = (changes: Partial<ProviderSearchFilter>) => {
    setSearchedOnce(true);
    apply(searched(changes));
  };

  const thin = searchedOnce && isThinMenu(filter);
  return (
    <div className={thin ? 'screen provider-search provider-search--thin' : 'screen provider-search'} data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <FilterForm key={search} filter={filter} onSearch={onSearch} />
      <div className="provider-search__tabs" role="group" aria-label={t('ui.providerSearch.listType')}>
        {LIST_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button"
            aria-pressed={filter.listType === type}
            data-list-type={type}
            onClick={() => apply(listTypeRequested(type))}
          >
            {t(`ui.providerSearch.listTypes.${type}`)}
          </button>
        ))}
      </div>
      <Results filter={filter} searchFor={(action) => searchFor(nextFilter(filter, defaultListType, action))} />
    </div>
  );
}

interface FilterFormProps {
  filter: ProviderSearchFilter;
  onSearch(changes: Partial<ProviderSearchFilter>): void;
}

/** A draft of the filter; nothing reaches the URL until it is submitted. Re-keyed on every URL change. */
function FilterForm({ filter, onSearch }: FilterFormProps) {
  const { t } = useTranslation();
  const { data: specializations } = useGetSpecializationsQuery();
  const { data: locations } = useGetLocationsQuery();
  const [draft, setDraft] = useState(filter);
  const set = <K extends keyof ProviderSearchFilter>(key: K, value: ProviderSearchFilter[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const specs = useMemo(
    () => Object.values(specializations ?? {}).sort((a, b) => a.name.localeCompare(b.name, 'hu')),
    [specializations],
  );
  const placeName = (place: { text: string; transKey: string | null }) =>
    place.transKey ? t(`ui.locations.${place.transKey}`, { defaultValue: place.text }) : place.text;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { week, subfunction, location, providerName, doctorName, speaksEnglish, discountOnly } = draft;
    onSearch({ week, subfunction, location, providerName, doctorName, speaksEnglish, discountOnly });
  };

  return (
    <form className="provider-search__form panel" role="search" aria-label={t('ui.providerSearch.form')} onSubmit={submit}>
      <SubfunctionSelect
        label={t('ui.providerSearch.subfunction')}
        anyLabel={t('ui.providerSearch.anySubfunction')}
        specializations={specs}
        value={draft.subfunction}
        onChange={(value) => set('subfunction', value)}
      />
      <label className="field">
        <span>{t('ui.providerSearch.location')}</span>
        <select name="location" value={draft.location ?? ''} onChange={(e) => set('location', e.target.value === '' ? null : e.target.value)}>
          <option value="">{t('ui.providerSearch.anyLocation')}</option>
          {(locations ?? []).map((group) => (
            <optgroup key={group.id} label={placeName(group)}>
              {group.children.map((place) => (
                <option key={place.id} value={String(place.id)}>
                  {placeName(place)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('ui.providerSearch.providerName')}</span>
        <input name="providerName" type="search" value={draft.providerName} onChange={(e) => set('providerName', e.target.value)} />
      </label>
      <label className="field">
        <span>{t('ui.providerSearch.doctorName')}</span>
        <input name="doctorName" type="search" value={draft.doctorName} onChange={(e) => set('doctorName', e.target.value)} />
      </label>
      <label className="field">
        <span>{t('ui.providerSearch.week')}</span>
        <input name="week" type="date" value={draft.week} required onChange={(e) => e.target.value !== '' && set('week', e.target.value)} />
      </label>
      <label className="field field--checkbox">
        <input name="speaksEnglish" type="checkbox" checked={draft.speaksEnglish === 1} onChange={(e) => set('speaksEnglish', e.target.checked ? 1 : 0)} />
        <span>{t('ui.providerSearch.speaksEnglish')}</span>
      </label>
      <label className="field field--checkbox">
        <input name="discountOnly" type="checkbox" checked={draft.discountOnly === 1} onChange={(e) => set('discountOnly', e.target.checked ? 1 : 0)} />
        <span>{t('ui.providerSearch.discountOnly')}</span>
      </label>
      <button type="submit" className="button button--primary">
        {t('ui.providerSearch.submit')}
      </button>
    </form>
  );
}

function Results({ filter, searchFor }: { filter: ProviderSearchFilter; searchFor(action: Action): string }) {
  const { t, i18n } = useTranslation();
  const bundle = useBundle();
  const navigate = usePortalNavigate();
  const { data, error, isFetching, isError } = useSearchProvidersQuery(filter);
  // Rows of an older filter are not shown as the answer to the new one.
  const current = data !== undefined && !isFetching ? data : undefined;

  const markers = useMemo<MapMarker[]>(
    () =>
      filter.listType !== 'providers' || !current
        ? []
        : current.rows
            .filter((row) => typeof row.lon === 'number' && typeof row.lat === 'number')
            .map((row) => ({ id: String(row.id), lon: row.lon!, lat: row.lat!, label: row.name, href: `/providers/${row.id}` })),
    [current, filter.listType],
  );

  if (isError) {
    return (
      <div className="panel provider-search__error" role="alert">
        {describeApiError(error, i18n).message}
      </div>
    );
  }
  if (!current) {
    return (
      <div className="provider-search__results" aria-busy="true" data-testid="results-loading">
        <span className="visually-hidden" role="status">
          {t('ui.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="provider-search__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }

  const pages = Math.max(1, Math.ceil(current.totalRows / PAGE_SIZE));
  return (
    <div className="provider-search__body">
      <section className="provider-search__results" aria-labelledby="provider-search-results">
        <h2 id="provider-search-results">{t('ui.providerSearch.results', { count: current.totalRows })}</h2>
        {!current.isCalendarAvailable && <p className="panel">{t('ui.providerSearch.calendarUnavailable')}</p>}
        {current.isQuantityLimitReached && <p className="panel">{t('ui.providerSearch.quantityLimit')}</p>}
        {current.rows.length === 0 ? (
          <p className="panel" data-testid="results-empty">
            {t('ui.providerSearch.empty')}
          </p>
        ) : (
          <ul className="provider-search__list">
            {current.rows.map((row) => (
              <ResultRow key={row.id} row={row} listType={filter.listType} week={filter.week} jumpSearch={(date) => searchFor(dateJumped(date))} />
            ))}
          </ul>
        )}
        <Pagination page={filter.page} pages={pages} label={t('ui.providerSearch.pagination')} searchFor={(page) => searchFor(pageChanged(page))} />
      </section>
      {markers.length > 0 && (
        <section className="provider-search__map" aria-label={t('ui.providerSearch.map')}>
          <ClientSuspense fallback={<div className="provider-search__skeleton" aria-hidden="true" />}>
            <ProviderMap
              markers={markers}
              center={bundle.brand.map.center}
              zoom={bundle.brand.map.zoom}
              tileUrl={bundle.brand.map.tileUrl}
              ariaLabel={t('ui.providerSearch.map')}
              listLabel={t('ui.providerSearch.mapList')}
              onSelect={(id) => navigate(`/providers/${id}`)}
            />
          </ClientSuspense>
        </section>
      )}
    </div>
  );
}

/** One clinic or doctor with the slot display of spec §2. */
function ResultRow({ row, listType, week, jumpSearch }: { row: SearchRow; listType: ListType; week: string; jumpSearch(date: string): string }) {
  const providerId = listType === 'providers' ? row.id : row.providerId;
  return (
    <li className="provider-search__row panel" data-testid="search-row" data-row-id={row.id} data-list-type={listType}>
      <h3>{providerId !== undefined ? <PortalLink to={`/providers/${providerId}`}>{row.name}</PortalLink> : row.name}</h3>
      {row.address && (
        <p>
          {row.address.postalCode} {row.address.city}, {row.address.street}
        </p>
      )}
      <SlotAvailability
        name={row.name}
        slots={row.slots}
        nearestAvailableDate={row.nearestAvailableDate}
        slotsWithinSevenDays={row.slotsWithinSevenDays}
        week={week}
        jumpSearch={jumpSearch}
        maxSlots={SLOTS_SHOWN}
        listClassName="provider-search__slots"
        slotClassName="provider-search__slot"
        slotTestId="slot-link"
      />
    </li>
  );
}
