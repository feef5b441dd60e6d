/**
 * One video doctor of the search: name, clinic, languages, price in the clinic's currency (HUF
 * without decimals "Ft", RON "lei"), the discount, the bookable video slots of the week as links
 * to the booking screen (the reservation screen's address contract), and the slot display of spec §2 (nearest date with a jump, seven-day count).
 */
import { useTranslation } from 'react-i18next';
import type { VideoDoctorRow } from '../../api/videoSearchApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatMoney } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import { SlotAvailability } from '../../providerSearch/SlotAvailability';

/** Slots shown per doctor; the rest of the week is one jump or page away. */
export const SLOTS_SHOWN = 12;

export function VideoDoctorCard({ row, week, jumpSearch }: { row: VideoDoctorRow; week: string; jumpSearch(week: string): string }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const specialties = (row.specializations ?? []).map((s) => s.name).join(', ');
  return (
    <li className="video-search__row panel" data-testid="video-row" data-doctor-id={row.id}>
      <h3>
        <PortalLink to={`/providers/${row.provider.id}/doctors/${row.id}`} aria-label={[row.name, specialties, `${row.provider.name}, ${row.provider.city}`].filter(Boolean).join(' – ')}>
          {row.name}
        </PortalLink>
      </h3>
      {specialties && <p data-testid="video-specialties">{specialties}</p>}
      <p>
        {row.provider.name}, {row.provider.city}
      </p>
      <p className="video-search__meta">
        <span className="video-search__price" data-testid="video-price">
          {t('appointments.videoSearch.price', { price: formatMoney(row.price, row.currency, locale) })}
        </span>
        {row.discountPercent > 0 && <span className="badge">{t('appointments.discount', { rate: row.discountPercent })}</span>}
        {row.speaksEnglish && <span className="badge badge--neutral">{t('appointments.videoSearch.speaksEnglish')}</span>}
      </p>
      <SlotAvailability
        name={row.provider.name}
        slots={row.slots.filter((slot) => slot.video)}
        nearestAvailableDate={row.nearestAvailableDate}
        slotsWithinSevenDays={row.slotsWithinSevenDays}
        week={week}
        jumpSearch={jumpSearch}
        maxSlots={SLOTS_SHOWN}
        listClassName="video-search__slots"
        slotClassName="link-button link-button--secondary"
        slotTestId="video-slot"
      />
    </li>
  );
}
