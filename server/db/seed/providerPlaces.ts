/**
 * Places of the demo providers: real Hungarian and Romanian cities (Budapest districts and
 * Bucharest sectors as their own places) with approximate centre coordinates and a postal code,
 * grouped by county as the location filter lists them (spec section 3, "Location list").
 * Ids are explicit and only ever appended to: links with ?location=… and the e2e tests rely on them.
 * `weight` is a rough share of providers, so the capitals get the most clinics, as in life.
 */

import type { LocalizedName } from './providerSpecialties';

export type CountryCode = 'HU' | 'RO';

export interface ProviderPlace {
  id: number;
  groupId: number;
  countryCode: CountryCode;
  /** Official local name of the place as the location filter lists it. */
  text: string;
  /** The name in each language: towns keep their own; districts and sectors say so in the language. */
  names: LocalizedName;
  /** The city for addresses: the district's or sector's city, else the place itself. */
  city: string;
  /** Translation key under '_locations.' (spec section 3). */
  transKey: string;
  lon: number;
  lat: number;
  postalCode: string;
  weight: number;
}

export interface PlaceGroup {
  id: number;
  countryCode: CountryCode;
  text: string;
  /** The county in each language ("Pest vármegye", "Pest County", "Județul Pest"). */
  names: LocalizedName;
  transKey: string;
  /** A Romanian county with a large Hungarian-speaking population: names there are mixed. */
  hungarianSpeaking: boolean;
  places: ProviderPlace[];
}

type Row = [text: string, transKey: string, lon: number, lat: number, postalCode: string, weight: number, city?: string, names?: LocalizedName];
type GroupRow = [id: number, country: CountryCode, text: string, transKey: string, hungarianSpeaking: boolean, rows: Row[]];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXII', 'XXIII'];
/** Approximate centres of Budapest's 23 districts, [lon, lat], district I first. */
const BUDAPEST_DISTRICTS: Array<[number, number]> = [
  [19.035, 47.497], [18.99, 47.535], [19.04, 47.565], [19.09, 47.563], [19.052, 47.502], [19.066, 47.507],
  [19.072, 47.5], [19.088, 47.489], [19.09, 47.476], [19.15, 47.48], [19.035, 47.465], [18.985, 47.5],
  [19.07, 47.528], [19.11, 47.516], [19.13, 47.562], [19.19, 47.518], [19.26, 47.483], [19.22, 47.432],
  [19.14, 47.448], [19.115, 47.432], [19.075, 47.422], [19.02, 47.425], [19.12, 47.4],
];
const budapest: Row[] = BUDAPEST_DISTRICTS.map(([lon, lat], i) =>
  [`Budapest ${ROMAN[i]}. kerület`, `budapest_${String(i + 1).padStart(2, '0')}`, lon, lat, `1${String(i + 1).padStart(2, '0')}1`, 5, 'Budapest',
    { hu: `Budapest ${ROMAN[i]}. kerület`, en: `Budapest, District ${ROMAN[i]}`, ro: `Budapesta, sectorul ${ROMAN[i]}` }]);
const bucharest: Row[] = ([[26.07, 44.478], [26.14, 44.452], [26.15, 44.418], [26.11, 44.38], [26.055, 44.4], [26.03, 44.438]] as const)
  .map(([lon, lat], i) => [`București, Sectorul ${i + 1}`, `bucuresti_sector_${i + 1}`, lon, lat, `0${i + 1}0011`, 6, 'București',
    { hu: `București, Sectorul ${i + 1}`, en: `Bucharest, Sector ${i + 1}`, ro: `București, Sectorul ${i + 1}` }]);

