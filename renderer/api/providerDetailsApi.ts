/**
 * The detail pages and the public map landing (spec §2, §7): GET /api/providers/{id} with
 * defaultServiceId, GET /api/doctors/{id}, GET /api/providers/{id}/specializations/{id},
 * GET /api/providers/{id}/slots and GET /api/map/providers. All silent: each screen shows its
 * error in place with a retry, and a 404 as the not-found panel, instead of the global notice.
 */
import type { MapProvidersResponse, ProviderSlotsResponse, ProviderSpecializationResponse } from '../../generated/config-types';
import { baseApi } from './baseApi';
import type { Subfunction } from './providersApi';

export interface Rating {
  average: number;
  count: number;
}

export type RatingCategory = 'waiting' | 'careConditions' | 'staffPreparedness' | 'behaviour' | 'overall';

export interface DoctorSummary {
  id: number;
  providerId: number;
  name: string;
  familyName: string;
  givenName: string;
  speaksEnglish: boolean;
  price: number;
  currency: 'HUF' | 'RON';
  discountPercent: number;
  video: boolean;
}

export interface ProviderSummary {
  id: number;
  name: string;
  locationId: number;
  countryCode: string;
  address: { postalCode: string; city: string; street: string };
  lon: number;
  lat: number;
  /** File names under the brand's providerPhotosDir. */
  photos: string[];
  status: string;
  ratings: Record<RatingCategory, Rating>;
}

/** GET /api/providers/{id}: specializations come sorted by name from the server. */
export interface ProviderDetails extends ProviderSummary {
  specializations: Array<{ id: number; key: string; name: string; subfunctions: Subfunction[] }>;
  doctors: Array<DoctorSummary & { specializationIds: number[] }>;
  /** The service named by defaultServiceId when the clinic offers it. */
  defaultService: (Subfunction & { specializationId: number }) | null;
}

/** GET /api/doctors/{id}. */
export interface DoctorDetails extends DoctorSummary {
  provider: ProviderSummary;
  specializations: Array<{ id: number; key: string; name: string }>;
}

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
    getProvider: build.query<ProviderDetails, ProviderQuery>({
      query: ({ providerId, defaultServiceId }) => ({
        url: `/api/providers/${encodeURIComponent(providerId)}`,
        params: defined({ defaultServiceId }),
      }),
      extraOptions: { silent: true },
    }),
    getDoctor: build.query<DoctorDetails, string>({
      query: (doctorId) => `/api/doctors/${encodeURIComponent(doctorId)}`,
      extraOptions: { silent: true },
    }),
    getProviderSpecialization: build.query<ProviderSpecializationResponse, { providerId: string; specializationId: string }>({
      query: ({ providerId, specializationId }) => `/api/providers/${encodeURIComponent(providerId)}/specializations/${encodeURIComponent(specializationId)}`,
      extraOptions: { silent: true },
    }),
    getProviderSlots: build.query<ProviderSlotsResponse, SlotsQuery>({
      query: ({ providerId, ...filter }) => ({ url: `/api/providers/${providerId}/slots`, params: defined(filter) }),
      // Slots are taken by others: never shown from a cache older than a minute.
      keepUnusedDataFor: 60,
      extraOptions: { silent: true },
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
