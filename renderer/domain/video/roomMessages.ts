/**
 * What the signalling server tells the two pages of a call about the room (server/api/video/
 * signalling.ts sends it, renderer/video/signallingClient.ts receives it): one definition for both.
 */
import type { CallRole } from './callWindow';

export interface ChatMessage {
  id: number;
  sender: CallRole;
  text: string;
  sentAt: string;
}

export interface RoomState {
  role: CallRole;
  admitted: boolean;
  ended: boolean;
  note: string | null;
  peer: { present: boolean; clientId: string | null };
}
