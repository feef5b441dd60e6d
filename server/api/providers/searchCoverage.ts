/**
 * Provider search's coverage flags (spec §3 provider search filter; issue 13 coverage): a
 * logged-in patient who chose a service learns before booking what the booking would answer.
 * - isSpecializationLimitReached: the current subscription does not pay for the service's
 *   specialization (the booking answers RM1005);
 * - isQuantityLimitReached: it does, up to a yearly quantity, and this year's is used up (RM1011).
 * Both come from the standing the booking checks (specializationStanding), counted in the calendar
 * year of the searched week. An anonymous visitor, or a subscription that pays every
 * specialization, gets both false and no coverage object.
 */
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { SearchResponse } from '../../../generated/config-types';
import { maybeAuthOf } from '../../auth/requireAuth';
import type { Database } from '../../db/schema';
import { specializationStanding } from '../reservations/bookingCoverage';
import { specializationOf } from './providerSearch';

type Flags = Pick<SearchResponse, 'isQuantityLimitReached' | 'isSpecializationLimitReached' | 'coverage'>;

export async function withSearchCoverage<A extends { week: string }>(db: Kysely<Database>, req: Request, res: Response, subfunction: number | null, answer: A): Promise<A & Flags> {
  // The answer depends on who asks: no shared cache may give one patient's flags to another.
  res.set('Vary', 'Authorization').set('Cache-Control', 'private, no-cache');
  const auth = maybeAuthOf(res);
  if (!auth || subfunction === null) return answer;
  const specializationId = await specializationOf(db, subfunction, 'C203');
  if (specializationId === null) return answer;
  const standing = await specializationStanding(db, req, auth.userId, specializationId, `${answer.week}T12:00:00Z`);
  if (!standing) return answer;
  const { covered, limit, used, year } = standing;
  return {
    ...answer,
    isSpecializationLimitReached: !covered,
    isQuantityLimitReached: covered && limit !== null && used >= limit,
    coverage: { specializationId, covered, limit, used, year: year.year },
  };
}
