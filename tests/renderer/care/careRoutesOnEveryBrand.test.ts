/**
 * Issue 12's "hidden routes": on every brand, every route offered for a care service (a consultation
 * kind, a second opinion, organised care, claim reporting, the pre-authorisation) is built: its service document has a complete care object
 * (careOfService reads it, as the screen does), with a form document the brand has, so the screen
 * is the care page, never the unknown-screen panel.
 */
import { describe, expect, it } from 'vitest';
import { careOfService } from '../../../renderer/domain/care/careOfService';
import { routeOffered } from '../../../server/config/brandOffers';
import { testBrands } from '../../server/testApp';

const CARE_SERVICES = [
  'general-consultation', 'pediatric-consultation', 'nutrition-consultation', 'psychology', 'fitness-consultation', 'rights-consultation',
  'wiwe-consultation', 'second-opinion', 'oncology-second-opinion', 'card-network', 'claim-reporting', 'preauthorization',
];

describe('care routes on every brand', () => {
  const brands = testBrands().all().map((served) => served.effective);

  it.each(brands.map((b) => [b.id, b] as const))('%s: every offered care route has a care document and its form', (_id, brand) => {
    const offered = Object.entries(brand.routes.routes).filter(([path, route]) => route?.screen === 'service' && CARE_SERVICES.includes(route.params?.service ?? '') && routeOffered(brand, path));
    for (const [path, route] of offered) {
      const care = careOfService(brand.services.services[route!.params!.service!]);
      expect(care, `${brand.id} ${path}`).not.toBeNull();
      expect(brand.forms.forms[care!.form], `${brand.id} ${path}: form ${care!.form}`).toBeDefined();
    }
  });

  it('finds the care routes on the brands that offer them', () => {
    const byBrand = brands.map((brand) => Object.entries(brand.routes.routes).filter(([path, route]) => route?.screen === 'service' && careOfService(brand.services.services[route.params?.service ?? '']) && routeOffered(brand, path)).length);
    // The default brand offers all twelve care routes (the specialist consultation is one route for six specialties; claim reporting's items are claims; the pre-authorisation asks in steps).
    expect(Math.max(...byBrand)).toBe(12);
  });
});
