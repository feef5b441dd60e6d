import { describe, expect, it } from 'vitest';
import type { Route } from '../../../generated/config-types';
import { navEntries } from '../../../renderer/ui/navEntries';

const route = (screen: Route['screen'], order: number, title: string, extra: Partial<Route> = {}): Route => ({ screen, title, auth: false, nav: { order }, ...extra });

describe('main navigation entries', () => {
  const base: Record<string, Route> = {
    '/': route('services-home', 1, 'routes.home'),
    '/services/provider-search': route('provider-search', 2, 'routes.servicesProviderSearch'),
    '/about-us': route('content', 3, 'routes.aboutUs', { params: { page: 'about-us' } }),
    '/how-to-register': route('content', 4, 'routes.howToRegister', { params: { page: 'how-to-register' } }),
    '/providers/:providerId': route('provider-details', 5, 'routes.providers'),
  };

  it('lists the routes with a nav entry by order, without parameterised paths', () => {
    expect(navEntries(base, () => true).map((e) => e.path)).toEqual(['/', '/services/provider-search', '/about-us', '/how-to-register']);
  });

  it('keeps one link per screen when a brand puts provider search at "/"', () => {
    const routes = { ...base, '/': route('provider-search', 1, 'routes.servicesProviderSearch') };
    expect(navEntries(routes, () => true).map((e) => e.path)).toEqual(['/', '/about-us', '/how-to-register']);
  });

  it('shows an entry for newcomers to anonymous visitors only, and one for logged-in users to them only', () => {
    const routes = {
      ...base,
      '/how-to-register': route('content', 4, 'routes.howToRegister', { params: { page: 'how-to-register' }, nav: { order: 4, audience: 'anonymous' } }),
      '/care': route('content', 5, 'routes.care', { nav: { order: 5, audience: 'loggedIn' } }),
    };
    expect(navEntries(routes, () => true, false).map((e) => e.path)).toEqual(['/', '/services/provider-search', '/about-us', '/how-to-register']);
    expect(navEntries(routes, () => true, true).map((e) => e.path)).toEqual(['/', '/services/provider-search', '/about-us', '/care']);
  });

  it('leaves out what the visitor may not open', () => {
    expect(navEntries(base, (path) => path !== '/services/provider-search').map((e) => e.path)).toEqual(['/', '/about-us', '/how-to-register']);
  });
});
