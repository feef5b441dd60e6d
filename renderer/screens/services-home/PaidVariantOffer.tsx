/**
 * What the paid variant costs, on the home of a brand that sells it (brand.isMed24), for a
 * visitor: each package on sale with its monthly and yearly price in whole forints and what it
 * includes, then signing up (/med24/registration) and, for a member, logging in. The prices are
 * the server's (GET /api/med24/products, public), rendered on the server with the page; without an
 * answer (none on sale, or the server unreachable) the section is left out rather than half shown.
 */
import { useTranslation } from 'react-i18next';
import { useListProductsQuery } from '../../api/med24Api';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { selectLocale } from '../../app/uiSlice';
import { useConfig } from '../../app/useConfig';
import { formatMoney } from '../../domain/format/format';
import { includedServiceTitles } from '../../med24/includedServices';
import { PortalLink } from '../../routing/PortalLink';

export function PaidVariantOffer() {
  const { t } = useTranslation();
  const config = useConfig();
  const user = useAppSelector(selectSessionUser);
  const locale = useAppSelector(selectLocale);
  const { services } = useBundle();
  const offered = config.isMed24 && !user;
  const { data } = useListProductsQuery(undefined, { skip: !offered });
  if (!offered || !data || data.products.length === 0) return null;
  return (
    <section className="paid-offer" aria-labelledby="paid-offer-heading" data-testid="paid-offer">
      <h2 id="paid-offer-heading">{t('ui.home.offer.heading')}</h2>
      <p className="paid-offer__lead">{t('ui.home.offer.lead')}</p>
      <ul className="paid-offer__list">
        {data.products.map((product) => (
          <li key={product.code} className="paid-offer__product panel" data-product={product.code}>
            <h3 className="paid-offer__name">{product.name}</h3>
            <p className="paid-offer__prices">
              {product.prices.map((price) => t(`ui.home.offer.per.${price.billingPeriod}`, { price: formatMoney(price.priceHuf, 'HUF', locale) })).join(' · ')}
            </p>
            <p className="paid-offer__includes">
              {[product.beneficiaryLimit === 0 ? t('ui.home.offer.coversYou') : t('ui.home.offer.coversMore', { count: product.beneficiaryLimit }), ...includedServiceTitles(product.services, services).map((title) => t(title))].join(' · ')}
            </p>
          </li>
        ))}
      </ul>
      <p className="paid-offer__actions">
        <PortalLink to="/med24/registration" className="link-button" data-testid="paid-offer-signup">{t('ui.home.offer.signUp')}</PortalLink>
        <PortalLink to="/login" className="paid-offer__login">{t('ui.home.offer.member')}</PortalLink>
      </p>
    </section>
  );
}
