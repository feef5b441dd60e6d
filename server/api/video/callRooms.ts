/**
 * The rooms of video consultations (issue 16): who of an appointment's two parties is connected,
 * and what passes between them. The call itself runs between the two browsers; the server only
 * relays their WebRTC offers, answers and candidates, and the text chat, and only once the doctor
 * has admitted the patient. Admission, the end and the note are kept in the database (a reload or
 * a reconnection finds them).
 *
 * Any instance serves any connection (issue 32): the two parties of a call may be connected to
 * different instances behind a load balancer with no routing rule. Each instance keeps the rooms
 * of the connections it holds; who is connected is kept in the database (videoPresence.ts), and
 * everything a room hears (a presence, a change of the facts, a negotiation message, a chat
 * message, a replaced window) travels on the bus every instance hears (roomBus.ts). One side's
 * messages are published one after another, so the other side receives them in the order sent,
 * and a presence is published in the transaction that wrote it, so every instance learns of
 * connections in the order they were made. Every FACTS_SYNC_MS (signalling.ts) an instance reads
 * the facts and presences of its rooms again, which repairs what a lost bus connection missed and
 * forgets the connections of an instance that died.
 *
 * Messages to a peer (JSON):
 *   state   { role, admitted, ended, note, peer: { present, clientId } }: on joining and on every change.
 *           The patient sees the doctor as present only once admitted; the doctor sees who waits.
 *   signal  { from, data }: the other browser's negotiation message, relayed as it came.
 *   chat    { message }: one chat message, to both; history { messages } on joining an admitted call.
 *   error   { code }: what the peer asked was refused (the catalogue code), e.g. chat before admission.
 *   pong    the answer to the peer's ping.
 */
import type { Kysely } from 'kysely';
import type { CallRole } from '../../../renderer/domain/video/callWindow';
import type { Database } from '../../db/schema';
import type { Clock } from '../../db/time';
import type { RoomBus, RoomEvent, RoomFacts } from './roomBus';
import type { ChatMessage } from './videoCalls';
import { claimPresence, presencesOf, releasePresence, renewPresence, type Presence, type Presences } from './videoPresence';

export type { RoomFacts } from './roomBus';

/** A connected browser: its role, the id its page chose, and how to reach it. */
export interface RoomPeer {
  role: CallRole;
  /** Random per page load: the same id after a reconnection, a new one after a reload. */
  clientId: string;
  /** Random per connection: how every instance names this one. */
  connectionId: string;
  send: (message: object) => void;
  /** Closes the connection with a WebSocket close code. */
  close: (code: number, reason: string) => void;
}

/** Close code for a connection another window of the same party replaced. */
export const REPLACED_CLOSE_CODE = 4001;
/** Close code for a connection whose joining failed (the database away): the page connects again. */
export const JOIN_FAILED_CLOSE_CODE = 1011;
/** Messages of one connection that may wait to be published; more are refused (the database is slow). */
export const MAX_PENDING_PUBLISHES = 100;

interface Room {
  facts: RoomFacts;
  /** The connections of this instance. */
  peers: Partial<Record<CallRole, RoomPeer>>;
  /** Each side's connection, on whichever instance. */
  present: Presences;
  /** Raised on every event heard: a periodic read begun before one does not overwrite it. */
  version: number;
  /** Whether the room knows who was connected when it was made; until then it tells its peers nothing. */
  known: boolean;
}

/** What a relay came to: passed on, refused (the call is not open to it), or refused for now (too much waits). */
export type RelayOutcome = 'sent' | 'closed' | 'busy';

export interface CallRoomsDeps {
  db: Kysely<Database>;
  bus: RoomBus;
  clock: Clock;
  /** A background step that failed (the database away): logged; the rooms catch up. */
  failed: (error: unknown, what: string) => void;
}

const other = (role: CallRole): CallRole => (role === 'patient' ? 'doctor' : 'patient');
const samePresence = (a: Presence | undefined, b: Presence | undefined): boolean => a?.connectionId === b?.connectionId && a?.clientId === b?.clientId;

export class CallRooms {
  private readonly rooms = new Map<number, Room>();
  /** Each connection's publishing, one message after the other. */
  private readonly outboxes = new WeakMap<RoomPeer, { last: Promise<void>; waiting: number }>();
  private listening: Promise<() => Promise<void>> | undefined;

  constructor(private readonly deps: CallRoomsDeps) {}

  /** Starts hearing the other instances (once); the first join waits for it. */
  start(): Promise<void> {
    this.listening ??= this.deps.bus.subscribe({ serves: (id) => this.rooms.has(id), onEvent: (event) => this.apply(event), onGap: () => void this.sync(true) });
    return this.listening.then(() => undefined);
  }

