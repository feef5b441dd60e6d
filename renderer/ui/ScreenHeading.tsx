/**
 * The one h1 of a screen, matching the page title (UX.md). id="page-title" and tabIndex -1 let
 * the shell move focus here after a navigation; a heading that mounts after the page changed
 * (its screen's chunk or texts came late) takes that focus when it comes, and a focused heading
 * that its screen draws again hands the focus to the new one (shell/pageFocus.ts).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { headingMounted, headingUnmounting, PAGE_TITLE_ID } from '../shell/pageFocus';

export function ScreenHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Layout effects: the focus moves in the commit that draws the heading, and leaves it before it is taken out.
  useLayoutEffect(() => {
    const node = heading.current;
    if (!node) return undefined;
    headingMounted(node);
    return () => headingUnmounting(node);
  }, []);
  return (
    <h1 id={PAGE_TITLE_ID} ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
