/**
 * A Suspense boundary whose children render in the browser alone: the server and the hydrating
 * render show the fallback, the next render the children. For what needs `window` (the map), so
 * the server's HTML and the first browser render agree and hydration has nothing to mend.
 */
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true from the first browser render after. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function ClientSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useInBrowser();
  return inBrowser ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
