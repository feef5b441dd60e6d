/**
 * What the browser may see of a merged brand: the /api/config answer (spec Config fields) and
 * the bundle the renderer builds the portal from. Server-only keys are removed by schema.
 */
import { createHash } from 'node:crypto';
import type { BrandBundle, ConfigResponse, IconSet } from '../../generated/config-types';
import type { EffectiveBrand } from './loadBrands';
import { serverOnlyPaths, withoutPaths } from './serverOnlyKeys';

const BRAND_SERVER_ONLY = serverOnlyPaths('brand.schema.json');

/** Locale namespaces only the server uses (mail texts); the browser bundle, inlined in every page, leaves them out. */
export const SERVER_ONLY_NAMESPACES = new Set(['mail']);

function publicLocales(locales: EffectiveBrand['locales']): EffectiveBrand['locales'] {
  return Object.fromEntries(
    Object.entries(locales).map(([lng, namespaces]) => [lng, Object.fromEntries(Object.entries(namespaces).filter(([ns]) => !SERVER_ONLY_NAMESPACES.has(ns)))]),
  ) as EffectiveBrand['locales'];
}

export function configResponse(brand: EffectiveBrand): ConfigResponse {
  const b = brand.brand;
  return {
    theme: b.theme,
    portalType: b.portalType,
    registrationMode: b.registrationMode,
    providerPhotosDir: b.providerPhotosDir,
    partner: b.partner,
    isMed24: b.isMed24,
    hasPublicCalendar: b.hasPublicCalendar,
    termsAndConditions: b.termsAndConditions,
    privacyPolicy: b.privacyPolicy,
    assistancePolicy: b.assistancePolicy,
  };
}

/**
 * The brand's icon set with only the icons its service tiles draw, the set's only use in the
 * browser (renderer/ui/Icon.tsx): the set travels with every page that shows tiles, and the icons
 * no tile names (menus, arrows, marks) would only make those pages heavier.
 */
function tileIcons(brand: EffectiveBrand): IconSet {
  const used = new Set(Object.values(brand.services.services).flatMap((service) => (service?.tile ? [service.tile.image] : [])));
  return { ...brand.iconSet, icons: Object.fromEntries(Object.entries(brand.iconSet.icons).filter(([name]) => used.has(name))) };
}

export function publicBundle(brand: EffectiveBrand): BrandBundle {
  const body: Omit<BrandBundle, 'version'> = {
    config: configResponse(brand),
    brand: withoutPaths(brand.brand, BRAND_SERVER_ONLY),
    routes: brand.routes.routes,
    guards: brand.guards.guards,
    services: brand.services.services,
    healthTools: brand.services.healthTools ?? {},
    forms: brand.forms.forms,
    content: brand.content.pages,
    locales: publicLocales(brand.locales),
    iconSet: tileIcons(brand),
  };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  return { version, ...body };
}
