/**
 * The screen of a service route (`screen: "service"`, issue 12): the service document the route
 * names (params.service). A care service — one whose document has a `care` object — shows what
 * it is, who it is for, how it works and what it costs, its request form (the form document
 * `care.form` names, with documents where `care.uploads` allows them), and below the patient's
 * items of the service. No code per service: a new consultation kind is a document entry. A
 * service without `care` is not built as a care service, and keeps the visible fallback panel.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { formPartKey } from '../../app/bundleParts';
import { careOfService } from '../../care/careOfService';
import type { ScreenProps } from '../../routing/routeEntry';
import { UnknownScreen } from '../../routing/UnknownScreen';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { CareItemList } from '../care/CareItemList';
import { CareRequest } from './CareRequest';
import { CareServiceInfo } from './CareServiceInfo';
import '../appointments/appointments.css';
import '../care/care.css';
import './service.css';

/** The page the upload API guards the files by: the route's own /services/<page>. */
export const uploadPageOf = (path: string): string => path.replace(/^\/services\//, '');

export default function ServiceScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const serviceKey = route.meta.params?.service;
  const care = serviceKey ? careOfService(bundle.services[serviceKey]) : null;
  if (!serviceKey || !care) return <UnknownScreen route={route} />;
  const uploads = care.uploads ? { page: uploadPageOf(route.path), rules: care.uploads } : null;

  return (
    <div className="screen care-service" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <CareServiceInfo care={care} />
      <section className="care-service__request" aria-labelledby="care-request-title">
        <h2 id="care-request-title">{t('care.request.title')}</h2>
        {care.organisedBy === 'operator' ? <p>{t('care.request.organisedByOperator')}</p> : null}
        <BundlePartGate kind="form" partKey={formPartKey(care.form)} missing={() => <UnknownScreen route={route} />}>
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
