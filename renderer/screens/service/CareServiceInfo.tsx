/**
 * What a care service is, for whom, how it goes and what it costs, from its service document; what
 * it costs this patient comes from the server (GET /api/services/{page}): covered by the current
 * subscription, partly covered (some specialties), the service's price, or neither — then the
 * request would be refused (RM1006), and the page says so before anything is typed.
 */
import { useTranslation } from 'react-i18next';
import { useGetServicePageQuery, type ServicePage } from '../../api/servicePageApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { CareOfService } from '../../domain/care/careOfService';
import { formatMoney } from '../../domain/format/format';
import { RetryPanel } from '../appointments/ListStates';

export type Coverage = 'covered' | 'partlyCovered' | 'paid' | 'notCovered' | 'inactive';

/** What the subscription means for this service's cost: the same order of rules as the server's RM1003, RM1006. */
export function coverageOf(page: Pick<ServicePage, 'services' | 'covered' | 'subscriptionActive'>, priceHuf: number | null): Coverage {
  if (!page.subscriptionActive) return 'inactive';
  if (page.covered.length > 0) return page.covered.length === page.services.length ? 'covered' : 'partlyCovered';
  return priceHuf === null ? 'notCovered' : 'paid';
}

function CareCost({ page, care }: { page: string; care: CareOfService }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { data, error, isError, isFetching, refetch } = useGetServicePageQuery(page);
  if (!data) {
    if (isError) return <RetryPanel title={t('care.service.coverageError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="care-price-error" />;
    return (
      <p data-testid="care-price" data-coverage="checking" role="status">
        {t('care.service.checking')}
      </p>
    );
  }
  const coverage = coverageOf(data, care.priceHuf);
  const price = care.priceHuf === null ? '' : formatMoney(care.priceHuf, 'HUF', locale);
  return (
    <p data-testid="care-price" data-coverage={coverage} className={coverage === 'notCovered' || coverage === 'inactive' ? 'care-service__cost--refused' : undefined}>
      {t(`care.service.${coverage}`, { price })}
    </p>
  );
}

export function CareServiceInfo({ care, page }: { care: CareOfService; page: string }) {
  const { t } = useTranslation();
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
          <CareCost page={page} care={care} />
        </section>
      </div>
    </div>
  );
}
