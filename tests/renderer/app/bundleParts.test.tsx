// @vitest-environment happy-dom
/**
 * The parts of the bundle a page did not inline (issue 10, item 2), as a visitor meets them: a
 * content page that loads with a loading state, a failure with a retry, and a language switch
 * that loads the other language before anything is shown in it.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bundlePart, localePartKey } from '../../../renderer/domain/brand/bundleParts';
import { localeText } from '../../../server/config/localeText';
import ContentScreen from '../../../renderer/screens/content/ContentScreen';
import { LanguageSwitcher } from '../../../renderer/ui/LanguageSwitcher';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
const route = { path: '/about-us', meta: bundle.routes['/about-us']! };
/** The text as the page shows it: with the brand's name nested in. */
const text = (lng: 'en' | 'ro', key: string): string => localeText(bundle.locales[lng], `content.aboutUs.${key}`)!;

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

/** A server that answers the bundle's parts, failing the first `failures` requests with a 503. */
function partServer(failures = 0) {
  const requested: string[] = [];
  let failing = failures;
  const fetchImpl: typeof fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    requested.push(url.pathname);
    const key = /^\/api\/brand-bundle\/[^/]+\/(.+)\.json$/.exec(url.pathname)?.[1];
    if (failing > 0 && key) {
      failing -= 1;
      return new Response(JSON.stringify({ code: '#503', message: 'busy' }), { status: 503, headers: { 'Content-Type': 'application/json' } });
    }
    const part = key ? bundlePart(bundle, key) : undefined;
    return new Response(JSON.stringify(part ?? bundle.config), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { requested, fetchImpl };
}

describe('a content page the page did not inline', () => {
  it('shows the loading state, then the page in the visitor language, from its content-hashed URL', async () => {
    const server = partServer();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: typeof fetch = async (input, init) => {
      await held;
      return server.fetchImpl(input, init);
    };
    rendered = await renderPortal({ bundle, url: '/about-us', inlined: [], fetchImpl: slow, element: <ContentScreen route={route} /> });
    expect(rendered.container.querySelector('[role="status"]')?.textContent).toBe((bundle.locales.en.ui as { loading: string }).loading);
    await act(async () => release());
    await waitFor(() => rendered!.container.textContent?.includes(text('en', 'intro')));
    expect(server.requested).toEqual([`/api/brand-bundle/${bundle.version}/content/about-us/en.json`]);
  });

  it('says what went wrong and loads it on retry', async () => {
    const server = partServer(1);
    rendered = await renderPortal({ bundle, url: '/about-us', inlined: [], fetchImpl: server.fetchImpl, element: <ContentScreen route={route} /> });
    const error = await waitFor(() => rendered!.container.querySelector('[data-testid="document-error"]'));
    expect(error.getAttribute('role')).toBe('alert');
    const retry = error.querySelector('button')!;
    await act(async () => retry.click());
    await waitFor(() => rendered!.container.textContent?.includes(text('en', 'intro')));
  });
});

describe('switching language', () => {
  const page = () => (
    <>
      <LanguageSwitcher />
      <ContentScreen route={route} />
    </>
  );
  const button = (lng: string) => rendered!.container.querySelector<HTMLButtonElement>(`button[lang="${lng}"]`)!;

  it('loads the other language first, then shows the page in it', async () => {
    const server = partServer();
    rendered = await renderPortal({ bundle, url: '/about-us', inlined: [`content/about-us/en`], fetchImpl: server.fetchImpl, element: page() });
    expect(rendered.container.textContent).toContain(text('en', 'intro'));
    await act(async () => button('ro').click());
    await waitFor(() => rendered!.container.textContent?.includes(text('ro', 'intro')));
    expect(rendered.container.querySelector('h1')?.textContent).toBe((bundle.locales.ro.routes as Record<string, string>).aboutUs);
    expect(button('ro').getAttribute('aria-pressed')).toBe('true');
    expect(server.requested).toEqual([`/api/brand-bundle/${bundle.version}/${localePartKey('ro')}.json`, `/api/brand-bundle/${bundle.version}/content/about-us/ro.json`]);
  });

  it('stays in the current language and says so when the other cannot be loaded', async () => {
    const server = partServer(1);
    rendered = await renderPortal({ bundle, url: '/about-us', inlined: [`content/about-us/en`], fetchImpl: server.fetchImpl, element: page() });
    await act(async () => button('ro').click());
    const alert = await waitFor(() => rendered!.container.querySelector('.language-switcher [role="alert"]'));
    expect(alert.textContent).toBe((bundle.locales.en.ui as { language: { failed: string } }).language.failed);
    expect(button('en').getAttribute('aria-pressed')).toBe('true');
    expect(rendered.container.textContent).toContain(text('en', 'intro'));
  });
});
