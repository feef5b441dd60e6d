/**
 * The browser-to-browser connection of a call, negotiated by the "perfect negotiation" pattern of
 * the W3C WebRTC 1.0 specification's examples (STYLE.md 13): the patient is the polite peer, the
 * doctor the impolite one, so offers that cross, renegotiation after a change of device, and the
 * ICE restart after a reconnection all take the same path.
 *
 * The first offer is always the impolite side's: the polite side keeps its own until it has
 * answered once. Two first offers that cross were seen to leave a call without a path in about one
 * run in ten of the e2e (the polite side's candidates went out with the offer it rolled back, and
 * the impolite side, ignoring that offer, dropped them), so the crossing is avoided where it is
 * certain to happen; later ones (a change of device, a restart) are rare and resolved as the
 * pattern says.
 */
import type { SignalData } from './signallingClient';

export interface PeerLinkOptions {
  polite: boolean;
  iceServers: RTCIceServer[];
  send: (data: SignalData) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onConnectionState: (state: RTCPeerConnectionState) => void;
  /** The other side stopped or resumed sending video. */
  onPeerAudioOnly: (audioOnly: boolean) => void;
}

export class PeerLink {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private remote: MediaStream | null = null;
  private closed = false;
  /** An offer and its answer have passed once. */
  private negotiated = false;
  /** The polite side needed to negotiate before the first offer came: it offers after answering. */
  private offerWaiting = false;

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc = pc;
    pc.onnegotiationneeded = () => {
      if (options.polite && !this.negotiated) {
        this.offerWaiting = true;
        return;
      }
      void this.offer();
    };
    pc.onicecandidate = ({ candidate }) => options.send({ candidate: candidate ? candidate.toJSON() : null });
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? this.remote ?? new MediaStream();
      if (!streams[0] && !stream.getTracks().includes(track)) stream.addTrack(track);
      this.remote = stream;
      options.onRemoteStream(stream);
    };
    pc.onconnectionstatechange = () => options.onConnectionState(pc.connectionState);
    // A path that failed (the network changed under the call) is looked for again.
    pc.oniceconnectionstatechange = () => {
      if (pc.iceConnectionState === 'failed') pc.restartIce();
    };
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.options.send({ description: this.pc.localDescription?.toJSON() });
    } catch (error) {
      console.warn('video: offer failed', error);
    } finally {
      this.makingOffer = false;
    }
  }

  /** Without a camera and microphone of its own, the side still asks for the other's sound and picture. */
  receiveOnly(): void {
    this.pc.addTransceiver('audio', { direction: 'recvonly' });
    this.pc.addTransceiver('video', { direction: 'recvonly' });
  }

  /** Whether the local camera and microphone are being sent. */
  sending = false;

  /** Sends the local camera and microphone. */
  addStream(stream: MediaStream): void {
    this.sending = true;
    for (const track of stream.getTracks()) this.senders.set(track.kind as 'audio' | 'video', this.pc.addTrack(track, stream));
  }

  /** Puts another device's track in place of the current one of its kind, or none (no renegotiation needed). */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null): Promise<void> {
    await this.senders.get(kind)?.replaceTrack(track);
  }

  private readonly senders = new Map<'audio' | 'video', RTCRtpSender>();

  /**
   * One message from the other browser. Messages are handled one after the other in the order
   * they came: a candidate must wait until the description before it has been set, or it is lost.
   */
  receive(data: SignalData): Promise<void> {
    this.inbox = this.inbox.then(() => this.handle(data));
    return this.inbox;
  }

  private inbox: Promise<void> = Promise.resolve();

  private async handle(data: SignalData): Promise<void> {
    if (this.closed) return;
    const pc = this.pc;
    if (typeof data.audioOnly === 'boolean') this.options.onPeerAudioOnly(data.audioOnly);
    try {
      if (data.description) {
        const description = data.description;
        const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
        const collision = description.type === 'offer' && !readyForOffer;
        this.ignoreOffer = !this.options.polite && collision;
        if (this.ignoreOffer) return;
        this.settingRemoteAnswer = description.type === 'answer';
        await pc.setRemoteDescription(description);
        this.settingRemoteAnswer = false;
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.options.send({ description: pc.localDescription?.toJSON() });
        }
        this.negotiated = true;
        if (this.offerWaiting && pc.signalingState === 'stable') {
          this.offerWaiting = false;
          void this.offer();
        }
      } else if (data.candidate) {
        try {
          await pc.addIceCandidate(data.candidate);
        } catch (error) {
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.warn('video: negotiation message failed', error);
    }
  }

  /** After the signalling connection came back: look for a path again (new ICE credentials). */
  restartIce(): void {
    if (!this.closed) this.pc.restartIce();
  }

  close(): void {
    this.closed = true;
    this.pc.close();
  }
}
