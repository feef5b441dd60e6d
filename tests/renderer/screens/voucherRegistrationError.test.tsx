// @vitest-environment happy-dom
/**
 * The voucher error page (/registration/voucher/index-for-error), drawn through the screen
 * registry as a visitor sees it: the catalogue's sentence for the code a failed voucher
 * registration passes, and advice of its own, in hu, en and ro; the general sentence for no code,
 * an unknown one or anything typed into the address, which is never shown; and only next steps
 * the brand and the visitor can take.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle, Locale } from '../../../generated/config-types';
import { bundlePart, localePartKey, voucherTextsKey } from '../../../renderer/domain/brand/bundleParts';
import { RouteScreen } from '../../../renderer/routing/RouteScreen';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const PATH = '/registration/voucher/index-for-error';
const VOUCHER_CODES = ['U015', 'U027', 'U030', 'U041', 'U042', 'U043', 'U044', 'U045', '#429'];
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

/** A text of the bundle by key, as written (nothing nested or interpolated). */
const raw = (bundle: BrandBundle, locale: Locale, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle.locales[locale]) as string;

async function show(bundle: BrandBundle, query: string, locale: Locale = 'en', inlined?: string[], fetchImpl?: typeof fetch): Promise<HTMLElement> {
  rendered = await renderPortal({ bundle, locale, path: PATH, url: `${PATH}${query}`, element: <RouteScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />, inlined, fetchImpl });
  await waitFor(() => rendered!.container.querySelector('[data-testid="voucher-error-reason"]'));
  return rendered.container;
}

const reason = (c: HTMLElement) => c.querySelector('[data-testid="voucher-error-reason"]')!;
const stepLinks = (c: HTMLElement) => [...c.querySelectorAll('[data-testid="voucher-error-steps"] a[data-step]')].map((a) => [a.getAttribute('data-step'), a.getAttribute('href')]);

