/**
 * What has keyboard focus, and whether a person can see it: in the viewport and drawn on top at
 * its centre, so nothing sticky or floating covers it (WCAG 2.2 2.4.11, UX.md).
 */
import type { Page } from '@playwright/test';

export interface FocusState {
  /** tag#id[testid].class of the focused element, for the test's message. */
  name: string;
  uncovered: boolean;
}

export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { name: 'body', uncovered: true };
    const box = focused.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const classes = typeof focused.className === 'string' && focused.className ? `.${focused.className.split(/\s+/).join('.')}` : '';
    const name = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}${focused.dataset.testid ? `[${focused.dataset.testid}]` : ''}${classes}`;
    return { name, uncovered: inView && top !== null && (focused === top || focused.contains(top) || top.contains(focused)) };
  });
}
