/** The "when" line of an appointment's facts: date, time and length, and the video badge. */
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate, formatTime } from '../../domain/format/format';

export function WhenFact({ start, durationMinutes, video }: { start: string; durationMinutes: number; video: boolean }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <>
      <dt>{t('reservation.summary.when')}</dt>
      <dd>
        <time dateTime={start}>
          {formatDate(start, locale)} {formatTime(start, locale)}
        </time>{' '}
        ({t('reservation.summary.minutes', { minutes: durationMinutes })})
        {video ? <span className="badge badge--neutral reservation__badge">{t('reservation.summary.video')}</span> : null}
      </dd>
    </>
  );
}
