/**
 * Services home (spec sections 2, 3, 6), task first: the brand's main task and the urgent-care
 * guidance (HomeTask.tsx), on a brand that sells the paid variant its packages and prices for a
 * visitor (PaidVariantOffer.tsx), then a tile per service, computed by computeTiles from the catalogue,
 * Config's partner offer and the current user, under the headings of their groups (tileGroups.ts)
 * and laid out as the brand's theme says (tileLayout, imagery.illustrationStyle).
 *
 * A visitor sees as cards only the services they can open now; those that need login are one
 * compact list (LoginOnlyServices.tsx). The portal's staff see their work first (StaffWork.tsx),
 * and the patient's home only where their account has services of its own.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { useConfig } from '../../app/useConfig';
import type { ScreenProps } from '../../routing/routeEntry';
import { useGuardedHref } from '../../routing/useGuards';
import { computeTiles } from '../../domain/brand/computeTiles';
import { groupTiles } from '../../services/tileGroups';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { UrgentCare } from '../../ui/UrgentCare';
import { HomeTask } from './HomeTask';
import { LoginOnlyServices, type TileAccess } from './LoginOnlyServices';
import { PaidVariantOffer } from './PaidVariantOffer';
import { ServiceTileCard } from './ServiceTileCard';
import { useStaffWork } from '../../routing/useStaffWork';
import { StaffWork } from './StaffWork';
import './servicesHome.css';

export default function ServicesHomeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const work = useStaffWork();
  // Staff whose account is no patient's too: their work, not an empty patient home.
  const patientHome = work.length === 0 || (user?.services.length ?? 0) > 0;
  return (
    <div className="screen">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {work.length > 0 ? <StaffWork routes={work} /> : null}
      {patientHome ? (
        <>
          <div className="home-top">
            <HomeTask />
            <UrgentCare />
          </div>
          <PaidVariantOffer />
          <ServiceTiles />
        </>
      ) : null}
    </div>
  );
}

/** The tiles section alone; token links show it under their message (issue 4). */
export function ServiceTiles() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const config = useConfig();
  const user = useAppSelector(selectSessionUser);
  const guarded = useGuardedHref();
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
  const entries: TileAccess[] = tiles.map((tile) => ({ tile, access: guarded(tile.url) }));
  // A service that needs login leads to login and then to the service (useGuardedHref).
  const loginOnly = entries.filter(({ access }) => access.refusedBy === 'auth' && !access.leadsNowhere);
  const open = entries.filter((entry) => !loginOnly.includes(entry));

  const { tileLayout = 'grid', imagery } = bundle.brand.themeTokens;
  return (
    <section
      className={`tiles tiles--${tileLayout}`}
      aria-labelledby="tiles-heading"
      data-tiles-for={user ? 'user' : 'visitor'}
      data-illustration={imagery?.illustrationStyle ?? 'outline'}
    >
      <h2 id="tiles-heading">{t('ui.tiles.heading')}</h2>
      {tiles.length === 0 ? <p className="panel">{t('ui.tiles.empty')}</p> : null}
      {loginOnly.length === 0 ? (
        <TileGroups entries={open} />
      ) : (
        <>
          {open.length > 0 ? (
            <section className="tiles__group" aria-labelledby="tiles-open" data-testid="open-services">
              <h3 id="tiles-open" className="tiles__group-title">
                {t('ui.tiles.open')}
              </h3>
              <TileCards entries={open} />
            </section>
          ) : null}
          <LoginOnlyServices entries={loginOnly} />
        </>
      )}
    </section>
  );
}

function TileGroups({ entries }: { entries: TileAccess[] }) {
  const { t } = useTranslation();
  const accessOf = new Map(entries.map((entry) => [entry.tile.name, entry]));
  return groupTiles(entries.map((entry) => entry.tile)).map(({ group, tiles }) => (
    <section key={group} className="tiles__group" aria-labelledby={`tiles-group-${group}`} data-tile-group={group}>
      <h3 id={`tiles-group-${group}`} className="tiles__group-title">
        {t(`ui.tiles.groups.${group}`)}
      </h3>
      <TileCards entries={tiles.map((tile) => accessOf.get(tile.name)!)} />
    </section>
  ));
}

function TileCards({ entries }: { entries: TileAccess[] }) {
  return (
    <ul className="tiles__list">
      {entries.map(({ tile, access }) => (
        <ServiceTileCard key={tile.name} tile={tile} access={access} />
      ))}
    </ul>
  );
}
