/**
 * React.lazy with its loader kept as `preload`, so the route's loader can fetch the chunk before
 * the router commits the navigation. That makes chunk loading a real pending navigation
 * (useNavigation → loading bar) instead of a silent Suspense inside a transition.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from './routeEntry';

export type ScreenModule = { default: ComponentType<ScreenProps> };

export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>> & { preload: () => Promise<ScreenModule> };

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let pending: Promise<ScreenModule> | null = null;
  // A failed import is not cached, so a retry (or the post-reload page) can try again.
  const preload = () => (pending ??= load().catch((error: unknown) => {
    pending = null;
    throw error;
  }));
  return Object.assign(lazy(preload), { preload });
}
