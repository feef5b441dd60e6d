import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../../renderer/domain/format/pageTitle';
import { createI18n } from '../../../../renderer/i18n/createI18n';
import { baseBundle } from '../../helpers/baseBundle';

const fake = (texts: Record<string, string>) => ({ t: (k: string) => texts[k] ?? k, exists: (k: string) => k in texts });

describe('page title (spec section 2)', () => {
  it('is the translated route name, " - " and the brand suffix', () => {
    expect(pageTitle('routes.aboutUs', 'Egészségpont', fake({ 'routes.aboutUs': 'About us' }))).toBe('About us - Egészségpont');
  });

  it('is the suffix alone when the route name has no translation', () => {
    expect(pageTitle('routes.nowhere', 'Egészségpont', fake({}))).toBe('Egészségpont');
    expect(pageTitle(undefined, 'Egészségpont', fake({}))).toBe('Egészségpont');
  });

  it('is the suffix alone when the translation is blank', () => {
    expect(pageTitle('routes.blank', 'Suffix', fake({ 'routes.blank': '  ' }))).toBe('Suffix');
  });

  it('works with the real i18next instance and base translations in every language', () => {
    const bundle = baseBundle();
    for (const lng of ['hu', 'en', 'ro'] as const) {
      const i18n = createI18n(bundle, lng);
      const name = (bundle.locales[lng].routes as Record<string, string>).aboutUs;
      const brandName = (bundle.locales[lng].brand as Record<string, string>).name!;
      expect(pageTitle('routes.aboutUs', brandName, { t: (k) => i18n.t(k), exists: (k) => i18n.exists(k) })).toBe(`${name} - ${brandName}`);
      expect(pageTitle('routes.doesNotExist', brandName, { t: (k) => i18n.t(k), exists: (k) => i18n.exists(k) })).toBe(brandName);
    }
  });
});
