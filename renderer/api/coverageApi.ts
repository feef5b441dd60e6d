/**
 * GET /api/coverage (issue 13): what the current subscription pays this calendar year, with used
 * and remaining quantities. Tagged Me (another subscription chosen), CareItem (a request counts)
 * and Reservations (an appointment counts), so it is never stale after either. Silent: the
 * screen shows errors in place with a retry.
 */
import { baseApi, LOCALIZED_TAG } from './baseApi';

export interface Quantity {
  covered: boolean;
  /** Per calendar year; null: no limit. */
  limit: number | null;
  used: number;
  remaining: number | null;
}

export interface Coverage {
  subscription: { id: number; status: string; product: { code: string; name: string } } | null;
  active: boolean;
  year: number;
  services: (Quantity & { type: number; key: string })[];
  /** null: every specialization is paid, without a limit. */
  specializations: (Quantity & { id: number; name: string })[] | null;
}

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
