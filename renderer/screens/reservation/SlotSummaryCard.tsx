/**
 * The slot being booked (GET /api/slots/{id}): when, where, with whom, what, and what it costs.
 * Times and money through the shared helpers (Budapest time, the locale's formats).
 */
import { useTranslation } from 'react-i18next';
import type { SlotSummaryResponse } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatMoney } from '../../domain/format/format';
import { discountedPrice } from '../../reservation/discountedPrice';
import { WhenFact } from './WhenFact';

export function SlotSummaryCard({ slot }: { slot: SlotSummaryResponse }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const money = (amount: number) => formatMoney(amount, slot.currency, locale);
  const { address } = slot.provider;
  return (
    <section className="panel reservation__summary" aria-labelledby="reservation-summary-title" data-testid="slot-summary">
      <h2 id="reservation-summary-title">{t('reservation.summary.title')}</h2>
      <dl className="reservation__facts">
        <WhenFact start={slot.start} durationMinutes={slot.durationMinutes} video={slot.video} />
        <dt>{t('reservation.summary.service')}</dt>
        <dd>{slot.subfunction.name}</dd>
        <dt>{t('reservation.summary.doctor')}</dt>
        <dd>{slot.doctor.name}</dd>
        <dt>{t('reservation.summary.provider')}</dt>
        <dd>
          {slot.provider.name}
          <br />
          {address.postalCode} {address.city}, {address.street}
        </dd>
        <dt>{t('reservation.summary.price')}</dt>
        <dd>
          {slot.discountPercent > 0 ? (
            <>
              <s>{money(slot.price)}</s>{' '}
              <strong>{t('reservation.summary.discounted', { percent: slot.discountPercent, price: money(discountedPrice(slot.price, slot.discountPercent, slot.currency)) })}</strong>
            </>
          ) : (
            money(slot.price)
          )}
        </dd>
      </dl>
    </section>
  );
}
