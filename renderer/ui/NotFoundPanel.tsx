/**
 * Page not found: /404, any unknown path, a content page the brand does not have, and errors
 * with status 404 (spec sections 2 and 8). Static (not lazy) because the error boundary needs it
 * even when chunks cannot be loaded.
 */
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../routing/PortalLink';
import { ScreenHeading } from './ScreenHeading';

export function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <section className="screen screen--message" aria-labelledby="page-title">
      <ScreenHeading>{t('ui.notFound.title')}</ScreenHeading>
      <p>{t('ui.notFound.text')}</p>
      <p>
        <PortalLink className="link-button" to="/">
          {t('ui.backHome')}
        </PortalLink>
      </p>
    </section>
  );
}