  /** Adds a peer to the appointment's room (another window of the same party, on any instance, is closed) and tells both what they need. */
  async join(id: number, peer: RoomPeer, facts: RoomFacts, history: ChatMessage[]): Promise<void> {
    await this.start();
    let room = this.rooms.get(id);
    if (!room) this.rooms.set(id, (room = { facts, peers: {}, present: {}, version: 0, known: false }));
    else room.facts = facts;
    const previous = room.peers[peer.role];
    room.peers[peer.role] = peer;
    if (previous && previous !== peer) previous.close(REPLACED_CLOSE_CODE, 'opened in another window');
    if (room.facts.admitted) peer.send({ type: 'history', messages: history });
    const { db, bus, clock } = this.deps;
    await this.publishing(peer, async () => {
      const { present } = await claimPresence(db, id, peer.role, peer, clock(), async (trx, replaced) => {
        if (replaced) await bus.publish({ kind: 'replaced', appointment: id, connection: replaced }, trx);
        await bus.publish({ kind: 'presence', appointment: id, role: peer.role, presence: { clientId: peer.clientId, connectionId: peer.connectionId } }, trx);
      });
      // Who was connected before this room heard anything: what the other instances announced earlier.
      const joined = this.rooms.get(id);
      if (joined?.peers[peer.role] !== peer) return;
      joined.present = present;
      joined.version += 1;
      joined.known = true;
      this.broadcastState(joined);
    }).catch((error: unknown) => {
      this.deps.failed(error, 'a video connection could not join its room; it is closed');
      peer.close(JOIN_FAILED_CLOSE_CODE, 'try again');
    });
  }

  /** Removes a peer that disconnected (unless a newer window already took its place), here and for the other instances. */
  async leave(id: number, peer: RoomPeer): Promise<void> {
    const room = this.rooms.get(id);
    if (room?.peers[peer.role] === peer) {
      delete room.peers[peer.role];
      if (!room.peers.patient && !room.peers.doctor) this.rooms.delete(id);
    }
    const { db, bus } = this.deps;
    await this.publishing(peer, async () => {
      await releasePresence(db, id, peer.connectionId, (trx) => bus.publish({ kind: 'presence', appointment: id, role: peer.role, presence: null }, trx));
    }).catch((error: unknown) => this.deps.failed(error, 'a video connection\'s leaving could not be told; its presence expires'));
  }

  /** A change the REST API made (admission, the end, the note): both parties hear of it, on every instance (else on the rooms' next read). */
  async update(id: number, facts: Partial<RoomFacts>): Promise<void> {
    await this.deps.bus.publish({ kind: 'facts', appointment: id, facts })
      .catch((error: unknown) => this.deps.failed(error, 'a change of a video call could not be told; the rooms read it within seconds'));
  }

  /** The appointments with someone connected here, and whether their patient is. */
  active(): { id: number; patient: boolean }[] {
    return [...this.rooms.entries()].map(([id, room]) => ({ id, patient: Boolean(room.peers.patient) }));
  }

  /** Passes a negotiation message on to the other party, on whichever instance. */
  relay(id: number, from: RoomPeer, data: unknown): RelayOutcome {
    const room = this.rooms.get(id);
    const to = room?.present[other(from.role)];
    if (!room || !this.inCall(room) || room.peers[from.role] !== from || !to) return 'closed';
    return this.publishFrom(from, { kind: 'signal', appointment: id, to: to.connectionId, from: from.clientId, data });
  }

  /** Sends a stored chat message to both parties (after what the sender sent before it). */
  chat(id: number, from: RoomPeer, message: ChatMessage): RelayOutcome {
    return this.publishFrom(from, { kind: 'chat', appointment: id, message });
  }

  /** Whether the two may talk: admitted and not yet ended. */
  isOpen(id: number): boolean {
    const room = this.rooms.get(id);
    return Boolean(room && this.inCall(room));
  }

  /** How many signalling connections this instance holds (the metrics). */
  connections(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += Object.keys(room.peers).length;
    return count;
  }

  /** The heartbeat: this instance's connections are still there; what no instance needs any more is removed. */
  async renew(): Promise<void> {
    const ids = [...this.rooms.values()].flatMap((room) => Object.values(room.peers).map((p) => p.connectionId));
    await renewPresence(this.deps.db, ids, this.deps.clock());
    await this.deps.bus.sweep();
  }

