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
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { VideoCall } from '../../generated/config-types';
import { assessQuality, audioOnlyStep, sampleOf, STATS_INTERVAL_MS, type CallQuality, type StatsSample } from './callQuality';
import { PeerLink } from './peerLink';
import type { ChatMessage, RoomState } from '../domain/video/roomMessages';
import { newClientId, SignallingClient, signalUrl, type ConnectionStatus, type ServerMessage, type SignalData } from './signallingClient';

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
  const clientRef = useRef<SignallingClient | null>(null);
  const send = useCallback((message: object) => clientRef.current?.send(message) ?? false, []);
  const peer = usePeerLink(call, stream, send);
  const { room, chat, refusal, sendChat, onMessage, endedRef, restartPending } = useRoomMessages(peer, send);
  const status = useSignalling({ enabled, callId: call.id, clientId, clientRef, onMessage, closeLink: peer.closeLink, endedRef, restartPending });
  useConnectWatchdog(call.role, room, peer.linkRef);
  const quality = useCallQuality(peer.remoteStream, peer.linkRef, peer.fallBackToSound);
  const { remoteStream, peerState, audioOnly, peerAudioOnly, resumeVideo, replaceTrack } = peer;
  return { status, room, remoteStream, peerState, quality, audioOnly, peerAudioOnly, chat, refusal, sendChat, resumeVideo, replaceTrack };
}

/** Sends a message to the room over the signalling socket; false when it is not open. */
type SendToRoom = (message: object) => boolean;

/**
 * The connection to the other party's browser: opened when the room names them, what it receives
 * and how it stands, and what this side sends over it (useSoundFallback).
 */
function usePeerLink(call: Pick<VideoCall, 'role' | 'iceServers'>, stream: MediaStream | null, send: SendToRoom) {
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [peerState, setPeerState] = useState<RTCPeerConnectionState | null>(null);
  const [peerAudioOnly, setPeerAudioOnly] = useState(false);
  const linkRef = useRef<PeerLink | null>(null);
  const peerIdRef = useRef<string | null>(null);
  const streamRef = useRef<MediaStream | null>(stream);
  streamRef.current = stream;
  const sending = useSoundFallback(send, linkRef, streamRef);
  const { startOver } = sending;

  // A camera and microphone granted after the call began are sent from then on.
  useEffect(() => {
    const link = linkRef.current;
    if (stream && link && !link.sending) link.addStream(stream);
  }, [stream]);

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
    startOver();
  }, [call.role, call.iceServers, closeLink, send, startOver]);

  /** Connects to the other party the room names, or (`restart`, back after a drop) looks for a new path to the same one. */
  const followPeer = useCallback((peerId: string, restart: boolean) => {
    if (!linkRef.current || peerIdRef.current !== peerId) openLink(peerId);
    else if (restart) linkRef.current.restartIce();
  }, [openLink]);

  /** Hands the other party's negotiation to the connection; a signal from anyone else is dropped. */
  const receiveSignal = useCallback((from: string, data: SignalData) => {
    if (from === peerIdRef.current) void linkRef.current?.receive(data);
  }, []);

  return { remoteStream, peerState, peerAudioOnly, linkRef, closeLink, followPeer, receiveSignal, ...sending };
}

/**
 * What this side sends over the connection: sound alone after the connection was poor for a while
 * (the other side is told), video again when the person asks or on a new connection, and another
 * device's track once chosen.
 */
function useSoundFallback(send: SendToRoom, linkRef: RefObject<PeerLink | null>, streamRef: RefObject<MediaStream | null>) {
  const [audioOnly, setAudioOnly] = useState(false);
  const audioOnlyRef = useRef(false);

  /** A new connection sends video again; the fallback starts over. */
  const startOver = useCallback(() => {
    if (audioOnlyRef.current) {
      audioOnlyRef.current = false;
      setAudioOnly(false);
    }
  }, []);

  /** The connection was poor for a while: `link` stops sending video, and the other side is told. */
  const fallBackToSound = useCallback((link: PeerLink) => {
    if (audioOnlyRef.current) return;
    audioOnlyRef.current = true;
    setAudioOnly(true);
    void link.replaceTrack('video', null);
    send({ type: 'signal', data: { audioOnly: true } });
  }, [send]);

  const resumeVideo = useCallback(() => {
    const track = streamRef.current?.getVideoTracks()[0];
    if (!track || !linkRef.current) return;
    audioOnlyRef.current = false;
    setAudioOnly(false);
    void linkRef.current.replaceTrack('video', track);
    send({ type: 'signal', data: { audioOnly: false } });
  }, [send, linkRef, streamRef]);

  const replaceTrack = useCallback((kind: 'audio' | 'video', track: MediaStreamTrack) => {
    if (kind === 'video' && audioOnlyRef.current) return;
    void linkRef.current?.replaceTrack(kind, track);
  }, [linkRef]);

  return { audioOnly, startOver, fallBackToSound, resumeVideo, replaceTrack };
}

