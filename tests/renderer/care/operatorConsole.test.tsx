// @vitest-environment happy-dom
/**
 * The operator console against a mocked API: an item offers exactly the actions the shared state
 * machine allows the operator from its state; an action is sent with its body, the item is
 * fetched again and the new state is announced with the focus on it; a refusal shows its
 * catalogue text; closing needs a written answer; the queue lists the rows and writes its
 * filters into the query string; My care lists every service's items with links.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import type { CareItem, OperatorCareItem } from '../../../renderer/api/careApi';
import { availableActions, CARE_STATES, type CareFlow, type CareState } from '../../../renderer/domain/care/careMachine';
import { bundlePart, careTextsKey, partUrl } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from './careApiFake';
import { renderOperatorItem } from './operatorItemHarness';

const { default: OperatorQueueScreen } = await import('../../../renderer/screens/operator/OperatorQueueScreen');
const { default: MyCareScreen } = await import('../../../renderer/screens/care/MyCareScreen');


function opItem(id: number, state: CareState, flow: CareFlow = 'appointment', changes: Partial<OperatorCareItem> = {}): OperatorCareItem {
  return {
    id, service: 'general-consultation', specialty: null, state, flow,
    createdAt: '2026-11-20T08:30:00.000Z', updatedAt: '2026-11-20T08:30:00.000Z',
    answers: { topic: 'Back pain', consent: true }, appointmentAt: null, channel: null, answer: null,
    documents: [{ id: 31, name: 'lelet.pdf', size: 2048, mediaType: 'application/pdf' }],
    events: [], nextStep: `care.nextStep.${state}`,
    patientName: 'Kiss Éva', patientEmail: 'eva@demo.test',
    ...changes,
  };
}


let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function openItem(handlers: Record<string, Handler>) {
  const opened = await renderOperatorItem(handlers);
  rendered = opened.rendered;
  return { calls: opened.calls, container: opened.container, bundle: opened.bundle };
}

const offered = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="operator-actions"] [data-action]')].map((b) => b.dataset.action).sort();
const errors = (bundle: BrandBundle) => (bundle.locales.en as Record<string, Record<string, string>>).errors!;

describe('operator item', () => {
  const rows = (['appointment', 'written'] as const).flatMap((flow) => CARE_STATES.map((state) => [state, flow] as [CareState, CareFlow]));
  it.each(rows)('offers exactly the allowed operator actions on an item %s (%s flow)', async (state, flow) => {
    const { container } = await openItem({ 'GET /api/operator/care-items/7': () => json(opItem(7, state, flow)) });
    const item = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="operator-item"]'));
    expect(item.dataset.state).toBe(state);
    const allowed = availableActions(flow, state, 'operator');
    expect(offered(container)).toEqual([...allowed].sort());
    if (allowed.length === 0) expect(container.querySelector('[data-testid="operator-no-actions"]')).not.toBeNull();
  });

  it("shows the patient, the answers under the form's titles, the documents", async () => {
    const { container } = await openItem({ 'GET /api/operator/care-items/7': () => json(opItem(7, 'awaiting_approval')) });
    const item = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="operator-item"]'));
    expect(item.textContent).toContain('Kiss Éva');
    expect(item.textContent).toContain('eva@demo.test');
    const answers = item.querySelector('[data-testid="operator-answers"]')!;
    expect(answers.textContent).toContain('Back pain');
    expect(answers.textContent).toContain('Yes');
    expect(item.querySelector('[data-testid="care-documents"]')?.textContent).toContain('lelet.pdf');
  });

  it('approves, refetches the item and moves the focus to the announced new state', async () => {
    let approved = false;
    const { container, calls } = await openItem({
      'GET /api/operator/care-items/7': () => json(opItem(7, approved ? 'awaiting_booking' : 'awaiting_approval')),
      'POST /api/operator/care-items/7/actions/approve': () => {
        approved = true;
        return json(opItem(7, 'awaiting_booking'));
      },
    });
    await waitFor(() => container.querySelector('[data-action="approve"]'));
    act(() => container.querySelector<HTMLButtonElement>('[data-action="approve"]')!.click());
    const status = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="operator-outcome-success"]'));
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe("Done. The request's status is now: Awaiting booking.");
    expect(document.activeElement).toBe(status);
    await waitFor(() => calls.filter((c) => c.method === 'GET' && c.path === '/api/operator/care-items/7').length === 2);
    await waitFor(() => offered(container).join() === ['book', 'cancel'].join());
  });

  it('books with the Budapest time and the channel', async () => {
    const { container, calls } = await openItem({
      'GET /api/operator/care-items/7': () => json(opItem(7, 'awaiting_booking')),
      'POST /api/operator/care-items/7/actions/book': () => json(opItem(7, 'booked')),
    });
    const form = await waitFor(() => container.querySelector<HTMLFormElement>('[data-testid="operator-book"]'));
    const time = form.querySelector<HTMLInputElement>('input[type="datetime-local"]')!;
    expect(form.querySelector(`label[for="${time.id}"]`)?.textContent).toBe('Date and time (Budapest time)');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(time, '2026-12-01T09:30');
      time.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const select = form.querySelector('select')!;
    act(() => {
      select.value = 'video';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => container.querySelector('[data-testid="operator-outcome-success"]'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ appointmentAt: '2026-12-01T08:30:00.000Z', channel: 'video' });
  });

  it('closes only with a written answer, and shows a refusal with its catalogue text (RS2007)', async () => {
    const { container, calls, bundle } = await openItem({
      'GET /api/operator/care-items/7': () => json(opItem(7, 'appeared')),
      'POST /api/operator/care-items/7/actions/close': () => json({ code: 'RS2007', message: 'Book first' }, 409),
    });
    const form = await waitFor(() => container.querySelector<HTMLFormElement>('[data-testid="operator-close"]'));
    act(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    const textarea = form.querySelector('textarea')!;
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(textarea.getAttribute('aria-describedby')!)?.textContent).toBe('Write the answer before closing the request.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    typeInto(textarea, 'Rest and physiotherapy.');
    act(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    const alert = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="operator-outcome-error"]'));
    expect(alert.textContent).toBe(errors(bundle).RS2007);
    expect(document.activeElement).toBe(alert);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ answer: 'Rest and physiotherapy.' });
  });

  it('cancels with the reason after a destructive confirmation', async () => {
    const { container, calls } = await openItem({
      'GET /api/operator/care-items/7': () => json(opItem(7, 'booked')),
      'POST /api/operator/care-items/7/actions/cancel': () => json(opItem(7, 'cancelled')),
    });
    const block = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="operator-cancel"]'));
    const textarea = block.querySelector('textarea')!;
    typeInto(textarea, 'The patient asked us by phone.');
    act(() => block.querySelector<HTMLButtonElement>('[data-action="cancel"]')!.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    expect(document.activeElement).toBe(dialog.querySelector('[data-testid="confirm-keep"]'));
    expect(dialog.querySelector('[data-testid="care-confirm"]')?.classList.contains('button--danger')).toBe(true);
    act(() => dialog.querySelector<HTMLButtonElement>('[data-testid="care-confirm"]')!.click());
    await waitFor(() => container.querySelector('[data-testid="operator-outcome-success"]'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The patient asked us by phone.' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('operator queue', () => {
  it('lists the rows and writes the filters into the query string', async () => {
    const bundle = baseBundle();
    const calls: Call[] = [];
    const path = '/operator/care';
    const handlers = { 'GET /api/operator/care-items': () => json({ items: [opItem(7, 'awaiting_approval'), opItem(8, 'booked', 'appointment', { patientName: 'Nagy Péter', patientEmail: 'peter@demo.test' })] }) };
    rendered = await renderPortal({ bundle, url: '/operator/care?iframe=1', path, element: <OperatorQueueScreen route={{ path, meta: bundle.routes[path]! }} />, fetchImpl: careApiFake(bundle, handlers, calls) });
    const { container, router } = rendered;
    const rows = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('[data-testid="operator-queue-row"]')];
      return found.length === 2 ? found : null;
    });
    expect(rows[1]!.textContent).toContain('Nagy Péter');
    expect(rows[1]!.querySelector('[data-testid="care-state"]')?.textContent).toBe('Booked');
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('/operator/care/7?iframe=1');
    const state = container.querySelector<HTMLSelectElement>('select[name="state"]')!;
    act(() => {
      state.value = 'booked';
      state.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => router.state.location.search.includes('state=booked'));
    expect(new URLSearchParams(router.state.location.search).get('iframe')).toBe('1');
    await waitFor(() => calls.some((c) => c.path === '/api/operator/care-items' && c.search === '?state=booked'));
  });
});

describe('my care', () => {
  it('lists every service, newest first, with the state, next step and a link to the service page', async () => {
    const bundle = baseBundle();
    const calls: Call[] = [];
    const path = '/care';
    const older: CareItem = opItem(1, 'booked', 'appointment', { createdAt: '2026-10-01T08:00:00.000Z' });
    const newer: CareItem = opItem(2, 'awaiting_approval', 'written', { service: 'second-opinion', createdAt: '2026-11-01T08:00:00.000Z' });
    rendered = await renderPortal({ bundle, url: path, path, element: <MyCareScreen route={{ path, meta: bundle.routes[path]! }} />, fetchImpl: careApiFake(bundle, { 'GET /api/care-items': () => json({ items: [older, newer] }) }, calls) });
    const { container } = rendered;
    const cards = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('[data-testid="care-item"]')];
      return found.length === 2 ? found : null;
    });
    expect(calls.find((c) => c.path === '/api/care-items')?.search).toBe('');
    expect(cards.map((c) => c.dataset.careId)).toEqual(['2', '1']);
    expect(cards[0]!.querySelector('h3 a')?.getAttribute('href')).toBe('/services/second-opinion');
    expect(cards[0]!.querySelector('h3')?.textContent).toBe('Second medical opinion');
    expect(cards[1]!.querySelector('[data-testid="care-next-step"]')?.textContent).toContain('Your appointment is booked');
    expect(container.querySelector('h1')?.textContent).toBe('My care');
  });

  it('says so when there is nothing yet', async () => {
    const bundle = baseBundle();
    const path = '/care';
    rendered = await renderPortal({ bundle, url: path, path, element: <MyCareScreen route={{ path, meta: bundle.routes[path]! }} />, fetchImpl: careApiFake(bundle, { 'GET /api/care-items': () => json({ items: [] }) }, []) });
    const empty = await waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-testid="care-items-empty"]'));
    expect(empty.textContent).toContain('You have no care requests yet.');
  });

  it('loads the care texts, which the shell does not carry, before it shows the list', async () => {
    const bundle = baseBundle();
    const path = '/care';
    const calls: Call[] = [];
    const textsUrl = partUrl(bundle.version, careTextsKey('en'));
    const handlers = {
      'GET /api/care-items': () => json({ items: [] }),
      [`GET ${textsUrl}`]: () => json(bundlePart(bundle, careTextsKey('en'))),
    };
    rendered = await renderPortal({ bundle, url: path, path, inlined: ['locale/en'], element: <MyCareScreen route={{ path, meta: bundle.routes[path]! }} />, fetchImpl: careApiFake(bundle, handlers, calls) });
    const empty = await waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-testid="care-items-empty"]'));
    expect(empty.textContent).toContain('You have no care requests yet.');
    expect(calls.some((c) => c.path === textsUrl)).toBe(true);
  });
});
