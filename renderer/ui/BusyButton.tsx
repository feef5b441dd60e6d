/**
 * A button whose action may be running (issue 38). A native `disabled` would prevent a double
 * submit, but a disabled button loses the focus: it falls to <body> and a keyboard or
 * screen-reader user starts again from the top. So while busy the button stays focusable and is
 * only marked — aria-disabled="true" (drawn as disabled, components.css) and aria-busy — and a
 * click, or the Enter that submits its form, is ignored until the action has finished.
 * `disabled` is still there for a button that really cannot be used (nothing chosen yet), where
 * no focus is lost.
 */
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

/** The attributes and click guard of a busy button, for buttons drawn by others (RJSF's submit). */
export function busyButtonProps(busy: boolean) {
  return {
    'aria-disabled': busy ? ('true' as const) : undefined,
    'aria-busy': busy ? ('true' as const) : undefined,
    /** A click (or the implicit submit of Enter, which clicks the default button) does nothing while busy. */
    onClickCapture: (event: MouseEvent<HTMLButtonElement>) => {
      if (!busy) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The action runs: the button keeps the focus but does nothing. */
  busy: boolean;
  /** Cannot be used now, though it may hold the focus (the patient went away): marked like busy, without aria-busy. */
  unavailable?: boolean;
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

export function BusyButton({ busy, unavailable = false, type = 'button', onClick, children, ...rest }: BusyButtonProps) {
  const inactive = busy || unavailable;
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={inactive ? 'true' : rest['aria-disabled']}
      aria-busy={busy ? 'true' : undefined}
      onClick={(event) => {
        if (inactive) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
