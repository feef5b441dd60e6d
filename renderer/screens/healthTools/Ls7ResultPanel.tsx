/**
 * A lifestyle questionnaire's result (Life's Simple 7): how many of the seven metrics are ideal,
 * the 0–14 score when all seven are known, each metric with its level (and BMI, active minutes,
 * diet goals beside theirs), then what to work on: the document's advice and the service that
 * helps for each metric that is not ideal, and a check-up for the values not known.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthTool } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { Ls7Level, Ls7Metric, Ls7Result } from '../../domain/healthTools/lifesSimple7';
import { formatNumber } from '../../domain/format/formatNumber';
import { FlagAdvice } from './FlagAdvice';
import { HealthResult } from './HealthResult';

/** The badge of each level drawn as the calculator's of the same weight: low, raised, the strongest. */
const BADGE: Readonly<Record<Ls7Level, string>> = { ideal: 'low-to-moderate', intermediate: 'high', poor: 'very-high' };

export function Ls7ResultPanel({ result, tool, headingRef }: { result: Ls7Result; tool: HealthTool; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const measure: Partial<Record<Ls7Metric, string>> = {
    bmi: t('healthTools.ls7.measure.bmi', { bmi: formatNumber(result.bmi, locale) }),
    physicalActivity: t('healthTools.ls7.measure.physicalActivity', { minutes: formatNumber(result.activityMinutes, locale) }),
    diet: t('healthTools.ls7.measure.diet', { count: result.dietGoalsMet.length }),
  };
  const toWorkOn = result.metrics.filter((m) => m.level === 'intermediate' || m.level === 'poor').map((m) => m.metric);
  const notKnown = result.metrics.some((m) => m.level === null);
  const advice = [...toWorkOn, ...(notKnown ? (['notKnown'] as const) : [])];
  return (
    <HealthResult title={t('healthTools.ls7.result.title')} headingRef={headingRef} testId="ls7-result" data={{ 'data-ideal': String(result.idealCount) }}>
      <p className="health-result__figure">
        <strong data-testid="ls7-ideal">{t('healthTools.ls7.result.ideal', { count: result.idealCount })}</strong>
      </p>
      <p data-testid="ls7-score">{result.score === null ? t('healthTools.ls7.result.scoreNotKnown', { count: result.knownCount }) : t('healthTools.ls7.result.score', { score: result.score })}</p>
      {result.idealCount === result.metrics.length ? <p data-testid="ls7-all-ideal">{t('healthTools.ls7.result.allIdeal')}</p> : null}
      <h3>{t('healthTools.ls7.result.metricsTitle')}</h3>
      <ul className="health-result__metrics" data-testid="ls7-metrics">
        {result.metrics.map(({ metric, level }) => (
          <li key={metric} data-metric={metric} data-level={level ?? 'notKnown'}>
            <span className="health-result__metric-name">{t(`healthTools.ls7.metric.${metric}`)}</span>{' '}
            {level ? (
              <span className={`badge health-result__badge health-result__badge--${BADGE[level]}`}>{t(`healthTools.ls7.level.${level}`)}</span>
            ) : (
              <span className="badge health-result__badge health-result__badge--not-known">{t('healthTools.ls7.level.notKnown')}</span>
            )}
            {measure[metric] ? <span className="health-result__metric-measure"> {measure[metric]}</span> : null}
          </li>
        ))}
      </ul>
      {advice.length > 0 ? (
        <>
          <h3>{t('healthTools.ls7.result.workOnTitle')}</h3>
          <FlagAdvice flags={advice} tool={tool} testId="ls7-flags" />
        </>
      ) : null}
      <p className="health-result__region">{t('healthTools.ls7.result.note')}</p>
    </HealthResult>
  );
}
