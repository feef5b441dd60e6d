/**
 * The next free, online-bookable slots of a clinic (or of one doctor or specialization there),
 * each a link to the reservation screen (its address contract: reservation/reservationLink.ts),
 * kept embedded by PortalLink. Loading shows skeletons, a failure its message with a retry, and
 * no slot the spec's no-free-slot message with a way to the search.
 */
import { useTranslation } from 'react-i18next';
import { useGetProviderSlotsQuery, type SlotsQuery } from '../../api/providerDetailsApi';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatTime } from '../../domain/format/format';
import { reservationHref } from '../../reservation/reservationLink';
import { PortalLink } from '../../routing/PortalLink';
import { DetailError, DetailSkeleton } from './DetailStates';

interface UpcomingSlotsProps {
  query: SlotsQuery;
  /** The section's heading; a doctor's page leaves the doctor's name off each slot. */
  title: string;
  showDoctor?: boolean;
}

export function UpcomingSlots({ query, title, showDoctor = true }: UpcomingSlotsProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { brand } = useBundle();
  const { currentData: data, error, isError, isFetching, refetch } = useGetProviderSlotsQuery(query);
  let body;
  if (isError) body = <DetailError error={error} onRetry={() => void refetch()} retrying={isFetching} testId="slots-error" />;
  else if (!data) body = <DetailSkeleton lines={2} testId="slots-loading" />;
  else if (data.slots.length === 0) {
    body = (
      <p className="panel" data-testid="no-free-slot">
        {t('ui.providerSearch.noFreeSlot')}{' '}
        <PortalLink to={brand.rules.providerSearchPath}>{t('providers.slots.search')}</PortalLink>
      </p>
    );
  } else {
    body = (
      <ul className="details__slots" data-testid="upcoming-slots">
        {data.slots.map((slot) => (
          <li key={slot.id}>
            <PortalLink className="details__slot" to={reservationHref({ slotId: slot.id, subfunctionId: slot.subfunctionId })} data-slot-id={slot.id}>
              <time dateTime={slot.start}>
                {formatDate(slot.start, locale)} {formatTime(slot.start, locale)}
              </time>
              <span>{slot.subfunctionName}</span>
              {showDoctor && <span>{slot.doctorName}</span>}
              {slot.video && <span className="badge badge--neutral">{t('providers.video')}</span>}
            </PortalLink>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="details__section" aria-labelledby="upcoming-slots-title">
      <h2 id="upcoming-slots-title">{title}</h2>
      {body}
    </section>
  );
}
