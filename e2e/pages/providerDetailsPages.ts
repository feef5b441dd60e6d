/**
 * Page objects of the detail pages and the map landing: a clinic's page
 * (/providers/:id), a doctor's (/providers/:id/doctors/:id), a specialization's
 * (/providers/:id/specializations/:id) and /landing/provider-search. Selectors follow
 * renderer/screens/provider-details and renderer/screens/provider-map.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { text } from '../support/brands';

export class DetailPage {
  readonly heading: Locator;
  readonly ratings: Locator;
  readonly specializations: Locator;
  readonly doctors: Locator;
  readonly slots: Locator;
  readonly noFreeSlot: Locator;
  readonly photos: Locator;
  readonly mapCanvas: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('h1');
    this.ratings = page.getByTestId('rating-bars').locator('.rating-bars__row');
    this.specializations = page.getByTestId('specializations').locator('a');
    this.doctors = page.getByTestId('doctors').locator('a');
    this.slots = page.getByTestId('upcoming-slots').locator('a');
    this.noFreeSlot = page.getByTestId('no-free-slot');
    this.photos = page.locator('.details__photos img');
    this.mapCanvas = page.locator('.details__map canvas');
  }

  /** The slots section has answered: slot links or the no-free-slot message. */
  async expectSlotsShown(): Promise<void> {
    await expect(this.page.locator('[data-testid="upcoming-slots"], [data-testid="no-free-slot"]').first()).toBeVisible();
  }

  /** Every photo decodes in the browser (the server draws them as JPEG). */
  async expectPhotosDecoded(): Promise<void> {
    const count = await this.photos.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const photo = this.photos.nth(i);
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }
  }
}

export class MapLanding {
  readonly markerLinks: Locator;
  readonly canvas: Locator;
  readonly location: Locator;
  readonly searchLink: Locator;
  readonly selected: Locator;

  constructor(readonly page: Page) {
    this.markerLinks = page.locator('.provider-map ul a');
    this.canvas = page.locator('.provider-map canvas');
    this.location = page.locator('select[name="location"]');
    this.searchLink = page.getByTestId('map-search-link');
    this.selected = page.getByTestId('map-selected');
  }
}

/** The not-found panel's heading in the brand's default locale. */
export const notFoundTitle = (b: EffectiveBrand): string => text(b, b.brand.defaultLocale, 'ui.notFound.title');
