// @vitest-environment happy-dom
/**
 * The way in (issue 11; issue 33 made the services that need login one compact list): a service
 * that needs login says so and leads to login with the service kept; a guard that sends a
 * visitor elsewhere says why on the page they land on; the login form has its forgotten-password and registration links, each shown only where the
 * visitor's guards allow it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

const en = baseBundle().locales.en as Record<string, Record<string, Record<string, string>>>;

describe('a service that needs login', () => {
  it('is a name in the one login-only list, which says so, and leads to login keeping the service; a card the visitor may open links to it', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    const tiles = await waitFor(() => {
      const found = [...rendered!.container.querySelectorAll<HTMLElement>('[data-testid="service-tile"]')];
      return found.length > 0 ? found : null;
    });
    const panel = rendered.container.querySelector<HTMLElement>('[data-testid="login-only-services"]')!;
    const gated = tiles.filter((tile) => panel.contains(tile));
    expect(gated.length).toBeGreaterThan(0);
    for (const tile of gated) {
      const link = tile.querySelector<HTMLAnchorElement>('a.tiles-login__link')!;
      const target = new URL(link.href, 'http://localhost');
      expect(target.pathname).toBe('/login');
      expect(target.searchParams.get('notice')).toBe('auth');
      expect(target.searchParams.get('next')).toMatch(/^\/services\//);
    }
    // One sentence for them all, which names the list for a screen reader.
    expect(panel.getAttribute('aria-labelledby')).toBe('tiles-login-note');
    expect(panel.querySelector('#tiles-login-note')!.textContent).toBe(en.ui!.tiles!.loginOnly);
    for (const tile of tiles.filter((t) => !gated.includes(t))) {
      const link = tile.querySelector<HTMLAnchorElement>('a.tile__button')!;
      expect(new URL(link.href, 'http://localhost').pathname).not.toBe('/login');
    }
  });
});

describe('a guard that sends a visitor elsewhere', () => {
  it('says why on the login page, naming the page the visitor wanted', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/services/appointments' });
    const notice = await waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-testid="guard-notice"]'));
    expect(rendered.router.state.location.pathname).toBe('/login');
    const page = (en.routes as unknown as Record<string, string>)[bundle.routes['/services/appointments']!.title.replace(/^routes\./, '')];
    expect(notice.textContent).toContain(en.ui!.guardNotice!.authTo!.replace('{{page}}', page!));
  });

  it('names the page with its Hungarian article', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, locale: 'hu', routes: buildRoutes(bundle), url: '/services/appointments' });
    const notice = await waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-testid="guard-notice"]'));
    expect(notice.textContent).toMatch(/^Az „Időpontjaim” oldal megnyitásához jelentkezzen be\./);
  });

  it('says why a blocked page is not there', async () => {
    const bundle = baseBundle();
    bundle.brand.rules.blockedRoutes = ['/registration'];
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/registration' });
    const notice = await waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-testid="guard-notice"]'));
    expect(rendered.router.state.location.pathname).toBe('/');
    expect(notice.getAttribute('data-reason')).toBe('blockedRoutes');
    expect(notice.textContent).toContain(en.ui!.guardNotice!.blockedRoutes);
  });
});

describe('the login form', () => {
  const links = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLAnchorElement>('.portal-form__links a')].map((a) => [new URL(a.href, 'http://localhost').pathname, a.textContent]);

  it('says "log in" on its button and offers the forgotten-password and registration pages', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/login' });
    const button = await waitFor(() => rendered!.container.querySelector<HTMLButtonElement>('form button[type="submit"]'));
    expect(button.textContent).toBe(en.ui!.form!.login);
    expect(links(rendered.container)).toEqual([
      ['/password-recovery', en.ui!.login!.forgotPassword],
      ['/registration', en.ui!.login!.register],
    ]);
  });

  it('leaves out registration where the brand blocks it', async () => {
    const bundle = baseBundle();
    bundle.brand.rules.blockedRoutes = ['/registration'];
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/login' });
    await waitFor(() => rendered!.container.querySelector('.portal-form__links'));
    expect(links(rendered.container).map(([path]) => path)).toEqual(['/password-recovery']);
  });

  it('has a page of its own for asking for a new password', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/password-recovery' });
    await waitFor(() => rendered!.container.querySelector('#root_email'));
    expect(rendered.container.querySelector('h1')?.textContent).toBe((en.routes as unknown as Record<string, string>).passwordRecoveryRequest);
  });
});

describe('a tile the portal cannot open', () => {
  it('has no button that leads back to the page, and says it is not available here', async () => {
    const bundle = baseBundle();
    // A brand that shows its offer only: every page but home leads home.
    bundle.brand.rules.exclusiveRoutes = ['/'];
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    const tiles = await waitFor(() => {
      const found = [...rendered!.container.querySelectorAll<HTMLElement>('[data-testid="service-tile"]')];
      return found.length > 0 ? found : null;
    });
    for (const tile of tiles) {
      expect(tile.querySelector('a.tile__button'), tile.dataset.service).toBeNull();
      expect(tile.querySelector('[data-testid="tile-unavailable"]')?.textContent).toBe(en.ui!.tiles!.notHere);
    }
  });
});

describe('a search that needs a logged-in visitor on a brand without a public calendar', () => {
  it('is a service that needs login, not one that loops back home', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/' });
    const search = await waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-service="map-v2"]'));
    expect(bundle.config.hasPublicCalendar).toBe(false);
    expect(search.closest('[data-testid="login-only-services"]')).not.toBeNull();
    const link = new URL(search.querySelector<HTMLAnchorElement>('a.tiles-login__link')!.href, 'http://localhost');
    expect([link.pathname, link.searchParams.get('next')]).toEqual(['/login', '/services/provider-search']);
  });
});
