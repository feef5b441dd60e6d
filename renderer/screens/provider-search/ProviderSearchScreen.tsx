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
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type MutableRefObject, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ListType, MapSettings, SearchResponse } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useGetLocationsQuery, useGetSpecializationsQuery, useSearchProvidersQuery, type SearchRow } from '../../api/providersApi';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { selectSessionUser } from '../../app/sessionSlice';
import { discountedAmount, formatMoney } from '../../domain/format/format';
import { defaultWeek } from '../../providerSearch/defaultWeek';
import { FilterableSelect } from '../../providerSearch/FilterableSelect';
import { activeFoldedFilters, nameFieldOf, type NameField } from '../../providerSearch/foldedFilters';
import { locationGroups } from '../../providerSearch/filterOptionGroups';
import { LocaleDateInput } from '../../ui/LocaleDateInput';
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
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { CARE_NAMESPACE } from '../../domain/brand/bundleParts';

// Its own chunk: only this screen loads OpenLayers and the outlines.

/** Rows per page of the search API. */
export const PAGE_SIZE = 10;
/** Slot links per row; the rest of the week is a jump or a page away. */
const SLOTS_SHOWN = 6;
const LIST_TYPES: ListType[] = ['doctors', 'providers'];

type Action = Parameters<typeof providerSearchSlice.reducer>[1];

/** What "clear filters" searches with: every filter empty, the week and the list kept. */
export const CLEARED_FILTERS: Partial<ProviderSearchFilter> = { subfunction: null, location: null, providerName: '', doctorName: '', speaksEnglish: 0, discountOnly: 0 };

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
  // The form is re-keyed by the URL, so its button is a new element after each search: focus is
  // put back on it (UX.md: focus kept where the person is working).
  const refocusSearch = useRef(false);
  const tabs = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

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

  const onSearch = (changes: Partial<ProviderSearchFilter>, refocus = true) => {
    setSearchedOnce(true);
    refocusSearch.current = refocus;
    apply(searched(changes));
  };

  const thin = searchedOnce && isThinMenu(filter);
  return (
    <div className={thin ? 'screen provider-search provider-search--thin' : 'screen provider-search'} data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <FilterForm key={search} filter={filter} onSearch={onSearch} refocus={refocusSearch} resultsStart={tabs} />
      {/* Always in the page, so a screen reader hears each new result set (a region added with its text is often missed). */}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="results-announcement">
        {announcement}
      </p>
      <div ref={tabs} className="provider-search__tabs" role="group" aria-label={t('ui.providerSearch.listType')}>
        {LIST_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="button provider-search__tab"
            aria-pressed={filter.listType === type}
            data-list-type={type}
            onClick={() => apply(listTypeRequested(type))}
          >
            {/* Not by colour alone (UX.md): the chosen list is ticked as well as filled. */}
            {filter.listType === type ? (
              <span className="provider-search__tab-mark" aria-hidden="true">
                ✓
              </span>
            ) : null}
            {t(`ui.providerSearch.listTypes.${type}`)}
          </button>
        ))}
      </div>
      <Results
        filter={filter}
        searchFor={(action) => searchFor(nextFilter(filter, defaultListType, action))}
        onAnswer={(count) => setAnnouncement(t('ui.providerSearch.announce', { count }))}
        onClearFilters={() => onSearch(CLEARED_FILTERS)}
      />
    </div>
  );
}

interface FilterFormProps {
  filter: ProviderSearchFilter;
  onSearch(changes: Partial<ProviderSearchFilter>): void;
  /** Set by a search: the new form's button takes the focus. */
  refocus: MutableRefObject<boolean>;
  /** Where the results begin (the list tabs above them). */
  resultsStart: RefObject<HTMLElement | null>;
}

/** Room under the tabs for the results heading and the top of the first row. */
const FIRST_ROW_ROOM = 160;

/**
 * A draft of the filter; nothing reaches the URL until it is submitted. Re-keyed on every URL change,
 * so after a search a phone shows the folded form again (foldedFilters.ts) with the new results
 * under it, on the first screen; the button keeps the focus (UX.md) and the form is scrolled back
 * into view when the results would start below the screen.
 */
