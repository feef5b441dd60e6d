/**
 * A Modal asking to confirm something that cannot be undone: the question, then the safe choice
 * (focused when the dialog opens; it closes the dialog like Escape does, and focus goes back to
 * the button that opened it) and the destructive one (ConfirmChoice).
 */
import type { ReactNode } from 'react';
import { useAppDispatch } from '../app/hooks';
import { modalClosed } from '../app/uiSlice';
import { ConfirmChoice, type ConfirmChoiceProps } from './ConfirmChoice';
import { Modal } from './Modal';

interface ConfirmDialogProps extends Omit<ConfirmChoiceProps, 'keep'> {
  /** Modal id (uiSlice.openModals). */
  id: string;
  title: string;
  /** "No, keep it". */
  keepLabel: string;
  children: ReactNode;
}

export function ConfirmDialog({ id, title, keepLabel, children, ...choice }: ConfirmDialogProps) {
  const dispatch = useAppDispatch();
  const keep = (
    <button type="button" className="button button--secondary" data-initial-focus onClick={() => dispatch(modalClosed(id))} data-testid="confirm-keep">
      {keepLabel}
    </button>
  );
  return (
    <Modal id={id} title={title} actions={<ConfirmChoice keep={keep} {...choice} />} closeButton={false}>
      {children}
    </Modal>
  );
}
