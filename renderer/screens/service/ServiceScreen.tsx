/**
 * The screen of a service route (`screen: "service"`, issue 12): the service document the route
 * names (params.service). A care service — one whose document has a `care` object — shows what
 * it is, who it is for, how it works and what it costs, its request form (the form document
 * `care.form` names, with documents where `care.uploads` allows them), and below the patient's
 * items of the service. No code per service: a new consultation kind is a document entry. The
 * service whose care object has a `wizard` (the pre-authorisation) asks in steps in a dialog. The
 * relatives service — the one whose document has a `relatives` object — shows the patient's
 * relatives with the forms that object names. A catalogue service (diagnostics, screening,
 * vaccination: a `catalogue` object) lists its entries and books them through provider search; the
 * pay-for-prevention service (a `p4p` object) shows the patient's preventive activities; a health
 * tool (a `healthTool` object) asks its questions and scores them; the mobile application page (a
 * `mobileApp` object) shows the brand's store links with QR codes. A service with none keeps the visible fallback
 * panel; each page (with the form library) is a chunk of its own, so those pages stay as light as before.
 */
import { useBundle } from '../../app/bundle';
import { catalogueOfService, p4pOfService } from '../../domain/brand/catalogueOfService';
import { careOfService } from '../../domain/care/careOfService';
import { healthToolOfService } from '../../domain/healthTools/healthToolOfService';
import { mobileAppOfService } from '../../domain/brand/mobileAppOfService';
import { relativesOfService } from '../../domain/brand/relativesOfService';
import { lazyChunk } from '../../routing/lazyChunk';
import type { ScreenProps } from '../../routing/routeEntry';
import { UnknownScreen } from '../../routing/UnknownScreen';
import { ChunkSuspense } from '../../ui/ChunkSuspense';
import { LoadingPanel } from '../../ui/LoadingPanel';
import type { CataloguePageProps } from '../catalogue/CataloguePage';
import type { P4pPageProps } from '../catalogue/P4pPage';
import type { RelativesPageProps } from '../relatives/RelativesPage';
import type { CareServicePageProps } from './CareServicePage';
import { wizardOfService } from '../../domain/care/careWizard';
import type { CareWizardPageProps } from '../preauthorization/CareWizardPage';
import type { HealthToolPageProps } from '../healthTools/HealthToolPage';
import type { MobileAppPageProps } from '../mobileApp/MobileAppPage';

const CareServicePage = lazyChunk<CareServicePageProps>('screens/service/CareServicePage', () => import('./CareServicePage'));
const CareWizardPage = lazyChunk<CareWizardPageProps>('screens/preauthorization/CareWizardPage', () => import('../preauthorization/CareWizardPage'));
const RelativesPage = lazyChunk<RelativesPageProps>('screens/relatives/RelativesPage', () => import('../relatives/RelativesPage'));
const CataloguePage = lazyChunk<CataloguePageProps>('screens/catalogue/CataloguePage', () => import('../catalogue/CataloguePage'));
const P4pPage = lazyChunk<P4pPageProps>('screens/catalogue/P4pPage', () => import('../catalogue/P4pPage'));
const HealthToolPage = lazyChunk<HealthToolPageProps>('screens/healthTools/HealthToolPage', () => import('../healthTools/HealthToolPage'));
const MobileAppPage = lazyChunk<MobileAppPageProps>('screens/mobileApp/MobileAppPage', () => import('../mobileApp/MobileAppPage'));

export default function ServiceScreen({ route }: ScreenProps) {
  const bundle = useBundle();
  const serviceKey = route.meta.params?.service;
  const service = serviceKey ? bundle.services[serviceKey] : undefined;
  const care = careOfService(service);
  const relatives = care ? null : relativesOfService(service);
  if (serviceKey && relatives) {
    return (
      <ChunkSuspense chunk={RelativesPage} fallback={<LoadingPanel />}>
        <RelativesPage route={route} serviceKey={serviceKey} relatives={relatives} />
      </ChunkSuspense>
    );
  }
  const catalogue = care || relatives ? null : catalogueOfService(service);
  if (serviceKey && catalogue) {
    return (
      <ChunkSuspense chunk={CataloguePage} fallback={<LoadingPanel />}>
        <CataloguePage route={route} serviceKey={serviceKey} catalogue={catalogue} />
      </ChunkSuspense>
    );
  }
  const p4p = care || relatives ? null : p4pOfService(service);
  if (serviceKey && p4p) {
    return (
      <ChunkSuspense chunk={P4pPage} fallback={<LoadingPanel />}>
        <P4pPage route={route} serviceKey={serviceKey} p4p={p4p} />
      </ChunkSuspense>
    );
  }
  const tool = care || relatives ? null : healthToolOfService(service, bundle.healthTools);
  if (serviceKey && tool) {
    return (
      <ChunkSuspense chunk={HealthToolPage} fallback={<LoadingPanel />}>
        <HealthToolPage route={route} serviceKey={serviceKey} tool={tool} />
      </ChunkSuspense>
    );
  }
  const app = care || relatives ? null : mobileAppOfService(service);
  if (serviceKey && app) {
    return (
      <ChunkSuspense chunk={MobileAppPage} fallback={<LoadingPanel />}>
        <MobileAppPage route={route} serviceKey={serviceKey} page={app} />
      </ChunkSuspense>
    );
  }
  if (!serviceKey || !care) return <UnknownScreen route={route} />;
  // A care service asked in steps (the pre-authorisation) opens its wizard from its page.
  const wizard = wizardOfService(service);
  if (wizard) {
    return (
      <ChunkSuspense chunk={CareWizardPage} fallback={<LoadingPanel />}>
        <CareWizardPage route={route} serviceKey={serviceKey} care={care} wizard={wizard} />
      </ChunkSuspense>
    );
  }
  return (
    <ChunkSuspense chunk={CareServicePage} fallback={<LoadingPanel />}>
      <CareServicePage route={route} serviceKey={serviceKey} care={care} />
    </ChunkSuspense>
  );
}
