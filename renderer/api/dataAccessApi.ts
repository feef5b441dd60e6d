/**
 * GET /api/me/data-access (issue 34): who other than the patient read or changed their health
 * data, a page at a time (`before`: the last entry's id of the page above). Silent: the page
 * shows an error in place with a retry.
 */
import type { DataAccessList } from '../../generated/config-types';
import { baseApi } from './baseApi';

export type { DataAccessList };
export type DataAccessEntry = DataAccessList['entries'][number];

export const dataAccessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDataAccess: build.query<DataAccessList, number | undefined>({
      query: (before) => ({ url: '/api/me/data-access', params: before === undefined ? {} : { before: String(before) } }),
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useListDataAccessQuery } = dataAccessApi;
