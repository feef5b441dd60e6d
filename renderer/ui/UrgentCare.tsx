/**
 * The urgent-care guidance (112 and the round-the-clock doctor line, as links a phone can call)
 * that a worried patient must find without scrolling: on services home beside the main task, and
 * with every health tool's result.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { telHref } from '../app/contactLinks';
import { formatPhone } from '../domain/format/formatPhone';

/** The number of emergency services in Hungary and Romania (and the whole EU). */
const EMERGENCY_NUMBER = '112';

/** "Doctor line day and night:" and the brand's number as a link a phone can call; also beside an urgent answer of a health tool. */
export function DoctorLineCall() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const doctorLine = formatPhone(brand.contact.doctorLine.phone);
  return (
    <>
      {t('ui.home.urgent.doctorLine')}{' '}
      <a className="urgent-care__number" href={telHref(doctorLine)}>
        {doctorLine}
      </a>
    </>
  );
}

export function UrgentCare() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside className="urgent-care" aria-labelledby={headingId}>
      <h2 id={headingId} className="urgent-care__title">
        {t('ui.home.urgent.title')}
      </h2>
      <ul className="urgent-care__list">
        <li>
          {t('ui.home.urgent.emergency')}{' '}
          <a className="urgent-care__number" href={telHref(EMERGENCY_NUMBER)}>
            {EMERGENCY_NUMBER}
          </a>
        </li>
        <li>
          <DoctorLineCall />
        </li>
      </ul>
    </aside>
  );
}
