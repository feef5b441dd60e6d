/**
 * GET /api/services/{page}: a service screen's facts for the logged-in user: the user's service
 * types that open the page, the ones the current subscription covers, and whether it is active.
 * Tagged Me, so choosing another subscription asks again. Silent: the screen says it in place.
 */
import type { ServicePageResponse } from '../../generated/config-types';
import { baseApi } from './baseApi';

/** The answer, as schemas/api/service-page-response.schema.json defines it. */
export type ServicePage = ServicePageResponse;

export const servicePageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The page as /services/<page> names it, e.g. "psychology" or "organize/care". */
    getServicePage: build.query<ServicePage, string>({
      query: (page) => `/api/services/${page}`,
      providesTags: ['Me'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetServicePageQuery } = servicePageApi;
