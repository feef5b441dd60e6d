/**
 * A Suspense boundary around a chunk's component that exists only while the chunk is missing.
 *
 * React hydrates the inside of every Suspense boundary the server rendered later than the rest of
 * the page, and in the meantime that part does not follow a change made outside React: a language
 * switched in the header then reaches it only as a mismatch, which React mends by rendering the part
 * again in the browser. The server's last pass renders with every chunk loaded and the browser loads
 * the page's chunks before it hydrates (lazyChunk.ts), so there the boundary is left out on both
 * sides and the whole page hydrates in one pass. A chunk that is not yet loaded when the boundary
 * first renders (a navigation in the browser) gets the boundary and its fallback, for the life of
 * that component: keyed by the chunk, so another chunk in the same place starts afresh.
 */
import { Suspense, useState, type ReactNode } from 'react';

interface ChunkSuspenseProps {
  /** The lazily loaded component rendered inside (somewhere under `children`). */
  chunk: { id: string; isLoaded(): boolean };
  fallback: ReactNode;
  children: ReactNode;
}

function Boundary({ chunk, fallback, children }: ChunkSuspenseProps) {
  const [needed] = useState(() => !chunk.isLoaded());
  return needed ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}

export function ChunkSuspense(props: ChunkSuspenseProps) {
  return <Boundary key={props.chunk.id} {...props} />;
}
