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
  it('shows a status panel naming a kind that is not implemented yet and its route', async () => {
    // Any route of the base bundle whose kind has no screen yet (kinds get screens one by one).
    const [path, meta] = Object.entries(bundle.routes).find(([, route]) => screenFor(route.screen) === undefined)!;
    const container = await showRoute(path, meta);
    const panel = container.querySelector('[role="status"]');
    expect(panel).not.toBeNull();
    expect(panel!.textContent).toContain(meta.screen);
    expect(panel!.textContent).toContain(path);
    expect(container.querySelector('h1')?.textContent).toBe(englishRoutes[meta.title.replace(/^routes\./, '')]);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows the panel for a kind this build has never heard of (a string outside the union)', async () => {
    const container = await showRoute('/holo-deck/:room?', { screen: 'holo-deck' as Route['screen'], title: 'routes.home', auth: false });
    const panel = container.querySelector('[data-testid="unknown-screen"]');
    expect(panel?.getAttribute('role')).toBe('status');
    expect(panel?.textContent).toContain('holo-deck');
    expect(panel?.textContent).toContain('/holo-deck/:room?');
  });

  it('does not take inherited object keys for screen kinds', () => {
    expect(screenFor('toString')).toBeUndefined();
    expect(screenFor('constructor')).toBeUndefined();
    expect(screenFor('services-home')).toBe(screenRegistry['services-home']);
  });

  it('gives every implemented form kind the same lazy form screen', () => {
    const kinds = ['login', 'registration', 'voucher-registration', 'med24-registration', 'med24-activate-key', 'mobile-password-recovery', 'change-email', 'change-password'] as const;
    const screens = new Set(kinds.map((k) => screenRegistry[k]));
    expect(screens.size).toBe(1);
    expect([...screens][0]).toBeDefined();
  });
});
