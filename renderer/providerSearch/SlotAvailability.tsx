/**
 * The slot display of spec §2, shared by the provider search and the video search: the week's
 * bookable slots as links to the reservation screen (its address contract, reservationLink.ts),
 * then the no-free-slot message or the nearest available date with a jump (when that date is not
 * in the week shown), and the count of free slots within seven days. The jump changes only the
 * week, by replace.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchSlot } from '../api/providersApi';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from '../app/uiSlice';
import { addCalendarDays, formatDate, formatTime } from '../domain/format/format';
import { reservationHref } from '../reservation/reservationLink';
import { PortalLink } from '../routing/PortalLink';

export interface SlotAvailabilityProps {
  /** Whose slots these are (the clinic): each link's accessible name says it. */
  name: string;
  /** Show the doctor on each slot (a clinic's list, where two slots at one time differ by doctor). */
  showDoctor?: boolean;
  slots: readonly SearchSlot[];
  nearestAvailableDate: string | null;
  slotsWithinSevenDays: number;
  /** The first day of the week shown (YYYY-MM-DD). */
  week: string;
  /** The current route's query with the week moved to `date`. */
  jumpSearch(date: string): string;
  /** How many slot links to show; the rest of the week is a jump or a page away. */
  maxSlots: number;
  /** The list's class and test id, as each screen styles and tests them. */
  listClassName: string;
  slotClassName: string;
  slotTestId: string;
}

/** Whether a date (YYYY-MM-DD…) falls in the seven days from `week`: then jumping to it would change nothing. */
export function inWeek(date: string, week: string): boolean {
  const day = date.slice(0, 10);
  return day >= week && day < addCalendarDays(week, 7);
}

export function SlotAvailability({ name, showDoctor = false, slots, nearestAvailableDate, slotsWithinSevenDays, week, jumpSearch, maxSlots, listClassName, slotClassName, slotTestId }: SlotAvailabilityProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const bookable = slots.filter((slot) => slot.customerBookable);
  return (
    <>
      {bookable.length > 0 && (
        <ul className={listClassName} aria-label={t('ui.providerSearch.slotsOf', { name })}>
          {bookable.slice(0, maxSlots).map((slot) => (
            <li key={slot.id}>
              <PortalLink
                className={slotClassName}
                to={reservationHref({ slotId: slot.id, subfunctionId: slot.subfunctionId })}
                data-testid={slotTestId}
                data-slot-id={slot.id}
                // A doctor's row is named after the doctor already; a clinic's row names the clinic too.
                aria-label={t(slot.doctorName === name ? 'reservation.bookSlotOfDoctor' : 'reservation.bookSlotWith', {
                  service: slot.subfunctionName,
                  doctor: slot.doctorName,
                  name,
                  date: formatDate(slot.start, locale),
                  time: formatTime(slot.start, locale),
                })}
              >
                <time dateTime={slot.start}>
                  {formatDate(slot.start, locale)} {formatTime(slot.start, locale)}
                </time>
                <span className="slot-who">{showDoctor ? t('ui.providerSearch.slotWith', { doctor: slot.doctorName, service: slot.subfunctionName }) : slot.subfunctionName}</span>
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
      {nearestAvailableDate === null ? (
        <p data-testid="no-free-slot">{t('ui.providerSearch.noFreeSlot')}</p>
      ) : (
        <p data-testid="nearest-date">
          {t('ui.providerSearch.nearest', { date: formatDate(nearestAvailableDate, locale) })}
          {inWeek(nearestAvailableDate, week) ? null : (
            <>
              {' '}
              <Link replace to={{ search: jumpSearch(nearestAvailableDate) }} data-testid="jump">
                {t('ui.providerSearch.jump')}
              </Link>
            </>
          )}
        </p>
      )}
      <p data-testid="seven-days">{t('ui.providerSearch.withinSevenDays', { count: slotsWithinSevenDays })}</p>
    </>
  );
}
