/** A care service's page: see ServiceScreen.tsx. */
import { useTranslation } from 'react-i18next';
import { formPartKey } from '../../domain/brand/bundleParts';
import type { CareOfService } from '../../domain/care/careOfService';
import type { ScreenProps } from '../../routing/routeEntry';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { CareItemList } from '../care/CareItemList';
import { CareRequest } from './CareRequest';
import { CareServiceInfo } from './CareServiceInfo';
import '../appointments/appointments.css';
import '../care/care.css';
import './service.css';
import { CareTexts } from '../care/CareTexts';

export interface CareServicePageProps extends ScreenProps {
  serviceKey: string;
  care: CareOfService;
}

/** The page the upload API guards the files by: the route's own /services/<page>. */
export const uploadPageOf = (path: string): string => path.replace(/^\/services\//, '');

function CarePage({ route, serviceKey, care }: CareServicePageProps) {
  const { t } = useTranslation();
  const uploads = care.uploads ? { page: uploadPageOf(route.path), rules: care.uploads } : null;

  return (
    <div className="screen care-service" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <CareServiceInfo care={care} page={uploadPageOf(route.path)} />
      <section className="care-service__request" aria-labelledby="care-request-title">
        <h2 id="care-request-title">{t('care.request.title')}</h2>
        {care.organisedBy === 'operator' ? <p>{t('care.request.organisedByOperator')}</p> : null}
        <BundlePartGate
          kind="form"
          partKey={formPartKey(care.form)}
          missing={() => (
            <p className="panel panel--notice" role="status" data-testid="care-form-missing">
              {t('care.request.unavailable')}
            </p>
          )}
        >
          {({ form }) => <CareRequest key={serviceKey} serviceKey={serviceKey} care={care} form={form} uploads={uploads} />}
        </BundlePartGate>
      </section>
      <section className="care-service__items" aria-labelledby="care-items-title">
        <h2 id="care-items-title">{t('care.list.title')}</h2>
        <CareItemList service={serviceKey} uploads={uploads} empty={<p>{t('care.list.empty')}</p>} />
      </section>
    </div>
  );
}

/** The screen once the care texts are at hand (CareTexts): every text of it is looked up after they arrive. */
export default function CareServicePage(props: CareServicePageProps) {
  return (
    <CareTexts>
      <CarePage {...props} />
    </CareTexts>
  );
}
