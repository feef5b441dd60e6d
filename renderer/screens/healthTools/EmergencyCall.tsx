/**
 * "Call 112 now" with the number as a link a phone can call: the one way the health check says
 * it, first in its result and under the urgent-symptoms question the moment that is answered.
 */
import { useTranslation } from 'react-i18next';
import { telHref } from '../../app/contactLinks';

/** The number of emergency services in Hungary and Romania (and the whole EU). */
const EMERGENCY_NUMBER = '112';

export function EmergencyCall() {
  const { t } = useTranslation();
  return (
    <>
      <strong>{t('healthTools.healthCheck.result.urgent')}</strong>{' '}
      <a className="urgent-care__number" href={telHref(EMERGENCY_NUMBER)}>
        {EMERGENCY_NUMBER}
      </a>
    </>
  );
}
