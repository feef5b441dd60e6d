/**
 * GET /api/p4p (issue 13): pay for prevention, the patient's preventive activities this year with
 * the points earned and what is still open. Tagged Me (another subscription or account) and
 * Reservations (a booking or cancellation changes it). Silent: the screen shows errors in place
 * with a retry.
 */
import type { P4PActivity, P4PResponse, P4PRewardStatus } from '../../generated/config-types';
import { baseApi, LOCALIZED_TAG } from './baseApi';

export type { P4PActivity, P4PResponse, P4PRewardStatus };

export const p4pApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getP4p: build.query<P4PResponse, void>({
      query: () => '/api/p4p',
      providesTags: ['Me', 'Reservations', LOCALIZED_TAG],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetP4pQuery } = p4pApi;
