/**
 * A health check's result: 112 first when a symptom needs it, then how many answers are outside
 * their recommendation, each flag with the document's reason and the portal's service that helps,
 * and the person's figures (BMI, blood pressure, activity, AUDIT-C) in their number format.
 */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthCheckRecord, HealthTool } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { HealthCheckResult } from '../../domain/healthTools/healthCheck';
import { formatDate } from '../../domain/format/format';
import { formatNumber } from '../../domain/format/formatNumber';
import { EmergencyCall } from './EmergencyCall';
import { FlagAdvice } from './FlagAdvice';
import { HealthResult } from './HealthResult';

interface Props {
  result: HealthCheckResult;
  tool: HealthTool;
  headingRef: Ref<HTMLHeadingElement>;
  /** When the result shown is a kept one from an earlier visit. */
  takenAt?: string;
  /** The kept result before it, whose figures are shown beside. */
  previous?: HealthCheckRecord;
}

export function HealthCheckResultPanel({ result, tool, headingRef, takenAt, previous }: Props) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { flags } = result;
  return (
    <HealthResult title={takenAt ? t('healthTools.healthCheck.history.lastTitle', { date: formatDate(takenAt, locale) }) : t('healthTools.healthCheck.result.title')} headingRef={headingRef} testId="health-check-result">
      {result.urgent ? (
        <p className="panel panel--refused health-result__urgent" role="alert" data-testid="health-check-urgent">
          <EmergencyCall />
        </p>
      ) : null}
      <p data-testid="health-check-summary">{flags.length === 0 ? t('healthTools.healthCheck.result.none') : t('healthTools.healthCheck.result.count', { count: flags.length })}</p>
      {flags.length > 0 ? <FlagAdvice flags={flags} tool={tool} testId="health-check-flags" /> : null}
      <h3>{t('healthTools.healthCheck.result.measuresTitle')}</h3>
      {previous ? (
        <Comparison result={result} previous={previous} takenAt={takenAt} />
      ) : (
        <ul className="health-result__measures" data-testid="health-check-measures">
          {measures(result, t, locale).map(([measure, text]) => (
            <li key={measure} data-measure={measure}>
              {text}
            </li>
          ))}
        </ul>
      )}
    </HealthResult>
  );
}

type T = ReturnType<typeof useTranslation>['t'];
type Locale = ReturnType<typeof selectLocale>;

/** Each figure of a result as a sentence, in the page's order; blood pressure only when given. */
function measures(result: HealthCheckResult, t: T, locale: Locale): Array<[string, string]> {
  const { bmi, bloodPressure } = result;
  const rows: Array<[string, string]> = [['bmi', t('healthTools.healthCheck.result.bmi', { bmi: formatNumber(bmi.value, locale), category: t(`healthTools.healthCheck.bmiCategory.${bmi.category}`) })]];
  if (bloodPressure) {
    rows.push(['bloodPressure', t('healthTools.healthCheck.result.bloodPressure', { systolic: formatNumber(bloodPressure.systolic, locale), diastolic: formatNumber(bloodPressure.diastolic, locale), category: t(`healthTools.healthCheck.bloodPressureCategory.${bloodPressure.category}`) })]);
  }
  rows.push(['activity', t('healthTools.healthCheck.result.activity', { minutes: formatNumber(result.activityMinutes, locale) })]);
  rows.push(['auditC', t('healthTools.healthCheck.result.auditC', { score: result.auditC.score })]);
  return rows;
}

/** The figures now beside the kept result before, row by row, with the number of flags of each. */
function Comparison({ result, previous, takenAt }: { result: HealthCheckResult; previous: HealthCheckRecord; takenAt?: string }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const value = (r: HealthCheckResult, measure: string): string => {
    if (measure === 'bmi') return `${formatNumber(r.bmi.value, locale)} (${t(`healthTools.healthCheck.bmiCategory.${r.bmi.category}`)})`;
    if (measure === 'bloodPressure') return r.bloodPressure ? `${formatNumber(r.bloodPressure.systolic, locale)}/${formatNumber(r.bloodPressure.diastolic, locale)}` : '–';
    if (measure === 'activity') return formatNumber(r.activityMinutes, locale);
    if (measure === 'auditC') return String(r.auditC.score);
    return String(r.flags.length);
  };
  const rows = ['bmi', 'bloodPressure', 'activity', 'auditC', 'flags'];
  return (
    <table className="health-result__comparison" data-testid="health-check-comparison">
      <thead>
        <tr>
          <th scope="col">{t('healthTools.healthCheck.history.measure')}</th>
          <th scope="col">{takenAt ? formatDate(takenAt, locale) : t('healthTools.healthCheck.history.now')}</th>
          <th scope="col">{formatDate(previous.takenAt, locale)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((measure) => (
          <tr key={measure} data-measure={measure}>
            <th scope="row">{t(`healthTools.healthCheck.history.row.${measure}`)}</th>
            <td>{value(result, measure)}</td>
            <td>{value(previous.result, measure)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