function FilterForm({ filter, onSearch, refocus, resultsStart }: FilterFormProps) {
  const { t, i18n } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    button.current?.focus({ preventScroll: true });
    const start = resultsStart.current?.getBoundingClientRect().bottom;
    if (start !== undefined && (start + FIRST_ROW_ROOM > window.innerHeight || start < 0)) form.current?.scrollIntoView?.({ block: 'start' });
  }, [refocus, resultsStart]);
  const { data: specializations } = useGetSpecializationsQuery();
  const { data: locations } = useGetLocationsQuery();
  const [draft, setDraft] = useState(filter);
  const [folded, setFolded] = useState(true);
  const foldId = useId();
  const set = <K extends keyof ProviderSearchFilter>(key: K, value: ProviderSearchFilter[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const specs = useMemo(() => Object.values(specializations ?? {}), [specializations]);
  // The API names places in the request's language; the country names are the interface's.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language: the country names are translated again when it changes.
  const places = useMemo(() => locationGroups(locations ?? [], (code) => t(`ui.providerSearch.countries.${code}`, { defaultValue: code })), [locations, t, i18n.language]);
  const shownName = nameFieldOf(filter.listType);
  const active = activeFoldedFilters(draft, shownName, defaultWeek());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { week, subfunction, location, providerName, doctorName, speaksEnglish, discountOnly } = draft;
    onSearch({ week, subfunction, location, providerName, doctorName, speaksEnglish, discountOnly });
  };
  const nameField = (key: NameField) => (
    <label className="field" key={key}>
      <span>{t(`ui.providerSearch.${key}`)}</span>
      <input name={key} type="search" value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </label>
  );

  return (
    // A folded field the browser refuses (a week that is no day) unfolds, so it can be seen and corrected.
    <form ref={form} className="provider-search__form panel" role="search" aria-label={t('ui.providerSearch.form')} onSubmit={submit} onInvalidCapture={() => setFolded(false)}>
      {nameField(shownName)}
      <button type="button" className="button button--secondary provider-search__fold" aria-expanded={!folded} aria-controls={foldId} data-testid="filters-toggle" onClick={() => setFolded((f) => !f)}>
        {active > 0 ? t('ui.providerSearch.filtersActive', { count: active }) : t('ui.providerSearch.filters')}
        <span aria-hidden="true">{folded ? '▾' : '▴'}</span>
      </button>
      <div id={foldId} className="provider-search__more" data-folded={folded} data-testid="folded-filters">
        <SubfunctionSelect
          label={t('ui.providerSearch.subfunction')}
          anyLabel={t('ui.providerSearch.anySubfunction')}
          specializations={specs}
          value={draft.subfunction}
          onChange={(value) => set('subfunction', value)}
        />
        <FilterableSelect
          name="location"
          label={t('ui.providerSearch.location')}
          filterLabel={t('ui.providerSearch.locationFilter')}
          filterHint={t('ui.providerSearch.filterHint')}
          noMatch={t('ui.providerSearch.noMatch')}
          anyLabel={t('ui.providerSearch.anyLocation')}
          groups={places}
          value={draft.location ?? ''}
          onChange={(value) => set('location', value === '' ? null : value)}
        />
        {nameField(shownName === 'doctorName' ? 'providerName' : 'doctorName')}
        <LocaleDateInput name="week" label={t('ui.providerSearch.week')} value={draft.week} onChange={(value) => set('week', value)} />
        <label className="field field--checkbox">
          <input name="speaksEnglish" type="checkbox" checked={draft.speaksEnglish === 1} onChange={(e) => set('speaksEnglish', e.target.checked ? 1 : 0)} />
          <span>{t('ui.providerSearch.speaksEnglish')}</span>
        </label>
        <label className="field field--checkbox">
          <input name="discountOnly" type="checkbox" checked={draft.discountOnly === 1} onChange={(e) => set('discountOnly', e.target.checked ? 1 : 0)} />
          <span>{t('ui.providerSearch.discountOnly')}</span>
        </label>
      </div>
      <button ref={button} type="submit" className="button button--primary" data-testid="search-submit">
        {t('ui.providerSearch.submit')}
      </button>
    </form>
  );
}

