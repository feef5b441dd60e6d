/**
 * The finished booking (steps finished and loggedInFinished, and a verified public reservation):
 * what was booked, the discount, and what comes next. Focus moves here, since the form the
 * patient was in has just gone.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReservationAnswer } from '../../api/reservationsApi';
import { PortalLink } from '../../routing/PortalLink';
import { BackToSearch } from './BackToSearch';
import { BookedAppointment } from './BookedAppointment';

export const APPOINTMENTS_PATH = '/services/appointments';

interface FinishedPanelProps {
  reservation: ReservationAnswer;
  discountRate: number;
  /** Logged-in patients have the appointments list; anonymous ones manage the booking by the emailed links. */
  loggedIn: boolean;
}

export function FinishedPanel({ reservation, discountRate, loggedIn }: FinishedPanelProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel panel--success reservation__finished" aria-labelledby="reservation-finished-title" data-testid="reservation-finished">
      <h2 id="reservation-finished-title" ref={heading} tabIndex={-1}>
        {t('reservation.finished.title')}
      </h2>
      <p role="status">{t(loggedIn ? 'reservation.finished.loggedIn' : 'reservation.finished.confirmed')}</p>
      <BookedAppointment reservation={reservation} discountRate={discountRate} />
      {loggedIn ? null : <p>{t('reservation.finished.cancelHint')}</p>}
      <div className="button-row">
        {loggedIn ? (
          <PortalLink className="link-button" to={APPOINTMENTS_PATH} data-testid="appointments-link">
            {t('reservation.finished.appointments')}
          </PortalLink>
        ) : null}
        <BackToSearch video={reservation.slot.video} />
      </div>
    </section>
  );
}
