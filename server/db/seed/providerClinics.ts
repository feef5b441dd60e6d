/**
 * The demo clinics: placed in real cities by weight (the capitals get most), a little off the
 * city centre so markers do not stack on one point, with specializations, photos and ratings.
 * Ratings are drawn around one "quality" per clinic so the five categories agree with each other
 * the way real reviews do, instead of a 1.2 for waiting beside a 4.9 for behaviour.
 */
import type { FixtureProvider, FixtureRating } from './providerFixtureTypes';
import { PROVIDER_PLACES, type ProviderPlace } from './providerPlaces';
import { clinicName, streetAddress } from './providerNames';
import type { ProviderRandom } from './providerPrng';
import { SPECIALIZATIONS } from './providerSpecialties';

/** Degrees of jitter: about ±1 km inside Budapest and Bucharest, ±2 km elsewhere. */
const jitterOf = (place: ProviderPlace): number => (place.city === place.text ? 0.02 : 0.01);

const round = (value: number, digits: number): number => Number(value.toFixed(digits));
const clampRating = (value: number): number => round(Math.min(5, Math.max(1, value)), 1);

function rating(random: ProviderRandom, quality: number, spread: number, maxCount: number): FixtureRating {
  return { average: clampRating(quality + random.jitter(spread)), count: random.int(Math.max(1, maxCount - 20), maxCount) };
}

/** Weighted sampling without replacement: common specialties are offered by more clinics. */
function specializationIds(random: ProviderRandom): number[] {
  const pool = [...SPECIALIZATIONS];
  const chosen: number[] = [];
  for (let n = random.int(2, 8); n > 0; n -= 1) {
    const pick = random.weighted(pool, (s) => s.weight);
    chosen.push(pick.id);
    pool.splice(pool.indexOf(pick), 1);
  }
  return chosen.sort((a, b) => a - b);
}

/** Same name twice in one city happens with thousands of clinics; a branch number tells them apart. */
function uniqueName(name: string, taken: Map<string, number>): string {
  const seen = taken.get(name) ?? 0;
  taken.set(name, seen + 1);
  return seen === 0 ? name : `${name} (${seen + 1}. telephely)`;
}

export function generateClinics(random: ProviderRandom, count: number): FixtureProvider[] {
  const taken = new Map<string, number>();
  const providers: FixtureProvider[] = [];
  for (let id = 1; id <= count; id += 1) {
    const place = random.weighted(PROVIDER_PLACES, (p) => p.weight);
    const quality = 3.2 + random.next() * 1.7;
    const ratingCount = random.int(3, 400);
    const ratings = {
      waiting: rating(random, quality - 0.3, 0.6, ratingCount),
      careConditions: rating(random, quality, 0.5, ratingCount),
      staffPreparedness: rating(random, quality + 0.1, 0.4, ratingCount),
      behaviour: rating(random, quality + 0.2, 0.4, ratingCount),
    };
    const categories = Object.values(ratings);
    providers.push({
      id,
      name: uniqueName(clinicName(random, place.countryCode, place.city), taken),
      countryCode: place.countryCode,
      locationId: place.id,
      address: { postalCode: place.postalCode, city: place.city, street: streetAddress(random, place.countryCode) },
      lon: round(place.lon + random.jitter(jitterOf(place) * 1.5), 5),
      lat: round(place.lat + random.jitter(jitterOf(place)), 5),
      photos: Array.from({ length: random.int(1, 4) }, (_, i) => `provider-${id}-${i + 1}.svg`),
      specializationIds: specializationIds(random),
      // Overall is what the category averages say, counted over every review.
      ratings: { ...ratings, overall: { average: clampRating(categories.reduce((sum, r) => sum + r.average, 0) / categories.length), count: ratingCount } },
    });
  }
  return providers;
}
