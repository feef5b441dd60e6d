/**
 * Shapes of the provider demo data (issue 5, "Data and API"): plain objects, no database types,
 * so the seed, the benchmark fixture and tests can all use them. Ids are integers; instants are
 * ISO 8601 strings with the Budapest offset, the zone the portal works in (spec section 9).
 */
import type { CountryCode } from './providerPlaces';
import type { LocalizedName } from './providerSpecialties';

/** Location list answer (spec section 3): groups with text and children id, text, transKey. */
export interface FixtureLocationGroup {
  id: number;
  text: string;
  names: LocalizedName;
  transKey: string;
  children: Array<{ id: number; text: string; transKey: string }>;
}

/** One place of the location list with what the database needs besides the list. */
export interface FixtureLocation {
  id: number;
  groupId: number;
  countryCode: CountryCode;
  text: string;
  names: LocalizedName;
  transKey: string;
  city: string;
  lon: number;
  lat: number;
}

export interface FixtureRating {
  /** 1–5, one decimal. */
  average: number;
  count: number;
}

export interface FixtureProvider {
  id: number;
  name: string;
  countryCode: CountryCode;
  locationId: number;
  address: { postalCode: string; city: string; street: string };
  /** WGS 84, near the city centre. */
  lon: number;
  lat: number;
  /** File names under the brand's providerPhotosDir. */
  photos: string[];
  specializationIds: number[];
  ratings: {
    waiting: FixtureRating;
    careConditions: FixtureRating;
    staffPreparedness: FixtureRating;
    behaviour: FixtureRating;
    overall: FixtureRating;
  };
}

export interface FixtureDoctor {
  id: number;
  providerId: number;
  familyName: string;
  givenName: string;
  displayName: string;
  specializationIds: number[];
  speaksEnglish: boolean;
  /** Whole forints, or lei with bani (two decimals allowed, whole lei in the demo data). */
  price: number;
  currency: 'HUF' | 'RON';
  /** Percent off the price; 0 for none. */
  discountPercent: number;
  /** Offers video consultations (virtual clinic). */
  video: boolean;
}

export interface FixtureSlot {
  id: number;
  providerId: number;
  doctorId: number;
  subfunctionId: number;
  /** Start, Budapest wall-clock time with offset: 2026-03-16T08:30:00+01:00. */
  start: string;
  durationMinutes: number;
  /** A video consultation slot (only for video-capable doctors and video services). */
  video: boolean;
  /** Most slots can be booked online; the rest only by phone (RR1005/RR1006). */
  customerBookable: boolean;
  /** start − 24 h: cancelling later is refused (RR1003/RR1004). */
  cancellableUntil: string;
}
