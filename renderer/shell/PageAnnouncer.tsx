/**
 * The shell's polite live region for page changes (issue 38): after an in-app navigation it says
 * the new page's title (its heading, pageFocus.ts), so a screen reader announces the new page even
 * where the focus stayed with the person. Empty on the server and on the first page (the browser
 * announces a loaded document itself). The text is cleared first and set a moment later, so a
 * page with the same title as the last one is announced too.
 */
import { useEffect, useState } from 'react';
import { onPageAnnounced } from './pageFocus';

/** How long the region stays empty before the new title, so assistive technology notices the change. */
export const ANNOUNCE_DELAY_MS = 100;

export function PageAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onPageAnnounced((title) => {
      clearTimeout(timer);
      setMessage('');
      timer = setTimeout(() => setMessage(title), ANNOUNCE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {message}
    </div>
  );
}
