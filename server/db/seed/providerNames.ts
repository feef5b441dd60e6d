/**
 * Names for the demo data: common Hungarian and Romanian family and given names, and clinic and
 * street names of the kind found in the two countries. Hungarian names are written family name
 * first ("Dr. Kovács Anna"), Romanian ones given name first ("Dr. Andrei Popescu"), as each
 * country writes them. In Romanian counties with a large Hungarian-speaking population a share of
 * doctors have Hungarian names, as they do in Cluj-Napoca or Târgu Mureș.
 */
import type { CountryCode } from './providerPlaces';
import type { ProviderRandom } from './providerPrng';

const HU_FAMILY = ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp', 'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Simon', 'Rácz', 'Fekete', 'Szilágyi', 'Török', 'Fehér', 'Balázs', 'Gál', 'Kis', 'Szűcs', 'Kocsis', 'Pintér', 'Fodor', 'Szalai', 'Sipos', 'Magyar', 'Lukács', 'Gulyás', 'Bíró', 'Király', 'Katona', 'László', 'Jakab'];
const HU_GIVEN = ['Anna', 'Katalin', 'Éva', 'Zsuzsanna', 'Mária', 'Ildikó', 'Krisztina', 'Andrea', 'Judit', 'Erzsébet', 'Eszter', 'Réka', 'Dóra', 'Petra', 'Orsolya', 'Noémi', 'Boglárka', 'Tímea', 'László', 'István', 'József', 'Zoltán', 'Sándor', 'Gábor', 'Péter', 'Attila', 'Tamás', 'Balázs', 'Gergely', 'András', 'Ádám', 'Dániel', 'Márton', 'Bence', 'Csaba', 'Levente'];
const RO_FAMILY = ['Popescu', 'Ionescu', 'Popa', 'Pop', 'Radu', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Matei', 'Ciobanu', 'Rusu', 'Constantin', 'Munteanu', 'Moldovan', 'Marin', 'Mihai', 'Lazăr', 'Florea', 'Dinu', 'Tudor', 'Barbu', 'Nistor', 'Avram', 'Sârbu', 'Diaconu', 'Ene', 'Toma', 'Ungureanu', 'Cristea'];
const RO_GIVEN = ['Maria', 'Elena', 'Ioana', 'Andreea', 'Alexandra', 'Ana', 'Cristina', 'Mihaela', 'Diana', 'Raluca', 'Irina', 'Simona', 'Gabriela', 'Roxana', 'Larisa', 'Andrei', 'Alexandru', 'Mihai', 'Ion', 'Gheorghe', 'Constantin', 'Cristian', 'Ștefan', 'Adrian', 'Bogdan', 'Florin', 'Radu', 'Vlad', 'Sorin', 'Dragoș'];

const HU_CLINIC = ['Aranyhíd', 'Életfa', 'Harmónia', 'Korona', 'Szent Lukács', 'Medicor', 'Vitalitás', 'Napfény', 'Platán', 'Hygieia', 'Pannon', 'Kikelet', 'Liget', 'Babér', 'Forrás'];
const HU_CLINIC_KIND = ['Magánrendelő', 'Egészségközpont', 'Klinika', 'Szakrendelő', 'Orvosi Centrum', 'Diagnosztikai Központ'];
const RO_CLINIC_KIND = ['Clinica', 'Centrul Medical', 'Policlinica'];
const RO_CLINIC = ['Sanitas', 'Medicum', 'Hipocrate', 'Vitalis', 'Aesculap', 'Carpați', 'Salus', 'Novamed', 'Arcadia', 'Euromed', 'Panaceea', 'Sfântul Luca'];
const HU_STREET = ['Kossuth Lajos utca', 'Petőfi Sándor utca', 'Rákóczi út', 'Széchenyi tér', 'Ady Endre utca', 'Bajcsy-Zsilinszky út', 'Dózsa György út', 'Arany János utca', 'Jókai Mór utca', 'Kodály Zoltán körút', 'Deák Ferenc utca', 'Váci út', 'Szent István körút', 'Béke utca'];
const RO_STREET = ['Strada Memorandumului', 'Bulevardul Eroilor', 'Strada Republicii', 'Calea Dorobanților', 'Strada Mihai Viteazu', 'Bulevardul Revoluției', 'Strada Avram Iancu', 'Strada Unirii', 'Bulevardul Independenței', 'Strada Libertății'];

export interface PersonName {
  familyName: string;
  givenName: string;
  /** As the portal shows it, with the title. */
  displayName: string;
}

/** Hungarian given names double as family names (László, Balázs): avoid "Dr. László László". */
function distinct(random: ProviderRandom, family: string, pool: readonly string[]): string {
  let given = random.pick(pool);
  while (given === family) given = random.pick(pool);
  return given;
}

export function doctorName(random: ProviderRandom, countryCode: CountryCode, hungarianSpeaking: boolean): PersonName {
  const hungarian = countryCode === 'HU' || (hungarianSpeaking && random.chance(0.4));
  if (hungarian) {
    const familyName = random.pick(HU_FAMILY);
    const givenName = distinct(random, familyName, HU_GIVEN);
    return { familyName, givenName, displayName: `Dr. ${familyName} ${givenName}` };
  }
  const familyName = random.pick(RO_FAMILY);
  const givenName = distinct(random, familyName, RO_GIVEN);
  return { familyName, givenName, displayName: `Dr. ${givenName} ${familyName}` };
}

/** "Életfa Egészségközpont – Debrecen", "Clinica Medicum Cluj-Napoca". Uniqueness is the caller's. */
export function clinicName(random: ProviderRandom, countryCode: CountryCode, city: string): string {
  if (countryCode === 'HU') return `${random.pick(HU_CLINIC)} ${random.pick(HU_CLINIC_KIND)} – ${city}`;
  return `${random.pick(RO_CLINIC_KIND)} ${random.pick(RO_CLINIC)} ${city}`;
}

/** Street and number as each country writes them: "Kossuth Lajos utca 12.", "Strada Unirii nr. 12". */
export function streetAddress(random: ProviderRandom, countryCode: CountryCode): string {
  const number = random.int(1, 120);
  return countryCode === 'HU' ? `${random.pick(HU_STREET)} ${number}.` : `${random.pick(RO_STREET)} nr. ${number}`;
}
