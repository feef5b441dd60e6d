/**
 * The camera and microphone of this browser (issue 16): whether the browser can make a call at
 * all, asking for the devices with the reason when it cannot have them, the devices to choose
 * from, and the microphone's level for the check before the call. Browser-only: the call screens
 * load this behind their lazy boundary.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Why there is no camera and microphone: each has its own message and the way on by phone. */
export type MediaProblem = 'unsupported' | 'denied' | 'noDevice' | 'busy' | 'failed';

export function callSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.RTCPeerConnection === 'function' && typeof window.WebSocket === 'function'
    && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export function problemOf(error: unknown): MediaProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noDevice';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

export interface DeviceChoice {
  audioInput?: string;
  videoInput?: string;
}

export interface LocalMedia {
  stream: MediaStream | null;
  problem: MediaProblem | null;
  /** The camera could not be had but the microphone could: the call goes on with sound. */
  withoutCamera: boolean;
  devices: MediaDeviceInfo[];
  choice: DeviceChoice;
  /** Asks again (after the person changed a permission, or plugged a device in). */
  retry: () => void;
  /** Uses another device; resolves with the new track so a running call can send it. */
  choose: (kind: 'audioinput' | 'videoinput', deviceId: string) => Promise<MediaStreamTrack | null>;
}

const constraint = (deviceId: string | undefined): MediaTrackConstraints | boolean => (deviceId ? { deviceId: { exact: deviceId } } : true);

async function open(choice: DeviceChoice): Promise<{ stream: MediaStream; withoutCamera: boolean }> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ audio: constraint(choice.audioInput), video: constraint(choice.videoInput) }), withoutCamera: false };
  } catch (error) {
    // No camera (or a busy one) still leaves a call with sound.
    const problem = problemOf(error);
    if (problem !== 'noDevice' && problem !== 'busy') throw error;
    return { stream: await navigator.mediaDevices.getUserMedia({ audio: constraint(choice.audioInput), video: false }), withoutCamera: true };
  }
}

export function useLocalMedia(enabled: boolean): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [withoutCamera, setWithoutCamera] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState<DeviceChoice>({});
  const [round, setRound] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    if (!callSupported()) {
      setProblem('unsupported');
      return undefined;
    }
    let cancelled = false;
    open({})
      .then(async (opened) => {
        if (cancelled) return opened.stream.getTracks().forEach((t) => t.stop());
        streamRef.current = opened.stream;
        setStream(opened.stream);
        setWithoutCamera(opened.withoutCamera);
        setProblem(null);
        const list = await navigator.mediaDevices.enumerateDevices();
        if (cancelled) return undefined;
        setDevices(list.filter((d) => d.kind === 'audioinput' || d.kind === 'videoinput'));
        const track = (kind: 'audio' | 'video') => opened.stream.getTracks().find((t) => t.kind === kind)?.getSettings().deviceId;
        setChoice({ audioInput: track('audio'), videoInput: track('video') });
        return undefined;
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(problemOf(error));
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, round]);

  // The devices are released when the screen goes.
  useEffect(() => () => streamRef.current?.getTracks().forEach((t) => t.stop()), []);

  const retry = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setStream(null);
    setProblem(null);
    setRound((n) => n + 1);
  }, []);

  const choose = useCallback(async (kind: 'audioinput' | 'videoinput', deviceId: string): Promise<MediaStreamTrack | null> => {
    const current = streamRef.current;
    if (!current) return null;
    const trackKind = kind === 'audioinput' ? 'audio' : 'video';
    const fresh = await navigator.mediaDevices.getUserMedia(trackKind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { deviceId: { exact: deviceId } } });
    const track = fresh.getTracks()[0] ?? null;
    if (!track) return null;
    const old = current.getTracks().filter((t) => t.kind === trackKind);
    // The new track keeps the old one's on/off (muted microphone stays muted).
    if (old[0]) track.enabled = old[0].enabled;
    old.forEach((t) => {
      current.removeTrack(t);
      t.stop();
    });
    current.addTrack(track);
    // A new MediaStream object, so the preview and the screens see the change.
    const next = new MediaStream(current.getTracks());
    streamRef.current = next;
    setStream(next);
    setChoice((c) => ({ ...c, [kind === 'audioinput' ? 'audioInput' : 'videoInput']: deviceId }));
    if (trackKind === 'video') setWithoutCamera(false);
    return track;
  }, []);

  return { stream, problem, withoutCamera, devices, choice, retry, choose };
}

/** The microphone's level, 0–1, about ten times a second (the meter of the check before the call). */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track || typeof AudioContext !== 'function') return undefined;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const buffer = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(buffer);
      let sum = 0;
      for (const v of buffer) sum += v * v;
      // RMS of speech sits around 0.02–0.2: scaled so speaking fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / buffer.length) * 5));
    }, 100);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return level;
}
