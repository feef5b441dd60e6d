// @vitest-environment happy-dom
/**
 * The care service page against a mocked API, with a service document and form document of the
 * contract's shape laid over the base bundle: the document's texts, price or cover and form; the
 * specialty choice only where the document lists specialties; the patient's items with exactly
 * the actions the shared state machine allows; a refused action's catalogue text; the request
 * sent with its answers, specialty and uploads; a service without `care` keeps the fallback panel.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle, FormDocument } from '../../../generated/config-types';
import type { CareItem } from '../../../renderer/api/careApi';
import type { ServicePage } from '../../../renderer/api/servicePageApi';
import { coverageOf } from '../../../renderer/screens/service/CareServiceInfo';
import { availableActions, type CareFlow, type CareState } from '../../../renderer/domain/care/careMachine';
import { careTextsKey, formPartKey, localePartKey } from '../../../renderer/domain/brand/bundleParts';
import { LanguageSwitcher } from '../../../renderer/ui/LanguageSwitcher';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from './careApiFake';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');


const FORM: FormDocument = {
  title: 'care.test.formTitle',
  schema: {
    type: 'object',
    properties: {
      specialty: { title: 'care.request.specialty', type: 'string', enum: ['pediatric-consultation', 'gynecology-consultation'] } as never,
      question: { title: 'care.test.question', type: 'string', minLength: 1 } as never,
    },
    required: ['question'],
  },
  uiSchema: { question: { 'ui:widget': 'textarea' } },
  submit: { method: 'POST', endpoint: '/api/care-items' },
  onSuccess: { action: 'message', message: 'care.request.sent' },
};

const CARE = {
  flow: 'written',
  form: 'careTest',
  description: 'care.test.description',
  audience: 'care.test.audience',
  howItWorks: 'care.test.howItWorks',
  priceHuf: null,
  organisedBy: 'patient',
  uploads: { accept: ['pdf', 'jpg'], maxFiles: 2 },
  specialties: null,
};

function bundleWithCare(): BrandBundle {
  const bundle = baseBundle();
  const services = bundle.services as unknown as Record<string, Record<string, unknown>>;
  services['second-opinion'] = { ...services['second-opinion'], care: CARE };
  services['pediatric-consultation'] = {
    ...services['pediatric-consultation'],
    care: { ...CARE, flow: 'appointment', priceHuf: 12500, uploads: null, specialties: ['pediatric-consultation', 'thyroid-consultation'] },
  };
  services['general-consultation'] = { ...services['general-consultation'], care: { ...CARE, flow: 'appointment', uploads: null } };
  (bundle.forms as Record<string, FormDocument>).careTest = FORM;
  (bundle.locales.en.care as Record<string, unknown>).test = {
    formTitle: 'Your question',
    question: 'What would you like to ask?',
    description: 'An independent specialist reviews your diagnosis.',
    audience: 'Patients with a diagnosis who want a second view.',
    howItWorks: 'Upload your records, ask your question, read the written opinion.',
  };
  return bundle;
}

function item(id: number, state: CareState, flow: CareFlow = 'written', changes: Partial<CareItem> = {}): CareItem {
  return {
    id, service: 'second-opinion', specialty: null, state, flow,
    createdAt: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`, updatedAt: '2026-11-20T09:00:00.000Z',
    answers: { question: 'Is surgery needed?' }, appointmentAt: null, channel: null, answer: null,
    documents: [], events: [{ at: '2026-11-10T09:00:00.000Z', action: 'create', fromState: null, toState: 'awaiting_approval', actor: 'patient', actorName: 'Kiss Éva', note: null }],
    nextStep: `care.nextStep.${state}`,
    ...changes,
  };
}


const servicePage = (changes: Partial<ServicePage>): ServicePage => ({ page: 'second-opinion', permission: null, services: [6], covered: [6], subscriptionActive: true, phone: null, ...changes });

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(path: string, handlers: Record<string, Handler>, bundle = bundleWithCare(), options: { inlined?: string[]; switcher?: boolean; locale?: 'hu' | 'en' | 'ro' } = {}) {
  const calls: Call[] = [];
  const impl = careApiFake(bundle, handlers, calls);
  const route = { path, meta: bundle.routes[path]! };
  const screen = <ServiceScreen route={route} />;
  const element = options.switcher ? <>{<LanguageSwitcher />}{screen}</> : screen;
  rendered = await renderPortal({ bundle, url: path, path, element, fetchImpl: impl, inlined: options.inlined, locale: options.locale });
  return { calls, container: rendered.container, bundle };
}

const items = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="care-item"]')];
const actionsOf = (card: HTMLElement) => [...card.querySelectorAll<HTMLElement>('[data-testid="care-actions"] [data-action]')].map((b) => b.dataset.action);
const english = (bundle: BrandBundle) => bundle.locales.en as Record<string, Record<string, unknown>>;

describe('care service screen', () => {
  it("shows the document's texts, cover, form and documents field, and the items newest first with their states", async () => {
    const { container, calls } = await open('/services/second-opinion', {
      'GET /api/care-items': () => json({ items: [item(1, 'awaiting_booking'), item(2, 'finished', 'written', { answer: 'No surgery is needed.' })] }),
      'GET /api/services/second-opinion': () => json(servicePage({ services: [6], covered: [6] })),
    });
    const info = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-service-info"]'));
    expect(info.textContent).toContain('An independent specialist reviews your diagnosis.');
    expect(info.textContent).toContain('Patients with a diagnosis who want a second view.');
    expect(info.textContent).toContain('Upload your records, ask your question, read the written opinion.');
    await waitFor(() => container.querySelector('[data-testid="care-price"][data-coverage="covered"]'));
    expect(container.querySelector('[data-testid="care-price"]')?.textContent).toBe('Covered by your subscription');
    const textarea = await waitFor(() => container.querySelector<HTMLTextAreaElement>('textarea#root_question'));
    expect(container.querySelector(`label[for="${textarea.id}"]`)?.textContent).toContain('What would you like to ask?');
    // No specialties in this service's document: the shared form's specialty field is left out.
    expect(container.querySelector('#root_specialty')).toBeNull();
    const uploads = container.querySelector<HTMLElement>('[data-testid="care-uploads"]')!;
    expect(uploads.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg');
    expect(uploads.closest('form')).not.toBeNull();

    await waitFor(() => items(container).length === 2);
    expect(calls.find((c) => c.path === '/api/care-items')?.search).toBe('?service=second-opinion');
    const [newest, older] = items(container);
    expect(newest!.dataset.careId).toBe('2');
    expect(newest!.querySelector('[data-testid="care-state"]')?.textContent).toBe('Finished');
    expect(newest!.querySelector('[data-testid="care-answer"]')?.textContent).toBe('No surgery is needed.');
    // A written opinion being written reads "in progress", with its own next step.
    expect(older!.querySelector('[data-testid="care-state"]')?.textContent).toBe('In progress');
    expect(older!.querySelector('[data-testid="care-next-step"]')?.textContent).toContain('A doctor is preparing the written opinion.');
    expect([...older!.querySelectorAll('[data-testid="care-progress"] li')].map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(older!.querySelector('[data-testid="care-history"]')?.textContent).toContain('Request sent');
    expect(older!.querySelector('[data-testid="care-history"]')?.textContent).toContain('Kiss Éva');
  });

  it.each<[CareState, CareFlow]>([
    ['awaiting_approval', 'written'],
    ['awaiting_booking', 'written'],
    ['finished', 'written'],
    ['cancelled', 'written'],
    ['booked', 'appointment'],
    ['appeared', 'appointment'],
  ])('offers the patient exactly the allowed actions on an item %s (%s flow)', async (state, flow) => {
    const { container } = await open('/services/second-opinion', { 'GET /api/care-items': () => json({ items: [item(3, state, flow)] }) });
    const [card] = await waitFor(() => (items(container).length === 1 ? items(container) : null));
    expect(actionsOf(card!).sort()).toEqual([...availableActions(flow, state, 'patient')].sort());
  });

  it('asks before cancelling and shows the catalogue text of a refusal (RS2009), refetching the list', async () => {
    let lists = 0;
    const { container, calls, bundle } = await open('/services/second-opinion', {
      'GET /api/care-items': () => {
        lists += 1;
        return json({ items: [item(4, 'awaiting_booking')] });
      },
      'POST /api/care-items/4/actions/cancel': () => json({ code: 'RS2009', message: 'Appeared' }, 409),
    });
    const [card] = await waitFor(() => (items(container).length === 1 ? items(container) : null));
    act(() => card!.querySelector<HTMLButtonElement>('[data-action="cancel"]')!.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    expect(document.activeElement).toBe(dialog.querySelector('[data-testid="confirm-keep"]'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    act(() => dialog.querySelector<HTMLButtonElement>('[data-testid="care-confirm"]')!.click());
    const alert = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-outcome-error"]'));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe((english(bundle).errors as Record<string, string>).RS2009);
    expect(document.activeElement).toBe(alert);
    await waitFor(() => lists === 2);
  });

  it('cancels after confirmation and announces the new state', async () => {
    let cancelled = false;
    const { container } = await open('/services/second-opinion', {
      'GET /api/care-items': () => json({ items: [item(5, cancelled ? 'cancelled' : 'awaiting_approval')] }),
      'POST /api/care-items/5/actions/cancel': () => {
        cancelled = true;
        return json(item(5, 'cancelled'));
      },
    });
    const [card] = await waitFor(() => (items(container).length === 1 ? items(container) : null));
    act(() => card!.querySelector<HTMLButtonElement>('[data-action="cancel"]')!.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    act(() => dialog.querySelector<HTMLButtonElement>('[data-testid="care-confirm"]')!.click());
    const status = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-outcome-success"]'));
    expect(status.textContent).toBe('Your request has been cancelled. Status: Cancelled.');
    expect(document.activeElement).toBe(status);
    await waitFor(() => items(container)[0]?.dataset.state === 'cancelled');
    expect(actionsOf(items(container)[0]!)).toEqual(['delete']);
  });

  it('sends the answers with the uploaded documents, and shows a file the server refused with its own sentence', async () => {
    let uploads = 0;
    const { container, calls } = await open('/services/second-opinion', {
      'GET /api/care-items': () => json({ items: [] }),
      'POST /api/uploads': () => {
        uploads += 1;
        return uploads === 1
          ? json({ files: [{ id: 71, name: 'lelet.pdf', type: 'application/pdf', size: 2048 }] }, 201)
          : json({ code: 'RX444', message: 'Invalid', violations: [{ field: '/fileData/0', rule: 'validation.file.excludedExtension', message: 'Files of type exe cannot be uploaded.' }] }, 422);
      },
      'POST /api/care-items': ({ body }) => json(item(9, 'awaiting_approval', 'written', { answers: (body as { answers: Record<string, unknown> }).answers }), 201),
    });
    await waitFor(() => container.querySelector('[data-testid="care-items-empty"]'));
    const input = container.querySelector<HTMLInputElement>('[data-testid="care-uploads"] input[type="file"]')!;
    const files = [new File(['%PDF-1.4'], 'lelet.pdf', { type: 'application/pdf' }), new File(['MZ'], 'setup.pdf', { type: 'application/pdf' })];
    Object.defineProperty(input, 'files', { configurable: true, value: files });
    act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() => container.querySelectorAll('[data-testid="care-upload"][data-status="sending"]').length === 0 && container.querySelectorAll('[data-testid="care-upload"]').length === 2);
    const [stored, refused] = [...container.querySelectorAll<HTMLElement>('[data-testid="care-upload"]')];
    expect(stored!.dataset.status).toBe('stored');
    expect(refused!.dataset.status).toBe('refused');
    expect(refused!.textContent).toContain('Files of type exe cannot be uploaded.');
    const uploadCall = calls.find((c) => c.path === '/api/uploads')!;
    expect(new URLSearchParams(uploadCall.search).get('page')).toBe('second-opinion');
    expect(new URLSearchParams(uploadCall.search).get('include')).toBe('pdf,jpg');

    const textarea = container.querySelector<HTMLTextAreaElement>('textarea#root_question')!;
    typeInto(textarea, 'Is surgery needed?');
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="care-request"] button[type="submit"]')!.click());
    const success = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-request-success"]'));
    expect(success.textContent).toContain('Thank you, we have received your request.');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/care-items')?.body).toEqual({ service: 'second-opinion', answers: { question: 'Is surgery needed?' }, uploadIds: [71] });
    // The form starts afresh.
    await waitFor(() => container.querySelector<HTMLTextAreaElement>('textarea#root_question')?.value === '');
    expect(container.querySelectorAll('[data-testid="care-upload"]')).toHaveLength(0);
  });

  it('takes a retried file in place of its refused row, and refuses a name already on the list without sending it (issue 33)', async () => {
    let uploads = 0;
    const { container, calls } = await open('/services/second-opinion', {
      'GET /api/care-items': () => json({ items: [] }),
      'POST /api/uploads': () => {
        uploads += 1;
        // The first two tries fail (a lost connection, then too big); the third is stored.
        if (uploads === 1) return json({ code: 'RX444', message: 'Invalid', violations: [{ field: '/fileData', rule: 'validation.file.uploadFailed', message: 'The file could not be uploaded. Please try again.' }] }, 422);
        if (uploads === 2) return json({ code: 'RX444', message: 'Invalid', violations: [{ field: '/fileData/0', rule: 'validation.file.tooBig', message: 'The file is too large (12.0 MB).' }] }, 422);
        return json({ files: [{ id: 80 + uploads, name: 'report.pdf', type: 'application/pdf', size: 2048 }] }, 201);
      },
    });
    await waitFor(() => container.querySelector('[data-testid="care-items-empty"]'));
    const input = container.querySelector<HTMLInputElement>('[data-testid="care-uploads"] input[type="file"]')!;
    const pick = (name: string) => {
      Object.defineProperty(input, 'files', { configurable: true, value: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] });
      act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    };
    const rows = () => [...container.querySelectorAll<HTMLElement>('[data-testid="care-upload"]')];
    const settled = () => rows().length > 0 && rows().every((row) => row.dataset.status !== 'sending');

    pick('report.pdf');
    await waitFor(() => settled() && rows()[0]!.dataset.status === 'refused');
    pick('report.pdf');
    await waitFor(() => settled() && rows()[0]!.textContent!.includes('too large'));
    expect(rows()).toHaveLength(1);
    pick('report.pdf');
    await waitFor(() => settled() && rows()[0]!.dataset.status === 'stored');
    expect(rows().map((row) => row.dataset.status)).toEqual(['stored']);

    // The same name again: refused here, in the server's words, and not sent; picked again, still one row.
    pick('Report.PDF');
    await waitFor(() => rows().length === 2);
    expect(rows()[1]!.dataset.status).toBe('refused');
    expect(rows()[1]!.textContent).toContain('You have already uploaded a file called “Report.PDF”.');
    pick('Report.PDF');
    expect(rows().map((row) => row.dataset.status)).toEqual(['stored', 'refused']);
    expect(calls.filter((c) => c.path === '/api/uploads')).toHaveLength(3);
  });

  /** Every rule a new request can break (server/api/care/creationRules.ts), in each language. */
  const RM_CODES = ['RM1001', 'RM1002', 'RM1003', 'RM1004', 'RM1005', 'RM1006', 'RM1007', 'RM1008', 'RM1010'];
  it.each((['hu', 'en', 'ro'] as const).flatMap((locale) => RM_CODES.map((code) => [locale, code] as const)))(
    '%s: summarises a request refused with %s in its catalogue text, keeping the answer as typed',
    async (locale, code) => {
      const { container, bundle } = await open('/services/second-opinion', {
        'GET /api/care-items': () => json({ items: [] }),
        'POST /api/care-items': () => json({ code, message: 'Refused' }, 422),
      }, bundleWithCare(), { locale });
      const textarea = await waitFor(() => container.querySelector<HTMLTextAreaElement>('textarea#root_question'));
      typeInto(textarea, 'A question');
      act(() => container.querySelector<HTMLButtonElement>('[data-testid="care-request"] button[type="submit"]')!.click());
      const summary = await waitFor(() => container.querySelector<HTMLElement>('.error-summary'));
      const expected = ((bundle.locales[locale] as Record<string, Record<string, string>>).errors ?? {})[code];
      expect(expected, `errors.${code} in ${locale}`).toBeTruthy();
      expect(summary.textContent).toContain(expected);
      expect(container.querySelector<HTMLTextAreaElement>('textarea#root_question')?.value).toBe('A question');
    },
  );

  it("shows the server's violation of an answer (/answers/question) beside its field", async () => {
    const { container } = await open('/services/second-opinion', {
      'GET /api/care-items': () => json({ items: [] }),
      'POST /api/care-items': () => json({ code: 'RX444', message: 'Invalid', violations: [{ field: '/answers/question', rule: 'validation.max', message: 'The question is too long.' }] }, 422),
    });
    const textarea = await waitFor(() => container.querySelector<HTMLTextAreaElement>('textarea#root_question'));
    typeInto(textarea, 'A question');
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="care-request"] button[type="submit"]')!.click());
    const fieldError = await waitFor(() => container.querySelector<HTMLElement>('#root_question__error'));
    expect(fieldError.textContent).toContain('The question is too long.');
    expect(container.querySelector('textarea#root_question')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the specialty choice the specialist consultation lists, named in the language of the page', async () => {
    const { container } = await open('/services/specialist-consultation', {
      'GET /api/care-items': () => json({ items: [] }),
      'GET /api/services/specialist-consultation': () => json(servicePage({ services: [3, 38], covered: [] })),
    });
    const select = await waitFor(() => container.querySelector<HTMLSelectElement>('select#root_specialty'));
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toContain('Specialty');
    // Only parts that are drawn are referenced (fieldAria).
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect([...select.options].filter((o) => o.value !== '').map((o) => o.textContent)).toEqual(['Paediatric consultation', 'Thyroid consultation']);
    await waitFor(() => container.querySelector('[data-testid="care-price"][data-coverage="paid"]'));
    expect(container.querySelector('[data-testid="care-price"]')?.textContent).toBe('Not included in your subscription: 12,500\u00a0Ft per request, paid by you.');
    expect(container.querySelector('[data-testid="care-uploads"]')).toBeNull();
  });

  it('says so, under the one heading, when the form document is missing', async () => {
    const bundle = bundleWithCare();
    delete (bundle.forms as Record<string, FormDocument>).careTest;
    const { container } = await open('/services/second-opinion', { 'GET /api/care-items': () => json({ items: [] }) }, bundle);
    await waitFor(() => container.querySelector('[data-testid="care-form-missing"]'));
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('[data-testid="care-service-info"]')).not.toBeNull();
  });

  it('switches language with the care texts loaded first, keeping what the patient wrote', async () => {
    const { container, calls } = await open('/services/second-opinion', { 'GET /api/care-items': () => json({ items: [] }) }, bundleWithCare(), {
      inlined: [localePartKey('en'), careTextsKey('en'), formPartKey('careTest')],
      switcher: true,
    });
    const textarea = await waitFor(() => container.querySelector<HTMLTextAreaElement>('textarea#root_question'));
    expect(container.querySelector('#care-request-title')?.textContent).toBe('Send a request');
    typeInto(textarea, 'Kell műteni?');
    act(() => container.querySelector<HTMLButtonElement>('button[lang="hu"]')!.click());
    await waitFor(() => container.querySelector('#care-request-title')?.textContent === 'Kérés küldése');
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining([expect.stringMatching(/locale\/hu\.json$/), expect.stringMatching(/texts\/care\/hu\.json$/)]));
    expect(container.querySelector<HTMLTextAreaElement>('textarea#root_question')).toBe(textarea);
    expect(textarea.value).toBe('Kell műteni?');
  });

  it.each([
    ['covered', { services: [6], covered: [6] }, 'Covered by your subscription'],
    ['notCovered', { services: [6], covered: [] }, 'Your subscription does not cover this service. Please call our call centre to ask about your options:'],
    ['inactive', { services: [6], covered: [], subscriptionActive: false }, 'Your subscription is not active at the moment, so requests cannot be sent.'],
  ] as [string, Partial<ServicePage>, string][])('says what the subscription means for the cost, from the server: %s', async (coverage, page, sentence) => {
    const { container, calls } = await open('/services/second-opinion', {
      'GET /api/care-items': () => json({ items: [] }),
      'GET /api/services/second-opinion': () => json(servicePage(page)),
    });
    const price = await waitFor(() => container.querySelector<HTMLElement>(`[data-testid="care-price"][data-coverage="${coverage}"]`));
    expect(price.textContent).toContain(sentence);
    expect(price.textContent).not.toContain('{{');
    expect(calls.filter((c) => c.path === '/api/services/second-opinion')).toHaveLength(1);
  });

  it('says when the cover could not be checked, and checks again on request', async () => {
    let answers = 0;
    const { container } = await open('/services/second-opinion', {
      'GET /api/care-items': () => json({ items: [] }),
      'GET /api/services/second-opinion': () => (++answers === 1 ? json({ code: '#500' }, 503) : json(servicePage({}))),
    });
    const failed = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-price-error"]'));
    expect(failed.textContent).toContain('We could not check what your subscription covers.');
    act(() => failed.querySelector<HTMLButtonElement>('button')!.click());
    const price = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="care-price"][data-coverage="covered"]'));
    expect(price.textContent).toBe('Covered by your subscription');
  });

  it('keeps the fallback panel for a service without a care object', async () => {
    const { container } = await open('/services/coverage', {});
    const panel = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="unknown-screen"]'));
    expect(panel.textContent).toContain('service');
    expect(container.querySelector('[data-testid="care-service-info"]')).toBeNull();
  });
});

describe('coverageOf', () => {
  const page = (services: number[], covered: number[], subscriptionActive = true) => ({ services, covered, subscriptionActive });
  it('follows the order of the server rules: inactive first, then covered, partly covered, priced, not covered', () => {
    expect(coverageOf(page([2], [2], false), null)).toBe('inactive');
    expect(coverageOf(page([2], [2], false), 9900)).toBe('inactive');
    expect(coverageOf(page([2], [2]), 9900)).toBe('covered');
    expect(coverageOf(page([3, 4], [3]), null)).toBe('partlyCovered');
    expect(coverageOf(page([26], []), 9900)).toBe('paid');
    expect(coverageOf(page([12], []), null)).toBe('notCovered');
  });
});
