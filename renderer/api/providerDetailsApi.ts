/**
 * The detail pages and the public map landing (spec §2, §7): GET /api/providers/{id} with
 * defaultServiceId, GET /api/doctors/{id}, GET /api/providers/{id}/specializations/{id},
 * GET /api/providers/{id}/slots and GET /api/map/providers. All silent: each screen shows its
 * error in place with a retry, and a 404 as the not-found panel, instead of the global notice.
 */
import type {
  DoctorDetailsResponse,
  MapProvidersResponse,
  ProviderDetailsResponse,
  ProviderRatings,
  ProviderSlotsResponse,
  ProviderSpecializationResponse,
} from '../../generated/config-types';
import { baseApi, LOCALIZED_TAG } from './baseApi';

/** The answers of GET /api/providers/{id} and /api/doctors/{id} (schemas/api/*-details-response). */
export type { DoctorDetailsResponse as DoctorDetails, DoctorSummary, ProviderDetailsResponse as ProviderDetails, ProviderSummary, Rating } from '../../generated/config-types';

export type RatingCategory = keyof ProviderRatings;

export interface ProviderQuery {
  providerId: string;
  /** Spec §7: passed on from the page's query; the server ignores a service the clinic does not offer. */
  defaultServiceId?: string;
}

export interface SlotsQuery {
  providerId: number;
  doctorId?: number;
  specializationId?: number;
  subfunctionId?: number;
  limit?: number;
}

const defined = (params: Record<string, number | string | undefined>): Record<string, number | string> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, number | string] => entry[1] !== undefined && entry[1] !== ''));

export const providerDetailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProvider: build.query<ProviderDetailsResponse, ProviderQuery>({
      query: ({ providerId, defaultServiceId }) => ({
        url: `/api/providers/${encodeURIComponent(providerId)}`,
        params: defined({ defaultServiceId }),
      }),
      extraOptions: { silent: true },
      providesTags: [LOCALIZED_TAG],
    }),
    getDoctor: build.query<DoctorDetailsResponse, string>({
      query: (doctorId) => `/api/doctors/${encodeURIComponent(doctorId)}`,
      extraOptions: { silent: true },
      providesTags: [LOCALIZED_TAG],
    }),
    getProviderSpecialization: build.query<ProviderSpecializationResponse, { providerId: string; specializationId: string }>({
      query: ({ providerId, specializationId }) => `/api/providers/${encodeURIComponent(providerId)}/specializations/${encodeURIComponent(specializationId)}`,
      extraOptions: { silent: true },
      providesTags: [LOCALIZED_TAG],
    }),
    getProviderSlots: build.query<ProviderSlotsResponse, SlotsQuery>({
      query: ({ providerId, ...filter }) => ({ url: `/api/providers/${providerId}/slots`, params: defined(filter) }),
      // Slots are taken by others: never shown from a cache older than a minute.
      keepUnusedDataFor: 60,
      extraOptions: { silent: true },
      providesTags: [LOCALIZED_TAG],
    }),
    getMapProviders: build.query<MapProvidersResponse, void>({
      query: () => '/api/map/providers',
      keepUnusedDataFor: 600,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetProviderQuery, useGetDoctorQuery, useGetProviderSpecializationQuery, useGetProviderSlotsQuery, useGetMapProvidersQuery } =
  providerDetailsApi;
