/**
 * The devices of the call: a preview of oneself, the microphone's level, and the choice of camera
 * and microphone. Used in the check before the call and, folded, in the call.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioLevel, type LocalMedia } from '../../video/localMedia';

export function VideoOf({ stream, muted, label, testId, className }: { stream: MediaStream | null; muted: boolean; label: string; testId: string; className: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return <video ref={ref} className={className} autoPlay playsInline muted={muted} aria-label={label} data-testid={testId} />;
}

export function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const { t } = useTranslation();
  const level = useAudioLevel(stream);
  const id = useId();
  return (
    <p className="video-level">
      <label htmlFor={id}>{t('video.check.level')}</label>
      <meter id={id} min={0} max={1} low={0.1} high={0.9} optimum={0.5} value={level} data-testid="mic-level" data-level={level.toFixed(2)} />
    </p>
  );
}

export function DeviceSelects({ media, onTrack }: { media: LocalMedia; onTrack?: (kind: 'audio' | 'video', track: MediaStreamTrack) => void }) {
  const { t } = useTranslation();
  const cameraId = useId();
  const micId = useId();
  const cameras = media.devices.filter((d) => d.kind === 'videoinput');
  const mics = media.devices.filter((d) => d.kind === 'audioinput');
  const choose = (kind: 'audioinput' | 'videoinput', deviceId: string) => {
    void media.choose(kind, deviceId).then((track) => {
      if (track) onTrack?.(kind === 'audioinput' ? 'audio' : 'video', track);
    });
  };
  return (
    <div className="video-devices">
      {cameras.length > 0 ? (
        <p className="field">
          <label htmlFor={cameraId}>{t('video.check.camera')}</label>
          <select id={cameraId} value={media.choice.videoInput ?? ''} onChange={(e) => choose('videoinput', e.target.value)} data-testid="camera-select">
            {cameras.map((d, i) => (
              <option key={d.deviceId || i} value={d.deviceId}>
                {d.label || t('video.check.cameraN', { n: i + 1 })}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {mics.length > 0 ? (
        <p className="field">
          <label htmlFor={micId}>{t('video.check.microphone')}</label>
          <select id={micId} value={media.choice.audioInput ?? ''} onChange={(e) => choose('audioinput', e.target.value)} data-testid="mic-select">
            {mics.map((d, i) => (
              <option key={d.deviceId || i} value={d.deviceId}>
                {d.label || t('video.check.microphoneN', { n: i + 1 })}
              </option>
            ))}
          </select>
        </p>
      ) : null}
    </div>
  );
}
