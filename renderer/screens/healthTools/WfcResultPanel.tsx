/**
 * A work–family conflict result as a person reads it: the score on its 5–35 scale, the average
 * answer and which side of the scale's middle it is nearest to with the brand document's advice,
 * the statements the person agreed with (what the advice is about), a word on why there are no
 * bands (the scale's authors set none), and the way to the consultation the tool's document names.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthTool } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { WfcLeaning, WfcResult } from '../../domain/healthTools/workFamilyConflict';
import { formatNumber } from '../../domain/format/formatNumber';
import { PortalLink } from '../../routing/PortalLink';
import { HealthResult } from './HealthResult';

/** The badge of each leaning drawn as the calculator's of the same weight: low, raised, the strongest. */
const BADGE: Readonly<Record<WfcLeaning, string>> = { disagree: 'low-to-moderate', neither: 'high', agree: 'very-high' };

export function WfcResultPanel({ result, tool, headingRef }: { result: WfcResult; tool: HealthTool; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const advice = tool.bands?.[result.leaning];
  return (
    <HealthResult title={t('healthTools.wfc.result.title')} headingRef={headingRef} testId="wfc-result" data={{ 'data-leaning': result.leaning }}>
      <p className="health-result__figure">
        <strong data-testid="wfc-score">{t('healthTools.wfc.result.score', { score: result.score, min: result.min, max: result.max })}</strong>
      </p>
      <p data-testid="wfc-average">{t('healthTools.wfc.result.average', { average: formatNumber(result.average, locale) })}</p>
      <p>{t('healthTools.wfc.result.meaning')}</p>
      <p className="health-result__category">
        <span className={`badge health-result__badge health-result__badge--${BADGE[result.leaning]}`} data-testid="wfc-leaning">{t(`healthTools.wfc.category.${result.leaning}`)}</span>
      </p>
      {advice ? <p data-testid="wfc-advice">{t(advice)}</p> : null}
      <h3>{t('healthTools.wfc.result.agreedTitle')}</h3>
      {result.agreed.length > 0 ? (
        <ul className="health-result__changes" data-testid="wfc-agreed">
          {result.agreed.map((item) => (
            <li key={item} data-item={item}>
              {t(`healthTools.wfc.item.${item}`)}
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="wfc-agreed-none">{t('healthTools.wfc.result.agreedNone')}</p>
      )}
      {tool.consultation ? (
        <p>
          <PortalLink to={tool.consultation} className="link-button" data-testid="health-tool-consultation">
            {t('healthTools.wfc.result.consultation')}
          </PortalLink>
        </p>
      ) : null}
      <p className="health-result__region">{t('healthTools.wfc.result.leaningNote')}</p>
    </HealthResult>
  );
}
