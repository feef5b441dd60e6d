/**
 * A SCORE2 result as a person reads it: the 10-year risk in their number format, the ESC category
 * for their age band with the brand document's advice for it, what stopping smoking or a lower
 * blood pressure would give, the region the figure is calibrated for, and the source.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthTool } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatPercent } from '../../i18n/formatPercent';
import type { Score2Category, Score2Result } from '../../domain/healthTools/score2';
import { HealthResult } from './HealthResult';

const CATEGORY_KEY: Readonly<Record<Score2Category, string>> = { 'low-to-moderate': 'lowToModerate', high: 'high', 'very-high': 'veryHigh' };

export function Score2ResultPanel({ result, tool, headingRef }: { result: Score2Result; tool: HealthTool; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const risk = formatPercent(result.riskPercent, locale);
  const category = t(`healthTools.score2.category.${CATEGORY_KEY[result.category]}`);
  const advice = tool.bands?.[result.category];
  return (
    <HealthResult title={t('healthTools.score2.result.title')} headingRef={headingRef} testId="score2-result" data={{ 'data-category': result.category }}>
      <p className="health-result__figure">
        <strong data-testid="score2-risk">{risk}</strong>
      </p>
      <p>{t('healthTools.score2.result.meaning', { risk })}</p>
      <p className="health-result__category">
        <span className={`badge health-result__badge health-result__badge--${result.category}`} data-testid="score2-category">{category}</span>{' '}
        {t(`healthTools.score2.result.band.${result.ageBand}`)}
      </p>
      {advice ? <p data-testid="score2-advice">{t(advice)}</p> : null}
      {result.changes.length > 0 ? (
        <>
          <h3>{t('healthTools.score2.result.changesTitle')}</h3>
          <ul className="health-result__changes" data-testid="score2-changes">
            {result.changes.map((change) => (
              <li key={change.change} data-change={change.change}>
                {t(`healthTools.score2.change.${change.change}`, { risk: formatPercent(change.riskPercent, locale), systolic: change.systolicBloodPressure })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="health-result__region">{t(`healthTools.score2.region.${result.region}`)}</p>
    </HealthResult>
  );
}
