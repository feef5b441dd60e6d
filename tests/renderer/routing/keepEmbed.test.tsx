// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEmbed } from '../../../renderer/domain/brand/keepEmbed';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';

describe('keepEmbed: iframe=1 is kept on every later navigation', () => {
  it('adds iframe=1 to string targets when the current URL has it', () => {
    expect(keepEmbed('/about-us', '?iframe=1')).toBe('/about-us?iframe=1');
    expect(keepEmbed('/services/provider-search?week=2026-01-05#list', '?x=1&iframe=1')).toBe('/services/provider-search?week=2026-01-05&iframe=1#list');
  });

  it('adds it to object targets and to search-only targets', () => {
    expect(keepEmbed({ pathname: '/login', search: '?a=b' }, '?iframe=1')).toEqual({ pathname: '/login', search: '?a=b&iframe=1' });
    expect(keepEmbed('?page=2', '?iframe=1')).toBe('?page=2&iframe=1');
  });

  it('leaves targets alone when not embedded, when already present, and for external addresses', () => {
    expect(keepEmbed('/about-us', '')).toBe('/about-us');
    expect(keepEmbed('/about-us', '?iframe=0')).toBe('/about-us');
    expect(keepEmbed('/about-us?iframe=1', '?iframe=1')).toBe('/about-us?iframe=1');
    expect(keepEmbed('https://example.org/', '?iframe=1')).toBe('https://example.org/');
    expect(keepEmbed('tel:+3615550100', '?iframe=1')).toBe('tel:+3615550100');
  });
});

describe('the embedded portal', () => {
  let rendered: Rendered | undefined;
  afterEach(() => rendered?.unmount());

  it('keeps iframe=1 over three navigations and through a guard redirect, in the embed layout', async () => {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), url: '/?iframe=1' });
    await waitFor(() => rendered!.container.querySelector('[data-testid="service-tile"]'));
    const { router, container } = rendered;
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('embed');
    expect(container.querySelector('header')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();

    const click = async (selector: string) => {
      const link = await waitFor(() => container.querySelector<HTMLAnchorElement>(selector));
      await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
      await settle(3);
      await waitFor(() => router.state.navigation.state === 'idle');
    };
    await click('[data-service="general-consultation"] a');
    // A service that needs login: its tile leads to login, which keeps the service, still embedded.
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('iframe')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/services/consultation');
    // A logged-in route opened directly: the guard redirect keeps the flag as well.
    await act(async () => void router.navigate('/change-password?iframe=1'));
    await settle(3);
    await waitFor(() => router.state.location.pathname === '/login' || Promise.reject(new Error('not redirected')));
    expect(new URLSearchParams(router.state.location.search).get('iframe')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('notice')).toBe('auth');
    await click('.compact-bar__home');
    expect(router.state.location.search).toBe('?iframe=1');
    await act(async () => void router.navigate('/about-us?iframe=1'));
    await waitFor(() => container.querySelector('[data-content-page="about-us"]'));
    await click('main a[href^="/"]');
    expect(router.state.location.pathname).not.toBe('/about-us');
    expect(router.state.location.search).toContain('iframe=1');
    expect(container.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('embed');
  });
});
