/**
 * One appointment as the patient reads it: when (Budapest time, the locale's format), who, where,
 * what, the patient's note, whether it is a video consultation, the discount and the status in
 * words — colour is never the only signal. The cancel button shows only on cancellable ones; the
 * screen asks for confirmation.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../api/appointmentsApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { AppointmentPhase } from '../../appointments/groupAppointments';
import { formatDate, formatMoney, formatTime } from '../../domain/format/format';
import { ForWhomFacts } from '../../relatives/ForWhomField';
import { videoNoteDocumentUrl } from '../../api/videoApi';
import { PortalLink } from '../../routing/PortalLink';
import { DownloadLink } from '../../ui/DownloadLink';
import { useNow } from '../../ui/useNow';

interface AppointmentCardProps {
  appointment: Appointment;
  phase: AppointmentPhase;
  /** Omitted where the list is read only (the virtual clinic). */
  onCancel?: (appointment: Appointment) => void;
}

/** The words of the status: upcoming ones say confirmed or awaiting confirmation. */
export function statusKey(appointment: Appointment, phase: AppointmentPhase): string {
  if (phase === 'upcoming') return appointment.status === 'pending' ? 'pending' : 'confirmed';
  return phase;
}

const isMoneyCurrency = (currency: string): currency is 'HUF' | 'RON' => currency === 'HUF' || currency === 'RON';

/**
 * The price the appointment was booked at, after its discount and with the full price beside it;
 * a booking without a stored price (none should be left after migration 0009) shows the doctor's.
 */
function BookedPriceFacts({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { price, doctor } = appointment;
  let text: string | null = null;
  if (price) {
    const full = formatMoney(price.amount, price.currency, locale);
    text = price.discountRate > 0 ? t('appointments.bookedPrice', { price: formatMoney(price.discountedAmount, price.currency, locale), rate: price.discountRate, full }) : full;
  } else if (isMoneyCurrency(doctor.currency)) {
    text = formatMoney(doctor.price, doctor.currency, locale);
  }
  if (text === null) return null;
  return (
    <>
      <dt>{t('appointments.price')}</dt>
      <dd data-testid="appointment-price">{text}</dd>
    </>
  );
}

/** Where a video consultation's call is entered (routes.json, screen video-call). */
export const VIDEO_CALL_PATH = '/services/virtual-clinic/call';

/**
 * A video consultation's way in: from the waiting room's time (10 minutes before) the join button;
 * until then when it opens, with the way to check the camera and microphone ahead; what the
 * patient needs; and the doctor's note once written, with its PDF to keep.
 */
function VideoCallLink({ appointment, phase }: { appointment: Appointment; phase: AppointmentPhase }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const now = useNow(15_000);
  const call = appointment.video;
  if (!call || appointment.status === 'cancelled') return null;
  if (call.note) {
    return (
      <div className="appointment-card__note" data-testid="appointment-doctor-note">
        <h4>{t('appointments.videoCall.noteTitle', { name: appointment.doctor.name })}</h4>
        <p>{call.note}</p>
        <DownloadLink href={videoNoteDocumentUrl(appointment.id)} testId="appointment-note-download">
          {t('appointments.videoCall.downloadNote')}
        </DownloadLink>
      </div>
    );
  }
  if (phase !== 'upcoming' || call.ended) return null;
  const open = now !== null && now >= Date.parse(call.opensAt);
  return (
    <div className="appointment-card__join" data-testid="video-join" data-open={open}>
      <p>
        {open ? null : <>{t('appointments.videoCall.opensAt', { date: formatDate(call.opensAt, locale), time: formatTime(call.opensAt, locale) })} </>}
        {t('appointments.videoCall.needs')}
      </p>
      <PortalLink to={`${VIDEO_CALL_PATH}/${appointment.id}`} className={open ? 'link-button' : 'link-button link-button--secondary'} data-testid={open ? 'join-video' : 'prepare-video'}>
        {t(open ? 'appointments.videoCall.join' : 'appointments.videoCall.prepare')}
      </PortalLink>
    </div>
  );
}

export function AppointmentCard({ appointment, phase, onCancel }: AppointmentCardProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const titleId = useId();
  const { slot, provider, doctor } = appointment;
  const status = statusKey(appointment, phase);
  return (
    <li className={`appointment-card panel appointment-card--${phase}`} data-testid="appointment" data-appointment-id={appointment.id} data-phase={phase}>
      <h3 id={titleId} className="appointment-card__when">
        <time dateTime={slot.start}>
          {formatDate(slot.start, locale)} {formatTime(slot.start, locale)}
        </time>
      </h3>
      <p className="appointment-card__badges">
        <span className={status === 'cancelled' ? 'badge badge--neutral' : 'badge'} data-testid="appointment-status">
          {t(`appointments.status.${status}`)}
        </span>
        {slot.video && <span className="badge badge--neutral">{t('appointments.video')}</span>}
        {appointment.discountRate > 0 && (
          <span className="badge badge--neutral">{t('appointments.discount', { rate: appointment.discountRate })}</span>
        )}
      </p>
      <dl className="details-list">
        <ForWhomFacts relative={appointment.relative} />
        <dt>{t('appointments.service')}</dt>
        <dd>
          {slot.subfunctionName} ({t('appointments.duration', { minutes: slot.durationMinutes })})
        </dd>
        <dt>{t('appointments.doctor')}</dt>
        <dd>{doctor.name}</dd>
        <dt>{t('appointments.provider')}</dt>
        <dd>
          {provider.name}
          {slot.video ? '' : `, ${provider.city}, ${provider.street}`}
        </dd>
        <BookedPriceFacts appointment={appointment} />
        {appointment.patientComment && (
          <>
            <dt>{t('appointments.comment')}</dt>
            <dd className="appointment-card__comment">{appointment.patientComment}</dd>
          </>
        )}
        {phase === 'upcoming' && (
          <>
            <dt>{t('appointments.cancellation')}</dt>
            <dd>
              {appointment.cancellable
                ? t('appointments.cancellableUntil', { date: formatDate(slot.cancellableUntil, locale), time: formatTime(slot.cancellableUntil, locale) })
                : t('appointments.notCancellable')}
            </dd>
          </>
        )}
      </dl>
      <VideoCallLink appointment={appointment} phase={phase} />
      {onCancel && appointment.cancellable && (
        <button type="button" className="button button--secondary" aria-describedby={titleId} onClick={() => onCancel(appointment)}>
          {t('appointments.cancel')}
        </button>
      )}
    </li>
  );
}
