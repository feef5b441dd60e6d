/**
 * A modal dialog registered in the store by id (uiSlice.openModals), so a route change can close
 * every open modal before the next screen shows (spec section 2). role="dialog", aria-modal,
 * focus moves in and is trapped, Escape closes, focus returns to where it was. While it is open
 * the rest of the page is `inert` (issue 38): the page's other top-level parts (the app's root
 * with its header, main and footer, beside the dialog's portal) can be neither focused, clicked
 * nor read, whatever a screen reader's virtual cursor does.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { modalClosed, selectIsModalOpen } from '../app/uiSlice';
import { holdPageFocus } from '../shell/pageFocus';
import { focusableIn, trapTab } from './focusable';
import { pageFallback } from './focusRescue';

/** Makes every other child of <body> inert; returns the undo (only of what it made inert). */
function makeRestInert(own: HTMLElement): () => void {
  const doc = own.ownerDocument;
  const others = Array.from(doc.body.children).filter((el) => el !== own && !el.hasAttribute('inert') && !['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK'].includes(el.tagName));
  for (const el of others) el.setAttribute('inert', '');
  return () => {
    for (const el of others) el.removeAttribute('inert');
  };
}

/**
 * Where the focus goes when the dialog closes: back to where it was, when it is still in the
 * dialog or fell to <body> with it, unless a page change is taking it to the new page's heading
 * (the main landmark then holds it until the heading comes).
 * An opener that went away meanwhile (the item it acted on is gone) gives way to the page's heading.
 */
function returnFocus(dialog: HTMLElement, returnTo: HTMLElement | null): void {
  const doc = dialog.ownerDocument;
  const active = doc.activeElement;
  const inDialogOrLost = !active || active === doc.body || dialog.contains(active) || !active.isConnected;
  if (!inDialogOrLost || holdPageFocus(doc)) return;
  (returnTo?.isConnected ? returnTo : pageFallback(doc))?.focus();
}

interface ModalProps {
  id: string;
  title: string;
  children: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
  /** The close button under the actions; a dialog whose actions include a way out (ConfirmDialog) leaves it out. Escape closes either way. */
  closeButton?: boolean;
  /** Asked instead of closing at once, by Escape and the close button (a dialog that asks before typed answers are lost). */
  onDismiss?: () => void;
}

export function Modal({ id, title, children, actions, closeButton = true, onDismiss }: ModalProps) {
  const open = useAppSelector((state) => selectIsModalOpen(state, id));
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);

  // A layout effect: on close the focus goes back before the dialog is taken out, so it never falls to <body>.
  useLayoutEffect(() => {
    const node = dialog.current;
    if (!open || !node || !backdrop.current) return undefined;
    const returnTo = document.activeElement as HTMLElement | null;
    const undoInert = makeRestInert(backdrop.current);
    // An element marked data-initial-focus (the safe choice of a confirmation) takes the focus, else the first one.
    (node.querySelector<HTMLElement>('[data-initial-focus]') ?? focusableIn(node)[0] ?? node).focus();
    return () => {
      // The page is usable again before the focus goes back into it.
      undoInert();
      returnFocus(node, returnTo);
    };
  }, [open]);

  if (!open) return null;
  const close = onDismiss ?? (() => dispatch(modalClosed(id)));
  return createPortal(
    <div ref={backdrop} className="modal-backdrop">
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          } else if (dialog.current) trapTab(event, dialog.current);
        }}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">
          {actions}
          {closeButton ? (
            <button type="button" className="button button--secondary" onClick={close}>
              {t('ui.modal.close')}
            </button>
          ) : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
