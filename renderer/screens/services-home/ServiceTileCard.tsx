/**
 * One services-home tile: icon, title, optional label, lead, "public" badge and a link-button. A
 * service that needs login is not a card for a visitor but a name in the compact list of
 * LoginOnlyServices.tsx, so a card never carries a "needs login" badge.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../../routing/PortalLink';
import type { GuardedHref } from '../../routing/useGuards';
import type { Tile } from '../../domain/brand/computeTiles';
import { Icon } from '../../ui/Icon';

export function ServiceTileCard({ tile, access }: { tile: Tile; access: GuardedHref }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="tile" data-testid="service-tile" data-service={tile.name}>
      <div className="tile__head">
        <Icon name={tile.image} size="lg" className="tile__icon" />
        <h4 id={titleId} className="tile__title">
          {t(tile.title)}
        </h4>
      </div>
      {tile.label || tile.isPublic ? (
        <p className="tile__badges">
          {tile.label ? <span className="badge badge--neutral">{t(tile.label)}</span> : null}
          {tile.isPublic ? <span className="badge">{t('services.publicBadge')}</span> : null}
        </p>
      ) : null}
      <p className="tile__lead">{t(tile.lead)}</p>
      {access.leadsNowhere ? (
        // The service cannot be opened from this portal (a brand that shows its offer only): no button that goes nowhere.
        <p className="tile__unavailable" data-testid="tile-unavailable">
          {t('ui.tiles.notHere')}
        </p>
      ) : (
        <PortalLink className="link-button link-button--secondary tile__button" to={access.href} aria-describedby={titleId} data-refused-by={access.refusedBy}>
          {t(tile.button)}
        </PortalLink>
      )}
    </li>
  );
}
