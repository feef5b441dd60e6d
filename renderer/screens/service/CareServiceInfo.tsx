/** What a care service is, for whom, how it goes and what it costs, from its service document. */
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { CareOfService } from '../../care/careOfService';
import { formatMoney } from '../../i18n/format';

export function CareServiceInfo({ care }: { care: CareOfService }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <div className="care-service__info" data-testid="care-service-info">
      <p className="care-service__lead">{t(care.description)}</p>
      <div className="care-service__facts">
        <section aria-labelledby="care-audience-title">
          <h2 id="care-audience-title">{t('care.service.audience')}</h2>
          <p>{t(care.audience)}</p>
        </section>
        <section aria-labelledby="care-how-title">
          <h2 id="care-how-title">{t('care.service.howItWorks')}</h2>
          <p>{t(care.howItWorks)}</p>
        </section>
        <section aria-labelledby="care-price-title">
          <h2 id="care-price-title">{t('care.service.price')}</h2>
          <p data-testid="care-price">{care.priceHuf === null ? t('care.service.covered') : formatMoney(care.priceHuf, 'HUF', locale)}</p>
        </section>
      </div>
    </div>
  );
}
