/**
 * Focus that does not fall to <body> (issue 38): when the control a person is on goes away or is
 * disabled (a retry panel whose retry worked, a step of the video call that gave way to the next),
 * the focus goes to the next logical place instead — the new part that came in its stead, else
 * the page's heading, else the main landmark. "Lost" means the focus is on <body> because the
 * element last focused left the page or was disabled: a page nobody has focused anything on yet,
 * or a click on blank space, is left alone, and so is the focus while a page change is taking it
 * to the new page's heading (shell/pageFocus.ts). Where a screen names no better place, a focused
 * element taken out of the page leaves the focus to the page's heading or main landmark.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { holdPageFocus, PAGE_TITLE_ID, pageFocusPending } from '../shell/pageFocus';

/** The element that last took the focus in this document (a focusin listener, from the first import on). */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    },
    true,
  );
  // The safety net: a focused element taken out of the page (a screen a guard replaced, a list
  // redrawn) leaves the focus to the page's heading or main landmark, unless the code that took it
  // out placed the focus itself in the same task. A window losing the focus keeps its element: not this.
  document.addEventListener(
    'focusout',
    (event) => {
      const gone = event.target;
      if (event.relatedTarget || !(gone instanceof Element)) return;
      queueMicrotask(() => {
        if (gone.isConnected && !gone.matches(':disabled')) return;
        const doc = gone.ownerDocument;
        const active = doc.activeElement;
        if (active && active !== doc.body && active.isConnected) return;
        if (!holdPageFocus(doc)) pageFallback(doc)?.focus({ preventScroll: true });
      });
    },
    true,
  );
}

/** Whether the focus fell to <body> with the element that had it (gone from the page, or disabled). */
export function focusLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  const onNothing = !active || active === doc.body || active === doc.documentElement || !active.isConnected;
  if (!onNothing || !lastFocused || lastFocused.ownerDocument !== doc) return false;
  return !lastFocused.isConnected || lastFocused.matches(':disabled');
}

/** The page's own fallback: its heading, else its main landmark. */
export function pageFallback(doc: Document = document): HTMLElement | null {
  return doc.getElementById(PAGE_TITLE_ID) ?? doc.getElementById('main');
}

/** Moves the focus to `target` (else the page's fallback) if it was lost; returns whether it moved. */
export function focusIfLost(target?: HTMLElement | null, doc: Document = document): boolean {
  // A page change under way takes the focus to the new page's heading itself.
  if (!focusLost(doc) || pageFocusPending()) return false;
  const next = target && target.isConnected ? target : pageFallback(doc);
  if (!next) return false;
  next.focus();
  return true;
}

/**
 * After `state` changes (a step gives way to the next), the focus that fell with the old step's
 * control goes to `target()`, the new step's heading or region. Not on the first render; nor
 * while `target()` has nothing to offer (a state in between: the focus waits for the next one).
 */
export function useFocusIfLost(state: unknown, target: () => HTMLElement | null | undefined): void {
  const last = useRef(state);
  const targetRef = useRef(target);
  targetRef.current = target;
  useEffect(() => {
    if (Object.is(last.current, state)) return;
    last.current = state;
    const next = targetRef.current();
    if (next) focusIfLost(next);
  }, [state]);
}

/**
 * When the element of `ref` leaves the page while it holds the focus, the focus goes to `next()`
 * (else the page's fallback) once the page has settled — unless something else took it meanwhile.
 */
export function useHandFocusOnRemoval(ref: RefObject<HTMLElement | null>, next?: () => HTMLElement | null | undefined): void {
  const nextRef = useRef(next);
  nextRef.current = next;
  // A layout effect's clean-up runs before its element leaves the document, so it can still see the focus inside.
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      if (!node || !node.contains(node.ownerDocument.activeElement)) return;
      const doc = node.ownerDocument;
      setTimeout(() => focusIfLost(nextRef.current?.(), doc), 0);
    };
  }, [ref]);
}