describe('the voucher error page', () => {
  for (const locale of ['hu', 'en', 'ro'] as const) {
    it(`says what went wrong for every code of the voucher registration, in ${locale}`, async () => {
      const bundle = baseBundle();
      for (const code of VOUCHER_CODES) {
        const c = await show(bundle, `?code=${encodeURIComponent(code)}`, locale);
        expect(c.querySelector('h1')?.textContent).toBe(raw(bundle, locale, 'routes.registrationVoucherIndexForError'));
        const [sentence, advice] = [...reason(c).querySelectorAll('p')].map((p) => p.textContent);
        expect(sentence, code).toBe(raw(bundle, locale, `errors.${code}`));
        expect(advice, code).toBe(raw(bundle, locale, `voucher.error.advice.${code}`));
        expect(c.textContent).toContain(code);
        rendered!.unmount();
        rendered = undefined;
      }
    });

    it(`says the general sentence for no code and for an unknown one, never showing what was typed, in ${locale}`, async () => {
      const bundle = baseBundle();
      const general = raw(bundle, locale, 'voucher.error.general');
      for (const query of ['', '?code=', '?code=U999', '?code=RS2009', '?code=%3Cb%3Ehello%3C%2Fb%3E', '?code=__proto__', '?code=toString']) {
        const c = await show(bundle, query, locale);
        expect(reason(c).querySelector('strong')?.textContent, query).toBe(general);
        expect(reason(c).textContent, query).toContain(raw(bundle, locale, 'voucher.error.advice.general'));
        expect(c.querySelector('[data-testid="voucher-error"]')?.getAttribute('data-code')).toBe('general');
        for (const typed of ['U999', 'RS2009', 'hello', '<b>', '__proto__', 'toString']) expect(c.innerHTML, query).not.toContain(typed);
        rendered!.unmount();
        rendered = undefined;
      }
    });
  }

  it('reads the code whatever its letter case and spaces', async () => {
    const bundle = baseBundle();
    const c = await show(bundle, '?code=%20u042%20');
    expect(reason(c).querySelector('strong')?.textContent).toBe(raw(bundle, 'en', 'errors.U042'));
  });

  it('offers the next steps that fit the code, the best one as the button, and always the call centre', async () => {
    const bundle = baseBundle();
    let c = await show(bundle, '');
    expect(stepLinks(c)).toEqual([
      ['retry', '/registration/voucher'],
      ['registerByEmail', '/registration'],
    ]);
    expect(c.querySelector('[data-step="retry"]')?.className).toContain('link-button');
    expect(c.querySelector('[data-step="registerByEmail"]')?.className).not.toContain('link-button');
    expect(c.querySelector('[data-step="callCentre"]')?.textContent).toBe('Call our call centre on working days between 8:00 and 20:00: +36 1 555 0100');
    expect(c.querySelector('[data-step="callCentre"] a')?.getAttribute('href')).toBe('tel:+3615550100');
    rendered!.unmount();

    c = await show(bundle, '?code=U043');
    expect(stepLinks(c)).toEqual([
      ['logIn', '/login'],
      ['newPassword', '/password-recovery'],
      ['retry', '/registration/voucher'],
    ]);
    rendered!.unmount();

    c = await show(bundle, '?code=U045');
    expect(stepLinks(c)).toEqual([]);
    expect(c.querySelector('[data-step="callCentre"]')).not.toBeNull();
    expect([...c.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['tel:+3615550100', '/']);
  });

  it('offers no link to a registration the brand blocks or its registration mode refuses', async () => {
    const blocking = baseBundle();
    blocking.brand.rules = { ...blocking.brand.rules, blockedRoutes: ['/registration', '/registration/voucher'] };
    let c = await show(blocking, '?code=U042');
    expect(stepLinks(c)).toEqual([]);
    expect(c.querySelector('[data-step="callCentre"]')).not.toBeNull();
    rendered!.unmount();

    const voucherOnly = baseBundle();
    voucherOnly.config.registrationMode = 'voucher';
    c = await show(voucherOnly, '?code=U042');
    expect(stepLinks(c)).toEqual([['retry', '/registration/voucher']]);
    rendered!.unmount();

    const none = baseBundle();
    none.config.registrationMode = 'none';
    c = await show(none, '');
    expect(stepLinks(c)).toEqual([]);
  });

  it('has its headings in order: the title, then what to do', async () => {
    const bundle = baseBundle();
    const c = await show(bundle, '?code=U027', 'hu');
    expect([...c.querySelectorAll('h1, h2, h3')].map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', raw(bundle, 'hu', 'routes.registrationVoucherIndexForError')],
      ['H2', raw(bundle, 'hu', 'voucher.error.nextSteps')],
    ]);
  });

  it('loads its texts when the page did not carry them, showing the loading state meanwhile', async () => {
    const bundle = baseBundle();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const partPath = `/api/brand-bundle/${bundle.version}/${voucherTextsKey('ro')}.json`;
    const asked: string[] = [];
    const fetchImpl: typeof fetch = async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      asked.push(url.pathname);
      if (url.pathname === partPath) {
        await held;
        return new Response(JSON.stringify(bundlePart(bundle, voucherTextsKey('ro'))), { headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(JSON.stringify(bundle.config), { headers: { 'Content-Type': 'application/json' } });
    };
    rendered = await renderPortal({ bundle, locale: 'ro', path: PATH, url: `${PATH}?code=U041`, element: <RouteScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />, inlined: [localePartKey('ro')], fetchImpl });
    await waitFor(() => rendered!.container.querySelector('.loading-panel[role="status"]'));
    expect(rendered.container.querySelector('h1')?.textContent).toBe(raw(bundle, 'ro', 'routes.registrationVoucherIndexForError'));
    release();
    const c = await waitFor(() => rendered!.container.querySelector('[data-testid="voucher-error-reason"]') && rendered!.container);
    expect(asked).toContain(partPath);
    expect(reason(c).textContent).toContain(raw(bundle, 'ro', 'voucher.error.advice.U041'));
    expect(c.querySelector('.loading-panel')).toBeNull();
  });
});
