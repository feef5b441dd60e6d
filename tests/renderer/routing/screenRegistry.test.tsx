// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Route } from '../../../generated/config-types';
import { RouteScreen } from '../../../renderer/routing/RouteScreen';
import { screenFor, screenRegistry } from '../../../renderer/routing/screenRegistry';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
const englishRoutes = bundle.locales.en.routes as Record<string, string>;
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

async function showRoute(path: string, meta: Route): Promise<HTMLElement> {
  rendered = await renderPortal({ bundle, element: <RouteScreen route={{ path, meta }} /> });
  await settle();
  return rendered.container;
}

describe('screen registry fallback', () => {
  it('draws every screen kind the base routes name: none falls back to the status panel', () => {
    const undrawn = Object.entries(bundle.routes).filter(([, route]) => screenFor(route.screen) === undefined).map(([path, route]) => `${path} (${route.screen})`);
    expect(undrawn).toEqual([]);
  });

  it('shows the panel for a kind this build has never heard of (a string outside the union)', async () => {
    const container = await showRoute('/holo-deck/:room?', { screen: 'holo-deck' as Route['screen'], title: 'routes.home', auth: false });
    const panel = container.querySelector('[data-testid="unknown-screen"]');
    expect(panel?.getAttribute('role')).toBe('status');
    expect(panel?.textContent).toContain('holo-deck');
    expect(panel?.textContent).toContain('/holo-deck/:room?');
    expect(container.querySelector('h1')?.textContent).toBe(englishRoutes.home);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('does not take inherited object keys for screen kinds', () => {
    expect(screenFor('toString')).toBeUndefined();
    expect(screenFor('constructor')).toBeUndefined();
    expect(screenFor('services-home')).toBe(screenRegistry['services-home']);
  });

  it('gives every implemented form kind the same lazy form screen, the login its own built on it (the passkey under the form)', () => {
    expect(screenRegistry.login).toBeDefined();
    expect(screenRegistry.login).not.toBe(screenRegistry.registration);
    const kinds = ['registration', 'voucher-registration', 'med24-registration', 'med24-activate-key', 'mobile-password-recovery', 'change-email', 'change-password'] as const;
    const screens = new Set(kinds.map((k) => screenRegistry[k]));
    expect(screens.size).toBe(1);
    expect([...screens][0]).toBeDefined();
  });
});
