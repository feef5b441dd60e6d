/**
 * At which zoom the offline basemap's details appear, as plain numbers so they can be tested
 * without a canvas. The brands' country views are zoom 7 to 8 (brand.map.zoom): there the map
 * shows the countries and the big cities; each step closer adds the next tier of towns, the
 * county borders one step past the country view and the county names one step after that.
 * OpenLayers' minZoom is exclusive: a layer with minZoom 7.5 shows from just above 7.5.
 */

/** County borders show above this zoom. */
export const COUNTY_BORDER_MIN_ZOOM = 7.5;
/** County names show above this zoom. */
export const COUNTY_NAME_MIN_ZOOM = 8.5;
/**
 * Town tiers by rank (see server/cli/generateRegionDetails.cjs): 0 capitals and cities of
 * 150,000 or more, 1 county seats and towns of 50,000, 2 of 20,000, 3 of 10,000.
 */
const TOWN_MIN_ZOOM: readonly number[] = [5, 7.5, 8.5, 9.5];

/** Web Mercator metres per pixel at zoom 0 on 256-pixel tiles (OpenLayers' default view). */
const RESOLUTION_AT_ZOOM_0 = 156543.03392804097;

export function zoomForResolution(resolution: number): number {
  return Math.log2(RESOLUTION_AT_ZOOM_0 / resolution);
}

/** Whether a town of this rank is drawn at this zoom (decluttering may still hide its name). */
export function isTownShown(rank: number, zoom: number): boolean {
  const minZoom = TOWN_MIN_ZOOM[rank];
  return minZoom !== undefined && zoom > minZoom;
}
