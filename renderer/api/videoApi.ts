/**
 * Video consultations (issue 16): one consultation as its patient or doctor sees it, the doctor's
 * day list, and the doctor's admit, end and note. The call's own messages travel over the
 * signalling socket (renderer/video/signallingClient.ts). The queries are silent: their screens
 * show an error in place with a retry.
 */
import type { DoctorVideoDay, VideoCall, VideoNoteRequest } from '../../generated/config-types';
import { baseApi } from './baseApi';
import { RESERVATIONS_TAG } from './appointmentsApi';

export const videoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVideoCall: build.query<VideoCall, number>({
      query: (id) => `/api/video/appointments/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'VideoCall', id }],
      extraOptions: { silent: true },
    }),
    doctorVideoDay: build.query<DoctorVideoDay, string | undefined>({
      query: (date) => ({ url: '/api/video/doctor/appointments', params: date ? { date } : undefined }),
      providesTags: ['VideoCall'],
      extraOptions: { silent: true },
    }),
    admitPatient: build.mutation<VideoCall, number>({
      query: (id) => ({ url: `/api/video/appointments/${id}/admit`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'VideoCall', id }, 'VideoCall'],
      extraOptions: { silent: true },
    }),
    endCall: build.mutation<VideoCall, number>({
      query: (id) => ({ url: `/api/video/appointments/${id}/end`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'VideoCall', id }, 'VideoCall'],
      extraOptions: { silent: true },
    }),
    saveCallNote: build.mutation<VideoCall, { id: number; body: VideoNoteRequest }>({
      query: ({ id, body }) => ({ url: `/api/video/appointments/${id}/note`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'VideoCall', id }, 'VideoCall', RESERVATIONS_TAG],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetVideoCallQuery, useDoctorVideoDayQuery, useAdmitPatientMutation, useEndCallMutation, useSaveCallNoteMutation } = videoApi;

/** The doctor's note of a video consultation as a PDF (issue 33). */
export const videoNoteDocumentUrl = (appointmentId: number): string => `/api/video/appointments/${appointmentId}/note`;
