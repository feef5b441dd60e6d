/**
 * The way back to the search the slot came from: the video search for a video slot, else the
 * brand's provider search (brand rules.providerSearchPath), with the filters last searched with
 * there this session; kept in the embed.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { PortalLink } from '../../routing/PortalLink';
import { routePathOfKind } from '../../routing/routePathOfKind';
import { useAppSelector } from '../../app/hooks';
import { selectSearchOf } from '../../app/uiSlice';

export function BackToSearch({ primary = false, video = false }: { primary?: boolean; video?: boolean }) {
  const { t } = useTranslation();
  const { brand, routes } = useBundle();
  const to = video ? routePathOfKind(routes, 'virtual-clinic-search', brand.rules.providerSearchPath) : brand.rules.providerSearchPath;
  // The filters the patient searched with this session (the search page's query), not a fresh search.
  const search = useAppSelector((state) => selectSearchOf(state, to));
  return (
    <PortalLink className={primary ? 'link-button' : 'link-button link-button--secondary'} to={`${to}${search}`} data-testid="back-to-search">
      {t('reservation.backToSearch')}
    </PortalLink>
  );
}
