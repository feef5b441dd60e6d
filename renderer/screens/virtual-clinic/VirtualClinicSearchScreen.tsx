/**
 * Video consultation search (spec §2 /services/virtual-clinic/search, §3 video consultation
 * filter: week, subfunction, speaksEnglish, sortBy — default price —, page). As on provider
 * search, the state lives only in the query string of the route and every change replaces it
 * (never pushes), keeping iframe/webview; a failed navigation is ignored. Each bookable slot links
 * to the booking screen with its slotId and subfunctionId.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGetSpecializationsQuery } from '../../api/providersApi';
import { useSearchVideoQuery } from '../../api/videoSearchApi';
import { DEFAULT_PAGE } from '../../providerSearch/providerSearchFilter';
import { replaceVideoSearchQuery } from '../../providerSearch/replaceVideoSearchQuery';
import { LocaleDateInput } from '../../ui/LocaleDateInput';
import { SubfunctionSelect } from '../../providerSearch/SubfunctionSelect';
import { DEFAULT_VIDEO_SORT, type VideoSearchFilter } from '../../providerSearch/videoSearchFilter';
import { parseVideoSearch } from '../../providerSearch/videoSearchQuery';
import type { ScreenProps } from '../../routing/routeEntry';
import { Pagination } from '../../ui/Pagination';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import '../appointments/appointments.css';
import { VideoDoctorCard } from './VideoDoctorCard';
import './virtualClinic.css';

/** Rows per page of the search API. */
export const PAGE_SIZE = 10;
/** The orders the API knows; the spec names only the default. */
const SORT_KEYS = [DEFAULT_VIDEO_SORT, 'name'];

export default function VirtualClinicSearchScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const filter = useMemo(() => parseVideoSearch(params), [params]);

  const searchFor = useCallback((next: VideoSearchFilter) => replaceVideoSearchQuery(params, next), [params]);
  const write = (next: VideoSearchFilter) => {
    try {
      const pending: unknown = navigate({ search: searchFor(next) }, { replace: true });
      if (pending instanceof Promise) pending.catch(() => undefined);
    } catch {
      // A failed navigation leaves the URL, and so the search, as it was.
    }
  };

  return (
    <div className="screen video-search" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <VideoFilterForm key={search} filter={filter} onSearch={(changes) => write({ ...filter, ...changes, page: DEFAULT_PAGE })} />
      <VideoResults filter={filter} searchFor={(changes) => searchFor({ ...filter, ...changes })} />
    </div>
  );
}

/** A draft of the filter; nothing reaches the URL until it is submitted. Re-keyed on every URL change. */
function VideoFilterForm({ filter, onSearch }: { filter: VideoSearchFilter; onSearch(changes: Partial<VideoSearchFilter>): void }) {
  const { t } = useTranslation();
  const { data: specializations } = useGetSpecializationsQuery();
  const [draft, setDraft] = useState(filter);
  const set = <K extends keyof VideoSearchFilter>(key: K, value: VideoSearchFilter[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const groups = useMemo(
    () =>
      Object.values(specializations ?? {})
        .map((spec) => ({ ...spec, subfunctions: spec.subfunctions.filter((sub) => sub.video) }))
        .filter((spec) => spec.subfunctions.length > 0)
        .sort((a, b) => a.name.localeCompare(b.name, 'hu')),
    [specializations],
  );
  // A hand-written order the form does not list is still shown, so submitting does not silently change it.
  const sortKeys = SORT_KEYS.includes(draft.sortBy) ? SORT_KEYS : [...SORT_KEYS, draft.sortBy];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { week, subfunction, speaksEnglish, sortBy } = draft;
    onSearch({ week, subfunction, speaksEnglish, sortBy });
  };

  return (
    <form className="video-search__form panel" role="search" aria-label={t('appointments.videoSearch.form')} onSubmit={submit}>
      <SubfunctionSelect
        label={t('appointments.videoSearch.subfunction')}
        anyLabel={t('appointments.videoSearch.anySubfunction')}
        specializations={groups}
        value={draft.subfunction}
        onChange={(value) => set('subfunction', value)}
      />
      <LocaleDateInput name="week" label={t('appointments.videoSearch.week')} value={draft.week} onChange={(value) => set('week', value)} />
      <label className="field">
        <span>{t('appointments.videoSearch.sortBy')}</span>
        <select name="sortBy" value={draft.sortBy} onChange={(e) => set('sortBy', e.target.value)}>
          {sortKeys.map((key) => (
            <option key={key} value={key}>
              {SORT_KEYS.includes(key) ? t(`appointments.videoSearch.sort.${key}`) : key}
            </option>
          ))}
        </select>
      </label>
      <label className="field field--checkbox">
        <input name="speaksEnglish" type="checkbox" checked={draft.speaksEnglish === 1} onChange={(e) => set('speaksEnglish', e.target.checked ? 1 : 0)} />
        <span>{t('appointments.videoSearch.speaksEnglish')}</span>
      </label>
      <button type="submit" className="button">
        {t('appointments.videoSearch.submit')}
      </button>
    </form>
  );
}

function VideoResults({ filter, searchFor }: { filter: VideoSearchFilter; searchFor(changes: Partial<VideoSearchFilter>): string }) {
  const { t } = useTranslation();
  const { data, error, isFetching, isError, refetch } = useSearchVideoQuery(filter);
  // Rows of an older filter are not shown as the answer to the new one.
  const current = data !== undefined && !isFetching ? data : undefined;

  if (isError && !isFetching) return <RetryPanel error={error} onRetry={() => void refetch()} retrying={isFetching} testId="video-results-error" />;
  if (!current) return <ListSkeleton testId="video-results-loading" />;

  const pages = Math.max(1, Math.ceil(current.totalRows / PAGE_SIZE));
  return (
    <section className="video-search__results" aria-labelledby="video-search-results">
      <h2 id="video-search-results">{t('appointments.videoSearch.results', { count: current.totalRows })}</h2>
      {!current.isCalendarAvailable && <p className="panel">{t('appointments.videoSearch.calendarUnavailable')}</p>}
      {current.rows.length === 0 ? (
        <p className="panel" data-testid="video-results-empty">
          {t('appointments.videoSearch.empty')}
        </p>
      ) : (
        <ul className="video-search__list">
          {current.rows.map((row) => (
            <VideoDoctorCard key={row.id} row={row} week={filter.week} jumpSearch={(week) => searchFor({ week })} />
          ))}
        </ul>
      )}
      <Pagination page={filter.page} pages={pages} label={t('appointments.videoSearch.pagination')} searchFor={(page) => searchFor({ page })} />
    </section>
  );
}
