/**
 * Which countries the offline basemap draws, by ISO 3166-1 numeric id: Hungary and Romania,
 * where the providers are, and their neighbours, so that border towns do not sit at the edge of
 * an empty canvas. Changing this list means regenerating regionOutlines.json (see cutTopology.ts).
 */
export const BASEMAP_COUNTRY_IDS: ReadonlySet<number> = new Set([
  348, // Hungary
  642, // Romania
  40, // Austria
  703, // Slovakia
  804, // Ukraine
  498, // Moldova
  688, // Serbia
  191, // Croatia
  705, // Slovenia
  100, // Bulgaria
]);
