/**
 * One video doctor of the search: name, clinic, languages, price in the clinic's currency (HUF
 * without decimals "Ft", RON "lei"), the discount, the bookable video slots of the week as links
 * to the booking screen (the reservation screen's address contract), and the slot display of spec §2 (nearest date with a jump, seven-day count).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VideoDoctorRow } from '../../api/videoSearchApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatMoney, formatTime } from '../../i18n/format';
import { reservationHref } from '../../reservation/reservationLink';
import { PortalLink } from '../../routing/PortalLink';

/** Slots shown per doctor; the rest of the week is one jump or page away. */
export const SLOTS_SHOWN = 12;

const isMoneyCurrency = (currency: string): currency is 'HUF' | 'RON' => currency === 'HUF' || currency === 'RON';

export function VideoDoctorCard({ row, jumpSearch }: { row: VideoDoctorRow; jumpSearch(week: string): string }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const bookable = row.slots.filter((slot) => slot.customerBookable && slot.video);
  return (
    <li className="video-search__row panel" data-testid="video-row" data-doctor-id={row.id}>
      <h3>{row.name}</h3>
      <p>{row.provider.name}</p>
      <p className="video-search__meta">
        {isMoneyCurrency(row.currency) && (
          <span className="video-search__price" data-testid="video-price">
            {t('appointments.videoSearch.price', { price: formatMoney(row.price, row.currency, locale) })}
          </span>
        )}
        {row.discountPercent > 0 && <span className="badge">{t('appointments.discount', { rate: row.discountPercent })}</span>}
        {row.speaksEnglish && <span className="badge badge--neutral">{t('appointments.videoSearch.speaksEnglish')}</span>}
      </p>
      {bookable.length > 0 && (
        <ul className="video-search__slots" aria-label={t('appointments.videoSearch.slotsOf', { doctor: row.name })}>
          {bookable.slice(0, SLOTS_SHOWN).map((slot) => (
            <li key={slot.id}>
              <PortalLink
                to={reservationHref({ slotId: slot.id, subfunctionId: slot.subfunctionId })}
                className="link-button link-button--secondary"
                data-testid="video-slot"
                data-slot-id={slot.id}
                aria-label={t('appointments.videoSearch.bookSlot', { date: formatDate(slot.start, locale), time: formatTime(slot.start, locale), doctor: row.name })}
              >
                <time dateTime={slot.start}>
                  {formatDate(slot.start, locale)} {formatTime(slot.start, locale)}
                </time>
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
      {row.nearestAvailableDate === null ? (
        <p data-testid="no-free-slot">{t('appointments.videoSearch.noFreeSlot')}</p>
      ) : (
        bookable.length === 0 && (
          <p data-testid="nearest-date">
            {t('appointments.videoSearch.nearest', { date: formatDate(row.nearestAvailableDate, locale) })}{' '}
            <Link replace to={{ search: jumpSearch(row.nearestAvailableDate) }} data-testid="jump">
              {t('appointments.videoSearch.jump')}
            </Link>
          </p>
        )
      )}
      <p>{t('appointments.videoSearch.withinSevenDays', { count: row.slotsWithinSevenDays })}</p>
    </li>
  );
}
