/**
 * Stands in for markdown-to-jsx inside RJSF (aliased in vite.config.ts). RJSF renders markdown
 * only for `ui:enableMarkdownInDescription` and for its own developer error notes; portal form
 * texts are translations shown as plain text, so the ~28 KB gzip parser would be dead weight in
 * the form chunk. Text is rendered as text, never as HTML.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;
