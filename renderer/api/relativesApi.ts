/**
 * The patient's relatives (service type 23): the list with its limit, and adding, changing and
 * removing one. Every change invalidates the list, refusals included (a 404 means the relative
 * was removed meanwhile, RL1001 that another tab filled the list). The list is silent: its page
 * shows an error in place with a retry.
 */
import type { Relative, RelativeList, RelativeRequest } from '../../generated/config-types';
import { baseApi } from './baseApi';

export const RELATIVE_TAG = 'Relative' as const;
const LIST = [{ type: RELATIVE_TAG, id: 'LIST' }];

export type { Relative, RelativeList, RelativeRequest };

export const relativesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listRelatives: build.query<RelativeList, void>({
      query: () => '/api/relatives',
      providesTags: LIST,
      extraOptions: { silent: true },
    }),
    addRelative: build.mutation<Relative, RelativeRequest>({
      query: (body) => ({ url: '/api/relatives', method: 'POST', body }),
      invalidatesTags: LIST,
    }),
    changeRelative: build.mutation<Relative, { id: number; body: RelativeRequest }>({
      query: ({ id, body }) => ({ url: `/api/relatives/${id}`, method: 'PUT', body }),
      invalidatesTags: LIST,
    }),
    removeRelative: build.mutation<null, number>({
      query: (id) => ({ url: `/api/relatives/${id}`, method: 'DELETE' }),
      invalidatesTags: LIST,
    }),
  }),
});

export const { useListRelativesQuery, useAddRelativeMutation, useChangeRelativeMutation, useRemoveRelativeMutation } = relativesApi;
