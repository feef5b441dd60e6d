/**
 * GET /api/services/{page}: a service screen's facts for the logged-in user: the user's service
 * types that open the page, the ones the current subscription covers, and whether it is active.
 * Tagged Me, so choosing another subscription asks again. Silent: the screen says it in place.
 */
import { baseApi } from './baseApi';

export interface ServicePage {
  page: string;
  permission: string | null;
  services: number[];
  covered: number[];
  subscriptionActive: boolean;
  phone: string | null;
}

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
