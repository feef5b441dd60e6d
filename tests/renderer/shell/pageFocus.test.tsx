// @vitest-environment happy-dom
/** Focus after a page change (issue 38): the new page's heading takes it when it mounts, however late, and the page is announced. */
import { act, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationEffects } from '../../../renderer/shell/NavigationEffects';
import { ANNOUNCE_DELAY_MS, PageAnnouncer } from '../../../renderer/shell/PageAnnouncer';
import { pageFocusPending } from '../../../renderer/shell/pageFocus';
import { ScreenHeading } from '../../../renderer/ui/ScreenHeading';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';

/** Shows the late page's heading: set while the late page waits for its "chunk". */
let release: (() => void) | undefined;

/** A page whose heading comes only when the test says (its code or texts still loading). */
function LatePage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    release = () => setShown(true);
    return () => {
      release = undefined;
    };
  }, []);
  return shown ? (
    <>
      <ScreenHeading>Late page</ScreenHeading>
      <input id="late-field" aria-label="field" />
    </>
  ) : (
    <p>loading</p>
  );
}

/** Draws the page again in a new subtree (a gate that opened): set while the redrawn page is shown. */
let redraw: (() => void) | undefined;

function RedrawnPage() {
  const [round, setRound] = useState(0);
  useEffect(() => {
    redraw = () => setRound((r) => r + 1);
    return () => {
      redraw = undefined;
    };
  }, []);
  return round === 0 ? (
    <div>
      <ScreenHeading>Redrawn page</ScreenHeading>
    </div>
  ) : (
    <section>
      <ScreenHeading>Redrawn page</ScreenHeading>
    </section>
  );
}

function StartPage() {
  return (
    <>
      <ScreenHeading>Start page</ScreenHeading>
      <a href="/late" id="start-link">
        to the late page
      </a>
      <input id="start-field" aria-label="field" />
    </>
  );
}

const routes = [
  {
    element: (
      <>
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <PageAnnouncer />
        <NavigationEffects />
      </>
    ),
    children: [
      { path: '/', element: <StartPage /> },
      { path: '/late', element: <LatePage /> },
      { path: '/now', element: <ScreenHeading>Ready page</ScreenHeading> },
      { path: '/redrawn', element: <RedrawnPage /> },
      { path: '/none', element: <p>no heading here</p> },
    ],
  },
];

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const pause = (ms: number) => act(async () => void (await new Promise((r) => setTimeout(r, ms))));
const announced = () => document.querySelector('[data-testid="page-announcer"]')?.textContent ?? '';

async function start(url = '/') {
  rendered = await renderPortal({ bundle: baseBundle(), routes, url });
  await settle();
  return rendered;
}

async function go(to: string) {
  await act(async () => void rendered!.router.navigate(to));
  await settle(2);
}

describe('focus after a page change', () => {
  it('leaves the first page alone: no focus moved, nothing announced', async () => {
    await start();
    expect(document.getElementById('page-title')?.textContent).toBe('Start page');
    expect(document.activeElement).toBe(document.body);
    await pause(ANNOUNCE_DELAY_MS + 20);
    expect(announced()).toBe('');
    expect(pageFocusPending()).toBe(false);
  });

  it('moves the focus to the heading that is there at once, and announces the page', async () => {
    await start();
    document.getElementById('start-link')!.focus();
    await go('/now');
    expect(document.activeElement?.id).toBe('page-title');
    expect(document.activeElement?.textContent).toBe('Ready page');
    await waitFor(() => announced() === 'Ready page');
  });

  it('moves the focus to a heading that mounts late, when it mounts', async () => {
    await start();
    document.getElementById('start-link')!.focus();
    await go('/late');
    // No heading yet: the focus waits in the main landmark (the pressed link has gone with the old page), never on <body>.
    expect(document.getElementById('page-title')).toBeNull();
    expect(pageFocusPending()).toBe(true);
    expect(document.activeElement?.id).toBe('main');
    await pause(200);
    expect(pageFocusPending()).toBe(true);
    await act(async () => release!());
    expect(document.activeElement?.id).toBe('page-title');
    expect(document.activeElement?.textContent).toBe('Late page');
    expect(pageFocusPending()).toBe(false);
    await waitFor(() => announced() === 'Late page');
  });

  it('keeps the focus where the person put it meanwhile, and still announces the page', async () => {
    await start();
    await go('/late');
    // The loading page has something to focus: a person clicks into it before the heading comes.
    const field = document.createElement('input');
    rendered!.container.querySelector('main')!.appendChild(field);
    await act(async () => field.focus());
    expect(pageFocusPending()).toBe(false);
    await act(async () => release!());
    expect(document.activeElement).toBe(field);
    await waitFor(() => announced() === 'Late page');
    field.remove();
  });

  it('hands a focused heading that its screen draws again to the new one, without a second announcement', async () => {
    await start();
    await go('/redrawn');
    expect(document.activeElement?.textContent).toBe('Redrawn page');
    await waitFor(() => announced() === 'Redrawn page');
    const first = document.activeElement;
    // The texts arrive: the gate draws the screen again, a new heading in place of the focused one.
    await act(async () => redraw!());
    expect(document.getElementById('page-title')).not.toBe(first);
    expect(document.activeElement?.id).toBe('page-title');
    expect(pageFocusPending()).toBe(false);
  });

  it('does not move the focus on a query-only change', async () => {
    await start();
    const field = document.getElementById('start-field') as HTMLInputElement;
    field.focus();
    await go('/?filter=1');
    expect(document.activeElement).toBe(field);
    expect(pageFocusPending()).toBe(false);
  });

  it('announces the same title again when the next page has it too', async () => {
    await start();
    await go('/now');
    await waitFor(() => announced() === 'Ready page');
    await go('/none');
    await go('/now');
    // Cleared first, then said again.
    expect(announced()).toBe('');
    await waitFor(() => announced() === 'Ready page');
  });

  it('forgets a pending focus when the shell goes away', async () => {
    await start();
    await go('/late');
    expect(pageFocusPending()).toBe(true);
    rendered!.unmount();
    rendered = undefined;
    expect(pageFocusPending()).toBe(false);
  });
});

describe('focus after a page change in the portal', () => {
  it('reaches the heading of a screen whose chunk loads after the route changed', async () => {
    const bundle = baseBundle();
    const { buildRoutes } = await import('../../../renderer/routing/buildRoutes');
    rendered = await renderPortal({ bundle, routes: buildRoutes(bundle) });
    await waitFor(() => rendered!.container.querySelector('[data-testid="service-tile"]'));
    expect(document.activeElement).toBe(document.body);
    await act(async () => void rendered!.router.navigate('/about-us'));
    const heading = await waitFor(() => document.getElementById('page-title'), 10_000);
    await waitFor(() => document.activeElement === heading);
    await waitFor(() => announced() !== '' && announced() === heading.textContent);
  });
});
