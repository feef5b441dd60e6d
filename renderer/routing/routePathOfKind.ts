/**
 * The path of the brand's route that draws a screen kind, for links between screens (the booking
 * screen of a slot, the virtual clinic's search). Brands may move or drop routes by merge patch,
 * so the path is read from the bundle and the base path is only the fallback.
 */
import type { Route, ScreenKind } from '../../generated/config-types';

export function routePathOfKind(routes: Record<string, Route>, kind: ScreenKind, fallback: string): string {
  // Pattern paths (":id") are not link targets.
  return Object.keys(routes).find((path) => routes[path]?.screen === kind && !path.includes(':')) ?? fallback;
}
