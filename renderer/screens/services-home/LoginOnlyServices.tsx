/**
 * The services a visitor can use only after logging in, in one compact panel: one sentence saying
 * so with the way to log in (and register), then the services' names under the headings of their
 * groups, each a link that logs in first and then opens the service. On a phone this is a short
 * list of names instead of a screen-high card per service, each badged "login needed".
 */
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../../routing/PortalLink';
import { useLinkAllowed, type GuardedHref } from '../../routing/useGuards';
import type { Tile } from '../../domain/brand/computeTiles';
import { groupTiles } from '../../services/tileGroups';
import { Icon } from '../../ui/Icon';

export interface TileAccess {
  tile: Tile;
  access: GuardedHref;
}

export function LoginOnlyServices({ entries }: { entries: TileAccess[] }) {
  const { t } = useTranslation();
  const allowed = useLinkAllowed();
  const hrefOf = new Map(entries.map(({ tile, access }) => [tile.name, access.href]));
  return (
    <section className="tiles-login" aria-labelledby="tiles-login-note" data-testid="login-only-services">
      <div className="tiles-login__head">
        <p id="tiles-login-note" className="tiles-login__note">
          {t('ui.tiles.loginOnly')}
        </p>
        <p className="tiles-login__actions">
          {allowed('/login') ? (
            <PortalLink className="link-button" to="/login">
              {t('ui.header.login')}
            </PortalLink>
          ) : null}
          {allowed('/registration') ? (
            <PortalLink className="link-button link-button--secondary" to="/registration">
              {t('ui.header.registration')}
            </PortalLink>
          ) : null}
        </p>
      </div>
      <div className="tiles-login__groups">
        {groupTiles(entries.map((entry) => entry.tile)).map(({ group, tiles }) => (
          <section key={group} className="tiles-login__group" aria-labelledby={`tiles-group-${group}`} data-tile-group={group}>
            <h3 id={`tiles-group-${group}`} className="tiles-login__group-title">
              {t(`ui.tiles.groups.${group}`)}
            </h3>
            <ul className="tiles-login__list">
              {tiles.map((tile) => (
                <li key={tile.name} data-testid="service-tile" data-service={tile.name} data-needs-login="">
                  <PortalLink className="tiles-login__link" to={hrefOf.get(tile.name)!}>
                    <Icon name={tile.image} className="tiles-login__icon" />
                    <span>{t(tile.title)}</span>
                  </PortalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
