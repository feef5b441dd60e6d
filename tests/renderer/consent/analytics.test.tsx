// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConsent } from '../../../renderer/domain/brand/consentCookie';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  delete window.dataLayer;
});

const pause = (ms: number) => act(async () => void (await new Promise((r) => setTimeout(r, ms))));

describe('analytics page views (spec sections 4 and 9)', () => {
  it('pushes a page view 250 ms after each route change when analytics were accepted', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), consent: { consent: true, enabled: ['analytics'] } });
    await waitFor(() => rendered!.container.querySelector('[data-testid="service-tile"]'));
    await pause(300);
    expect(window.dataLayer?.map((e) => e.page_path)).toEqual(['/']);
    await act(async () => void rendered!.router.navigate('/about-us'));
    await pause(100);
    expect(window.dataLayer).toHaveLength(1);
    await pause(250);
    expect(window.dataLayer?.map((e) => e.page_path)).toEqual(['/', '/about-us']);
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'page_view', page_language: 'en' });
    // "local" provider: no third-party script, ever.
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('pushes nothing without consent, and the consent dialog is showing for a first visit', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), consent: null });
    await waitFor(() => rendered!.container.querySelector('[data-testid="service-tile"]'));
    await pause(300);
    expect(window.dataLayer).toBeUndefined();
    expect(rendered.container.querySelector('section.cookie-consent[aria-labelledby]')).not.toBeNull();
  });

  it('reads the consent cookie defensively', () => {
    expect(parseConsent('{"consent":true,"enabled":["analytics","unknown"]}')).toEqual({ consent: true, enabled: ['analytics'] });
    expect(parseConsent('{"consent":false,"enabled":["analytics"]}')).toEqual({ consent: false, enabled: [] });
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});