  /**
   * Reads the facts and presences of this instance's rooms again; both parties hear of a change
   * (of anything with `force`, after messages may have been missed).
   */
  async sync(force = false): Promise<void> {
    const versions = new Map([...this.rooms.entries()].map(([id, room]) => [id, room.version]));
    const ids = [...versions.keys()];
    if (ids.length === 0) return;
    const { db, clock } = this.deps;
    try {
      const [rows, presences] = await Promise.all([
        db.selectFrom('reservations').select(['id', 'video_admitted_at', 'video_ended_at', 'doctor_note']).where('id', 'in', ids).execute(),
        presencesOf(db, ids, clock()),
      ]);
      for (const row of rows) {
        const room = this.rooms.get(row.id);
        // An event heard during the read is newer than what was read.
        if (!room || room.version !== versions.get(row.id)) continue;
        const facts = { admitted: row.video_admitted_at !== null, ended: row.video_ended_at !== null, note: row.doctor_note };
        const present = presences.get(row.id) ?? {};
        const changed = facts.admitted !== room.facts.admitted || facts.ended !== room.facts.ended || facts.note !== room.facts.note
          || !samePresence(present.patient, room.present.patient) || !samePresence(present.doctor, room.present.doctor);
        room.facts = facts;
        room.present = present;
        if (changed || force) this.broadcastState(room);
      }
    } catch (error) {
      this.deps.failed(error, 'the video rooms could not be brought up to date');
    }
  }

  /** Closes every connection (the instance is stopping) and stops hearing the others. */
  closeAll(code: number, reason: string): void {
    for (const room of this.rooms.values()) for (const peer of Object.values(room.peers)) peer.close(code, reason);
    this.rooms.clear();
    void this.listening?.then((stop) => stop()).catch((error: unknown) => this.deps.failed(error, 'the video instances\' channel could not be closed'));
  }

  /** What the bus brought (from any instance, this one too), applied to this instance's room. */
  private apply(event: RoomEvent): void {
    const room = this.rooms.get(event.appointment);
    if (!room) return;
    room.version += 1;
    switch (event.kind) {
      case 'presence':
        if (event.presence) room.present[event.role] = event.presence;
        else delete room.present[event.role];
        this.broadcastState(room);
        return;
      case 'facts':
        room.facts = { ...room.facts, ...event.facts };
        this.broadcastState(room);
        return;
      case 'signal': {
        const to = Object.values(room.peers).find((p) => p.connectionId === event.to);
        to?.send({ type: 'signal', from: event.from, data: event.data });
        return;
      }
      case 'chat':
        for (const peer of Object.values(room.peers)) peer.send({ type: 'chat', message: event.message });
        return;
      case 'replaced': {
        const replaced = Object.values(room.peers).find((p) => p.connectionId === event.connection);
        if (!replaced) return;
        delete room.peers[replaced.role];
        replaced.close(REPLACED_CLOSE_CODE, 'opened in another window');
      }
    }
  }

  /** Publishes one of `from`'s messages after its earlier ones; refused while too many wait. */
  private publishFrom(from: RoomPeer, event: RoomEvent): RelayOutcome {
    const outbox = this.outboxes.get(from);
    if (outbox && outbox.waiting >= MAX_PENDING_PUBLISHES) return 'busy';
    this.publishing(from, () => this.deps.bus.publish(event)).catch((error: unknown) => {
      this.deps.failed(error, 'a video message could not be passed on');
      from.send({ type: 'error', code: '#503' });
    });
    return 'sent';
  }

  /** Runs `work` after the peer's earlier publishing (each connection's messages keep their order). */
  private publishing(peer: RoomPeer, work: () => Promise<void>): Promise<void> {
    const outbox = this.outboxes.get(peer) ?? { last: Promise.resolve(), waiting: 0 };
    this.outboxes.set(peer, outbox);
    outbox.waiting += 1;
    const done = outbox.last.then(work).finally(() => (outbox.waiting -= 1));
    outbox.last = done.catch(() => undefined);
    return done;
  }

  private inCall(room: Room): boolean {
    return room.facts.admitted && !room.facts.ended;
  }

  private broadcastState(room: Room): void {
    if (!room.known) return;
    for (const role of ['patient', 'doctor'] as const) {
      const peer = room.peers[role];
      if (!peer) continue;
      const them = room.present[other(role)];
      // The patient learns that the doctor is there once admitted; the doctor sees who waits.
      const visible = them && (role === 'doctor' || room.facts.admitted) ? them : undefined;
      peer.send({
        type: 'state', role, admitted: room.facts.admitted, ended: room.facts.ended, note: room.facts.note,
        peer: { present: Boolean(visible), clientId: visible?.clientId ?? null },
      });
    }
  }
}
