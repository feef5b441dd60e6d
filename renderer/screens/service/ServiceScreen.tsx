/**
 * The screen of a service route (`screen: "service"`, issue 12): the service document the route
 * names (params.service). A care service — one whose document has a `care` object — shows what
 * it is, who it is for, how it works and what it costs, its request form (the form document
 * `care.form` names, with documents where `care.uploads` allows them), and below the patient's
 * items of the service. No code per service: a new consultation kind is a document entry. A
 * service without `care` is not built as a care service, and keeps the visible fallback panel;
 * the care page (with the form library) is a chunk of its own, so those pages stay as light as before.
 */
import { useBundle } from '../../app/bundle';
import { careOfService } from '../../care/careOfService';
import { lazyChunk } from '../../routing/lazyChunk';
import type { ScreenProps } from '../../routing/routeEntry';
import { UnknownScreen } from '../../routing/UnknownScreen';
import { ChunkSuspense } from '../../ui/ChunkSuspense';
import { LoadingPanel } from '../../ui/LoadingPanel';
import type { CareServicePageProps } from './CareServicePage';

const CareServicePage = lazyChunk<CareServicePageProps>('screens/service/CareServicePage', () => import('./CareServicePage'));

export default function ServiceScreen({ route }: ScreenProps) {
  const bundle = useBundle();
  const serviceKey = route.meta.params?.service;
  const care = serviceKey ? careOfService(bundle.services[serviceKey]) : null;
  if (!serviceKey || !care) return <UnknownScreen route={route} />;
  return (
    <ChunkSuspense chunk={CareServicePage} fallback={<LoadingPanel />}>
      <CareServicePage route={route} serviceKey={serviceKey} care={care} />
    </ChunkSuspense>
  );
}
