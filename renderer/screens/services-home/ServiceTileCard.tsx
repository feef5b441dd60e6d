/** One services-home tile: icon, title, optional label, lead, "public" and "needs login" badges and a link-button. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../../routing/PortalLink';
import { useGuardedHref } from '../../routing/useGuards';
import type { Tile } from '../../domain/brand/computeTiles';
import { Icon } from '../../ui/Icon';

export function ServiceTileCard({ tile }: { tile: Tile }) {
  const { t } = useTranslation();
  const titleId = useId();
  // A service that needs login says so, and its button leads to login and back to the service.
  const { href, refusedBy, leadsNowhere } = useGuardedHref()(tile.url);
  const needsLogin = refusedBy === 'auth' && !leadsNowhere;
  const loginId = `${titleId}-login`;
  return (
    <li className="tile" data-testid="service-tile" data-service={tile.name}>
      <div className="tile__head">
        <Icon name={tile.image} size="lg" className="tile__icon" />
        <h4 id={titleId} className="tile__title">
          {t(tile.title)}
        </h4>
      </div>
      {tile.label || tile.isPublic || needsLogin ? (
        <p className="tile__badges">
          {tile.label ? <span className="badge badge--neutral">{t(tile.label)}</span> : null}
          {tile.isPublic ? <span className="badge">{t('services.publicBadge')}</span> : null}
          {needsLogin ? (
            <span id={loginId} className="badge badge--neutral" data-testid="tile-needs-login">
              {t('ui.tiles.needsLogin')}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="tile__lead">{t(tile.lead)}</p>
      {leadsNowhere ? (
        // The service cannot be opened from this portal (a brand that shows its offer only): no button that goes nowhere.
        <p className="tile__unavailable" data-testid="tile-unavailable">
          {t('ui.tiles.notHere')}
        </p>
      ) : (
        <PortalLink className="link-button link-button--secondary tile__button" to={href} aria-describedby={needsLogin ? `${titleId} ${loginId}` : titleId} data-refused-by={refusedBy}>
          {t(tile.button)}
        </PortalLink>
      )}
    </li>
  );
}
