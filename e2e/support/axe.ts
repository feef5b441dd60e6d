/**
 * The axe-core scan both accessibility specs run (issue 11: WCAG 2.0/2.1 A and AA, 2.2 AA; no
 * serious or critical violation). axe runs in legacy mode (axe.run in the page itself): the
 * portal's pages have no frames, and the default mode opens an extra blank page for every scan,
 * which nearly doubles the time of a spec of a thousand scans. The first scan of a page load goes
 * through AxeBuilder, which also puts axe into the page; axe stays there across in-app
 * navigations, so later scans call it directly, usually in <main> only, as the frame around it
 * (header, footer, cookie banner) is the one already scanned.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}
/** What the specs read of axe-core's own global in the page. */
interface AxeGlobal {
  run(context: string, options: object): Promise<{ violations: Violation[] }>;
}

/**
 * Serious and critical findings in `context` ('main', '.modal'), or on the whole page when it is
 * omitted, each as one line naming `where`, the rule and up to three of its elements.
 */
export async function axeFindings(page: Page, where: string, context?: string): Promise<string[]> {
  const axeInPage = await page.evaluate(() => 'axe' in window);
  const results = axeInPage
    ? await page.evaluate(
        ([ctx, tags]) =>
          (window as unknown as { axe: AxeGlobal }).axe.run(ctx ?? (document as unknown as string), {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
          }),
        [context ?? null, WCAG_TAGS] as const,
      )
    : await (context ? new AxeBuilder({ page }).include(context) : new AxeBuilder({ page })).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
}
