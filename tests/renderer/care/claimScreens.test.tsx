// @vitest-environment happy-dom
/**
 * Claims in the operator console and on the patient's card, against a mocked API: the console
 * offers exactly the claim actions the shared machine allows from each state, approving needs an
 * amount of at most the amount claimed, a question and a rejection need their text; the card shows
 * the amounts, the open question and the reason, and the patient answers a question only with a document.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OperatorCareItem } from '../../../renderer/api/careApi';
import { CLAIM_STATES, itemActions, type ClaimState } from '../../../renderer/domain/care/careMachine';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from './careApiFake';
import { renderOperatorItem } from './operatorItemHarness';

const { default: MyCareScreen } = await import('../../../renderer/screens/care/MyCareScreen');
const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

function claim(id: number, state: ClaimState, changes: Partial<OperatorCareItem> = {}): OperatorCareItem {
  return {
    id, service: 'claim-reporting', specialty: null, state, flow: 'claim',
    createdAt: '2026-11-20T08:30:00.000Z', updatedAt: '2026-11-20T08:30:00.000Z',
    answers: { whatHappened: 'Filling', careDate: '2026-11-02', providerName: 'Smile Dental', amountHuf: 38000, bankAccount: '11773016-11111111' },
    appointmentAt: null, channel: null, answer: null, approvedHuf: null,
    documents: [{ id: 31, name: 'invoice.pdf', size: 2048, mediaType: 'application/pdf' }],
    events: [{ at: '2026-11-20T08:30:00.000Z', action: 'create', fromState: null, toState: 'submitted', actor: 'patient', actorName: 'Kiss Éva', note: 'invoice.pdf' }],
    nextStep: `care.nextStep.${state}`, patientName: 'Kiss Éva', patientEmail: 'eva@demo.test',
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
  return { calls: opened.calls, container: opened.container };
}

const offered = (container: HTMLElement) => [...new Set([...container.querySelectorAll<HTMLElement>('[data-testid="operator-actions"] [data-action]')].map((b) => b.dataset.action))].sort();
const click = (element: Element | null) => act(() => (element as HTMLButtonElement).click());

describe('a claim in the operator console', () => {
  it.each(CLAIM_STATES.filter((s) => s !== 'deleted'))('offers exactly the allowed operator actions on a claim %s', async (state) => {
    const { container } = await openItem({ 'GET /api/operator/care-items/7': () => json(claim(7, state)) });
    const item = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="operator-item"]'));
    expect(item.dataset.state).toBe(state);
    expect(offered(container)).toEqual([...itemActions('claim', state, 'operator')].sort());
  });

  it('approves only an amount from 1 to the amount claimed, which the field starts with', async () => {
    const { container, calls } = await openItem({
      'GET /api/operator/care-items/7': () => json(claim(7, 'submitted')),
      'POST /api/operator/care-items/7/actions/approve': () => json(claim(7, 'approved', { approvedHuf: 30000 })),
    });
    const form = await waitFor(() => container.querySelector<HTMLFormElement>('[data-testid="operator-approve-claim"]'));
    const amount = form.querySelector('input')!;
    expect(amount.value).toBe('38000');
    expect(form.querySelector(`label[for="${amount.id}"]`)?.textContent).toBe('Amount to pay back (HUF)');
    for (const wrong of ['40000', '0', '12.5', 'sok']) {
      typeInto(amount, wrong);
      click(form.querySelector('button[type="submit"]'));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toContain('38000');
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    typeInto(amount, '30000');
    click(form.querySelector('button[type="submit"]'));
    await waitFor(() => container.querySelector('[data-testid="operator-outcome-success"]'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amountHuf: 30000 });
  });

  it('asks for information and rejects only with their text', async () => {
    const { container, calls } = await openItem({
      'GET /api/operator/care-items/7': () => json(claim(7, 'submitted')),
      'POST /api/operator/care-items/7/actions/requestInformation': () => json(claim(7, 'needs_information')),
      'POST /api/operator/care-items/7/actions/reject': () => json(claim(7, 'rejected')),
    });
    const ask = await waitFor(() => container.querySelector<HTMLFormElement>('[data-testid="operator-requestInformation"]'));
    click(ask.querySelector('button[type="submit"]'));
    expect(document.getElementById(ask.querySelector('textarea')!.getAttribute('aria-describedby')!)?.textContent).toBe('Write the question before sending it.');
    const reject = container.querySelector<HTMLFormElement>('[data-testid="operator-reject"]')!;
    click(reject.querySelector('button[type="submit"]'));
    expect(document.getElementById(reject.querySelector('textarea')!.getAttribute('aria-describedby')!)?.textContent).toBe('Write the reason before rejecting the claim.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    typeInto(ask.querySelector('textarea')!, '  Which day was it?  ');
    click(ask.querySelector('button[type="submit"]'));
    await waitFor(() => calls.find((c) => c.method === 'POST'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/operator/care-items/7/actions/requestInformation', body: { question: 'Which day was it?' } });
  });
});

describe('a claim on the patient\'s card', () => {
  async function myCare(items: OperatorCareItem[], handlers: Record<string, Handler> = {}) {
    const bundle = baseBundle();
    const calls: Call[] = [];
    const path = '/care';
    const route = { path, meta: bundle.routes[path]! };
    rendered = await renderPortal({ bundle, url: path, path, element: <MyCareScreen route={route} />, fetchImpl: careApiFake(bundle, { 'GET /api/care-items': () => json({ items }), ...handlers }, calls) });
    return { calls, container: rendered.container };
  }

  it('shows the amount claimed and approved of a paid claim, in the patient\'s words', async () => {
    const { container } = await myCare([claim(8, 'paid', { approvedHuf: 30000 })]);
    const card = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-item"]'));
    expect(card.querySelector('[data-testid="care-state"]')?.textContent).toBe('Paid');
    expect(card.querySelector('[data-testid="claim-claimed"]')?.textContent).toBe('38,000\u00a0Ft');
    expect(card.querySelector('[data-testid="claim-approved"]')?.textContent).toBe('30,000\u00a0Ft');
    expect(card.querySelector('[data-testid="claim-question"]')).toBeNull();
  });

  it('shows the reason of a rejection', async () => {
    const events = [...claim(9, 'rejected').events, { at: '2026-11-21T08:30:00.000Z', action: 'reject', fromState: 'submitted' as const, toState: 'rejected' as const, actor: 'operator' as const, actorName: 'Operátor Olga', note: 'Not covered.' }];
    const { container } = await myCare([claim(9, 'rejected', { events })]);
    const card = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-item"]'));
    expect(card.querySelector('[data-testid="claim-reason"]')?.textContent).toBe('Not covered.');
    expect(card.querySelector('[data-testid="care-progress"]')).toBeNull();
  });

  it('shows the open question on the claim page and answers it only with a document', async () => {
    const events = [...claim(10, 'needs_information').events, { at: '2026-11-21T08:30:00.000Z', action: 'requestInformation', fromState: 'submitted' as const, toState: 'needs_information' as const, actor: 'operator' as const, actorName: 'Operátor Olga', note: 'Please send the report.' }];
    const bundle = baseBundle();
    const calls: Call[] = [];
    const path = '/services/claim-reporting';
    const route = { path, meta: bundle.routes[path]! };
    const handlers: Record<string, Handler> = {
      'GET /api/care-items': () => json({ items: [claim(10, 'needs_information', { events })] }),
      'GET /api/services/claim-reporting': () => json({ page: 'claim-reporting', permission: 'hasClaimReporting', services: [28], covered: [28], subscriptionActive: true, phone: null }),
    };
    rendered = await renderPortal({ bundle, url: path, path, element: <ServiceScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls) });
    const card = await waitFor(() => rendered!.container.querySelector<HTMLElement>('[data-testid="care-item"]'));
    expect(card.querySelector('[data-testid="claim-question"]')?.textContent).toBe('Please send the report.');
    expect(card.querySelector('[aria-current="step"]')?.textContent).toContain('Submitted');
    const answer = card.querySelector<HTMLFormElement>('[data-testid="claim-answer"]')!;
    expect(answer.querySelector('legend')?.textContent).toBe('Invoices and receipts (at least 1)');
    click(answer.querySelector('[data-action="answerInformation"]'));
    expect(answer.querySelector('[data-testid="claim-answer-error"]')?.textContent).toBe('Please attach at least one document to your answer.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
