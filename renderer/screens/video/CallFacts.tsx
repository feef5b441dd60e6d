/** What the consultation is: when, with whom, for what — the same lines on every call screen. */
import { useTranslation } from 'react-i18next';
import type { VideoCall } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatTime } from '../../domain/format/format';

export function CallFacts({ call }: { call: VideoCall }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <dl className="details-list video-facts" data-testid="call-facts">
      <dt>{t('video.facts.when')}</dt>
      <dd>
        <time dateTime={call.start}>
          {formatDate(call.start, locale)} {formatTime(call.start, locale)}
        </time>{' '}
        ({t('video.facts.minutes', { minutes: call.durationMinutes })})
      </dd>
      <dt>{t(call.role === 'patient' ? 'video.facts.doctor' : 'video.facts.patient')}</dt>
      <dd>{call.role === 'patient' ? call.doctorName : call.patientName}</dd>
      <dt>{t('video.facts.service')}</dt>
      <dd>{call.subfunctionName}</dd>
      {call.role === 'doctor' && call.patientComment ? (
        <>
          <dt>{t('video.facts.comment')}</dt>
          <dd className="appointment-card__comment">{call.patientComment}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The milliseconds from the answer's moment until `instant`, by the server's clock (a patient's own clock may be wrong). */
export function msUntil(call: Pick<VideoCall, 'now'>, instant: string): number {
  return Date.parse(instant) - Date.parse(call.now);
}
