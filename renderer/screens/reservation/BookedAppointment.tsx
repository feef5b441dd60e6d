/**
 * A booked (or cancelled) reservation as the server answered it: what was booked, the discount
 * if any, and the patient's note. Shared by the finished steps and the token-link screens.
 */
import { useTranslation } from 'react-i18next';
import type { ReservationAnswer } from '../../api/reservationsApi';
import { WhenFact } from './WhenFact';

export function BookedAppointment({ reservation, discountRate }: { reservation: ReservationAnswer; discountRate: number }) {
  const { t } = useTranslation();
  const { slot, provider, doctor } = reservation;
  return (
    <dl className="reservation__facts" data-testid="booked-appointment" data-reservation-id={reservation.id} data-status={reservation.status}>
      <WhenFact start={slot.start} durationMinutes={slot.durationMinutes} video={slot.video} />
      <dt>{t('reservation.summary.service')}</dt>
      <dd>{slot.subfunctionName}</dd>
      <dt>{t('reservation.summary.doctor')}</dt>
      <dd>{doctor.name}</dd>
      <dt>{t('reservation.summary.provider')}</dt>
      <dd>
        {provider.name}
        <br />
        {provider.city}, {provider.street}
      </dd>
      {discountRate > 0 ? (
        <>
          <dt>{t('reservation.summary.discount')}</dt>
          <dd data-testid="booked-discount">{t('reservation.finished.discount', { percent: discountRate })}</dd>
        </>
      ) : null}
      {reservation.patientComment ? (
        <>
          <dt>{t('fields.patientComment')}</dt>
          <dd className="reservation__comment">{reservation.patientComment}</dd>
        </>
      ) : null}
    </dl>
  );
}