const GROUPS: GroupRow[] = [
  [1, 'HU', 'Budapest', 'hu_budapest', false, budapest],
  [2, 'HU', 'Pest vármegye', 'hu_pest', false, [['Budaörs', 'budaors', 18.958, 47.461, '2040', 2], ['Érd', 'erd', 18.913, 47.394, '2030', 2], ['Szentendre', 'szentendre', 19.075, 47.669, '2000', 1], ['Vác', 'vac', 19.133, 47.776, '2600', 1], ['Gödöllő', 'godollo', 19.36, 47.597, '2100', 1], ['Cegléd', 'cegled', 19.8, 47.173, '2700', 1]]],
  [3, 'HU', 'Hajdú-Bihar vármegye', 'hu_hajdu_bihar', false, [['Debrecen', 'debrecen', 21.627, 47.531, '4024', 8], ['Hajdúszoboszló', 'hajduszoboszlo', 21.397, 47.443, '4200', 1]]],
  [4, 'HU', 'Csongrád-Csanád vármegye', 'hu_csongrad_csanad', false, [['Szeged', 'szeged', 20.148, 46.253, '6720', 7], ['Hódmezővásárhely', 'hodmezovasarhely', 20.333, 46.418, '6800', 1]]],
  [5, 'HU', 'Baranya vármegye', 'hu_baranya', false, [['Pécs', 'pecs', 18.233, 46.073, '7621', 6], ['Mohács', 'mohacs', 18.683, 45.993, '7700', 1]]],
  [6, 'HU', 'Győr-Moson-Sopron vármegye', 'hu_gyor_moson_sopron', false, [['Győr', 'gyor', 17.634, 47.687, '9021', 6], ['Sopron', 'sopron', 16.59, 47.685, '9400', 2], ['Mosonmagyaróvár', 'mosonmagyarovar', 17.268, 47.867, '9200', 1]]],
  [7, 'HU', 'Borsod-Abaúj-Zemplén vármegye', 'hu_borsod_abauj_zemplen', false, [['Miskolc', 'miskolc', 20.783, 48.104, '3525', 6], ['Kazincbarcika', 'kazincbarcika', 20.633, 48.25, '3700', 1]]],
  [8, 'HU', 'Szabolcs-Szatmár-Bereg vármegye', 'hu_szabolcs_szatmar_bereg', false, [['Nyíregyháza', 'nyiregyhaza', 21.717, 47.956, '4400', 5], ['Kisvárda', 'kisvarda', 22.083, 48.217, '4600', 1]]],
  [9, 'HU', 'Bács-Kiskun vármegye', 'hu_bacs_kiskun', false, [['Kecskemét', 'kecskemet', 19.69, 46.907, '6000', 5], ['Baja', 'baja', 18.956, 46.18, '6500', 1]]],
  [10, 'HU', 'Fejér vármegye', 'hu_fejer', false, [['Székesfehérvár', 'szekesfehervar', 18.41, 47.19, '8000', 5], ['Dunaújváros', 'dunaujvaros', 18.935, 46.962, '2400', 1]]],
  [11, 'HU', 'Vas vármegye', 'hu_vas', false, [['Szombathely', 'szombathely', 16.622, 47.231, '9700', 4]]],
  [12, 'HU', 'Veszprém vármegye', 'hu_veszprem', false, [['Veszprém', 'veszprem', 17.909, 47.093, '8200', 3], ['Balatonfüred', 'balatonfured', 17.872, 46.957, '8230', 1]]],
  [13, 'HU', 'Zala vármegye', 'hu_zala', false, [['Zalaegerszeg', 'zalaegerszeg', 16.844, 46.84, '8900', 2], ['Nagykanizsa', 'nagykanizsa', 16.991, 46.453, '8800', 2]]],
  [14, 'HU', 'Somogy vármegye', 'hu_somogy', false, [['Kaposvár', 'kaposvar', 17.797, 46.359, '7400', 3], ['Siófok', 'siofok', 18.048, 46.904, '8600', 1]]],
  [15, 'HU', 'Tolna vármegye', 'hu_tolna', false, [['Szekszárd', 'szekszard', 18.709, 46.35, '7100', 2]]],
  [16, 'HU', 'Komárom-Esztergom vármegye', 'hu_komarom_esztergom', false, [['Tatabánya', 'tatabanya', 18.394, 47.585, '2800', 2], ['Esztergom', 'esztergom', 18.74, 47.786, '2500', 1]]],
  [17, 'HU', 'Heves vármegye', 'hu_heves', false, [['Eger', 'eger', 20.377, 47.903, '3300', 3], ['Gyöngyös', 'gyongyos', 19.929, 47.783, '3200', 1]]],
  [18, 'HU', 'Nógrád vármegye', 'hu_nograd', false, [['Salgótarján', 'salgotarjan', 19.803, 48.099, '3100', 1]]],
  [19, 'HU', 'Jász-Nagykun-Szolnok vármegye', 'hu_jasz_nagykun_szolnok', false, [['Szolnok', 'szolnok', 20.196, 47.175, '5000', 3]]],
  [20, 'HU', 'Békés vármegye', 'hu_bekes', false, [['Békéscsaba', 'bekescsaba', 21.088, 46.679, '5600', 2], ['Gyula', 'gyula', 21.283, 46.645, '5700', 1]]],
  [21, 'RO', 'București', 'ro_bucuresti', false, bucharest],
  [22, 'RO', 'Județul Ilfov', 'ro_ilfov', false, [['Voluntari', 'voluntari', 26.186, 44.49, '077190', 1], ['Otopeni', 'otopeni', 26.07, 44.55, '075100', 1]]],
  [23, 'RO', 'Județul Cluj', 'ro_cluj', true, [['Cluj-Napoca', 'cluj_napoca', 23.594, 46.77, '400001', 8], ['Turda', 'turda', 23.785, 46.567, '401001', 1]]],
  [24, 'RO', 'Județul Timiș', 'ro_timis', false, [['Timișoara', 'timisoara', 21.227, 45.755, '300001', 7], ['Lugoj', 'lugoj', 21.904, 45.689, '305500', 1]]],
  [25, 'RO', 'Județul Iași', 'ro_iasi', false, [['Iași', 'iasi', 27.587, 47.159, '700001', 6]]],
  [26, 'RO', 'Județul Bihor', 'ro_bihor', true, [['Oradea', 'oradea', 21.921, 47.072, '410001', 4]]],
  [27, 'RO', 'Județul Brașov', 'ro_brasov', false, [['Brașov', 'brasov', 25.601, 45.657, '500001', 5]]],
  [28, 'RO', 'Județul Constanța', 'ro_constanta', false, [['Constanța', 'constanta', 28.634, 44.173, '900001', 5], ['Mangalia', 'mangalia', 28.582, 43.817, '905500', 1]]],
  [29, 'RO', 'Județul Sibiu', 'ro_sibiu', false, [['Sibiu', 'sibiu', 24.152, 45.793, '550001', 3]]],
  [30, 'RO', 'Județul Mureș', 'ro_mures', true, [['Târgu Mureș', 'targu_mures', 24.558, 46.545, '540001', 3]]],
  [31, 'RO', 'Județul Arad', 'ro_arad', false, [['Arad', 'arad', 21.312, 46.176, '310001', 3]]],
  [32, 'RO', 'Județul Dolj', 'ro_dolj', false, [['Craiova', 'craiova', 23.8, 44.319, '200001', 4]]],
  [33, 'RO', 'Județul Prahova', 'ro_prahova', false, [['Ploiești', 'ploiesti', 26.013, 44.942, '100001', 3]]],
  [34, 'RO', 'Județul Galați', 'ro_galati', false, [['Galați', 'galati', 28.05, 45.435, '800001', 3]]],
  [35, 'RO', 'Județul Suceava', 'ro_suceava', false, [['Suceava', 'suceava', 26.255, 47.651, '720001', 2]]],
  [36, 'RO', 'Județul Harghita', 'ro_harghita', true, [['Miercurea Ciuc', 'miercurea_ciuc', 25.805, 46.358, '530001', 1], ['Odorheiu Secuiesc', 'odorheiu_secuiesc', 25.3, 46.305, '535600', 1]]],
  [37, 'RO', 'Județul Covasna', 'ro_covasna', true, [['Sfântu Gheorghe', 'sfantu_gheorghe', 25.787, 45.864, '520001', 1]]],
  [38, 'RO', 'Județul Satu Mare', 'ro_satu_mare', true, [['Satu Mare', 'satu_mare', 22.885, 47.792, '440001', 2]]],
  [39, 'RO', 'Județul Maramureș', 'ro_maramures', false, [['Baia Mare', 'baia_mare', 23.58, 47.659, '430001', 2]]],
];

