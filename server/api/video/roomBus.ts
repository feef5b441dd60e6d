/**
 * How the instances serving video calls tell each other what happens in a call (issue 32): the two
 * sides of a call may be connected to different instances, with no routing rule at the load
 * balancer. Every message about a call is published on the bus and heard by every instance (the
 * publishing one too), which passes it to the sides connected to it.
 *
 * - PostgreSQL (production): the message is written to `video_relay` and its id notified on one
 *   channel, in one statement; a listening instance reads the rows of the calls it serves, in the
 *   order the notifications came. A NOTIFY is delivered in commit order and one publisher's
 *   messages commit one after another (callRooms.ts chains them), so one side's messages arrive in
 *   the order it sent them. Rows are removed after RELAY_KEPT_MS.
 * - SQLite (one machine, one process): the bus is in process, shared by every set of rooms over
 *   the same database object; it keeps the same order.
 *
 * Why PostgreSQL rather than Redis: every deployment has PostgreSQL already, so video across
 * instances needs no further service, and a message and the write it announces (a chat message, a
 * presence) share the database's durability and failover. NOTIFY's cost is one short insert per
 * message, which the per-connection rate limits of signalling.ts bound.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { channelOf, type Notifications } from '../../db/notifications';
import { iso, type Clock } from '../../db/time';
import type { ChatMessage } from './videoCalls';
import type { CallRole } from '../../../renderer/domain/video/callWindow';
import type { Presence } from './videoPresence';

/** The facts of a call kept in the database (admission, end, note). */
export interface RoomFacts {
  admitted: boolean;
  ended: boolean;
  note: string | null;
}

/** What an instance tells the others about a call. */
export type RoomEvent =
  /** A side's connection now (null: none), published in the transaction that wrote it, so in the order of the writes. */
  | { kind: 'presence'; appointment: number; role: CallRole; presence: Presence | null }
  /** The API changed the call's facts. */
  | { kind: 'facts'; appointment: number; facts: Partial<RoomFacts> }
  /** A negotiation message for one connection. */
  | { kind: 'signal'; appointment: number; to: string; from: string; data: unknown }
  /** A stored chat message, for both sides. */
  | { kind: 'chat'; appointment: number; message: ChatMessage }
  /** A connection another window of the same side replaced: its instance closes it. */
  | { kind: 'replaced'; appointment: number; connection: string };

export interface BusListener {
  /** Whether this instance serves the call (it reads only those messages). */
  serves: (appointment: number) => boolean;
  onEvent: (event: RoomEvent) => void;
  /** Messages may have been missed (the listening connection was lost): catch up from the database. */
  onGap: () => void;
}

export interface RoomBus {
  /** Publishes `event`; within `trx` it is heard only if and once that transaction commits (PostgreSQL). */
  publish: (event: RoomEvent, trx?: Transaction<Database>) => Promise<void>;
  /** Starts hearing every instance's messages; resolves with the function that stops it. */
  subscribe: (listener: BusListener) => Promise<() => Promise<void>>;
  /** Removes what no instance needs any more (every instance may run it). */
  sweep: () => Promise<void>;
}

/** How long a relayed message stays in `video_relay` (an instance reads it within milliseconds). */
export const RELAY_KEPT_MS = 60_000;

const CHANNEL = 'portal_video';

const IN_PROCESS = new WeakMap<object, Set<BusListener>>();

/** The bus of one process: every set of rooms over the same database object hears the others. */
export function inProcessBus(database: object): RoomBus {
  let listeners = IN_PROCESS.get(database);
  if (!listeners) IN_PROCESS.set(database, (listeners = new Set()));
  const heard = listeners;
  return {
    publish: (event) => {
      // Delivered after the publisher's step, in publishing order, as a notification would be.
      for (const listener of heard) queueMicrotask(() => listener.serves(event.appointment) && listener.onEvent(event));
      return Promise.resolve();
    },
    subscribe: (listener) => {
      heard.add(listener);
      return Promise.resolve(() => {
        heard.delete(listener);
        return Promise.resolve();
      });
    },
    sweep: () => Promise.resolve(),
  };
}

interface PostgresBusOptions {
  db: Kysely<Database>;
  notifications: Notifications;
  clock: Clock;
  /** A message that could not be read (the database away): it is lost, the rooms catch up. */
  failed: (error: unknown, what: string) => void;
}

/** Reads the announced messages of the calls this instance serves, a batch at a time, in the order announced. */
class RelayReader {
  private pending: { appointment: number; id: number }[] = [];
  private reading = false;

  constructor(private readonly options: PostgresBusOptions, private readonly listener: BusListener) {}

  heard(payload: string): void {
    const [appointment, id] = payload.split(':').map(Number);
    if (!Number.isInteger(appointment) || !Number.isInteger(id) || !this.listener.serves(appointment!)) return;
    this.pending.push({ appointment: appointment!, id: id! });
    if (!this.reading) void this.read();
  }

  private async read(): Promise<void> {
    this.reading = true;
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      try {
        const rows = await this.options.db.selectFrom('video_relay').select(['id', 'body']).where('id', 'in', batch.map((b) => b.id)).execute();
        const bodies = new Map(rows.map((r) => [r.id, r.body]));
        for (const { id } of batch) {
          const body = bodies.get(id);
          if (body !== undefined) this.listener.onEvent(JSON.parse(body) as RoomEvent);
        }
      } catch (error) {
        this.options.failed(error, 'video messages from other instances could not be read; the rooms catch up');
        this.listener.onGap();
      }
    }
    this.reading = false;
  }
}

/** The bus of instances sharing one PostgreSQL database. */
export function postgresBus(options: PostgresBusOptions): RoomBus {
  const { db, notifications, clock } = options;
  return {
    publish: async (event, trx) => {
      // The row and its announcement in one statement: heard only once it is there to read.
      await sql`with m as (insert into video_relay (reservation_id, body, created_at) values (${event.appointment}, ${JSON.stringify(event)}, ${iso(clock())}) returning id, reservation_id)
        select pg_notify(${channelOf(CHANNEL)}, m.reservation_id || ':' || m.id) from m`.execute(trx ?? db);
    },
    subscribe: (listener) => {
      const reader = new RelayReader(options, listener);
      return notifications.listen(CHANNEL, {
        onMessage: (payload) => reader.heard(payload),
        onReconnect: () => listener.onGap(),
        onError: (error) => options.failed(error, 'the video instances\' channel was lost; it is opened again'),
      });
    },
    sweep: async () => {
      await db.deleteFrom('video_relay').where('created_at', '<', iso(clock() - RELAY_KEPT_MS)).execute();
    },
  };
}
