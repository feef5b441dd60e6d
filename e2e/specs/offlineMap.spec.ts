/**
 * Issue 11: the offline basemap shows more than outlines when zoomed in. On insurer's provider
 * search (a public map at the country view, no tile server) the map starts with the countries
 * and the big cities; two steps closer it draws county borders and names and more towns. The map
 * element says what the basemap draws (data-basemap-layers, data-basemap-towns: see
 * renderer/map/createProviderMap.ts), since a canvas cannot be read. Its zoom buttons are touch
 * sized and the town data's licence is credited on the map.
 */
import { expect, test, type Locator } from '../support/test';
import { urlOf } from '../pages/PortalPage';
import { brand } from '../support/brands';

const towns = async (map: Locator): Promise<number> => Number(await map.getAttribute('data-basemap-towns'));

for (const width of [390, 1280]) {
  test(`insurer at ${width} px: zooming in adds counties, their names and smaller towns to the offline map`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const b = brand('insurer');
    expect(b.brand.map.tileUrl).toBeUndefined();
    await page.goto(urlOf(b, b.brand.rules.providerSearchPath));
    // The map shows the clinics of the providers tab.
    await page.locator('button[data-list-type="providers"]').click();
    const map = page.locator('.provider-map__canvas');
    await map.scrollIntoViewIfNeeded();

    // The map has room: OpenLayers' viewport once collapsed to 0 px in the search's map column.
    expect((await page.locator('.provider-map .ol-viewport').boundingBox())!.height).toBeGreaterThanOrEqual(300);

    // The country view: outlines and the biggest towns, no counties yet.
    await expect(map).toHaveAttribute('data-basemap-layers', 'outlines towns');
    const atCountryView = await towns(map);
    expect(atCountryView).toBeGreaterThan(0);

    const zoomIn = page.locator('.provider-map .ol-zoom-in');
    for (const button of [zoomIn, page.locator('.provider-map .ol-zoom-out')]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await zoomIn.click();
    await expect(map).toHaveAttribute('data-basemap-layers', 'outlines counties towns');
    await zoomIn.click();
    await expect(map).toHaveAttribute('data-basemap-layers', 'outlines counties county-names towns');
    // Towns are still drawn (which sizes show at which zoom: tests/renderer/map/regionDetails.test.ts).
    expect(await towns(map)).toBeGreaterThan(0);

    await expect(page.locator('.provider-map .ol-attribution')).toContainText('GeoNames (CC BY 4.0)');
    if (process.env.MAP_SHOTS) await map.screenshot({ path: `${process.env.MAP_SHOTS}/insurer-map-${width}.png` });
  });
}
