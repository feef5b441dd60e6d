/**
 * A screen's own page title and description (a clinic's or a doctor's page), so a search engine
 * lists the clinic by name (issue 10). One hook for both renderers: on the server it writes into
 * the collector the server entry reads after rendering (effects never run there); in the browser
 * it puts the head in the store, where PageTitle applies it, and takes it back when the screen goes.
 */
import { createContext, useContext, useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { pageHeadChanged, type PageHead } from '../app/uiSlice';

export type { PageHead };

/** The server render's collector; null in the browser. */
export const PageHeadContext = createContext<{ head: PageHead | null } | null>(null);

export function usePageHead(head: PageHead | null): void {
  const collector = useContext(PageHeadContext);
  if (collector && head) collector.head = head;
  const dispatch = useAppDispatch();
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined) return undefined;
    dispatch(pageHeadChanged({ title, ...(description ? { description } : {}) }));
    return () => {
      dispatch(pageHeadChanged(null));
    };
  }, [title, description, dispatch]);
}
