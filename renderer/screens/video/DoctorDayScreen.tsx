/**
 * A doctor's day of video consultations (/doctor/video, role doctor; issue 16): each appointment
 * with its time, patient and what they wrote, whether the patient is waiting, in the call or
 * done, the admit button for one who waits, and the way into the call. The list asks again every
 * few seconds, so a patient arriving shows without a reload; another day is a step away. "Admit"
 * keeps the focus while it works (BusyButton), and when it goes the focus moves to the way into the call.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DoctorVideoAppointment } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useAdmitPatientMutation, useDoctorVideoDayQuery } from '../../api/videoApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { addCalendarDays, formatDate, formatTime } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { LocaleDateInput } from '../../ui/LocaleDateInput';
import { BusyButton } from '../../ui/BusyButton';
import { useFocusIfLost } from '../../ui/focusRescue';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { VideoTexts } from './VideoTexts';
import '../appointments/appointments.css';
import './video.css';

const DAY_POLL_MS = 5_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type Presence = 'waiting' | 'inCall' | 'ended' | 'notHere';

function presenceOf(a: DoctorVideoAppointment): Presence {
  if (a.ended) return 'ended';
  if (a.waiting) return a.admitted ? 'inCall' : 'waiting';
  return 'notHere';
}

function AppointmentRow({ appointment }: { appointment: DoctorVideoAppointment }) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [admit, { isLoading, error }] = useAdmitPatientMutation();
  const titleId = useId();
  const presence = presenceOf(appointment);
  // Admitted, the row's admit button goes: the focus goes to the way into the call beside it.
  const row = useRef<HTMLLIElement>(null);
  useFocusIfLost(presence, () => row.current?.querySelector<HTMLElement>('[data-testid="open-call"]'));
  return (
    <li ref={row} className="panel video-day__row" data-testid="doctor-appointment" data-appointment-id={appointment.id} data-presence={presence} aria-labelledby={titleId}>
      <h3 id={titleId} className="video-day__when">
        <time dateTime={appointment.start}>{formatTime(appointment.start, locale)}</time> {appointment.patientName}
      </h3>
      <p>
        <span className={presence === 'waiting' ? 'badge' : 'badge badge--neutral'} data-testid="presence">
          {t(`video.day.presence.${presence}`)}
        </span>{' '}
        {appointment.hasNote ? <span className="badge badge--neutral">{t('video.day.noteSaved')}</span> : null}
      </p>
      <dl className="details-list">
        <dt>{t('video.facts.service')}</dt>
        <dd>
          {appointment.subfunctionName} ({t('video.facts.minutes', { minutes: appointment.durationMinutes })})
        </dd>
        {appointment.patientComment ? (
          <>
            <dt>{t('video.facts.comment')}</dt>
            <dd className="appointment-card__comment">{appointment.patientComment}</dd>
          </>
        ) : null}
      </dl>
      <p className="button-row">
        {presence === 'waiting' && appointment.phase === 'open' ? (
          <BusyButton className="button" busy={isLoading} aria-describedby={titleId} onClick={() => void admit(appointment.id)} data-testid="day-admit">
            {t('video.day.admit')}
          </BusyButton>
        ) : null}
        <PortalLink to={`/doctor/video/${appointment.id}`} className="link-button link-button--secondary" aria-describedby={titleId} data-testid="open-call">
          {t(appointment.phase === 'closed' ? 'video.day.openNote' : 'video.day.openCall')}
        </PortalLink>
      </p>
      {error ? <p className="field-error" role="alert">{describeApiError(error, i18n).message}</p> : null}
    </li>
  );
}

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date') ?? undefined;
  const date = asked && DAY_PATTERN.test(asked) ? asked : undefined;
  const { data, error, isLoading, isFetching, refetch } = useDoctorVideoDayQuery(date, { pollingInterval: DAY_POLL_MS, skipPollingIfUnfocused: true });
  const day = data?.date ?? date;
  const go = (next: string) => setSearch({ date: next });
  return (
    <div className="screen video-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <div className="video-day__nav button-row">
        {day ? (
          <button type="button" className="button button--secondary" onClick={() => go(addCalendarDays(day, -1))}>
            {t('video.day.previous')}
          </button>
        ) : null}
        {/* The portal's date field, not type="date": that one shows the browser's format whatever the portal's language.
            It holds the day asked for, which the list's data reaches a moment later. */}
        {day ? <LocaleDateInput name="date" label={t('video.day.date')} value={date ?? day} onChange={go} /> : null}
        {day ? (
          <button type="button" className="button button--secondary" onClick={() => go(addCalendarDays(day, 1))}>
            {t('video.day.next')}
          </button>
        ) : null}
      </div>
      {isLoading ? <ListSkeleton testId="day-loading" /> : null}
      {error ? <RetryPanel title={t('video.day.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="day-load-error" /> : null}
      {data ? (
        <section aria-labelledby="video-day-list" aria-busy={isFetching}>
          <h2 id="video-day-list" className="visually-hidden">
            {formatDate(data.date, locale)}
          </h2>
          {data.appointments.length === 0 ? (
            <p className="panel" data-testid="day-empty">
              {t('video.day.empty', { date: formatDate(data.date, locale) })}
            </p>
          ) : (
            <ul className="video-day__list" data-testid="doctor-day">
              {data.appointments.map((a) => (
                <AppointmentRow key={a.id} appointment={a} />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

export default function DoctorDayScreen(props: ScreenProps) {
  return (
    <VideoTexts>
      <Screen {...props} />
    </VideoTexts>
  );
}
