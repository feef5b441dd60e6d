/**
 * A logged-in patient's kept health checks: the list, newest first, and keeping a new one (the
 * server scores it with the shared module). Keeping invalidates the list, refusals included. The
 * list is silent: its page shows an error in place with a retry.
 */
import type { HealthCheckHistory, HealthCheckRecord, HealthCheckRequest } from '../../generated/config-types';
import { baseApi } from './baseApi';

export const HEALTH_CHECK_TAG = 'HealthCheck' as const;
const LIST = [{ type: HEALTH_CHECK_TAG, id: 'LIST' }];

export const healthChecksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listHealthChecks: build.query<HealthCheckHistory, void>({
      query: () => '/api/health-checks',
      providesTags: LIST,
      extraOptions: { silent: true },
    }),
    keepHealthCheck: build.mutation<HealthCheckRecord, HealthCheckRequest>({
      query: (body) => ({ url: '/api/health-checks', method: 'POST', body }),
      invalidatesTags: LIST,
    }),
  }),
});

export const { useListHealthChecksQuery, useKeepHealthCheckMutation } = healthChecksApi;
