/**
 * A logged-in patient's health checks: the result just kept, or on a later visit the last kept
 * one, with the result before it beside; then the earlier ones by date. Loading, an empty history
 * and an error with a retry each say so.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthCheckRecord, HealthTool } from '../../../generated/config-types';
import { useListHealthChecksQuery } from '../../api/healthChecksApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate } from '../../domain/format/format';
import { formatNumber } from '../../domain/format/formatNumber';
import { RetryPanel } from '../appointments/ListStates';
import { HealthCheckResultPanel } from './HealthCheckResultPanel';

interface Props {
  /** The result kept on this visit, if any. */
  current: HealthCheckRecord | null;
  tool: HealthTool;
  headingRef: Ref<HTMLHeadingElement>;
}

export function KeptHealthChecks({ current, tool, headingRef }: Props) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { data, isLoading, isError, error, refetch, isFetching } = useListHealthChecksQuery();
  const kept = data?.results ?? [];
  const shown = current ?? kept[0] ?? null;
  const older = shown ? kept.filter((r) => r.id !== shown.id && r.takenAt <= shown.takenAt) : [];
  return (
    <div data-testid="health-check-kept">
      {isLoading ? <p className="health-tool__history-state" role="status">{t('healthTools.healthCheck.history.loading')}</p> : null}
      {isError ? <RetryPanel title={t('healthTools.healthCheck.history.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="health-check-history-error" /> : null}
      {shown ? <HealthCheckResultPanel result={shown.result} tool={tool} headingRef={headingRef} takenAt={current ? undefined : shown.takenAt} previous={older[0]} /> : null}
      {older.length > 0 ? (
        <section className="health-tool__history" aria-labelledby="health-check-earlier" data-testid="health-check-earlier">
          <h2 id="health-check-earlier">{t('healthTools.healthCheck.history.earlierTitle')}</h2>
          <ul>
            {older.map((r) => (
              <li key={r.id}>
                {t('healthTools.healthCheck.history.entry', { date: formatDate(r.takenAt, locale), bmi: formatNumber(r.result.bmi.value, locale), count: r.result.flags.length })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
