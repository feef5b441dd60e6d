// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data } from 'react-router';
import { RouteError } from '../../../renderer/shell/RouteError';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
const ui = bundle.locales.en.ui as { error: { title: string }; notFound: { title: string }; backHome: string };
let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  vi.restoreAllMocks();
});

function Boom(): never {
  throw new Error('render failed');
}

describe('route error boundary (spec sections 2 and 8)', () => {
  it('shows "An error occurred" with a home link and titles the page after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rendered = await renderPortal({ bundle, routes: [{ path: '/', element: <Boom />, errorElement: <RouteError /> }] });
    const h1 = await waitFor(() => rendered!.container.querySelector('h1'));
    expect(h1.textContent).toBe(ui.error.title);
    expect(ui.error.title).toBe('An error occurred');
    const home = [...rendered.container.querySelectorAll('a')].find((a) => a.textContent === ui.backHome);
    expect(home?.getAttribute('href')).toBe('/');
    expect(rendered.store.getState().ui.titleOverride).toBe('ui.error.title');
  });

  it('shows the not-found page for status 404', async () => {
    rendered = await renderPortal({
      bundle,
      routes: [{ path: '/', loader: () => { throw data('missing', { status: 404 }); }, element: <p>never</p>, errorElement: <RouteError /> }],
    });
    const h1 = await waitFor(() => rendered!.container.querySelector('h1'));
    expect(h1.textContent).toBe(ui.notFound.title);
    expect(rendered.store.getState().ui.titleOverride).toBe('ui.notFound.title');
  });
});