type PeerLinkControl = ReturnType<typeof usePeerLink>;

/**
 * What the room says over the socket: its state (admitted, ended, the note, who is present, whose
 * browser to connect to), the chat and its history, and the refusal of something this side asked.
 */
function useRoomMessages({ closeLink, followPeer, receiveSignal }: PeerLinkControl, send: SendToRoom) {
  const [room, setRoom] = useState<RoomState | null>(null);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The call is over: the socket no longer comes back after a drop. */
  const endedRef = useRef(false);
  /** Back after a drop: once the room's state names the other side again, look for a new path. */
  const restartPending = useRef(false);

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
        followPeer(peerId, restartPending.current);
        restartPending.current = false;
        return;
      }
      case 'signal':
        receiveSignal(message.from, message.data);
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
  }, [closeLink, followPeer, receiveSignal]);

  const sendChat = useCallback((text: string) => {
    setRefusal(null);
    return send({ type: 'chat', text });
  }, [send]);

  return { room, chat, refusal, sendChat, onMessage, endedRef, restartPending };
}

interface SignallingOptions {
  /** Connect now (the patient after the check of camera and microphone). */
  enabled: boolean;
  callId: VideoCall['id'];
  clientId: string;
  /** Holds the open client, for sending. */
  clientRef: RefObject<SignallingClient | null>;
  onMessage: (message: ServerMessage) => void;
  closeLink: () => void;
  /** The call is over: no coming back after a drop. */
  endedRef: RefObject<boolean>;
  /** Set when the socket is back after a drop. */
  restartPending: RefObject<boolean>;
}

/** The signalling socket to the call's room while `enabled`, coming back after a drop under the same client id; its status. */
function useSignalling({ enabled, callId, clientId, clientRef, onMessage, closeLink, endedRef, restartPending }: SignallingOptions): ConnectionStatus {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const everOpen = useRef(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const client = new SignallingClient(signalUrl(window.location, callId, clientId), {
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
  }, [enabled, callId, clientId, onMessage, closeLink, clientRef, endedRef, restartPending]);
  return status;
}

/**
 * A connection that has not come up within a few seconds looks for a path again, a few times (an
 * ICE restart gathers anew). Only the impolite side (the doctor) restarts, so the restarts never cross.
 */
function useConnectWatchdog(role: VideoCall['role'], room: RoomState | null, linkRef: RefObject<PeerLink | null>): void {
  useEffect(() => {
    if (role !== 'doctor' || !room?.admitted || room.ended || !room.peer.present) return undefined;
    let tries = 0;
    const timer = setInterval(() => {
      const link = linkRef.current;
      if (!link || link.pc.connectionState === 'connected' || tries >= CONNECT_RETRIES) return;
      tries += 1;
      link.restartIce();
    }, CONNECT_WATCHDOG_MS);
    return () => clearInterval(timer);
  }, [role, room?.admitted, room?.ended, room?.peer.present, room?.peer.clientId, linkRef]);
}

/** The connection's quality, measured every few seconds while there is a connection; poor for a while: sound alone. */
function useCallQuality(remoteStream: MediaStream | null, linkRef: RefObject<PeerLink | null>, fallBackToSound: (link: PeerLink) => void): CallQuality {
  const [quality, setQuality] = useState<CallQuality>('connecting');
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
        if (step.audioOnly) fallBackToSound(link);
      });
    }, STATS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [remoteStream, linkRef, fallBackToSound]);
  return quality;
}
