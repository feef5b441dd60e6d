/**
 * Runs in the studio's preview pages (the server adds it to pages on a preview host, in
 * development only): checks the page with axe once it has settled after each change, and posts
 * the findings to the studio framing it (AxeReport.tsx), which cannot look into another origin.
 */
import axe from 'axe-core';
import type { AxeMessage } from './AxeReport';

/** How long the page must stay unchanged before it is checked: a screen loads in steps. */
const SETTLE_MS = 600;
const studio = document.referrer ? new URL(document.referrer).origin : undefined;

let timer: number | undefined;
let running = false;
let again = false;

async function check(): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    const message: AxeMessage = {
      type: 'studio:axe',
      path: location.pathname,
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, helpUrl: v.helpUrl, nodes: v.nodes.length })),
    };
    if (studio && window.parent !== window) window.parent.postMessage(message, studio);
  } finally {
    running = false;
    if (again) {
      again = false;
      schedule();
    }
  }
}

/** A page that never stays still (a clock, an animation) is checked at least this often. */
const LONGEST_WAIT_MS = 3_000;
let waitingSince: number | undefined;

function schedule(): void {
  window.clearTimeout(timer);
  waitingSince ??= Date.now();
  const wait = Math.max(0, Math.min(SETTLE_MS, waitingSince + LONGEST_WAIT_MS - Date.now()));
  timer = window.setTimeout(() => {
    waitingSince = undefined;
    void check();
  }, wait);
}

// axe's own changes (none to the DOM) do not count; any change of the page does.
new MutationObserver(schedule).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
schedule();
