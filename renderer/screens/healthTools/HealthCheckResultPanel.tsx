/**
 * A health check's result: 112 first when a symptom needs it, then how many answers are outside
 * their recommendation, each flag with the document's reason and the portal's service that helps,
 * and the person's figures (BMI, blood pressure, activity, AUDIT-C) in their number format.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthTool } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { HealthCheckResult } from '../../healthTools/healthCheck';
import { formatNumber } from '../../i18n/formatNumber';
import { PortalLink } from '../../routing/PortalLink';

export function HealthCheckResultPanel({ result, tool, headingRef }: { result: HealthCheckResult; tool: HealthTool; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { bmi, bloodPressure, flags } = result;
  return (
    <section className="health-result panel" aria-labelledby="health-result-title" data-testid="health-check-result">
      <h2 id="health-result-title" ref={headingRef} tabIndex={-1}>
        {t('healthTools.healthCheck.result.title')}
      </h2>
      {result.urgent ? (
        <p className="panel panel--refused health-result__urgent" role="alert" data-testid="health-check-urgent">
          <strong>{t('healthTools.healthCheck.result.urgent')}</strong> <a href="tel:112">112</a>
        </p>
      ) : null}
      <p data-testid="health-check-summary">{flags.length === 0 ? t('healthTools.healthCheck.result.none') : t('healthTools.healthCheck.result.count', { count: flags.length })}</p>
      {flags.length > 0 ? (
        <ul className="health-result__flags" data-testid="health-check-flags">
          {flags.map((flag) => {
            const entry = tool.flags?.[flag];
            return (
              <li key={flag} data-flag={flag}>
                <p>{entry ? t(entry.advice) : null}</p>
                {entry?.link ? (
                  <PortalLink to={entry.link.to} className="link-button link-button--secondary">
                    {t(entry.link.label)}
                  </PortalLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <h3>{t('healthTools.healthCheck.result.measuresTitle')}</h3>
      <ul className="health-result__measures" data-testid="health-check-measures">
        <li data-measure="bmi">{t('healthTools.healthCheck.result.bmi', { bmi: formatNumber(bmi.value, locale), category: t(`healthTools.healthCheck.bmiCategory.${bmi.category}`) })}</li>
        {bloodPressure ? (
          <li data-measure="bloodPressure">
            {t('healthTools.healthCheck.result.bloodPressure', { systolic: formatNumber(bloodPressure.systolic, locale), diastolic: formatNumber(bloodPressure.diastolic, locale), category: t(`healthTools.healthCheck.bloodPressureCategory.${bloodPressure.category}`) })}
          </li>
        ) : null}
        <li data-measure="activity">{t('healthTools.healthCheck.result.activity', { minutes: formatNumber(result.activityMinutes, locale) })}</li>
        <li data-measure="auditC">{t('healthTools.healthCheck.result.auditC', { score: result.auditC.score })}</li>
      </ul>
    </section>
  );
}
