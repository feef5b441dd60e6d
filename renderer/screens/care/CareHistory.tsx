/** An item's events, oldest first: when (Budapest time), what happened, who did it and their note. */
import { useTranslation } from 'react-i18next';
import type { CareEvent } from '../../api/careApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDateTime } from '../../domain/format/format';

/** A booking's note is the booked time: shown as a time, not as the API writes it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function CareHistory({ events }: { events: CareEvent[] | undefined }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  if (!events || events.length === 0) return null;
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="care-history" data-testid="care-history">
      {sorted.map((event, index) => (
        <li key={`${event.at}-${index}`}>
          <time dateTime={event.at}>{formatDateTime(event.at, locale)}</time>{' '}
          <span>{t(`care.event.${event.action}`, { defaultValue: t('care.event.changed') })}</span>
          {' – '}
          <span>{event.actorName || t(`care.actor.${event.actor}`)}</span>
          {event.note ? <p className="care-history__note">{INSTANT.test(event.note) ? formatDateTime(event.note, locale) : event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
