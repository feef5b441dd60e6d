/**
 * A BrandBundle assembled from the real base documents (brands/_base), the way the server
 * builds one for a brand with no overrides: documents unwrapped, server-only brand keys dropped,
 * locales per language and namespace, the brand's icon set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandBundle, BrandDocument, ConfigResponse, IconSet, LocaleNamespaces } from '../../../generated/config-types';
import { withDerivedBrandTexts } from '../../../renderer/domain/format/brandTexts';

const BASE = path.resolve(import.meta.dirname, '../../../brands/_base');
const read = <T>(...segments: string[]): T => JSON.parse(fs.readFileSync(path.join(BASE, ...segments), 'utf8')) as T;

/** A language's namespaces, with the brand texts the loader derives (the name's Hungarian forms, the phone lines). */
function locales(lng: string, brand: BrandDocument): LocaleNamespaces {
  const dir = path.join(BASE, 'locales', lng);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => {
        const ns = f.slice(0, -5);
        const texts = read<Record<string, unknown>>('locales', lng, f);
        return [ns, ns === 'brand' ? withDerivedBrandTexts(texts, lng, brand) : texts];
      }),
  ) as LocaleNamespaces;
}

export function baseBundle(): BrandBundle {
  const { $schema: _s, fallback: _f, hosts: _h, ...brand } = read<BrandDocument & { $schema?: string }>('brand.json');
  const config: ConfigResponse = {
    theme: brand.theme,
    portalType: brand.portalType,
    registrationMode: brand.registrationMode,
    providerPhotosDir: brand.providerPhotosDir,
    partner: brand.partner,
    isMed24: brand.isMed24,
    hasPublicCalendar: brand.hasPublicCalendar,
    termsAndConditions: brand.termsAndConditions,
    privacyPolicy: brand.privacyPolicy,
    assistancePolicy: brand.assistancePolicy,
  };
  return {
    version: '0123456789abcdef',
    config,
    brand: { ...brand, captcha: { ...brand.captcha, secretKey: undefined } } as BrandDocument,
    routes: read<{ routes: BrandBundle['routes'] }>('routes.json').routes,
    guards: read<{ guards: BrandBundle['guards'] }>('guards.json').guards,
    services: read<{ services: BrandBundle['services'] }>('services.json').services,
    healthTools: read<{ healthTools: BrandBundle['healthTools'] }>('services.json').healthTools,
    forms: read<{ forms: BrandBundle['forms'] }>('forms.json').forms,
    content: read<{ pages: BrandBundle['content'] }>('content.json').pages,
    locales: { hu: locales('hu', brand), en: locales('en', brand), ro: locales('ro', brand) },
    iconSet: read<IconSet>('icon-sets', `${brand.themeTokens.iconSet}.json`),
  };
}
