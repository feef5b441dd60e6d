/**
 * Coverage (/services/coverage, hasCoverage; issue 13): what the patient's current subscription pays
 * this calendar year, from GET /api/coverage: each care service the patient has (covered or not,
 * with its yearly limit, used and remaining quantity, and a link to ask for it) and the
 * specializations whose appointments it pays. Loading, error with a retry, and a subscription
 * that is not active each say so in place.
 */
import { useTranslation } from 'react-i18next';
import { useGetCoverageQuery, type Coverage, type Quantity } from '../../api/coverageApi';
import { useBundle } from '../../app/bundle';
import type { ScreenProps } from '../../routing/routeEntry';
import { PortalLink } from '../../routing/PortalLink';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { CareTexts } from '../care/CareTexts';
import '../appointments/appointments.css';
import '../care/care.css';
import './coverage.css';

/** What a quantity reads as: not covered, unlimited, used up, or so many left. */
export function quantityKey(q: Quantity): string {
  if (!q.covered) return 'care.coverage.notCovered';
  if (q.limit === null) return 'care.coverage.unlimited';
  return q.remaining === 0 ? 'care.coverage.usedUp' : 'care.coverage.remaining';
}

function QuantityLine({ quantity, testId }: { quantity: Quantity; testId: string }) {
  const { t } = useTranslation();
  const key = quantityKey(quantity);
  const state = key.slice('care.coverage.'.length);
  return (
    <div className="coverage-quantity" data-testid={testId} data-state={state}>
      <p className="coverage-quantity__text">{t(key, { used: quantity.used, limit: quantity.limit ?? 0, remaining: quantity.remaining ?? 0, count: quantity.remaining ?? 0 })}</p>
      {quantity.covered && quantity.limit !== null ? (
        <div className="coverage-quantity__bar" aria-hidden="true">
          <span style={{ width: `${quantity.limit === 0 ? 100 : Math.min(100, (quantity.used / quantity.limit) * 100)}%` }} />
        </div>
      ) : null}
    </div>
  );
}

function Services({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation();
  const bundle = useBundle();
  if (coverage.services.length === 0) return <p>{t('care.coverage.noServices')}</p>;
  return (
    <ul className="coverage-list">
      {coverage.services.map((service) => {
        const route = bundle.services[service.key]?.route;
        const offered = route !== undefined && bundle.routes[route] !== undefined;
        return (
          <li key={service.type} className="coverage-list__item panel" data-testid="coverage-service" data-service={service.key}>
            <h3>{t(`care.serviceNames.${service.key}`)}</h3>
            <QuantityLine quantity={service} testId="coverage-quantity" />
            {offered && service.covered && service.remaining !== 0 ? (
              <PortalLink to={route} className="link-button link-button--secondary">
                {t('care.coverage.ask')}
              </PortalLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Specializations({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation();
  if (coverage.specializations === null) return <p data-testid="coverage-every-specialty">{t('care.coverage.everySpecialty')}</p>;
  if (coverage.specializations.length === 0) return <p>{t('care.coverage.noSpecialty')}</p>;
  return (
    <>
      <p>{t('care.coverage.listedSpecialties')}</p>
      <ul className="coverage-list">
        {coverage.specializations.map((s) => (
          <li key={s.id} className="coverage-list__item panel" data-testid="coverage-specialization" data-specialization={s.id}>
            <h3>{s.name}</h3>
            <QuantityLine quantity={s} testId="coverage-quantity" />
          </li>
        ))}
      </ul>
    </>
  );
}

function CoveragePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { data, error, isError, isFetching, refetch } = useGetCoverageQuery();
  let body;
  if (!data) {
    body = isError
      ? <RetryPanel title={t('care.coverage.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="coverage-error" />
      : <ListSkeleton testId="coverage-loading" />;
  } else {
    body = (
      <>
        <p className="coverage__lead" data-testid="coverage-lead">
          {data.subscription ? t('care.coverage.lead', { product: data.subscription.product.name, year: data.year }) : t('care.coverage.noSubscription')}
        </p>
        {data.subscription && !data.active ? (
          <p className="panel panel--notice" role="status" data-testid="coverage-inactive">
            {t('care.coverage.inactive')}
          </p>
        ) : null}
        <section aria-labelledby="coverage-services-title">
          <h2 id="coverage-services-title">{t('care.coverage.servicesTitle')}</h2>
          <Services coverage={data} />
        </section>
        <section aria-labelledby="coverage-specialties-title">
          <h2 id="coverage-specialties-title">{t('care.coverage.specialtiesTitle')}</h2>
          <Specializations coverage={data} />
        </section>
        <p className="coverage__note">{t('care.coverage.note')}</p>
      </>
    );
  }
  return (
    <div className="screen coverage" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {body}
    </div>
  );
}

/** The screen once the care texts are at hand (CareTexts). */
export default function CoverageScreen(props: ScreenProps) {
  return (
    <CareTexts>
      <CoveragePage {...props} />
    </CareTexts>
  );
}
