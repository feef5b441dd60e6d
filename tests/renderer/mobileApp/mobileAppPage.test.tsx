// @vitest-environment happy-dom
/**
 * The mobile application page (/services/mobile-application, type 35) with the base documents:
 * what the app does from the service document, and for a brand with store links each store's
 * link (a new window, said to screen readers) and a QR code that decodes to that link; a brand
 * without links says the app is not available and leads to the services, with no store link.
 */
import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import type { BrandBundle } from '../../../generated/config-types';
import { routeParts, textsPartKey } from '../../../renderer/domain/brand/bundleParts';
import { qrPath } from '../../../renderer/ui/QrCode';
import { baseBundle } from '../helpers/baseBundle';
import { waitFor } from '../helpers/renderPortal';
import { healthToolPage } from '../healthTools/healthToolHarness';

const PATH = '/services/mobile-application';
const open = healthToolPage(PATH);
const LINKS = { appStore: 'https://apps.apple.com/hu/app/egeszsegpont/id1234567890', googlePlay: 'https://play.google.com/store/apps/details?id=hu.egeszsegpont.app' };
const withLinks = (): BrandBundle => {
  const bundle = baseBundle();
  return { ...bundle, brand: { ...bundle.brand, mobileApp: LINKS } };
};

/** The dark modules an SVG path draws, read back from its "M x y" squares (quiet zone of 4 removed). */
function modulesOf(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`));
}

describe('the mobile application page', () => {
  it('is what the route shows, with the mobile app texts as its part', async () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes[PATH]!, 'ro', bundle.services)).toEqual([textsPartKey('mobileApp', 'ro')]);
    const { container } = await open('en', withLinks());
    await waitFor(() => container.querySelector('[data-testid="mobile-app-features"]'));
    expect(container.querySelector('h1')!.textContent).toBe('Mobile app');
    expect([...container.querySelectorAll('[data-testid="mobile-app-features"] li')].map((li) => li.textContent)).toEqual([
      'find a doctor or clinic and book an appointment,',
      'see your appointments and cancel one you cannot attend,',
      'send a request for a consultation or a second opinion and follow it,',
      'call the doctor line, day or night, with one tap.',
    ]);
  });

  it("shows each store's link, opening a new window, and a QR code of that link", async () => {
    const { container } = await open('hu', withLinks());
    await waitFor(() => container.querySelector('[data-store="googlePlay"]'));
    for (const store of ['appStore', 'googlePlay'] as const) {
      const link = container.querySelector<HTMLAnchorElement>(`[data-testid="mobile-app-link-${store}"]`)!;
      expect(link.getAttribute('href')).toBe(LINKS[store]);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('.visually-hidden')!.textContent).toBe('(új ablakban nyílik meg)');
      const qr = container.querySelector(`[data-testid="mobile-app-qr-${store}"]`)!;
      expect(qr.getAttribute('role')).toBe('img');
      expect(qr.getAttribute('aria-label')).toBe(store === 'appStore' ? 'Az alkalmazás App Store-oldalának QR-kódja' : 'Az alkalmazás Google Play-oldalának QR-kódja');
      // The drawn modules are exactly the dark modules of the link's symbol.
      const { modules } = create(LINKS[store], { errorCorrectionLevel: 'M' });
      const dark = new Set<string>();
      for (let r = 0; r < modules.size; r += 1) for (let c = 0; c < modules.size; c += 1) if (modules.get(r, c)) dark.add(`${r},${c}`);
      expect(modulesOf(qr.querySelector('path')!.getAttribute('d')!)).toEqual(dark);
      expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    }
    expect(container.querySelector('[data-testid="mobile-app-unavailable"]')).toBeNull();
  });

  it('draws different codes for different links', () => {
    expect(qrPath(LINKS.appStore).path).not.toBe(qrPath(LINKS.googlePlay).path);
  });

  it('says the app is not available on a brand without store links, with the way to the services and no store link', async () => {
    const { container } = await open('ro');
    const notice = await waitFor(() => container.querySelector('[data-testid="mobile-app-unavailable"]'));
    expect(notice.textContent).toContain('Aplicația nu este disponibilă prin acest portal.');
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('/');
    expect(container.querySelector('a[href*="apple.com"], a[href*="google.com"], .qr-code')).toBeNull();
  });
});
