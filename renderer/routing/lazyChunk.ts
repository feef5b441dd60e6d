/**
 * A component in a chunk of its own, loaded when first rendered (like React.lazy), with:
 * - `preload`, so navigation can fetch a screen's chunk before it commits (NavigationEffects);
 * - an id, the module's path under renderer/ without extension ("screens/form/FormScreen"), by
 *   which the server render records the chunks a page used (ChunkCollector) and the browser loads
 *   them all before it hydrates (preloadChunks): a component whose module is loaded renders at
 *   once, so hydration has no boundary left waiting and the page answers its first click.
 * A failed import is not kept, so a retry (or the page after a reload) tries again.
 */
import { createContext, createElement, lazy, useContext, useState, type ComponentType } from 'react';

export type ChunkModule<P> = { default: ComponentType<P> };

export type LazyChunk<P> = ComponentType<P> & {
  id: string;
  preload: () => Promise<ChunkModule<P>>;
  /** Whether the module is here, so the component renders without suspending. */
  isLoaded: () => boolean;
};

const preloaders = new Map<string, () => Promise<unknown>>();

/** The server render's record of the chunks the page rendered, in the order they rendered. */
export const ChunkCollector = createContext<Set<string> | null>(null);

export function lazyChunk<P extends object>(id: string, load: () => Promise<ChunkModule<P>>): LazyChunk<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ChunkModule<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  // Only suspends: a mount that meets it is retried from scratch once the module is there, and
  // then renders the component itself (an element of one type for the whole life of the instance).
  const Pending = lazy(preload);
  function Chunk(props: P) {
    useContext(ChunkCollector)?.add(id);
    // Loaded: render at once. Not yet: suspend on the one shared import until it is.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Pending);
    return createElement(Component, props);
  }
  preloaders.set(id, preload);
  return Object.assign(Chunk, { id, preload, isLoaded: () => loaded !== undefined });
}

/**
 * Loads the chunks a server render used, in its order: a chunk's own lazy components are known
 * only once it is loaded, and they rendered after it. Ids this build does not know are skipped.
 */
export async function preloadChunks(ids: readonly string[]): Promise<void> {
  for (const id of ids) await preloaders.get(id)?.();
}
