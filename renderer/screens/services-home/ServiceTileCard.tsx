/** One services-home tile: icon, title, optional label, lead, "public" badge and a link-button. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../../routing/PortalLink';
import type { Tile } from '../../services/computeTiles';
import { Icon } from '../../ui/Icon';

export function ServiceTileCard({ tile }: { tile: Tile }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="tile" data-testid="service-tile" data-service={tile.name}>
      <div className="tile__head">
        <Icon name={tile.image} size="lg" className="tile__icon" />
        <h3 id={titleId} className="tile__title">
          {t(tile.title)}
        </h3>
      </div>
      {tile.label || tile.isPublic ? (
        <p className="tile__badges">
          {tile.label ? <span className="badge badge--neutral">{t(tile.label)}</span> : null}
          {tile.isPublic ? <span className="badge">{t('services.publicBadge')}</span> : null}
        </p>
      ) : null}
      <p className="tile__lead">{t(tile.lead)}</p>
      <PortalLink className="link-button tile__button" to={tile.url} aria-describedby={titleId}>
        {t(tile.button)}
      </PortalLink>
    </li>
  );
}