interface ResultsProps {
  filter: ProviderSearchFilter;
  searchFor(action: Action): string;
  /** A new result set arrived with this many rows in all. */
  onAnswer(count: number): void;
  onClearFilters(): void;
}

function Results({ filter, searchFor, onAnswer, onClearFilters }: ResultsProps) {
  const { t, i18n } = useTranslation();
  const bundle = useBundle();
  const navigate = usePortalNavigate();
  const viewer = useAppSelector(selectSessionUser)?.id ?? null;
  const { data, error, isFetching, isError } = useSearchProvidersQuery({ ...filter, viewer });
  // Rows of an older filter are not shown as the answer to the new one.
  const current = data !== undefined && !isFetching ? data : undefined;
  const total = current?.totalRows;
  useEffect(() => {
    if (total !== undefined) onAnswer(total);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onAnswer is a new function each render; the announcement follows the answer only.
  }, [current]);

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
    <div className={markers.length > 0 ? 'provider-search__body provider-search__body--with-map' : 'provider-search__body'}>
      <section className="provider-search__results" aria-labelledby="provider-search-results">
        <h2 id="provider-search-results">{t('ui.providerSearch.results', { count: current.totalRows })}</h2>
        {!current.isCalendarAvailable && <p className="panel">{t('ui.providerSearch.calendarUnavailable')}</p>}
        {current.isResultLimitReached && <p className="panel">{t('ui.providerSearch.resultLimit')}</p>}
        <CoverageStanding answer={current} />
        {current.rows.length === 0 ? (
          <div className="panel provider-search__empty" data-testid="results-empty">
            <p>{t('ui.providerSearch.empty')}</p>
            <button type="button" className="button" data-testid="clear-filters" onClick={onClearFilters}>
              {t('ui.providerSearch.clearFilters')}
            </button>
          </div>
        ) : (
          <ul className="provider-search__list">
            {current.rows.map((row) => (
              <ResultRow key={row.id} row={row} listType={filter.listType} week={filter.week} jumpSearch={(date) => searchFor(dateJumped(date))} />
            ))}
          </ul>
        )}
        <Pagination page={filter.page} pages={pages} label={t('ui.providerSearch.pagination')} searchFor={(page) => searchFor(pageChanged(page))} />
      </section>
      {markers.length > 0 && <ResultsMap markers={markers} map={bundle.brand.map} onSelect={(id) => navigate(`/providers/${id}`)} />}
    </div>
  );
}

/** The providers of the page on the brand's map (OpenLayers, loaded in the browser only); choosing one opens its page. */
function ResultsMap({ markers, map, onSelect }: { markers: MapMarker[]; map: MapSettings; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <section className="provider-search__map" aria-label={t('ui.providerSearch.map')}>
      <ClientSuspense fallback={<div className="provider-search__skeleton" aria-hidden="true" />}>
        <ProviderMap
          markers={markers}
          center={map.center}
          zoom={map.zoom}
          tileUrl={map.tileUrl}
          ariaLabel={t('ui.providerSearch.map')}
          listLabel={t('ui.providerSearch.mapList')}
          onSelect={onSelect}
        />
      </ClientSuspense>
    </section>
  );
}

/**
 * What the patient's subscription says about booking the chosen service (the answer's coverage
 * flags): not paid (RM1005 at booking), this year's quantity used up (RM1011), or how many it
 * still pays. Nothing for an anonymous visitor or a subscription that pays every specialty.
 */
function CoverageStanding({ answer }: { answer: SearchResponse }) {
  // Its texts are the coverage screen's (the care texts part): loaded only for a patient with a standing to show.
  if (!answer.coverage || (!answer.isSpecializationLimitReached && answer.coverage.limit === null)) return null;
  return (
    <NamespaceTexts namespace={CARE_NAMESPACE}>
      <CoverageStandingText answer={answer} coverage={answer.coverage} />
    </NamespaceTexts>
  );
}

