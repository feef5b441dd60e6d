/**
 * A modal dialog registered in the store by id (uiSlice.openModals), so a route change can close
 * every open modal before the next screen shows (spec section 2). role="dialog", aria-modal,
 * focus moves in and is trapped, Escape closes, focus returns to where it was.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { modalClosed, selectIsModalOpen } from '../app/uiSlice';
import { focusableIn, trapTab } from './focusable';

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

  useEffect(() => {
    if (!open || !dialog.current) return undefined;
    const returnTo = document.activeElement as HTMLElement | null;
    // An element marked data-initial-focus (the safe choice of a confirmation) takes the focus, else the first one.
    (dialog.current.querySelector<HTMLElement>('[data-initial-focus]') ?? focusableIn(dialog.current)[0] ?? dialog.current).focus();
    return () => returnTo?.focus?.();
  }, [open]);

  if (!open) return null;
  const close = onDismiss ?? (() => dispatch(modalClosed(id)));
  return createPortal(
    <div className="modal-backdrop">
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
