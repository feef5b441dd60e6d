/** Dispatches a route to its screen through the registry, with UnknownScreen as the fallback. */
import { ChunkSuspense } from '../ui/ChunkSuspense';
import { LoadingPanel } from '../ui/LoadingPanel';
import type { ScreenProps } from './routeEntry';
import { screenFor } from './screenRegistry';
import { UnknownScreen } from './UnknownScreen';

export function RouteScreen({ route }: ScreenProps) {
  const Screen = screenFor(route.meta.screen);
  if (!Screen) return <UnknownScreen route={route} />;
  return (
    <ChunkSuspense chunk={Screen} fallback={<LoadingPanel />}>
      <Screen route={route} />
    </ChunkSuspense>
  );
}
