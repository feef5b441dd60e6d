/**
 * What a phone patient with large text meets, measured in the page (issue 38, item 3):
 * - `textSize`: the browser's text size, e.g. at 200 % (Chromium's "font size" setting, 16 → 32 px), so
 *   everything sized in rem or em grows as it does for a person who set it;
 * - `sidewaysCulprits`: when the page scrolls sideways, the elements that stick out past the
 *   viewport's right edge (the outermost of each chain, outside any scroll region of their own);
 * - `smallTargets`: standalone links and buttons (and the labels of check boxes and radio buttons)
 *   under 44 × 44 px. A link inside a sentence is exempt, as WCAG 2.5.8 exempts inline targets.
 */
import type { CDPSession, Page } from '@playwright/test';

const sessions = new WeakMap<Page, CDPSession>();

/**
 * The browser's default text size, in px (16 is the usual, 32 is 200 %), for the page on screen
 * and every page the tab loads after it.
 */
export async function textSize(page: Page, px: number): Promise<void> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    sessions.set(page, cdp);
  }
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round(px * 0.8125) } });
}

/** How an element is named in a report: its tag, its first two classes or its id, and its width. */
const describe = `(el) => {
  const classes = [...el.classList].slice(0, 2).map((c) => '.' + c).join('');
  const name = el.id ? '#' + el.id : classes;
  const rect = el.getBoundingClientRect();
  return el.tagName.toLowerCase() + name + ' ' + Math.round(rect.width) + 'x' + Math.round(rect.height);
}`;

/** The elements that make the page scroll sideways ([] when it does not). */
export async function sidewaysCulprits(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const name = new Function(`return ${describeSource}`)() as (el: Element) => string;
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit) return [];
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const insideScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 0.5) continue;
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > limit + 0.5) continue;
      if (insideScroller(el)) continue;
      found.push(name(el));
    }
    return found.length ? found : [`the page is ${document.documentElement.scrollWidth} px wide (no element found)`];
  }, describe);
}

/** Standalone targets under 44 × 44 px in `scope` (the whole page by default). */
export async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([describeSource, selector]) => {
      const name = new Function(`return ${describeSource}`)() as (el: Element) => string;
      const root = document.querySelector(selector);
      if (!root) return [];
      const shown = (el: Element) => {
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]');
      };
      // A link in running text: its block holds more words than the link itself.
      const inline = (el: Element) => {
        if (getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const words = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return block !== null && words(block).length > words(el).length;
      };
      const small: string[] = [];
      for (const el of root.querySelectorAll('a[href], button, [role="button"], summary, select, input[type="checkbox"], input[type="radio"]')) {
        // A check box or radio button is pressed through its label as well: the label is the target.
        const target = el instanceof HTMLInputElement ? (el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el) : el;
        if (!shown(el) && !shown(target)) continue;
        if (target === el && inline(el)) continue;
        // Map controls are drawn by the map library over the map, which the keyboard list beside it replaces.
        if (el.closest('.ol-viewport')) continue;
        const rect = target.getBoundingClientRect();
        if (rect.height < 43.5 || rect.width < 43.5) {
          const where = target.parentElement ? ` in ${name(target.parentElement).split(' ')[0]}` : '';
          small.push(`${name(target)}${where} "${(target.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
      return [...new Set(small)];
    },
    [describe, scope] as const,
  );
}
