/**
 * The call itself: the other person large, oneself small, and the controls a person needs with
 * large targets — microphone, camera, devices, hang up — with the connection's quality in words
 * (colour is never the only signal), a notice while the connection comes back, and the fallback
 * to sound alone when the connection is poor. The stage takes the focus (tabIndex -1) when the
 * call begins with the pressed button gone (admit, or the waiting room's end).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMedia } from '../../video/localMedia';
import type { VideoCallState } from '../../video/useVideoCall';
import { DeviceSelects, VideoOf } from './DeviceControls';

interface CallStageProps {
  call: VideoCallState;
  media: LocalMedia;
  peerName: string;
  hangUpLabel: string;
  onHangUp: () => void;
}

function toggleTracks(stream: MediaStream | null, kind: 'audio' | 'video', enabled: boolean): void {
  for (const track of stream?.getTracks() ?? []) if (track.kind === kind) track.enabled = enabled;
}

export function CallStage({ call, media, peerName, hangUpLabel, onHangUp }: CallStageProps) {
  const { t } = useTranslation();
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const reconnecting = call.status === 'reconnecting' || call.peerState === 'disconnected' || call.peerState === 'failed';
  const peerHere = Boolean(call.room?.peer.present);
  const connected = call.peerState === 'connected' && Boolean(call.remoteStream);
  let line: string;
  if (reconnecting) line = t('video.call.reconnecting');
  else if (!peerHere) line = t('video.call.peerAway', { name: peerName });
  else if (!connected) line = t('video.call.connecting');
  else line = t(`video.quality.${call.quality}`);
  return (
    <section className="video-stage" aria-label={t('video.call.label', { name: peerName })} tabIndex={-1} data-testid="call-stage" data-connected={connected} data-quality={call.quality}>
      <div className="video-stage__frames">
        <VideoOf stream={call.remoteStream} muted={false} label={t('video.call.remoteVideo', { name: peerName })} testId="remote-video" className="video-stage__remote" />
        <VideoOf stream={media.stream} muted label={t('video.call.selfVideo')} testId="self-video" className="video-stage__self" />
        {call.peerAudioOnly ? <p className="video-stage__overlay">{t('video.call.peerAudioOnly', { name: peerName })}</p> : null}
      </div>
      <p className={`video-stage__status video-stage__status--${reconnecting ? 'reconnecting' : call.quality}`} role="status" data-testid="call-status">
        <span className="video-stage__dot" aria-hidden="true" /> {line}
      </p>
      {call.audioOnly ? (
        <div className="panel video-stage__notice" role="alert" data-testid="audio-only">
          <p>{t('video.call.audioOnly')}</p>
          <button type="button" className="button button--secondary" onClick={call.resumeVideo}>
            {t('video.call.resumeVideo')}
          </button>
        </div>
      ) : null}
      <div className="video-controls" role="group" aria-label={t('video.call.controls')}>
        <button type="button" className="button button--secondary" aria-pressed={muted} data-testid="mute" onClick={() => {
          toggleTracks(media.stream, 'audio', muted);
          setMuted(!muted);
        }}>
          {t(muted ? 'video.call.unmute' : 'video.call.mute')}
        </button>
        {!media.withoutCamera ? (
          <button type="button" className="button button--secondary" aria-pressed={cameraOff} data-testid="camera" onClick={() => {
            toggleTracks(media.stream, 'video', cameraOff);
            setCameraOff(!cameraOff);
          }}>
            {t(cameraOff ? 'video.call.cameraOn' : 'video.call.cameraOff')}
          </button>
        ) : null}
        <button type="button" className="button button--danger" data-testid="hang-up" onClick={onHangUp}>
          {hangUpLabel}
        </button>
      </div>
      <details className="video-stage__settings">
        <summary>{t('video.call.devices')}</summary>
        <DeviceSelects media={media} onTrack={call.replaceTrack} />
      </details>
    </section>
  );
}
