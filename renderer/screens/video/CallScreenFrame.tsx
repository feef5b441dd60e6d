/**
 * What the patient's and the doctor's call screens share: the consultation of the path's id
 * (loading, or the catalogue's error with a retry), its facts, and the side of the call in the
 * browser only (media devices and sockets have no server render). Both read the `video` texts.
 */
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { VideoCall } from '../../../generated/config-types';
import { useGetVideoCallQuery } from '../../api/videoApi';
import type { ScreenProps } from '../../routing/routeEntry';
import { useInBrowser } from '../../ui/ClientSuspense';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { CallFacts, msUntil } from './CallFacts';
import { VideoTexts } from './VideoTexts';
import '../appointments/appointments.css';
import './video.css';

export interface CallSideProps {
  call: VideoCall;
  refetch: () => void;
}

/** Before the room opens, asks again when it does (by the server's clock). */
export function useRefetchWhenOpen(call: VideoCall, refetch: () => void): void {
  useEffect(() => {
    if (call.phase !== 'early') return undefined;
    const timer = setTimeout(refetch, Math.max(1_000, msUntil(call, call.opensAt) + 500));
    return () => clearTimeout(timer);
  }, [call, refetch]);
}

function Frame({ route, Side }: ScreenProps & { Side: ComponentType<CallSideProps> }) {
  const { t } = useTranslation();
  const inBrowser = useInBrowser();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, isFetching, refetch } = useGetVideoCallQuery(id, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <div className="screen video-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {isLoading || (!data && !error && valid) ? <ListSkeleton rows={2} testId="call-loading" /> : null}
      {error || !valid ? <RetryPanel title={t('video.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="call-load-error" /> : null}
      {data ? <CallFacts call={data} /> : null}
      {data && inBrowser ? <Side call={data} refetch={refetch} /> : null}
    </div>
  );
}

export function CallScreenFrame(props: ScreenProps & { Side: ComponentType<CallSideProps> }) {
  return (
    <VideoTexts>
      <Frame {...props} />
    </VideoTexts>
  );
}
