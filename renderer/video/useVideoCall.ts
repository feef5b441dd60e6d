/**
 * One party's side of a video consultation (issue 16): the signalling connection, the connection
 * to the other browser once both are in the call, what the room says (admitted, ended, the note),
 * the chat, the connection's quality, and falling back to sound alone when it is poor.
 *
 * Reconnecting without a new admission: the signalling socket comes back under the same client
 * id, and the side whose socket dropped restarts ICE once it sees the other side again, so a
 * changed network finds a new path. A reloaded page has a new client id: the other side sees it
 * and starts a fresh connection, which the reloaded page answers.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VideoCall } from '../../generated/config-types';
import { assessQuality, audioOnlyStep, sampleOf, STATS_INTERVAL_MS, type CallQuality, type StatsSample } from './callQuality';
import { PeerLink } from './peerLink';
import type { ChatMessage, RoomState } from '../domain/video/roomMessages';
import { newClientId, SignallingClient, signalUrl, type ConnectionStatus, type ServerMessage } from './signallingClient';

/** How long a connection may take to come up before the page looks for a path again, and how often it does. */
const CONNECT_WATCHDOG_MS = 5_000;
const CONNECT_RETRIES = 3;

export interface VideoCallState {
  status: ConnectionStatus;
  room: RoomState | null;
  remoteStream: MediaStream | null;
  /** The browser-to-browser connection's state, once there is one. */
  peerState: RTCPeerConnectionState | null;
  quality: CallQuality;
  /** This side sends sound alone (the connection was poor). */
  audioOnly: boolean;
  /** The other side sends sound alone. */
  peerAudioOnly: boolean;
  chat: ChatMessage[];
  /** The last refusal of something this side asked (a catalogue code). */
  refusal: string | null;
  sendChat: (text: string) => boolean;
  /** Sends video again after the fallback to sound. */
  resumeVideo: () => void;
  /** Sends another device's track (after the person chose it). */
  replaceTrack: (kind: 'audio' | 'video', track: MediaStreamTrack) => void;
}

interface Options {
  call: Pick<VideoCall, 'id' | 'role' | 'iceServers'>;
  stream: MediaStream | null;
  /** Connect now (the patient after the check of camera and microphone). */
  enabled: boolean;
}

