/**
 * A PSS-10 result as a person reads it: the score out of 40, its band with the brand document's
 * advice, a word on where the bands come from (the scale's authors set none), and the way to the
 * consultation the tool's document names.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthTool } from '../../../generated/config-types';
import type { Pss10Band } from '../../domain/healthTools/pss10';
import { PortalLink } from '../../routing/PortalLink';
import { HealthResult } from './HealthResult';

/** The badge of each band drawn as the calculator's of the same weight: low, raised, the strongest. */
const BADGE: Readonly<Record<Pss10Band, string>> = { low: 'low-to-moderate', moderate: 'high', high: 'very-high' };

export function Pss10ResultPanel({ result, tool, headingRef }: { result: { score: number; max: number; band: Pss10Band }; tool: HealthTool; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const advice = tool.bands?.[result.band];
  return (
    <HealthResult title={t('healthTools.pss10.result.title')} headingRef={headingRef} testId="pss10-result" data={{ 'data-band': result.band }}>
      <p className="health-result__figure">
        <strong data-testid="pss10-score">{t('healthTools.pss10.result.score', { score: result.score, max: result.max })}</strong>
      </p>
      <p>{t('healthTools.pss10.result.meaning')}</p>
      <p className="health-result__category">
        <span className={`badge health-result__badge health-result__badge--${BADGE[result.band]}`} data-testid="pss10-band">{t(`healthTools.pss10.category.${result.band}`)}</span>
      </p>
      {advice ? <p data-testid="pss10-advice">{t(advice)}</p> : null}
      {tool.consultation ? (
        <p>
          <PortalLink to={tool.consultation} className="link-button" data-testid="health-tool-consultation">
            {t('healthTools.pss10.result.consultation')}
          </PortalLink>
        </p>
      ) : null}
      <p className="health-result__region">{t('healthTools.pss10.result.bandsNote')}</p>
    </HealthResult>
  );
}
