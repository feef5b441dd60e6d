/**
 * The demo doctors: the requested number in total, spread unevenly over the clinics (a small
 * practice has two doctors, a centre nine), each with one or two of the clinic's specialties,
 * a price in the clinic's currency, sometimes a discount, English, or video consultations.
 */
import type { FixtureDoctor, FixtureProvider } from './providerFixtureTypes';
import { PLACE_GROUPS } from './providerPlaces';
import { doctorName } from './providerNames';
import type { ProviderRandom } from './providerPrng';
import { SUBFUNCTIONS } from './providerSpecialties';

const DISCOUNTS = [5, 10, 15, 20, 25];
const HAS_VIDEO_SERVICE = new Set(SUBFUNCTIONS.filter((s) => s.video).map((s) => s.specializationId));
const HUNGARIAN_SPEAKING_PLACES = new Set(PLACE_GROUPS.filter((g) => g.hungarianSpeaking).flatMap((g) => g.places.map((p) => p.id)));

/** `perProvider` each on average, moved between random pairs so the total stays exact. */
function doctorCounts(random: ProviderRandom, providers: number, perProvider: number): number[] {
  const counts = Array.from({ length: providers }, () => perProvider);
  for (let i = 0; i < providers; i += 1) {
    const from = random.int(0, providers - 1);
    const to = random.int(0, providers - 1);
    const moved = random.int(0, 2);
    if (counts[from]! - moved >= 1) {
      counts[from]! -= moved;
      counts[to]! += moved;
    }
  }
  return counts;
}

export function generateDoctors(random: ProviderRandom, providers: readonly FixtureProvider[], perProvider: number): FixtureDoctor[] {
  const counts = doctorCounts(random, providers.length, perProvider);
  const doctors: FixtureDoctor[] = [];
  providers.forEach((provider, index) => {
    for (let n = 0; n < counts[index]!; n += 1) {
      const hu = provider.countryCode === 'HU';
      const specializationIds = random.sample(provider.specializationIds, random.chance(0.75) ? 1 : 2).sort((a, b) => a - b);
      doctors.push({
        id: doctors.length + 1,
        providerId: provider.id,
        ...doctorName(random, provider.countryCode, HUNGARIAN_SPEAKING_PLACES.has(provider.locationId)),
        specializationIds,
        speaksEnglish: random.chance(hu ? 0.35 : 0.5),
        // HUF in steps of 500 Ft (15 000–45 000), RON in steps of 10 lei (150–450).
        price: hu ? random.int(30, 90) * 500 : random.int(15, 45) * 10,
        currency: hu ? 'HUF' : 'RON',
        discountPercent: random.chance(0.3) ? random.pick(DISCOUNTS) : 0,
        video: specializationIds.some((id) => HAS_VIDEO_SERVICE.has(id)) && random.chance(0.35),
      });
    }
  });
  return doctors;
}
