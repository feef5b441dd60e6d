/**
 * The signalling server of video consultations (issue 16): a WebSocket at
 *   /api/video/signal?appointment=<id>&client=<page id>
 * on the portal's own HTTP server. The upgrade is judged before any socket exists:
 * - the request comes from the portal's own pages (Origin is the Host), else 403 #403;
 * - it carries a live session: the page-session cookie (httpOnly, signed, the one page loads
 *   carry), else 401 #002; an impersonating support user never enters a consultation (403);
 * - the user is the appointment's patient or its doctor (404 for anyone else), it is a video
 *   appointment that is not cancelled (409 RV001, RV002), and its room is open to this role now
 *   (409 RV003 before, RV004 after; renderer/domain/video/callWindow.ts).
 * A refused upgrade is answered with the catalogue's error shape and the connection closed.
 *
 * No peer can stop the server or hold its memory (issue 30): a malformed frame (a reserved opcode,
 * invalid UTF-8, more than MAX_MESSAGE_BYTES) ends that connection alone; a peer that does not
 * read is cut off once MAX_BUFFERED_BYTES wait for it; each connection may send MESSAGE_BURST
 * messages at once and MESSAGE_RATE a second after that (more are refused with #429), and each
 * user may open UPGRADES_PER_MINUTE connections a minute, counted in the database so that every
 * instance counts the same (429 #429 beyond).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { DatabaseRateLimitStore } from '../../db/rateLimitStore';
import { TokenBucket } from './tokenBucket';
import type { Logger } from 'pino';
import { pageSessionOf } from '../../auth/sessionCookie';
import { liveFamilyOwner } from '../../db/refreshTokens';
import { ForbiddenError, HttpError, ServiceUnavailableError, TooManyRequestsError, UnauthorizedError } from '../../http/errors';
import type { ApiContext } from '../apiContext';
import type { CallRooms, RoomPeer } from './callRooms';
import { addChatMessage, callAccess, chatOf, requireOpen, type CallAccess, type ChatMessage } from './videoCalls';
import { CHAT_MAX_LENGTH, type CallRole } from '../../../renderer/domain/video/callWindow';
import { fromOwnOrigin } from '../../http/sameOrigin';
import { parseId } from '../../http/parseId';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable';
import type { ServedBrand } from '../../config/brandRegistry';
import type { LocaleId } from '../../config/brandSources';
import { requestLocale, translate } from '../../http/requestLocale';

export const SIGNAL_PATH = '/api/video/signal';
/** Offers carry the whole session description; nothing a peer sends is larger. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** A connection that answers no ping for this long is gone (a dropped network); the patient's presence is renewed as often. */
const HEARTBEAT_MS = 15_000;
/** How often the rooms with someone connected read what the API (on any server) changed. */
const FACTS_SYNC_MS = 2_000;
/** Chat messages a connection may send in a burst, and how fast the allowance comes back. */
const CHAT_BURST = 10;
const CHAT_REFILL_MS = 1_000;
/** Messages of any kind a connection may send in a burst (a negotiation's candidates come in tens), and then per second. */
export const MESSAGE_BURST = 100;
export const MESSAGE_RATE = 25;
/** What may wait in the send buffer of a peer that does not read (a few offers' worth) before it is cut off. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Connections one user may open a minute (a page reconnects with back-off; a reload opens one). */
export const UPGRADES_PER_MINUTE = 30;

export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

export interface Signalling {
  handleUpgrade: UpgradeHandler;
  close: () => void;
}

interface SignallingOptions {
  logger?: Pick<Logger, 'warn' | 'error' | 'info'>;
  /** The brand the request's host names (its locale texts word the refusals). */
  brandOf: (req: IncomingMessage) => ServedBrand;
}

const REASONS: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 429: 'Too Many Requests', 503: 'Service Unavailable' };