function CoverageStandingText({ answer, coverage }: { answer: SearchResponse; coverage: NonNullable<SearchResponse['coverage']> }) {
  const { t } = useTranslation();
  if (answer.isSpecializationLimitReached) {
    return (
      <p className="panel panel--refused provider-search__coverage" data-testid="coverage-standing" data-standing="notCovered">
        {t('care.coverage.search.specializationLimit')}
      </p>
    );
  }
  const limit = coverage.limit ?? 0;
  if (answer.isQuantityLimitReached) {
    return (
      <p className="panel panel--refused provider-search__coverage" data-testid="coverage-standing" data-standing="usedUp">
        {t('care.coverage.search.quantityLimit', { count: limit, year: coverage.year })}
      </p>
    );
  }
  return (
    <p className="provider-search__coverage" data-testid="coverage-standing" data-standing="remaining">
      {t('care.coverage.search.remaining', { count: limit - coverage.used, year: coverage.year })}
    </p>
  );
}

/** One clinic or doctor with the slot display of spec §2. */
function ResultRow({ row, listType, week, jumpSearch }: { row: SearchRow; listType: ListType; week: string; jumpSearch(date: string): string }) {
  const clinic = listType === 'providers' ? { id: row.id, name: row.name } : row.provider;
  return (
    <li className="provider-search__row panel" data-testid="search-row" data-row-id={row.id} data-list-type={listType}>
      {listType === 'doctors' ? (
        <DoctorSummary row={row} />
      ) : (
        <>
          <h3>
            <PortalLink to={`/providers/${row.id}`}>{row.name}</PortalLink>
          </h3>
          {row.address && (
            <p>
              {row.address.postalCode} {row.address.city}, {row.address.street}
            </p>
          )}
        </>
      )}
      <SlotAvailability
        name={clinic?.name ?? row.name}
        slots={row.slots}
        nearestAvailableDate={row.nearestAvailableDate}
        slotsWithinSevenDays={row.slotsWithinSevenDays}
        week={week}
        jumpSearch={jumpSearch}
        maxSlots={SLOTS_SHOWN}
        listClassName="provider-search__slots"
        slotClassName="provider-search__slot"
        slotTestId="slot-link"
        showDoctor={listType === 'providers'}
      />
    </li>
  );
}

/**
 * A doctor's name (a link to the doctor's page), specialties, clinic and town, and fee. Two
 * doctors of one name differ by these, and the link's accessible name carries them too.
 */
export function DoctorSummary({ row }: { row: SearchRow }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const specialties = (row.specializations ?? []).map((s) => s.name).join(', ');
  const where = row.provider ? `${row.provider.name}, ${row.provider.city}` : '';
  const name = [row.name, specialties, where].filter(Boolean).join(' – ');
  const href = row.provider ? `/providers/${row.provider.id}/doctors/${row.id}` : undefined;
  const price = row.price !== undefined && row.currency ? formatMoney(row.price, row.currency, locale) : null;
  const discount = row.discountPercent ?? 0;
  return (
    <>
      <h3>{href ? <PortalLink to={href} aria-label={name} data-testid="doctor-link">{row.name}</PortalLink> : row.name}</h3>
      <dl className="provider-search__facts">
        {specialties && (
          <div>
            <dt>{t('ui.providerSearch.specialties')}</dt>
            <dd data-testid="doctor-specialties">{specialties}</dd>
          </div>
        )}
        {row.provider && (
          <div>
            <dt>{t('ui.providerSearch.clinic')}</dt>
            <dd data-testid="doctor-clinic">
              <PortalLink to={`/providers/${row.provider.id}`}>{row.provider.name}</PortalLink>, {row.provider.city}
            </dd>
          </div>
        )}
        {price && row.currency && (
          <div>
            <dt>{t('ui.providerSearch.price')}</dt>
            <dd data-testid="doctor-price">
              {discount > 0
                ? t('ui.providerSearch.discountedPrice', { price: formatMoney(discountedAmount(row.price!, discount, row.currency), row.currency, locale), rate: discount, full: price })
                : price}
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
