/**
 * GET /api/coverage (issue 13): what the current subscription pays this calendar year, with used
 * and remaining quantities. Tagged Me (another subscription chosen), CareItem (a request counts)
 * and Reservations (an appointment counts), so it is never stale after either. Silent: the
 * screen shows errors in place with a retry.
 */
import type { CoverageResponse, Quantity } from '../../generated/config-types';
import { baseApi, LOCALIZED_TAG } from './baseApi';

/** The answer, as schemas/api/coverage-response.schema.json defines it. */
export type Coverage = CoverageResponse;
export type { Quantity };

export const coverageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCoverage: build.query<Coverage, void>({
      query: () => '/api/coverage',
      providesTags: ['Me', 'Reservations', { type: 'CareItem', id: 'LIST' }, LOCALIZED_TAG],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetCoverageQuery } = coverageApi;
