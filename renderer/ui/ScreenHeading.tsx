/**
 * The one h1 of a screen, matching the page title (UX.md). id="page-title" and tabIndex -1 let
 * the shell move focus here after a navigation.
 */
import type { ReactNode } from 'react';

export function ScreenHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id="page-title" tabIndex={-1}>
      {children}
    </h1>
  );
}
