/**
 * The page's side of the signalling socket (server/api/video/signalling.ts): connects for one
 * appointment under a client id of this page load, keeps the connection alive with pings, and
 * reconnects after any drop (a network change, a server restart) with a growing pause, under
 * the same client id, so the server and the other browser know it is the same page coming back.
 * A connection another window replaced (close code 4001) does not come back.
 */
import type { ChatMessage, RoomState } from '../domain/video/roomMessages';

export type ServerMessage =
  | ({ type: 'state' } & RoomState)
  | { type: 'signal'; from: string; data: SignalData }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'error'; code: string }
  | { type: 'pong' };

/** What the two browsers send each other: a session description, a candidate, or what the sender now sends. */
export interface SignalData {
  description?: RTCSessionDescriptionInit | null;
  candidate?: RTCIceCandidateInit | null;
  /** The sender stopped (true) or resumed (false) sending video because the connection is poor. */
  audioOnly?: boolean;
}

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'replaced' | 'closed';

export const REPLACED_CLOSE_CODE = 4001;
const PING_MS = 5_000;
/** No answer to a ping for this long: the connection is gone even if the browser has not noticed. */
const SILENCE_MS = 12_000;
const RETRY_MS = [500, 1_000, 2_000, 4_000];

export interface SignallingHandlers {
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: ConnectionStatus, attempt: number) => void;
  /** Asked after a drop; false stops (the call has ended: the server would refuse anyway). */
  shouldReconnect?: () => boolean;
}

export function newClientId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `c-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
}

export function signalUrl(location: Pick<Location, 'protocol' | 'host'>, appointmentId: number, clientId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/video/signal?appointment=${appointmentId}&client=${encodeURIComponent(clientId)}`;
}

export class SignallingClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeard = 0;

  constructor(private readonly url: string, private readonly handlers: SignallingHandlers) {}

  connect(): void {
    if (this.stopped) return;
    this.handlers.onStatus(this.attempt === 0 ? 'connecting' : 'reconnecting', this.attempt);
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.lastHeard = Date.now();
      this.handlers.onStatus('open', 0);
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => {
        if (Date.now() - this.lastHeard > SILENCE_MS) socket.close(4000, 'no answer');
        else this.send({ type: 'ping' });
      }, PING_MS);
    };
    socket.onmessage = (event) => {
      this.lastHeard = Date.now();
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type !== 'pong') this.handlers.onMessage(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      this.socket = null;
      if (this.stopped) return;
      if (this.handlers.shouldReconnect?.() === false) {
        this.stopped = true;
        this.handlers.onStatus('closed', 0);
        return;
      }
      if (event.code === REPLACED_CLOSE_CODE) {
        this.stopped = true;
        this.handlers.onStatus('replaced', 0);
        return;
      }
      this.attempt += 1;
      this.handlers.onStatus('reconnecting', this.attempt);
      this.retryTimer = setTimeout(() => this.connect(), RETRY_MS[Math.min(this.attempt - 1, RETRY_MS.length - 1)]);
    };
  }

  send(message: object): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'left');
    this.handlers.onStatus('closed', 0);
  }
}
