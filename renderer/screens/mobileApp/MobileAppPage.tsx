/**
 * The mobile application page (a service whose document has a `mobileApp` object, type 35; see
 * ServiceScreen.tsx): what the app does, from the service document, and the brand's two store
 * pages (brand.json `mobileApp`), each a link and a QR code a phone camera opens from a computer's
 * screen. A brand without store links says the app is not available and leads to the services,
 * never to a store page that does not exist. The texts travel as a part of their own
 * (texts/mobileApp/<lng>).
 */
import { useTranslation } from 'react-i18next';
import type { MobileAppPage as MobileAppDocument } from '../../../generated/config-types';
import { useBundle } from '../../app/bundle';
import { MOBILE_APP_NAMESPACE } from '../../domain/brand/bundleParts';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { QrCode } from '../../ui/QrCode';
import { ScreenHeading } from '../../ui/ScreenHeading';
import './mobileApp.css';

export interface MobileAppPageProps extends ScreenProps {
  serviceKey: string;
  page: MobileAppDocument;
}

const STORES = ['appStore', 'googlePlay'] as const;

function Page({ route, serviceKey, page }: MobileAppPageProps) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const links = brand.mobileApp;
  return (
    <div className="screen mobile-app" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="mobile-app__lead">{t(page.description)}</p>
      <h2>{t('mobileApp.featuresTitle')}</h2>
      <ul className="mobile-app__features" data-testid="mobile-app-features">
        {page.features.map((feature) => (
          <li key={feature}>{t(feature)}</li>
        ))}
      </ul>
      {links ? (
        <section aria-labelledby="mobile-app-stores-title">
          <h2 id="mobile-app-stores-title">{t('mobileApp.storesTitle')}</h2>
          <ul className="mobile-app__stores">
            {STORES.map((store) => (
              <li key={store} className="mobile-app__store panel" data-store={store}>
                <h3>{t(`mobileApp.store.${store}.name`)}</h3>
                <p className="mobile-app__devices">{t(`mobileApp.store.${store}.devices`)}</p>
                <p>
                  <a className="link-button" href={links[store]} target="_blank" rel="noopener noreferrer" data-testid={`mobile-app-link-${store}`}>
                    {t(`mobileApp.store.${store}.open`)} <span className="visually-hidden">{t('mobileApp.newWindow')}</span>
                  </a>
                </p>
                <QrCode value={links[store]} label={t(`mobileApp.store.${store}.qr`)} testId={`mobile-app-qr-${store}`} />
              </li>
            ))}
          </ul>
          <p className="mobile-app__qr-hint">{t('mobileApp.qrHint')}</p>
        </section>
      ) : (
        <div className="panel panel--notice" data-testid="mobile-app-unavailable">
          <p>{t('mobileApp.unavailable')}</p>
          <p>
            <PortalLink className="standalone-link" to="/">{t('mobileApp.toServices')}</PortalLink>
          </p>
        </div>
      )}
    </div>
  );
}

export default function MobileAppPage(props: MobileAppPageProps) {
  return (
    <NamespaceTexts namespace={MOBILE_APP_NAMESPACE}>
      <Page {...props} />
    </NamespaceTexts>
  );
}
