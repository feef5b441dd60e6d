/**
 * Services home (spec sections 2, 3, 6): the route's title and a tile per service, computed by
 * computeTiles from the catalogue, Config's partner offer and the current user.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { useConfig } from '../../app/useConfig';
import type { ScreenProps } from '../../routing/routeEntry';
import { computeTiles } from '../../services/computeTiles';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ServiceTileCard } from './ServiceTileCard';

export default function ServicesHomeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="screen">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <ServiceTiles />
    </div>
  );
}

/** The tiles section alone; token links show it under their message (issue 4). */
export function ServiceTiles() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const config = useConfig();
  const user = useAppSelector(selectSessionUser);
  const tiles = useMemo(
    () =>
      computeTiles({
        services: bundle.services,
        brand: {
          partner: config.partner,
          hasPublicCalendar: config.hasPublicCalendar,
          rules: bundle.brand.rules,
        },
        user,
      }),
    [bundle, config, user],
  );

  return (
    <section className="tiles" aria-labelledby="tiles-heading" data-tiles-for={user ? 'user' : 'visitor'}>
      <h2 id="tiles-heading">{t('ui.tiles.heading')}</h2>
      {tiles.length > 0 ? (
        <ul className="tiles__list">
          {tiles.map((tile) => (
            <ServiceTileCard key={tile.name} tile={tile} />
          ))}
        </ul>
      ) : (
        <p className="panel">{t('ui.tiles.empty')}</p>
      )}
    </section>
  );
}