/** Capitals with names of their own in the other languages. */
const CAPITALS: Record<string, LocalizedName> = {
  Budapest: { hu: 'Budapest', en: 'Budapest', ro: 'Budapesta' },
  București: { hu: 'București', en: 'Bucharest', ro: 'București' },
};

/**
 * A county in each language: Hungarian counties are "X vármegye", "X County", "Județul X";
 * Romanian ones keep their Romanian name in Hungarian ("Județul Cluj", as the data has it),
 * and are "Cluj County" in English.
 */
function countyNames(country: CountryCode, text: string): LocalizedName {
  const capital = CAPITALS[text];
  if (capital) return capital;
  const county = country === 'HU' ? text.replace(/ vármegye$/, '') : text.replace(/^Județul /, '');
  return { hu: text, en: `${county} County`, ro: `Județul ${county}` };
}

/** Place id = group id × 100 + position, so appending a city never renumbers another. */
export const PLACE_GROUPS: readonly PlaceGroup[] = GROUPS.map(([id, countryCode, text, transKey, hungarianSpeaking, rows]) => ({
  id,
  countryCode,
  text,
  names: countyNames(countryCode, text),
  transKey,
  hungarianSpeaking,
  places: rows.map(([placeText, placeKey, lon, lat, postalCode, weight, city, names], i) => ({
    id: id * 100 + i + 1, groupId: id, countryCode, text: placeText, names: names ?? { hu: placeText, en: placeText, ro: placeText },
    city: city ?? placeText, transKey: placeKey, lon, lat, postalCode, weight,
  })),
}));

export const PROVIDER_PLACES: readonly ProviderPlace[] = PLACE_GROUPS.flatMap((g) => g.places);

/** Bounding boxes [west, south, east, north] of the two countries, for sanity checks. */
export const COUNTRY_BOUNDS: Record<CountryCode, [number, number, number, number]> = {
  HU: [16.11, 45.74, 22.9, 48.59],
  RO: [20.26, 43.62, 29.76, 48.27],
};
