/** What a patient compares doctors by: English, price (spec §9 money formats), discount and video. */
import { useTranslation } from 'react-i18next';
import type { DoctorSummary } from '../../api/providerDetailsApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatMoney } from '../../domain/format/format';

export function DoctorFacts({ doctor }: { doctor: DoctorSummary }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <dl className="details__facts" data-testid="doctor-facts">
      <div>
        <dt>{t('providers.doctor.price')}</dt>
        <dd data-testid="doctor-price">{formatMoney(doctor.price, doctor.currency, locale)}</dd>
      </div>
      <div>
        <dt>{t('providers.doctor.discount')}</dt>
        <dd>{doctor.discountPercent > 0 ? t('providers.doctor.discountValue', { percent: doctor.discountPercent }) : t('providers.doctor.noDiscount')}</dd>
      </div>
      <div>
        <dt>{t('providers.doctor.speaksEnglish')}</dt>
        <dd data-testid="doctor-english">{t(doctor.speaksEnglish ? 'providers.yes' : 'providers.no')}</dd>
      </div>
      <div>
        <dt>{t('providers.doctor.video')}</dt>
        <dd>{t(doctor.video ? 'providers.yes' : 'providers.no')}</dd>
      </div>
    </dl>
  );
}