export function useVideoCall({ call, stream, enabled }: Options): VideoCallState {
  const clientId = useMemo(newClientId, []);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [room, setRoom] = useState<RoomState | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [peerState, setPeerState] = useState<RTCPeerConnectionState | null>(null);
  const [quality, setQuality] = useState<CallQuality>('connecting');
  const [audioOnly, setAudioOnly] = useState(false);
  const [peerAudioOnly, setPeerAudioOnly] = useState(false);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  const clientRef = useRef<SignallingClient | null>(null);
  const linkRef = useRef<PeerLink | null>(null);
  const peerIdRef = useRef<string | null>(null);
  const streamRef = useRef<MediaStream | null>(stream);
  const restartPending = useRef(false);
  const everOpen = useRef(false);
  const audioOnlyRef = useRef(false);
  const endedRef = useRef(false);
  streamRef.current = stream;

  // A camera and microphone granted after the call began are sent from then on.
  useEffect(() => {
    const link = linkRef.current;
    if (stream && link && !link.sending) link.addStream(stream);
  }, [stream]);

  const send = useCallback((message: object) => clientRef.current?.send(message) ?? false, []);

  const closeLink = useCallback(() => {
    linkRef.current?.close();
    linkRef.current = null;
    peerIdRef.current = null;
    setRemoteStream(null);
    setPeerState(null);
    setPeerAudioOnly(false);
  }, []);

  const openLink = useCallback((peerId: string) => {
    closeLink();
    const link = new PeerLink({
      polite: call.role === 'patient',
      iceServers: call.iceServers as RTCIceServer[],
      send: (data) => send({ type: 'signal', data }),
      onRemoteStream: (remote) => setRemoteStream(remote),
      onConnectionState: (state) => setPeerState(state),
      onPeerAudioOnly: setPeerAudioOnly,
    });
    linkRef.current = link;
    peerIdRef.current = peerId;
    if (streamRef.current) link.addStream(streamRef.current);
    // The doctor opens the negotiation; without devices of its own it still asks to receive.
    else if (call.role === 'doctor') link.receiveOnly();
    // A new connection sends video again; the fallback starts over.
    if (audioOnlyRef.current) {
      audioOnlyRef.current = false;
      setAudioOnly(false);
    }
  }, [call.role, call.iceServers, closeLink, send]);

  const onMessage = useCallback((message: ServerMessage) => {
    switch (message.type) {
      case 'state': {
        const { type: _type, ...state } = message;
        setRoom(state);
        endedRef.current = state.ended;
        if (state.ended) {
          closeLink();
          return;
        }
        const peerId = state.peer.clientId;
        if (!state.admitted || !state.peer.present || !peerId) return;
        if (!linkRef.current || peerIdRef.current !== peerId) openLink(peerId);
        else if (restartPending.current) linkRef.current.restartIce();
        restartPending.current = false;
        return;
      }
      case 'signal':
        if (message.from === peerIdRef.current) void linkRef.current?.receive(message.data);
        return;
      case 'chat':
        setChat((list) => (list.some((m) => m.id === message.message.id) ? list : [...list, message.message]));
        return;
      case 'history':
        setChat(message.messages);
        return;
      case 'error':
        setRefusal(message.code);
        return;
      default:
    }
  }, [closeLink, openLink]);

  useEffect(() => {
    if (!enabled) return undefined;
    const client = new SignallingClient(signalUrl(window.location, call.id, clientId), {
      onMessage,
      shouldReconnect: () => !endedRef.current,
      onStatus: (next) => {
        setStatus(next);
        if (next === 'open') {
          // Back after a drop: once the room's state names the other side again, look for a new path.
          if (everOpen.current) restartPending.current = true;
          everOpen.current = true;
        }
      },
    });
    clientRef.current = client;
    client.connect();
    return () => {
      client.close();
      clientRef.current = null;
      closeLink();
    };
  }, [enabled, call.id, clientId, onMessage, closeLink]);

  // A connection that has not come up within a few seconds looks for a path again, a few times
  // (an ICE restart gathers anew). Only the impolite side (the doctor) restarts, so the restarts
  // never cross.
  useEffect(() => {
    if (call.role !== 'doctor' || !room?.admitted || room.ended || !room.peer.present) return undefined;
    let tries = 0;
    const timer = setInterval(() => {
      const link = linkRef.current;
      if (!link || link.pc.connectionState === 'connected' || tries >= CONNECT_RETRIES) return;
      tries += 1;
      link.restartIce();
    }, CONNECT_WATCHDOG_MS);
    return () => clearInterval(timer);
  }, [call.role, room?.admitted, room?.ended, room?.peer.present, room?.peer.clientId]);

  // The quality, every few seconds, while there is a connection; poor for a while: sound alone.
  useEffect(() => {
    if (!remoteStream) return undefined;
    let previous: StatsSample | undefined;
    let poorRun = 0;
    const timer = setInterval(() => {
      const link = linkRef.current;
      if (!link) return;
      void link.pc.getStats().then((report) => {
        const sample = sampleOf(report.values() as Iterable<Record<string, unknown> & { type: string; id: string }>);
        const now = assessQuality(previous, sample);
        previous = sample;
        setQuality(now);
        const step = audioOnlyStep(poorRun, now);
        poorRun = step.poorRun;
        if (step.audioOnly && !audioOnlyRef.current) {
          audioOnlyRef.current = true;
          setAudioOnly(true);
          void link.replaceTrack('video', null);
          send({ type: 'signal', data: { audioOnly: true } });
        }
      });
    }, STATS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [remoteStream, send]);

  const resumeVideo = useCallback(() => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track || !linkRef.current) return;
    audioOnlyRef.current = false;
    setAudioOnly(false);
    void linkRef.current.replaceTrack('video', track);
    send({ type: 'signal', data: { audioOnly: false } });
  }, [send]);

  const replaceTrack = useCallback((kind: 'audio' | 'video', track: MediaStreamTrack) => {
    if (kind === 'video' && audioOnlyRef.current) return;
    void linkRef.current?.replaceTrack(kind, track);
  }, []);

  const sendChat = useCallback((text: string) => {
    setRefusal(null);
    return send({ type: 'chat', text });
  }, [send]);

  return { status, room, remoteStream, peerState, quality, audioOnly, peerAudioOnly, chat, refusal, sendChat, resumeVideo, replaceTrack };
}
