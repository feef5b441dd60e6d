// @vitest-environment happy-dom
/** The shared confirmation of an action that cannot be undone: safe choice first, Escape and "keep" close, focus goes home. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppDispatch } from '../../../renderer/app/hooks';
import { modalOpened } from '../../../renderer/app/uiSlice';
import { ConfirmDialog } from '../../../renderer/ui/ConfirmDialog';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const onConfirm = vi.fn();

function Page() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" id="opener" onClick={() => dispatch(modalOpened('remove'))}>
        remove
      </button>
      <ConfirmDialog id="remove" title="Remove it?" keepLabel="No, keep it" confirmLabel="Yes, remove it" busyLabel="Removing…" busy={false} onConfirm={onConfirm} testId="confirm">
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  onConfirm.mockReset();
});

async function openDialog() {
  rendered = await renderPortal({ bundle: baseBundle(), element: <Page /> });
  const opener = await waitFor(() => document.getElementById('opener'));
  opener.focus();
  await act(async () => opener.click());
  return waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
}

describe('confirm dialog', () => {
  it('focuses the safe choice first, and draws the destructive one as such after it', async () => {
    const dialog = await openDialog();
    const buttons = [...dialog.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['No, keep it', 'Yes, remove it']);
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons[1]!.className).toContain('button--danger');
  });

  it('closes on Escape without confirming, and focus returns to the opener', async () => {
    const dialog = await openDialog();
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on the safe choice the same way', async () => {
    const dialog = await openDialog();
    await act(async () => dialog.querySelector<HTMLButtonElement>('[data-testid="confirm-keep"]')!.click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms on the destructive button', async () => {
    const dialog = await openDialog();
    await act(async () => dialog.querySelector<HTMLButtonElement>('[data-testid="confirm"]')!.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
