/**
 * The signed-in devices (issue 34): GET /api/me/sessions, DELETE /api/me/sessions/:id and
 * POST /api/me/sessions/end-others. Silent: the page shows what failed in place.
 */
import type { SessionList } from '../../generated/config-types';
import { baseApi } from './baseApi';

export type SignedInSession = SessionList['sessions'][number];

export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<SessionList, void>({
      query: () => '/api/me/sessions',
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
    endSession: build.mutation<void, string>({
      query: (id) => ({ url: `/api/me/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // The list drops the session at once; a failure brings it back by asking again.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(sessionsApi.util.updateQueryData('listSessions', undefined, (list) => {
            list.sessions = list.sessions.filter((s) => s.id !== id);
          }));
        } catch {
          void dispatch(sessionsApi.endpoints.listSessions.initiate(undefined, { forceRefetch: true }));
        }
      },
      extraOptions: { silent: true },
    }),
    /** The answer is the list after it: this session alone. */
    endOtherSessions: build.mutation<SessionList, void>({
      query: () => ({ url: '/api/me/sessions/end-others', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionsApi.util.upsertQueryData('listSessions', undefined, data));
        } catch {
          // The page says so; the list stays as it was.
        }
      },
      extraOptions: { silent: true },
    }),
  }),
});

export const { useListSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
