/** GET /api/config (spec section 7): the Config fields of the brand the host resolves to. */
import type { ConfigResponse } from '../../generated/config-types';
import { baseApi } from './baseApi';

export const configApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<ConfigResponse, void>({
      query: () => '/api/config',
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
