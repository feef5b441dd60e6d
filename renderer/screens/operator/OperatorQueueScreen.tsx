/**
 * The operator console's queue (/operator/care, role operator, issue 12): the brand's care items,
 * filtered by state and service. The filters live in the query string (replaced, not pushed, like
 * every search of the portal), so a filtered queue can be bookmarked and reloaded; each row opens
 * the item.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { patientOf, useListOperatorCareItemsQuery, type OperatorCareItem } from '../../api/careApi';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { serviceNameKey } from '../../care/careLabels';
import { isItemState, ITEM_STATES } from '../../domain/care/careMachine';
import { careOfService } from '../../domain/care/careOfService';
import { formatDateTime, type PortalLocale } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { CareStateBadge } from '../care/CareStateBadge';
import '../appointments/appointments.css';
import '../care/care.css';
import './operator.css';
import { CareTexts } from '../care/CareTexts';

export const FILTER_KEYS = ['state', 'service'] as const;
/** A filter of the queue, by its query-string name. */
type FilterKey = (typeof FILTER_KEYS)[number];

/** The query string with one filter changed; other parameters (iframe, webview) stay. */
export function withFilter(search: string, key: (typeof FILTER_KEYS)[number], value: string): string {
  const params = new URLSearchParams(search);
  if (value) params.set(key, value);
  else params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function OperatorQueue({ route }: ScreenProps) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const locale = useAppSelector(selectLocale);
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const state = isItemState(params.get('state')) ? params.get('state')! : '';
  const careServices = useMemo(() => Object.keys(bundle.services).filter((key) => careOfService(bundle.services[key])), [bundle.services]);
  const service = careServices.includes(params.get('service') ?? '') ? params.get('service')! : '';
  const { data, error, isError, isFetching, refetch } = useListOperatorCareItemsQuery({ state, service }, { refetchOnMountOrArgChange: true });

  const write = (key: FilterKey, value: string) => {
    try {
      const pending: unknown = navigate({ search: withFilter(search, key, value) }, { replace: true });
      if (pending instanceof Promise) pending.catch(() => undefined);
    } catch {
      // A failed navigation leaves the filter as it was.
    }
  };

  const items = data && !isFetching ? data.items : undefined;
  return (
    <div className="screen operator-care" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <QueueFilters state={state} service={service} careServices={careServices} onChange={write} />
      {isError && !isFetching ? (
        <RetryPanel title={t('care.list.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="operator-queue-error" />
      ) : !items ? (
        <ListSkeleton testId="operator-queue-loading" />
      ) : items.length === 0 ? (
        <p className="panel" data-testid="operator-queue-empty">
          {t('care.operator.empty')}
        </p>
      ) : (
        <QueueTable items={items} locale={locale} />
      )}
    </div>
  );
}

interface QueueFiltersProps {
  state: string;
  service: string;
  /** The brand's services that are care services, the choices of the service filter. */
  careServices: string[];
  onChange: (key: FilterKey, value: string) => void;
}

/** The queue's filters, by state and by service; each change is written to the query string at once. */
function QueueFilters({ state, service, careServices, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  return (
    <form className="operator-care__filters panel" role="search" aria-label={t('care.operator.filters')} onSubmit={(e) => e.preventDefault()}>
      <label className="field">
        <span>{t('care.operator.state')}</span>
        <select name="state" value={state} onChange={(e) => onChange('state', e.target.value)}>
          <option value="">{t('care.operator.anyState')}</option>
          {ITEM_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`care.state.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('care.operator.service')}</span>
        <select name="service" value={service} onChange={(e) => onChange('service', e.target.value)}>
          <option value="">{t('care.operator.anyService')}</option>
          {careServices.map((key) => (
            <option key={key} value={key}>
              {t(`care.serviceNames.${key}`)}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}

/** The queue's items, one row each (patient, service, state, created), each leading to the item. */
function QueueTable({ items, locale }: { items: OperatorCareItem[]; locale: PortalLocale }) {
  const { t } = useTranslation();
  return (
    <div className="operator-care__table" role="region" aria-labelledby="operator-queue-caption" tabIndex={0}>
      <table data-testid="operator-queue">
        <caption id="operator-queue-caption">{t('care.operator.count', { count: items.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('care.operator.patient')}</th>
            <th scope="col">{t('care.operator.service')}</th>
            <th scope="col">{t('care.operator.state')}</th>
            <th scope="col">{t('care.operator.created')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const patient = patientOf(item);
            return (
              <tr key={item.id} data-testid="operator-queue-row" data-care-id={item.id}>
                <td>
                  <PortalLink to={`/operator/care/${item.id}`}>{patient.name || patient.email || `#${item.id}`}</PortalLink>
                  {patient.name && patient.email ? <div className="operator-care__email">{patient.email}</div> : null}
                </td>
                <td>{t(serviceNameKey(item))}</td>
                <td>
                  <CareStateBadge flow={item.flow} state={item.state} />
                </td>
                <td>
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The screen once the care texts are at hand (CareTexts): every text of it is looked up after they arrive. */
export default function OperatorQueueScreen(props: ScreenProps) {
  return (
    <CareTexts>
      <OperatorQueue {...props} />
    </CareTexts>
  );
}
