/**
 * The visible fallback of the screen registry (STYLE.md 8): a route whose screen kind this build
 * does not draw still gets its title and a panel naming the kind and the route.
 */
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from './routeEntry';
import { PortalLink } from './PortalLink';
import { ScreenHeading } from '../ui/ScreenHeading';

export function UnknownScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="page-title">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <div className="panel panel--notice" role="status" data-testid="unknown-screen" data-screen-kind={route.meta.screen}>
        <h2>{t('ui.unknownScreen.title')}</h2>
        <p>{t('ui.unknownScreen.text', { kind: route.meta.screen, route: route.path })}</p>
        <p>
          <PortalLink className="standalone-link" to="/">{t('ui.backHome')}</PortalLink>
        </p>
      </div>
    </section>
  );
}
