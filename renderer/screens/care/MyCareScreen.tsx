/**
 * My care (/care, issue 12): every care item of the patient across services, newest first, each
 * with its service (linking to the service's page), state, next step and history.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import type { ScreenProps } from '../../routing/routeEntry';
import { PortalLink } from '../../routing/PortalLink';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { CareItemList } from './CareItemList';
import '../appointments/appointments.css';
import './care.css';
import { CareTexts } from './CareTexts';

function MyCare({ route }: ScreenProps) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const home = bundle.routes['/'] ? '/' : undefined;
  return (
    <div className="screen care" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('care.myCare.lead')}</p>
      <CareItemList
        linkServices
        empty={
          <>
            <p>{t('care.myCare.empty')}</p>
            {home ? (
              <PortalLink to={home} className="link-button">
                {t('care.myCare.browse')}
              </PortalLink>
            ) : null}
          </>
        }
      />
    </div>
  );
}

/** The screen once the care texts are at hand (CareTexts): every text of it is looked up after they arrive. */
export default function MyCareScreen(props: ScreenProps) {
  return (
    <CareTexts>
      <MyCare {...props} />
    </CareTexts>
  );
}
