/**
 * The rooms of video consultations (issue 16): who of an appointment's two parties is connected,
 * and what passes between them. The call itself runs between the two browsers; the server only
 * relays their WebRTC offers, answers and candidates, and the text chat, and only once the doctor
 * has admitted the patient. Admission, the end and the note are kept in the database (a reload or
 * a reconnection finds them); who is connected is known to the server the sockets are on.
 *
 * Behind several servers, the load balancer routes a consultation's sockets by its `appointment`
 * parameter, so its two parties meet on one server; what the API changes on another server
 * (admission, the end, the note) reaches them by the signalling's periodic read of the database
 * (syncFacts), and who waits is kept in the database too (signalling.ts).
 *
 * Messages to a peer (JSON):
 *   state   { role, admitted, ended, note, peer: { present, clientId } }: on joining and on every change.
 *           The patient sees the doctor as present only once admitted; the doctor sees who waits.
 *   signal  { from, data }: the other browser's negotiation message, relayed as it came.
 *   chat    { message }: one chat message, to both; history { messages } on joining an admitted call.
 *   error   { code }: what the peer asked was refused (the catalogue code), e.g. chat before admission.
 *   pong    the answer to the peer's ping.
 */
import type { CallRole } from '../../../renderer/domain/video/callWindow';
import type { ChatMessage } from './videoCalls';

/** A connected browser: its role, the id its page chose, and how to reach it. */
export interface RoomPeer {
  role: CallRole;
  /** Random per page load: the same id after a reconnection, a new one after a reload. */
  clientId: string;
  send: (message: object) => void;
  /** Closes the connection with a WebSocket close code. */
  close: (code: number, reason: string) => void;
}

export interface RoomFacts {
  admitted: boolean;
  ended: boolean;
  note: string | null;
}

/** Close code for a connection another window of the same party replaced. */
export const REPLACED_CLOSE_CODE = 4001;

interface Room extends RoomFacts {
  peers: Partial<Record<CallRole, RoomPeer>>;
}

const other = (role: CallRole): CallRole => (role === 'patient' ? 'doctor' : 'patient');

export class CallRooms {
  private readonly rooms = new Map<number, Room>();

  /** Adds a peer to the appointment's room (another window of the same party is closed) and tells both what they need. */
  join(id: number, peer: RoomPeer, facts: RoomFacts, history: ChatMessage[]): void {
    let room = this.rooms.get(id);
    if (!room) {
      room = { ...facts, peers: {} };
      this.rooms.set(id, room);
    } else Object.assign(room, facts);
    const previous = room.peers[peer.role];
    room.peers[peer.role] = peer;
    if (previous && previous !== peer) previous.close(REPLACED_CLOSE_CODE, 'opened in another window');
    if (room.admitted) peer.send({ type: 'history', messages: history });
    this.broadcastState(room);
  }

  /** Removes a peer that disconnected (unless a newer window already took its place). */
  leave(id: number, peer: RoomPeer): void {
    const room = this.rooms.get(id);
    if (!room || room.peers[peer.role] !== peer) return;
    delete room.peers[peer.role];
    if (!room.peers.patient && !room.peers.doctor) this.rooms.delete(id);
    else this.broadcastState(room);
  }

  /** Whether the appointment's patient is connected (waiting, or in the call). */
  patientPresent(id: number): boolean {
    return Boolean(this.rooms.get(id)?.peers.patient);
  }

  /** A change the REST API made (admission, the end, the note): both parties hear of it. */
  update(id: number, facts: Partial<RoomFacts>): void {
    const room = this.rooms.get(id);
    if (!room) return;
    Object.assign(room, facts);
    this.broadcastState(room);
  }

  /** The appointments with someone connected here, and whether their patient is. */
  active(): { id: number; patient: boolean }[] {
    return [...this.rooms.entries()].map(([id, room]) => ({ id, patient: Boolean(room.peers.patient) }));
  }

  /** What the database says now of a room (another server's API may have changed it): both hear of a change only. */
  syncFacts(id: number, facts: RoomFacts): void {
    const room = this.rooms.get(id);
    if (!room || (room.admitted === facts.admitted && room.ended === facts.ended && room.note === facts.note)) return;
    this.update(id, facts);
  }

  /** Passes a negotiation message on to the other party; false when the call is not open to it. */
  relay(id: number, from: RoomPeer, data: unknown): boolean {
    const room = this.rooms.get(id);
    const to = room?.peers[other(from.role)];
    if (!room || !this.inCall(room) || room.peers[from.role] !== from || !to) return false;
    to.send({ type: 'signal', from: from.clientId, data });
    return true;
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

  /** Sends a stored chat message to both parties. */
  chat(id: number, message: ChatMessage): void {
    const room = this.rooms.get(id);
    for (const peer of Object.values(room?.peers ?? {})) peer.send({ type: 'chat', message });
  }

  /** Closes every connection (the server is stopping). */
  closeAll(code: number, reason: string): void {
    for (const room of this.rooms.values()) for (const peer of Object.values(room.peers)) peer.close(code, reason);
    this.rooms.clear();
  }

  private inCall(room: Room): boolean {
    return room.admitted && !room.ended;
  }

  private broadcastState(room: Room): void {
    for (const role of ['patient', 'doctor'] as const) {
      const peer = room.peers[role];
      if (!peer) continue;
      const them = room.peers[other(role)];
      // The patient learns that the doctor is there once admitted; the doctor sees who waits.
      const visible = them && (role === 'doctor' || room.admitted) ? them : undefined;
      peer.send({
        type: 'state', role, admitted: room.admitted, ended: room.ended, note: room.note,
        peer: { present: Boolean(visible), clientId: visible?.clientId ?? null },
      });
    }
  }
}
