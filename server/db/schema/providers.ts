/**
 * The provider search's catalogue: locations, specializations and their services (subfunctions),
 * providers (clinics), their doctors and the slots that can be booked.
 */
import type { ColumnType, Selectable } from 'kysely';

/** A translation of a name; NULL (the default) falls back to the row's own, Hungarian name. */
export type Translation = ColumnType<string | null, string | null | undefined, string | null>;
export interface LocationGroupTable { id: number; text: string; text_en: Translation; text_ro: Translation; trans_key: string | null }
export interface LocationTable {
  id: number; group_id: number; country_code: string; text: string; text_en: Translation; text_ro: Translation; trans_key: string | null; city: string; lon: number; lat: number;
}
export interface SpecializationTable { id: number; key: string; name: string; name_en: Translation; name_ro: Translation }
export interface SubfunctionTable { id: number; specialization_id: number; name: string; name_en: Translation; name_ro: Translation; duration_minutes: number; video: number }

export type ProviderStatus = 'active' | 'inactive' | 'maintenance';

export interface ProviderTable {
  id: number;
  name: string;
  /** name lower-cased, for the providerName filter. */
  name_search: string;
  country_code: string;
  location_id: number;
  postal_code: string;
  city: string;
  street: string;
  lon: number;
  lat: number;
  /** JSON array of file names under the brand's providerPhotosDir. */
  photos: string;
  /** inactive answers RA500 on booking, maintenance RA503. */
  status: ColumnType<ProviderStatus, ProviderStatus | undefined, ProviderStatus>;
  rating_waiting: number;
  rating_waiting_count: number;
  rating_care_conditions: number;
  rating_care_conditions_count: number;
  rating_staff_preparedness: number;
  rating_staff_preparedness_count: number;
  rating_behaviour: number;
  rating_behaviour_count: number;
  rating_overall: number;
  rating_overall_count: number;
}
export interface ProviderSpecializationTable { provider_id: number; specialization_id: number }
export interface DoctorTable {
  id: number;
  provider_id: number;
  family_name: string;
  given_name: string;
  display_name: string;
  name_search: string;
  speaks_english: number;
  price: number;
  currency: string;
  discount_percent: number;
  video: number;
}
export interface DoctorSpecializationTable { doctor_id: number; specialization_id: number }
export interface SlotTable {
  id: number;
  provider_id: number;
  doctor_id: number;
  subfunction_id: number;
  /** UTC ISO instant. */
  start_at: string;
  /** Budapest wall-clock time with offset, as answered. */
  start_local: string;
  duration_minutes: number;
  video: number;
  customer_bookable: number;
  /** UTC ISO instant. */
  cancellable_until: string;
}

export type Provider = Selectable<ProviderTable>;
export type Doctor = Selectable<DoctorTable>;
export type Slot = Selectable<SlotTable>;
