/**
 * Services home (spec sections 2, 3, 6), task first: the brand's main task and the urgent-care
 * guidance (HomeTask.tsx), on a brand that sells the paid variant its packages and prices for a
 * visitor (PaidVariantOffer.tsx), then a tile per service, computed by computeTiles from the catalogue,
 * Config's partner offer and the current user, under the headings of their groups (tileGroups.ts)
 * and laid out as the brand's theme says (tileLayout, imagery.illustrationStyle).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { useConfig } from '../../app/useConfig';
import type { ScreenProps } from '../../routing/routeEntry';
import { computeTiles } from '../../domain/brand/computeTiles';
import { groupTiles } from '../../services/tileGroups';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { UrgentCare } from '../../ui/UrgentCare';
import { HomeTask } from './HomeTask';
import { PaidVariantOffer } from './PaidVariantOffer';
import { ServiceTileCard } from './ServiceTileCard';

export default function ServicesHomeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="screen">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <div className="home-top">
        <HomeTask />
        <UrgentCare />
      </div>
      <PaidVariantOffer />
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

  const { tileLayout = 'grid', imagery } = bundle.brand.themeTokens;
  return (
    <section
      className={`tiles tiles--${tileLayout}`}
      aria-labelledby="tiles-heading"
      data-tiles-for={user ? 'user' : 'visitor'}
      data-illustration={imagery?.illustrationStyle ?? 'outline'}
    >
      <h2 id="tiles-heading">{t('ui.tiles.heading')}</h2>
      {tiles.length > 0 ? (
        groupTiles(tiles).map(({ group, tiles: members }) => (
          <section key={group} className="tiles__group" aria-labelledby={`tiles-group-${group}`} data-tile-group={group}>
            <h3 id={`tiles-group-${group}`} className="tiles__group-title">
              {t(`ui.tiles.groups.${group}`)}
            </h3>
            <ul className="tiles__list">
              {members.map((tile) => (
                <ServiceTileCard key={tile.name} tile={tile} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="panel">{t('ui.tiles.empty')}</p>
      )}
    </section>
  );
}
