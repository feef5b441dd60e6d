/** The way back to the brand's provider search (brand rules.providerSearchPath), kept in the embed. */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { PortalLink } from '../../routing/PortalLink';

export function BackToSearch({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  return (
    <PortalLink className={primary ? 'link-button' : 'link-button link-button--secondary'} to={brand.rules.providerSearchPath} data-testid="back-to-search">
      {t('reservation.backToSearch')}
    </PortalLink>
  );
}
