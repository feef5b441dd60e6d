/**
 * A person using the keyboard alone (issue 38, item 5): every key press is counted, and after
 * each one the focused element must be visible and uncovered (WCAG 2.2 2.4.11). A watcher in the
 * page notes every moment focus falls to `<body>` once the person has started moving it (a
 * control removed or disabled under them), and every page change records where focus went: the
 * new page's h1 is where it belongs.
 */
import { expect, type Page } from '@playwright/test';
import { focusState } from './focus';

/** Where focus went after a page change, as the test reports it. */
export interface PageChange {
  to: string;
  focused: string;
}

interface FocusLog {
  /** Focus has been on an element at least once: `<body>` from then on means it was lost. */
  armed: boolean;
  last: string;
  lost: string[];
}

export class Keyboard {
  presses = 0;
  readonly covered: string[] = [];
  readonly pageChanges: PageChange[] = [];

  constructor(readonly page: Page) {}

  /**
   * Starts the in-page watcher (again after a full page load): every 20 ms, focus on `<body>`
   * after focus was somewhere is noted with the element that had it before.
   */
  async watch(): Promise<void> {
    await this.page.evaluate(() => {
      const w = window as unknown as { __focusLog?: FocusLog };
      if (w.__focusLog) return;
      const log: FocusLog = { armed: false, last: '', lost: [] };
      w.__focusLog = log;
      const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${(el as HTMLElement).dataset?.testid ? `[${(el as HTMLElement).dataset.testid}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      setInterval(() => {
        const el = document.activeElement;
        if (el && el !== document.body && el !== document.documentElement) {
          log.armed = true;
          log.last = describe(el);
        } else if (log.armed) {
          const entry = `on ${window.location.pathname}, after ${log.last}`;
          if (log.lost.at(-1) !== entry) log.lost.push(entry);
        }
      }, 20);
    });
  }

  /** The moments focus fell to `<body>` on the current page load. */
  async lostFocus(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __focusLog?: FocusLog }).__focusLog?.lost ?? []);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.presses += 1;
    const state = await focusState(this.page);
    if (!state.uncovered) this.covered.push(`press ${this.presses} (${key}): ${state.name}`);
  }

  /** Tabs until the focused element matches `selector`; fails after `max` presses. */
  async tabTo(selector: string, max = 25): Promise<void> {
    for (let i = 0; i < max; i += 1) {
      await this.press('Tab');
      if (await this.page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    }
    throw new Error(`${selector} not reached in ${max} Tab presses`);
  }

  /** The person's own data (names, e-mail): not counted as key presses. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /**
   * After a key press that leaves the page: waits for the new address and for focus to reach the
   * new page's h1 (it may mount late, when its code or texts arrive), and records where focus went.
   */
  async pageChanged(to: RegExp | ((url: URL) => boolean)): Promise<void> {
    await this.page.waitForURL(to, { timeout: 30_000 });
    const at = () => this.page.evaluate(() => {
      const el = document.activeElement;
      return el?.tagName === 'H1' ? 'h1' : (el?.tagName.toLowerCase() ?? 'nothing');
    });
    await expect.poll(at, { timeout: 15_000 }).toBe('h1').catch(() => undefined);
    this.pageChanges.push({ to: new URL(this.page.url()).pathname, focused: await at() });
  }

  /** The report of the journey, for the test's annotations. */
  summary(): string {
    return `${this.presses} key presses, ${this.pageChanges.length} page changes`;
  }
}

/** Asserts what a keyboard journey must hold: focus on the h1 after every page change, never on `<body>`, never covered. */
export async function expectFocusFollowed(keys: Keyboard, lost: string[]): Promise<void> {
  expect(keys.pageChanges.filter((change) => change.focused !== 'h1'), 'page changes that left focus elsewhere than the new h1').toEqual([]);
  expect(lost, 'moments focus fell to <body>').toEqual([]);
  expect(keys.covered, 'focused elements covered by something').toEqual([]);
}
