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

  it('makes the rest of the page inert while open, and lets it go on close', async () => {
    const dialog = await openModal();
    const backdrop = dialog.closest('.modal-backdrop')!;
    expect(backdrop.parentElement).toBe(document.body);
    const others = [...document.body.children].filter((el) => el !== backdrop);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((el) => el.hasAttribute('inert'))).toBe(true);
    expect(rendered!.container.hasAttribute('inert')).toBe(true);
    expect(backdrop.hasAttribute('inert')).toBe(false);
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(rendered!.container.hasAttribute('inert')).toBe(false);
    expect([...document.body.children].some((el) => el.hasAttribute('inert'))).toBe(false);
    // Not inert any more before the focus goes back to the opener, so it takes it.
    expect(document.activeElement?.id).toBe('opener');
  });

  it('leaves alone what was inert before it opened', async () => {
    const already = document.createElement('div');
    already.setAttribute('inert', '');
    document.body.appendChild(already);
    const dialog = await openModal();
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(already.hasAttribute('inert')).toBe(true);
    already.remove();
  });

  it('gives the focus to the page heading when its opener went away meanwhile', async () => {
    const dialog = await openModal();
    const heading = document.createElement('h1');
    heading.id = 'page-title';
    heading.tabIndex = -1;
    rendered!.container.appendChild(heading);
    // Taken out of the page behind React's back, and put back for React's own clean-up.
    const opener = document.getElementById('opener')!;
    const [parent, next] = [opener.parentNode!, opener.nextSibling];
    opener.remove();
    await act(async () => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.activeElement).toBe(heading);
    heading.remove();
    parent.insertBefore(opener, next?.parentNode === parent ? next : null);
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
