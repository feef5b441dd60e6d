// @vitest-environment happy-dom
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, RouteError } from '../../../renderer/shell/RouteError';
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

function Missing(): never {
  throw Object.assign(new Error('no such provider'), { status: 404 });
}

const guarded = (child: React.ReactNode, resetKey = '/') => (
  <ErrorBoundary resetKey={resetKey} fallback={(error) => <RouteError error={error} />}>
    {child}
  </ErrorBoundary>
);

describe('route error boundary (spec sections 2 and 8)', () => {
  it('shows "An error occurred" with a home link and titles the page after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rendered = await renderPortal({ bundle, path: '/', element: guarded(<Boom />) });
    const h1 = await waitFor(() => rendered!.container.querySelector('h1'));
    expect(h1.textContent).toBe(ui.error.title);
    expect(ui.error.title).toBe('An error occurred');
    const home = [...rendered.container.querySelectorAll('a')].find((a) => a.textContent === ui.backHome);
    expect(home?.getAttribute('href')).toBe('/');
    expect(rendered.store.getState().ui.titleOverride).toBe('ui.error.title');
  });

  it('shows the not-found page for an error with status 404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rendered = await renderPortal({ bundle, path: '/', element: guarded(<Missing />) });
    const h1 = await waitFor(() => rendered!.container.querySelector('h1'));
    expect(h1.textContent).toBe(ui.notFound.title);
    expect(rendered.store.getState().ui.titleOverride).toBe('ui.notFound.title');
  });

  it('renders the screen again after a route change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let renders = 0;
    function Screen() {
      const { pathname } = useLocation();
      renders += 1;
      if (pathname === '/broken') throw new Error('render failed');
      return <h1>{pathname}</h1>;
    }
    function Layout() {
      const { pathname } = useLocation();
      return guarded(<Screen />, pathname);
    }
    rendered = await renderPortal({ bundle, path: '*', element: <Layout />, url: '/broken' });
    await waitFor(() => rendered!.container.querySelector('h1')?.textContent === ui.error.title);
    await act(async () => void rendered!.router.navigate('/fine'));
    await waitFor(() => rendered!.container.querySelector('h1')?.textContent === '/fine');
    expect(rendered.store.getState().ui.titleOverride).toBeNull();
    // Coming back tries the screen again rather than showing the old error.
    renders = 0;
    await act(async () => void rendered!.router.navigate('/broken'));
    await waitFor(() => rendered!.container.querySelector('h1')?.textContent === ui.error.title);
    expect(renders).toBeGreaterThan(0);
  });
});