function refuse(socket: Duplex, status: number, code: string, message: string, retryAfterSeconds?: number): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ code, message, requestId: '' });
  const retry = retryAfterSeconds === undefined ? '' : `Retry-After: ${retryAfterSeconds}\r\n`;
  socket.end(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${retry}Connection: close\r\n\r\n${body}`);
}

/** A chat text as kept: trimmed, at most CHAT_MAX_LENGTH characters; undefined for nothing to send. */
function chatText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text && text.length <= CHAT_MAX_LENGTH ? text : undefined;
}

/** What the parts of the signalling server share: the portal's context, the call rooms and the log. */
interface SignallingScope {
  ctx: ApiContext;
  rooms: CallRooms;
  logger?: SignallingOptions['logger'];
  /** The connections that answered the last ping (the heartbeat ends the others). */
  alive: WeakSet<WebSocket>;
  /** A handler that logs a failed background write as `what`. */
  failed: (what: string) => (error: unknown) => void;
}

/** The shared parts of one signalling server over the portal's context. */
function signallingScope(ctx: ApiContext, rooms: CallRooms, logger: SignallingOptions['logger']): SignallingScope {
  return {
    ctx, rooms, logger,
    alive: new WeakSet<WebSocket>(),
    failed: (what) => (error) => logger?.error({ err: error }, what),
  };
}

/** Every HEARTBEAT_MS: ends the connections that answered no ping since the last beat, pings the others and renews the connections' presence. */
function startHeartbeat(wss: WebSocketServer, { rooms, alive, failed }: SignallingScope): NodeJS.Timeout {
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
    rooms.renew().catch(failed('the video connections could not be renewed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return heartbeat;
}

/** Every FACTS_SYNC_MS, one read at a time: the rooms with someone connected read their facts and presences again (what a lost message missed, an instance that died). */
function startFactsSync({ rooms }: SignallingScope): NodeJS.Timeout {
  let syncing = false;
  const factsSync = setInterval(() => {
    if (syncing) return;
    syncing = true;
    void rooms.sync().finally(() => (syncing = false));
  }, FACTS_SYNC_MS);
  factsSync.unref();
  return factsSync;
}

/** What judging an upgrade needs besides the request. */
interface Admission {
  ctx: ApiContext;
  /** Each user's connections this minute, counted in the database. */
  upgrades: DatabaseRateLimitStore;
  localeOf: (req: IncomingMessage) => LocaleId;
  /** Whether the instance is shutting down. */
  stopping: () => boolean;
}

/** Judges an upgrade before any socket exists: the call the user may enter and the page's client id, else the HttpError that refuses it. */
async function admit(req: IncomingMessage, { ctx, upgrades, localeOf, stopping }: Admission): Promise<{ access: CallAccess; clientId: string }> {
  // While the instance shuts down, the page is told to come back in a moment (to another instance).
  if (stopping()) throw new ServiceUnavailableError(RETRY_AFTER_SECONDS);
  if (!fromOwnOrigin(req.headers)) throw new ForbiddenError('The connection does not come from the portal');
  const url = new URL(req.url ?? '/', 'http://portal');
  const familyId = pageSessionOf({ headers: req.headers } as Parameters<typeof pageSessionOf>[0], ctx.pageSessionKey);
  const owner = familyId ? await liveFamilyOwner(ctx.db, familyId, ctx.clock()) : undefined;
  if (!owner) throw new UnauthorizedError('#002', 'No session');
  if (owner.impersonatorId !== null) throw new ForbiddenError('An impersonated session does not enter a consultation');
  const opened = await upgrades.increment(String(owner.userId));
  if (opened.totalHits > UPGRADES_PER_MINUTE) {
    throw new TooManyRequestsError('Too many video connections this minute', Math.max(1, Math.ceil(((opened.resetTime?.getTime() ?? 0) - ctx.clock()) / 1000)));
  }
  const access = await callAccess(ctx.db, owner.userId, parseId(url.searchParams.get('appointment') ?? undefined), localeOf(req));
  requireOpen(access, ctx.clock());
  const clientId = url.searchParams.get('client') ?? '';
  if (!/^[A-Za-z0-9-]{8,64}$/.test(clientId)) throw new HttpError(400, '#001', 'The page names no client id');
  return { access, clientId };
}

/** What a peer's connection sends: pings, negotiation messages to relay and chat messages, each within the connection's allowance. */
function serve(ws: WebSocket, id: number, peer: RoomPeer, { ctx, rooms, logger, failed }: SignallingScope): void {
  const messages = new TokenBucket(MESSAGE_BURST, 1000 / MESSAGE_RATE);
  const chats = new TokenBucket(CHAT_BURST, CHAT_REFILL_MS);
  ws.on('message', (raw, isBinary) => {
    if (!messages.take()) return peer.send({ type: 'error', code: '#429' });
    let message: { type?: unknown; data?: unknown; text?: unknown };
    try {
      if (isBinary) throw new Error('binary');
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      peer.send({ type: 'error', code: '#001' });
      return;
    }
    if (message.type === 'ping') return peer.send({ type: 'pong' });
    if (message.type === 'signal') {
      const outcome = rooms.relay(id, peer, message.data);
      if (outcome !== 'sent') peer.send({ type: 'error', code: outcome === 'busy' ? '#429' : 'RV005' });
      return;
    }
    if (message.type === 'chat') {
      const text = chatText(message.text);
      if (!text) return peer.send({ type: 'error', code: 'RX444' });
      if (!rooms.isOpen(id)) return peer.send({ type: 'error', code: 'RV005' });
      if (!chats.take()) return peer.send({ type: 'error', code: '#429' });
      addChatMessage(ctx.db, id, peer.role, text, ctx.clock())
        .then((stored) => {
          if (rooms.chat(id, peer, stored) === 'busy') peer.send({ type: 'error', code: '#429' });
        })
        .catch((error: unknown) => {
          logger?.error({ err: error }, 'a chat message could not be kept');
          peer.send({ type: 'error', code: '500' });
        });
      return;
    }
    peer.send({ type: 'error', code: '#001' });
  });
  ws.on('close', () => {
    rooms.leave(id, peer).catch(failed('the video presence could not be cleared'));
  });
}

/** The room's handle on one connection: what is sent reaches a peer that reads; a peer that does not is cut off. */
function connectionPeer(ws: WebSocket, appointment: number, role: CallRole, clientId: string, logger: SignallingOptions['logger']): RoomPeer {
  return {
    role, clientId, connectionId: randomUUID(),
    send: (message) => {
      if (ws.readyState !== ws.OPEN) return;
      // A peer that does not read: what waits for it would grow without end.
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        logger?.warn({ appointment, role, buffered: ws.bufferedAmount }, 'a video peer reads too slowly; its connection is cut');
        ws.terminate();
        return;
      }
      ws.send(JSON.stringify(message));
    },
    close: (code, reason) => ws.close(code, reason),
  };
}

/** An admitted connection enters its call's room: it is served, kept alive by the heartbeat and, for the patient, marks them present. */
function enterCall(ws: WebSocket, { call, role }: CallAccess, clientId: string, history: ChatMessage[], scope: SignallingScope): void {
  const { rooms, logger, alive } = scope;
  // A malformed frame (reserved opcode, invalid UTF-8, over maxPayload) is this connection's
  // error: ws closes it with the matching code; without a listener it would end the process.
  ws.on('error', (error: Error & { code?: string }) => logger?.info({ appointment: call.id, role, reason: error.code ?? error.message }, 'a video connection failed; it is closed'));
  alive.add(ws);
  ws.on('pong', () => alive.add(ws));
  const peer = connectionPeer(ws, call.id, role, clientId, logger);
  serve(ws, call.id, peer, scope);
  void rooms.join(call.id, peer, { admitted: call.video_admitted_at !== null, ended: call.video_ended_at !== null, note: call.doctor_note }, history);
}

/** Answers an upgrade that was refused or failed with the catalogue's error shape, worded by `messageOf`. */
function refuseUpgrade(socket: Duplex, error: unknown, messageOf: (code: string) => string, logger: SignallingOptions['logger']): void {
  // The database away is the same 503 #503 the API answers (errorHandler.ts).
  const known = isDatabaseUnavailable(error) ? new ServiceUnavailableError(RETRY_AFTER_SECONDS) : error;
  if (known instanceof HttpError) return refuse(socket, known.status, known.code, messageOf(known.code), known.retryAfterSeconds);
  logger?.error({ err: error }, 'a video connection failed');
  refuse(socket, 500, '500', messageOf('500'));
}

export function createSignalling(ctx: ApiContext, rooms: CallRooms, options: SignallingOptions): Signalling {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  const scope = signallingScope(ctx, rooms, options.logger);
  const heartbeat = startHeartbeat(wss, scope);
  const factsSync = startFactsSync(scope);

  /** The request's locale in its brand (the locale cookie, else the brand's default). */
  const localeOf = (req: IncomingMessage) => requestLocale(req as Parameters<typeof requestLocale>[0], options.brandOf(req));
  const messageOf = (req: IncomingMessage, code: string): string => translate(options.brandOf(req), localeOf(req), `errors.${code}`) ?? code;

  let stopping = false;
  const admission: Admission = { ctx, upgrades: new DatabaseRateLimitStore(ctx.db, 'video-upgrade:', ctx.clock, 60_000), localeOf, stopping: () => stopping };

  const handleUpgrade: UpgradeHandler = (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    admit(req, admission).then(async ({ access, clientId }) => {
      const history = access.call.video_admitted_at ? await chatOf(ctx.db, access.call.id) : [];
      if (socket.destroyed) return;
      wss.handleUpgrade(req, socket, head, (ws) => enterCall(ws, access, clientId, history, scope));
    }).catch((error: unknown) => refuseUpgrade(socket, error, (code) => messageOf(req, code), options.logger));
  };

  return {
    handleUpgrade,
    close: () => {
      stopping = true;
      clearInterval(heartbeat);
      clearInterval(factsSync);
      rooms.closeAll(1001, 'server stopping');
      wss.close();
    },
  };
}
