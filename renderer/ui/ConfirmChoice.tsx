/**
 * The answer to an "are you sure?" about something that cannot be undone (cancelling an
 * appointment, deleting a reservation). UX.md: a destructive action looks destructive, and the
 * first focus goes to the safe choice. So the safe choice comes first — first in the tab order,
 * and where the choice opens in a dialog, the element the dialog focuses (data-initial-focus) —
 * and the destructive button is drawn in the theme's error colour (.button--danger). While the
 * action runs that button keeps the focus and ignores clicks (BusyButton).
 */
import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';

export interface ConfirmChoiceProps {
  /** The safe choice (keep it, go back): a button or a link, drawn as a secondary button. */
  keep: ReactNode;
  /** "Yes, cancel it". */
  confirmLabel: string;
  /** Shown on the destructive button while the action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  testId?: string;
}

export function ConfirmChoice({ keep, confirmLabel, busyLabel, busy, onConfirm, testId }: ConfirmChoiceProps) {
  return (
    <div className="button-row confirm-choice">
      {keep}
      <BusyButton className="button button--danger" busy={busy} onClick={onConfirm} data-testid={testId}>
        {busy ? busyLabel : confirmLabel}
      </BusyButton>
    </div>
  );
}
