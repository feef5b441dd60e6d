// @vitest-environment happy-dom
import { act } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppDispatch } from '../../../renderer/app/hooks';
import { modalOpened } from '../../../renderer/app/uiSlice';
import { NavigationEffects } from '../../../renderer/shell/NavigationEffects';
import { Modal } from '../../../renderer/ui/Modal';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';

function Page() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" id="opener" onClick={() => dispatch(modalOpened('details'))}>
        open
      </button>
      <Modal id="details" title="Details">
        <button type="button" id="inside">inside</button>
      </Modal>
    </>
  );
}

const routes = [
  {
    element: (
      <>
        <NavigationEffects />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <Page /> },
      { path: '/other', element: <p>other</p> },
    ],
  },
];

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

async function openModal() {
  rendered = await renderPortal({ bundle: baseBundle(), routes });
  const opener = await waitFor(() => document.getElementById('opener'));
  opener.focus();
  await act(async () => opener.click());
  return waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
}

describe('modal', () => {
  it('is an aria-modal dialog named by its title, with focus moved inside', async () => {
    const dialog = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Details');
    expect(document.activeElement?.id).toBe('inside');
  });

  it('closes on Escape and gives focus back', async () => {
    const dialog = await openModal();
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(rendered!.store.getState().ui.openModals).toEqual([]);
    expect(document.activeElement?.id).toBe('opener');
  });

  it('keeps Tab inside the dialog', async () => {
    const dialog = await openModal();
    const buttons = dialog.querySelectorAll<HTMLButtonElement>('button');
    buttons[buttons.length - 1]!.focus();
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })));
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('is closed by a route change', async () => {
    await openModal();
    expect(rendered!.store.getState().ui.openModals).toEqual(['details']);
    await act(async () => void rendered!.router.navigate('/other'));
    await settle();
    expect(rendered!.store.getState().ui.openModals).toEqual([]);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
