// @vitest-environment happy-dom
/**
 * The pre-authorisation wizard against a mocked API, with the base documents: the route shows the
 * wizard page (not the fallback panel) and names every step's form and its texts as its parts;
 * only the current step is checked on Next; Back keeps what was typed; a reload (a new render with
 * the draft in sessionStorage) opens the dialog on the same step with the answers and the stored
 * documents; Send sends the whole draft (only the steps that apply), the documents and the chosen
 * provider; Cancel with typed answers asks first.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { careTextsKey, formPartKey, preauthTextsKey, routeParts } from '../../../renderer/domain/brand/bundleParts';
import { applicableSteps, wizardOfService } from '../../../renderer/domain/care/careWizard';
import { formatDate } from '../../../renderer/domain/format/format';
import { draftKey, type WizardDraft } from '../../../renderer/preauthorization/wizardDraft';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

const PATH = '/services/preauthorization';
const KEY = draftKey('preauthorization', 0, undefined);
const DOCUMENT = { id: 71, name: 'javaslat.pdf', size: 2048 };

const FULL: WizardDraft['answers'] = {
  medicalRecommendation: { issuedBy: 'Dr. Kovács Anna', issuedOn: '2026-01-10' },
  historyQuestions: { treatedBefore: 'no' },
  appointment: { hasAppointment: 'no' },
  // Typed before the answer above changed to "no": kept in the draft, never sent.
  appointmentAndExamination: { place: 'Szeged' },
  requestedCare: { careType: 'surgery', description: 'Térdműtét.' },
  personalData: { phone: '+36301234567', city: 'Budapest' },
  bookAppointment: { providerId: 5, callMe: 'no' },
  specialistStatement: { specialistName: 'Dr. Kovács Anna', statement: true },
};

let rendered: Rendered | undefined;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  document.body.querySelectorAll('.modal-backdrop').forEach((node) => node.remove());
});

const base: Record<string, Handler> = {
  'GET /api/care-items': () => json({ items: [] }),
  'GET /api/services/preauthorization': () => json({ services: [32], covered: [32], subscriptionActive: true }),
  'GET /api/map/providers': () => json({ providers: [{ id: 5, name: 'Klinika Öt', city: 'Budapest', locationId: 1, lon: 19, lat: 47.5 }, { id: 6, name: 'Klinika Hat', city: 'Szeged', locationId: 2, lon: 20, lat: 46.2 }] }),
};

async function open(handlers: Record<string, Handler> = {}, draft?: WizardDraft) {
  if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
  const bundle = baseBundle();
  const calls: Call[] = [];
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url: PATH, path: PATH, element: <ServiceScreen route={route} />, fetchImpl: careApiFake(bundle, { ...base, ...handlers }, calls) });
  return { calls, container: rendered.container };
}

const dialog = () => document.querySelector<HTMLElement>('[data-testid="care-wizard"]');
const stepOf = () => dialog()?.getAttribute('data-step');
const field = <T extends HTMLElement = HTMLInputElement>(name: string) => dialog()!.querySelector<T>(`#root_${name}`)!;
const click = (element: HTMLElement) => act(() => element.click());
const next = () => click(dialog()!.querySelector<HTMLButtonElement>('.portal-form button[type="submit"]')!);
const back = () => click(document.querySelector<HTMLButtonElement>('[data-testid="wizard-back"]')!);
const saved = (): WizardDraft => JSON.parse(sessionStorage.getItem(KEY)!) as WizardDraft;

/** Chooses the option whose text is `label`. */
function choose(select: HTMLSelectElement, label: string): void {
  const option = [...select.options].find((o) => o.text === label)!;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, option.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the pre-authorisation wizard', () => {
  it('is what the route shows, its nine steps\' forms and texts the route\'s parts; the dialog opens on the first step', async () => {
    const bundle = baseBundle();
    const wizard = wizardOfService(bundle.services.preauthorization)!;
    expect(wizard.steps.map((s) => s.title)).toEqual(['medicalRecommendation', 'historyQuestions', 'appointment', 'appointmentAndExamination', 'requestedCare', 'personalData', 'bookAppointment', 'bookByPhone', 'specialistStatement'].map((id) => `preauth.step.${id}`));
    expect(routeParts(bundle.routes[PATH]!, 'hu', bundle.services)).toEqual([...wizard.steps.map((s) => formPartKey(s.form)), careTextsKey('hu'), preauthTextsKey('hu')]);
    expect(applicableSteps(wizard, FULL).map((s) => s.id)).toEqual(['medicalRecommendation', 'historyQuestions', 'appointment', 'requestedCare', 'personalData', 'bookAppointment', 'specialistStatement']);
    const { container } = await open();
    const opener = await waitFor(() => container.querySelector<HTMLButtonElement>('[data-testid="wizard-open"]'), 20_000);
    expect(container.querySelector('[data-testid="unknown-screen"]')).toBeNull();
    expect(opener.textContent).toBe('Start a pre-authorisation request');
    click(opener);
    await waitFor(() => field('issuedBy'));
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()!.querySelector('[aria-current="step"]')?.textContent).toBe('1. Upload medical recommendation');
  });

  it('checks only the current step on Next, and Back keeps what was typed, even what does not pass yet', async () => {
    await open({}, { open: true, step: 'medicalRecommendation', answers: {}, files: [DOCUMENT] });
    await waitFor(() => field('issuedBy'), 20_000);
    next();
    await waitFor(() => dialog()!.querySelector('.error-summary'));
    expect(stepOf()).toBe('medicalRecommendation');
    expect(field('issuedBy').getAttribute('aria-invalid')).toBe('true');
    typeInto(field('issuedBy'), 'Dr. Kovács Anna');
    typeInto(field('issuedOn'), '2026-01-10');
    next();
    // The next step's fields (all empty) did not stop the first one.
    await waitFor(() => stepOf() === 'historyQuestions');
    typeInto(field<HTMLTextAreaElement>('medications') as unknown as HTMLInputElement, 'Félkész');
    back();
    await waitFor(() => stepOf() === 'medicalRecommendation' && field('issuedBy'));
    expect(field('issuedBy').value).toBe('Dr. Kovács Anna');
    expect(saved().answers.historyQuestions).toEqual({ medications: 'Félkész' });
    next();
    await waitFor(() => stepOf() === 'historyQuestions' && field('medications'));
    expect(field<HTMLTextAreaElement>('medications').value).toBe('Félkész');
    // Required answer missing: the step stays, the typed text too.
    next();
    await waitFor(() => dialog()!.querySelector('.error-summary'));
    expect(stepOf()).toBe('historyQuestions');
    expect(field<HTMLTextAreaElement>('medications').value).toBe('Félkész');
  });

  it('needs a document on the documents step', async () => {
    await open({}, { open: true, step: 'medicalRecommendation', answers: { medicalRecommendation: FULL.medicalRecommendation! }, files: [] });
    await waitFor(() => field('issuedBy'), 20_000);
    next();
    const summary = await waitFor(() => dialog()!.querySelector('.error-summary'));
    expect(summary.textContent).toContain('Please upload at least one document');
    expect(stepOf()).toBe('medicalRecommendation');
  });

  it('opens again after a reload on the step where the patient was, with the answers and the stored document', async () => {
    await open({}, { open: true, step: 'requestedCare', answers: { ...FULL, requestedCare: { description: 'Félbehagyott' } }, files: [DOCUMENT] });
    await waitFor(() => stepOf() === 'requestedCare' && field<HTMLTextAreaElement>('description'), 20_000);
    expect(field<HTMLTextAreaElement>('description').value).toBe('Félbehagyott');
    expect(document.querySelector('[data-testid="wizard-restored"]')?.textContent).toContain('We restored the request');
    // The breadcrumb leads back to the documents step, where the document is still listed.
    click([...dialog()!.querySelectorAll<HTMLButtonElement>('.wizard-breadcrumb button')].find((b) => b.textContent?.includes('Upload medical recommendation'))!);
    await waitFor(() => stepOf() === 'medicalRecommendation' && dialog()!.querySelector('[data-testid="care-upload"]'));
    expect(dialog()!.querySelector('[data-testid="care-upload"]')?.textContent).toContain('javaslat.pdf');
    expect(field('issuedBy').value).toBe('Dr. Kovács Anna');
  });

  it('shows a conditional step when its condition is met, and reviews before sending the whole draft', async () => {
    const created = { id: 9, service: 'preauthorization', specialty: null, state: 'awaiting_approval', flow: 'appointment', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', answers: {}, appointmentAt: null, channel: null, answer: null, documents: [], events: [], nextStep: 'care.nextStep.awaiting_approval', provider: { id: 5, name: 'Klinika Öt' } };
    const { calls } = await open({ 'POST /api/care-items': () => json(created, 201) }, { open: true, step: 'bookAppointment', answers: FULL, files: [DOCUMENT] });
    await waitFor(() => stepOf() === 'bookAppointment' && !field<HTMLSelectElement>('providerId').disabled, 20_000);
    choose(field<HTMLSelectElement>('callMe'), 'Yes');
    next();
    await waitFor(() => stepOf() === 'bookByPhone' && field('callTime'));
    choose(field<HTMLSelectElement>('callTime'), '12:00–16:00');
    next();
    await waitFor(() => stepOf() === 'specialistStatement');
    next();
    const review = await waitFor(() => document.querySelector('[data-testid="wizard-review"]'));
    expect([...review.querySelectorAll('[data-step]')].map((s) => s.getAttribute('data-step'))).toEqual(['medicalRecommendation', 'historyQuestions', 'appointment', 'requestedCare', 'personalData', 'bookAppointment', 'bookByPhone', 'specialistStatement']);
    await waitFor(() => review.querySelector('[data-step="bookAppointment"]')?.textContent?.includes('Klinika Öt'));
    click(document.querySelector<HTMLButtonElement>('[data-testid="wizard-send"]')!);
    await waitFor(() => document.querySelector('[data-testid="wizard-outcome-success"]'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/care-items')!;
    const { appointmentAndExamination: _left, ...sent } = FULL;
    expect(post.body).toEqual({ service: 'preauthorization', answers: { ...sent, bookAppointment: { providerId: 5, callMe: 'yes' }, bookByPhone: { callTime: 'afternoon' } }, uploadIds: [DOCUMENT.id], providerId: 5 });
    expect(dialog()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('reviews the preferred date as a date of the page\'s language, though its format now says which days it takes (issue 33)', async () => {
    const answers = { ...FULL, bookAppointment: { providerId: 5, callMe: 'no', preferredDate: '2099-03-15' } };
    await open({}, { open: true, step: 'review', answers, files: [DOCUMENT] });
    const review = await waitFor(() => document.querySelector('[data-testid="wizard-review"] [data-step="bookAppointment"]'), 20_000);
    await waitFor(() => review.textContent?.includes(formatDate('2099-03-15', 'en')));
    expect(review.textContent).not.toContain('2099-03-15');
  });

  it('keeps the answers and shows the refusal when the server refuses the request', async () => {
    await open({ 'POST /api/care-items': () => json({ code: 'RM1002', message: 'no services' }, 422) }, { open: true, step: 'review', answers: FULL, files: [DOCUMENT] });
    const send = await waitFor(() => document.querySelector<HTMLButtonElement>('[data-testid="wizard-send"]'), 20_000);
    click(send);
    const summary = await waitFor(() => dialog()!.querySelector('.error-summary'));
    expect(summary.textContent).toMatch(/\S/);
    expect(stepOf()).toBe('review');
    expect(saved().answers).toEqual(FULL);
  });

  it('asks before Cancel discards typed answers; keeping them returns to the step', async () => {
    await open({}, { open: true, step: 'historyQuestions', answers: { historyQuestions: { medications: 'X' } }, files: [] });
    await waitFor(() => field('medications'), 20_000);
    click(document.querySelector<HTMLButtonElement>('[data-testid="wizard-cancel"]')!);
    const keep = await waitFor(() => document.querySelector<HTMLButtonElement>('[data-testid="confirm-keep"]'));
    click(keep);
    await waitFor(() => !document.querySelector('[data-testid="confirm-keep"]'));
    expect(field<HTMLTextAreaElement>('medications').value).toBe('X');
    click(document.querySelector<HTMLButtonElement>('[data-testid="wizard-cancel"]')!);
    click(await waitFor(() => document.querySelector<HTMLButtonElement>('[data-testid="wizard-discard"]')));
    await waitFor(() => !dialog());
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
