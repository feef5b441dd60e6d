/**
 * Where focus goes after a page change (issue 38): to the new page's heading, whenever it shows.
 * A screen's code or texts may still be loading when the route changes, so there may be no
 * heading yet; the page change is then kept pending and the heading takes the focus when it
 * mounts (ScreenHeading), however late; meanwhile the main landmark holds it (no ring), so it is
 * never on <body> with the pressed link gone. The one source of truth for that is here: NavigationEffects
 * says a page changed, ScreenHeading says a heading is there. A person who moves the focus
 * themselves in the meantime (clicks into a field, presses Tab) keeps it: the pending focus is
 * dropped, though the page is still announced. A focused heading that its screen draws again
 * (a gate that opened when the texts came) hands the focus on to the new one in the same way.
 * The announcement (the heading's text) goes to the
 * shell's live region (PageAnnouncer), so a screen reader says which page came.
 */

/** The id of the page's one h1 (ScreenHeading). */
export const PAGE_TITLE_ID = 'page-title';

interface Pending {
  /** Focus still to be moved to the heading; false once the person moved it themselves. */
  focus: boolean;
  /** The page is still to be announced (not when a focused heading was only drawn again). */
  announce: boolean;
  /** Drops the listeners that watch for the person's own focus moves. */
  stopWatching: () => void;
}

let pending: Pending | null = null;
/** True while this module moves the focus itself (the main landmark holding it): not the person's move. */
let ownMove = false;
const announcers = new Set<(title: string) => void>();

/** Whether a page change still waits for its heading to take the focus (a rescue of lost focus then leaves it alone, focusRescue.ts). */
export function pageFocusPending(): boolean {
  return pending?.focus === true;
}

/** Tells every live region the new page's title. */
function announce(title: string): void {
  const text = title.replace(/\s+/g, ' ').trim();
  if (text) for (const listener of announcers) listener(text);
}

/** The pending page change comes to `heading`: focus (unless the person moved it) and the announcement. */
function land(heading: HTMLElement): void {
  const current = pending;
  if (!current) return;
  pending = null;
  current.stopWatching();
  if (current.focus) heading.focus({ preventScroll: true });
  if (current.announce) announce(heading.textContent ?? '');
}

/** A focus move that is not the heading's own: the person's (or the screen's) choice, kept. */
function watchOwnMoves(doc: Document): () => void {
  const moved = (event: Event) => {
    const target = event.target as Element | null;
    if (pending && !ownMove && target?.id !== PAGE_TITLE_ID) pending.focus = false;
  };
  doc.addEventListener('focusin', moved, true);
  return () => doc.removeEventListener('focusin', moved, true);
}

/** The main landmark holds the focus of a page change until the heading comes. */
function holdInMain(doc: Document): void {
  const main = doc.getElementById('main');
  if (!main || main.contains(doc.activeElement)) return;
  ownMove = true;
  try {
    main.focus({ preventScroll: true });
  } finally {
    ownMove = false;
  }
}

/**
 * A page change (a new path; not the first page, not a query-only change): the focus goes to the
 * new page's heading now if it is there, else when it mounts (the main landmark holding it meanwhile).
 */
export function pageChanged(doc: Document = document): void {
  pending?.stopWatching();
  pending = { focus: true, announce: true, stopWatching: watchOwnMoves(doc) };
  const heading = doc.getElementById(PAGE_TITLE_ID);
  if (heading) land(heading);
  else holdInMain(doc);
}

/**
 * Something that had the focus went away during a page change (a dialog the route change closed):
 * the main landmark holds the focus until the new page's heading comes. Returns whether a page change is pending.
 */
export function holdPageFocus(doc: Document = document): boolean {
  if (!pending?.focus) return false;
  const active = doc.activeElement;
  if (!active || active === doc.body || !active.isConnected) holdInMain(doc);
  return true;
}

/** A page heading mounted: it takes a pending page change. */
export function headingMounted(heading: HTMLElement): void {
  if (pending) land(heading);
}

/**
 * A page heading is about to leave the page (called before it is taken out). When it has the
 * focus, its screen is drawing it again (the texts arrived, the data loaded, a gate opened): the
 * main landmark holds the focus and the next heading to mount takes it back, without a second
 * announcement. A page change that follows replaces this with its own.
 */
export function headingUnmounting(heading: HTMLElement): void {
  const doc = heading.ownerDocument;
  if (doc.activeElement !== heading) return;
  if (!pending) pending = { focus: true, announce: false, stopWatching: watchOwnMoves(doc) };
  holdInMain(doc);
}

/** Forgets a pending page change (the shell went away). */
export function pageFocusReset(): void {
  pending?.stopWatching();
  pending = null;
}

/** Listens for the titles of new pages; returns the unsubscribe. */
export function onPageAnnounced(listener: (title: string) => void): () => void {
  announcers.add(listener);
  return () => {
    announcers.delete(listener);
  };
}
