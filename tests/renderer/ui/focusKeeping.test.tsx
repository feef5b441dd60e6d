// @vitest-environment happy-dom
/**
 * Nothing a person is focused on is removed or disabled without the focus going on (issue 38):
 * busy buttons keep it, the cookie banner and the user menu hand it on, a vanished control's
 * focus goes to the next logical place.
 */
import { act, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../renderer/routing/buildRoutes';
import { toSessionUser, type MeResponse } from '../../../renderer/domain/session/sessionUser';
import { BusyButton } from '../../../renderer/ui/BusyButton';
import { focusIfLost, focusLost, useFocusIfLost, useHandFocusOnRemoval } from '../../../renderer/ui/focusRescue';
import UserMenu from '../../../renderer/ui/UserMenu';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe('busy button', () => {
  function Harness({ onClick, onSubmit }: { onClick: () => void; onSubmit: () => void }) {
    const [busy, setBusy] = useState(false);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <input id="field" aria-label="field" />
        <BusyButton id="send" type="submit" busy={busy} onClick={onClick}>
          Send
        </BusyButton>
        <button type="button" id="toggle" onClick={() => setBusy((b) => !b)}>
          toggle
        </button>
      </form>
    );
  }

  it('keeps the focus while busy, is marked busy and disabled for assistive technology, and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    rendered = await renderPortal({ bundle: baseBundle(), element: <Harness onClick={onClick} onSubmit={onSubmit} /> });
    const send = await waitFor(() => byId('send') as HTMLButtonElement);
    expect(send.getAttribute('aria-disabled')).toBeNull();
    expect(send.getAttribute('aria-busy')).toBeNull();
    await act(async () => send.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => byId('toggle').click());
    send.focus();
    expect(send.disabled).toBe(false);
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.getAttribute('aria-busy')).toBe('true');
    await act(async () => send.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(send);
  });

  it('marks an unusable button without aria-busy, and still takes a plain disabled', async () => {
    rendered = await renderPortal({
      bundle: baseBundle(),
      element: (
        <>
          <BusyButton id="a" busy={false} unavailable>
            a
          </BusyButton>
          <BusyButton id="b" busy={false} disabled>
            b
          </BusyButton>
        </>
      ),
    });
    const a = await waitFor(() => byId('a') as HTMLButtonElement);
    expect(a.getAttribute('aria-disabled')).toBe('true');
    expect(a.getAttribute('aria-busy')).toBeNull();
    expect(a.type).toBe('button');
    expect((byId('b') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('focus rescue', () => {
  function Steps() {
    const [step, setStep] = useState<'one' | 'two'>('one');
    useFocusIfLost(step, () => (step === 'two' ? byId('two-title') : null));
    return step === 'one' ? (
      <button type="button" id="next" onClick={() => setStep('two')}>
        next
      </button>
    ) : (
      <h2 id="two-title" tabIndex={-1}>
        Step two
      </h2>
    );
  }

  it('gives the focus that fell with a step to the next step', async () => {
    rendered = await renderPortal({ bundle: baseBundle(), element: <Steps /> });
    const next = await waitFor(() => byId('next'));
    next.focus();
    await act(async () => next.click());
    expect(document.activeElement?.id).toBe('two-title');
  });

  function Panel() {
    const ref = useRef<HTMLDivElement>(null);
    useHandFocusOnRemoval(ref);
    return (
      <div ref={ref}>
        <button type="button" id="retry">
          retry
        </button>
      </div>
    );
  }
  function Page() {
    const [failed, setFailed] = useState(true);
    return (
      <>
        <h1 id="page-title" tabIndex={-1}>
          Page
        </h1>
        <button type="button" id="fix" onClick={() => setFailed(false)}>
          fix
        </button>
        {failed ? <Panel /> : <p>content</p>}
      </>
    );
  }

  it('hands the focus of a panel that goes to the page heading', async () => {
    rendered = await renderPortal({ bundle: baseBundle(), element: <Page /> });
    const retry = await waitFor(() => byId('retry'));
    retry.focus();
    // The retry worked: the panel goes (here by the "fix" button's state, the focus still on the retry).
    await act(async () => void byId('fix').dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(document.getElementById('retry')).toBeNull();
    await settle(2);
    expect(document.activeElement?.id).toBe('page-title');
  });

  it('leaves a page alone where nothing was focused, or the focus is somewhere', async () => {
    rendered = await renderPortal({ bundle: baseBundle(), element: <Page /> });
    await waitFor(() => byId('fix'));
    byId('fix').focus();
    expect(focusLost()).toBe(false);
    expect(focusIfLost(byId('page-title'))).toBe(false);
    expect(document.activeElement?.id).toBe('fix');
  });
});

describe('the safety net', () => {
  it('gives the focus of an element taken out of the page to the page heading', async () => {
    rendered = await renderPortal({
      bundle: baseBundle(),
      element: (
        <h1 id="page-title" tabIndex={-1}>
          Page
        </h1>
      ),
    });
    await waitFor(() => byId('page-title'));
    const gone = document.createElement('button');
    document.body.appendChild(gone);
    gone.focus();
    // What the browser says as a focused element leaves the page: focusout towards nothing, then it is gone.
    gone.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    gone.remove();
    await act(async () => await Promise.resolve());
    expect(document.activeElement?.id).toBe('page-title');
  });

  it('leaves the focus alone when it only left the window', async () => {
    rendered = await renderPortal({ bundle: baseBundle(), element: <button type="button" id="stay">stay</button> });
    const stay = await waitFor(() => byId('stay'));
    stay.focus();
    stay.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    await act(async () => await Promise.resolve());
    expect(document.activeElement).toBe(stay);
  });
});

describe('cookie banner', () => {
  /** The portal of the base documents before the visitor answered: its banner. */
  async function openBanner(): Promise<HTMLElement> {
    const bundle = baseBundle();
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle), consent: null });
    return waitFor(() => rendered!.container.querySelector<HTMLElement>('section.cookie-consent'));
  }

  it('hands the focus to the skip link when answered from the keyboard', async () => {
    const banner = await openBanner();
    const accept = banner.querySelector<HTMLButtonElement>('.cookie-consent__actions .button')!;
    accept.focus();
    // A key press activates a button with a click whose detail is 0.
    await act(async () => accept.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 })));
    expect(rendered!.container.querySelector('section.cookie-consent')).toBeNull();
    expect(document.activeElement?.classList.contains('skip-link')).toBe(true);
  });

  it('hands the focus to the main landmark when answered with a pointer', async () => {
    const banner = await openBanner();
    const reject = banner.querySelectorAll<HTMLButtonElement>('.cookie-consent__actions button')[1]!;
    reject.focus();
    await act(async () => reject.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })));
    expect(document.activeElement?.id).toBe('main');
  });

  it('moves the focus to the choices when "settings" gives way to them', async () => {
    const banner = await openBanner();
    const settings = banner.querySelector<HTMLButtonElement>('.text-button')!;
    settings.focus();
    await act(async () => settings.click());
    expect(document.activeElement?.getAttribute('type')).toBe('checkbox');
    expect((document.activeElement as HTMLInputElement).disabled).toBe(false);
  });
});

describe('user menu', () => {
  const me: MeResponse = {
    id: 1,
    name: 'Anna Kovács',
    email: 'anna@example.org',
    currentSubscription: null,
    subscriberCustomer: null,
    impersonator: null,
    services: [],
    servicesSortingOrder: {},
  };

  it('gives the focus back to its button when Escape closes it at desktop width', async () => {
    rendered = await renderPortal({ bundle: baseBundle(), element: <UserMenu user={toSessionUser(me)} /> });
    const toggle = await waitFor(() => rendered!.container.querySelector<HTMLButtonElement>('.user-menu__toggle'));
    toggle.focus();
    await act(async () => toggle.click());
    const first = await waitFor(() => rendered!.container.querySelector<HTMLElement>('.user-menu__list a, .user-menu__list button'));
    first.focus();
    await act(async () => first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(rendered.container.querySelector('.user-menu__list')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
