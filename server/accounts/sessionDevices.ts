/**
 * The signed-in devices of a person (issue 34): each live session (one login, one refresh-token
 * family) named by the browser it was started in. The User-Agent is read by bowser; the place a
 * device signed in from is not kept. A session's id on the list is derived from its family id,
 * which stays on the server.
 */
import Bowser from 'bowser';
import type { Kysely } from 'kysely';
import type { SessionList } from '../../generated/config-types';
import { sha256Hex } from '../auth/secrets';
import { liveSessionsOf } from '../db/refreshTokens';
import type { Database } from '../db/schema';

type Device = Pick<SessionList['sessions'][number], 'browser' | 'os' | 'deviceType'>;

/** What a User-Agent header says of its device, as the list shows it. */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, deviceType: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  const deviceType = type === 'mobile' || type === 'tablet' || type === 'desktop' ? type : 'unknown';
  return { browser, os, deviceType };
}

/** The id a session has on the list (24 hex digits). */
export function sessionListId(familyId: string): string {
  return sha256Hex(`session:${familyId}`).slice(0, 24);
}

export async function sessionList(db: Kysely<Database>, userId: number, currentFamilyId: string | undefined, now: number): Promise<SessionList> {
  const live = await liveSessionsOf(db, userId, now);
  // This device first, then the others the most recently used first.
  const ordered = [...live.filter((s) => s.familyId === currentFamilyId), ...live.filter((s) => s.familyId !== currentFamilyId)];
  return {
    sessions: ordered.map((s) => ({
      id: sessionListId(s.familyId),
      current: s.familyId === currentFamilyId,
      ...describeDevice(s.userAgent),
      firstSeen: s.firstSeen,
      lastSeen: s.lastSeen,
      support: s.impersonatorId !== null,
    })),
  };
}

/** The family of the person's live session with that list id, if there is one. */
export async function familyOfListId(db: Kysely<Database>, userId: number, listId: string, now: number): Promise<string | undefined> {
  return (await liveSessionsOf(db, userId, now)).find((s) => sessionListId(s.familyId) === listId)?.familyId;
}
