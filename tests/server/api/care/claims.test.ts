/**
 * Claims (issue 13): a claim for care paid out of pocket is a care item of the flow `claim`.
 * Reporting one (the form's answers with the bank account rule, at least one invoice, the
 * coverage rule), every action from every claim state by each one who may take it (the shared
 * machine's answer: 200 and the new state, or 409 with its RS code), the fields each claim action
 * needs, the answer to a question with more documents, the mails, and access: another patient
 * neither sees nor acts on a claim, and the other flows refuse the claims' own actions.
 */
import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATES, ITEM_ACTIONS, ITEM_ACTORS, nextClaimState, type CareActor, type ClaimState, type ItemAction } from '../../../../renderer/domain/care/careMachine';
import { todayInBudapest } from '../../../../schemas/vocabulary';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { expectSchema, outbox, useApi } from '../apiHarness';
import { caller, CONSULTATION, madeAccount, PDF, type Caller } from './careHarness';

const api = useApi();
let patient: Caller;
let operator: Caller;
let other: Caller;
let uploads = 0;

const PAGE = 'claim-reporting';
/** Hungarian accounts whose 8-digit blocks pass the 9-7-3-1 checksum. */
const ACCOUNT_16 = '11773016-11111111';
const ACCOUNT_24 = '11773016-11111111-00000000';
const CLAIM = { whatHappened: 'Fogorvosi kezelés, tömés.', careDate: '2026-11-02', providerName: 'Mosoly Fogászat', amountHuf: 38000, bankAccount: ACCOUNT_16 };

beforeAll(async () => {
  const { app } = api();
  patient = await caller(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  operator = await caller(app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
  other = await caller(app, DEMO_ACCOUNTS.multi.email, DEMO_ACCOUNTS.multi.password);
});

/** A PDF of the patient's own, uploaded for the claim page; its id. */
async function invoice(who: Caller = patient, page = PAGE): Promise<number> {
  uploads += 1;
  const res = await who.upload(`szamla-${uploads}.pdf`, PDF, page);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.files[0].id as number;
}

async function report(answers: object = CLAIM, uploadIds?: number[]): Promise<{ status: number; body: Response['body'] }> {
  const res = await patient.post('/api/care-items', { service: 'claim-reporting', answers, uploadIds: uploadIds ?? [await invoice()] });
  return { status: res.status, body: res.body };
}

const operatorPath = (id: number, action: string) => `/api/operator/care-items/${id}/actions/${action}`;
const patientPath = (id: number, action: string) => `/api/care-items/${id}/actions/${action}`;

async function act(id: number, action: ItemAction, by: CareActor, body: object): Promise<{ status: number; body: Response['body'] }> {
  const res = await (by === 'operator' ? operator.post(operatorPath(id, action), body) : patient.post(patientPath(id, action), body));
  return { status: res.status, body: res.body };
}

/** A body that the action takes (its fields filled), so only the state decides. */
async function bodyFor(action: ItemAction): Promise<object> {
  switch (action) {
    case 'approve': return { amountHuf: 30000 };
    case 'requestInformation': return { question: 'Kérjük, küldje el a zárójelentést is.' };
    case 'reject': return { reason: 'A kezelés nem tartozik a biztosítás körébe.' };
    case 'answerInformation': return { uploadIds: [await invoice()], message: 'Csatoltam.' };
    case 'addDocuments': return { uploadIds: [await invoice()] };
    case 'book': return { appointmentAt: '2026-12-01T09:30:00+01:00', channel: 'video' };
    case 'close': return { answer: 'Válasz.' };
    case 'cancel': return { reason: 'Mégsem kérem.' };
    default: return {};
  }
}

/** The actions that take a new claim to `state`, and who takes them. */
const PATHS: Record<ClaimState, [ItemAction, CareActor][]> = {
  submitted: [],
  needs_information: [['requestInformation', 'operator']],
  approved: [['approve', 'operator']],
  paid: [['approve', 'operator'], ['markPaid', 'operator']],
  rejected: [['reject', 'operator']],
  cancelled: [['cancel', 'patient']],
  deleted: [['reject', 'operator'], ['delete', 'patient']],
};

async function claimIn(state: ClaimState): Promise<number> {
  const created = await report();
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  for (const [action, by] of PATHS[state]) {
    const res = await act(id, action, by, await bodyFor(action));
    expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  return id;
}

describe('reporting a claim', () => {
  it('creates a submitted claim with its invoices, the answers as given, and the request as its first event', async () => {
    const first = await invoice();
    const second = await invoice();
    const res = await report({ ...CLAIM, bankAccount: ACCOUNT_24 }, [first, second]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectSchema('care-item-response', res.body);
    expect(res.body).toMatchObject({ service: 'claim-reporting', flow: 'claim', state: 'submitted', approvedHuf: null, nextStep: 'care.nextStep.submitted', answers: { ...CLAIM, bankAccount: ACCOUNT_24 } });
    expect(res.body.documents.map((d: { id: number }) => d.id)).toEqual([first, second]);
    expect(res.body.events).toEqual([expect.objectContaining({ action: 'create', fromState: null, toState: 'submitted', actor: 'patient' })]);
  });

  it.each([
    ['a wrong checksum', '11773016-11111112'],
    ['a wrong checksum in the first block', '11773017-11111111'],
    ['a wrong checksum in the 24-digit form', '11773016-11111111-00000001'],
    ['another length', '1177301611111'],
  ])('refuses %s with RX444 and the catalogue\'s sentence on the bank account', async (_what, account) => {
    const res = await report({ ...CLAIM, bankAccount: account });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    expect(res.body.violations).toEqual([expect.objectContaining({ field: '/answers/bankAccount', rule: 'validation.bankAccount', message: 'Wrong bank account format' })]);
  });

  it('refuses a care date in the future (RX444 with the sentence on the date), and takes today, in Budapest (issue 33)', async () => {
    const today = todayInBudapest();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await report({ ...CLAIM, careDate: tomorrow });
    expect(future.status).toBe(422);
    expect(future.body.code).toBe('RX444');
    expect(future.body.violations).toEqual([
      expect.objectContaining({ field: '/answers/careDate', rule: 'validation.dateTodayOrEarlier', message: 'Date of care cannot be in the future: please enter today or an earlier day.' }),
    ]);
    expect((await report({ ...CLAIM, careDate: today })).status).toBe(201);
  });

  it('takes a document name sent with an earlier claim again, but not twice in one claim (issue 33)', async () => {
    const upload = async (name: string) => {
      const res = await patient.upload(name, PDF, PAGE);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.files[0].id as number;
    };
    expect((await report(CLAIM, [await upload('report.pdf')])).status).toBe(201);
    const next = await report(CLAIM, [await upload('report.pdf')]);
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    const twice = await report(CLAIM, [await upload('invoice.pdf'), await upload('Invoice.PDF')]);
    expect(twice.status).toBe(422);
    expect(twice.body.violations).toEqual([expect.objectContaining({ field: '/uploadIds/1', rule: 'validation.file.duplicate', message: 'You have already uploaded a file called “Invoice.PDF”.' })]);
    // A question answered with a document of a name the claim has already is refused too.
    const id = await claimIn('needs_information');
    const named = (await patient.get(`/api/care-items/${id}`)).body.documents[0].name as string;
    const refused = await act(id, 'answerInformation', 'patient', { uploadIds: [await upload(named.toUpperCase())] });
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toEqual([expect.objectContaining({ field: '/uploadIds/0', rule: 'validation.file.duplicate' })]);
  });

  it('takes the 20-character form of an account', async () => {
    const res = await report({ ...CLAIM, bankAccount: 'ABCD1234567890123456' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('needs the account (empty is no account), an amount above zero in whole forints, and the other answers', async () => {
    const empty = await report({ ...CLAIM, bankAccount: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.violations.map((v: { field: string }) => v.field)).toEqual(['/answers/bankAccount']);
    const { bankAccount: _gone, ...withoutAccount } = CLAIM;
    const missing = await report(withoutAccount);
    expect(missing.body.violations).toEqual([expect.objectContaining({ field: '/answers/bankAccount', rule: 'validation.required' })]);
    for (const amountHuf of [0, -5, 12.5, '38000']) {
      const res = await report({ ...CLAIM, amountHuf });
      expect(res.status, String(amountHuf)).toBe(422);
      expect(res.body.violations.map((v: { field: string }) => v.field)).toEqual(['/answers/amountHuf']);
    }
    const bare = await report({});
    expect(bare.body.violations.map((v: { field: string }) => v.field).sort()).toEqual(['/answers/amountHuf', '/answers/bankAccount', '/answers/careDate', '/answers/providerName', '/answers/whatHappened']);
  });

  it('needs at least one invoice, of an accepted type', async () => {
    const none = await patient.post('/api/care-items', { service: 'claim-reporting', answers: CLAIM });
    expect(none.status).toBe(422);
    expect(none.body.violations).toEqual([expect.objectContaining({ field: '/uploadIds', rule: 'validation.file.tooFew', message: 'Please attach at least 1 document.' })]);
  });

  it('is refused (RM1006) to a patient whose product does not cover claim reporting, and (RM1001) to one without the service', async () => {
    const uncovered = await madeAccount(api().app, api().database.db, { services: [2, 28], flags: ['hasClaimReporting'], coverage: [2] });
    const file = await uncovered.upload('szamla.pdf', PDF, PAGE);
    const res = await uncovered.post('/api/care-items', { service: 'claim-reporting', answers: CLAIM, uploadIds: [file.body.files[0].id] });
    expect([res.status, res.body.code]).toEqual([422, 'RM1006']);
    const without = await madeAccount(api().app, api().database.db, { services: [2], flags: ['hasGeneralConsultation'] });
    const refused = await without.post('/api/care-items', { service: 'claim-reporting', answers: CLAIM });
    expect(refused.body.code).toBe('RM1001');
  });
});

const cases = CLAIM_STATES.flatMap((state) => ITEM_ACTIONS.flatMap((action) => ITEM_ACTORS[action].map((by) => [state, action, by] as [ClaimState, ItemAction, CareActor])));

describe('claim actions through the API', () => {
  it.each(cases)('from %s: %s by the %s', async (state, action, by) => {
    const id = await claimIn(state);
    const res = await act(id, action, by, await bodyFor(action));
    const step = nextClaimState(state, action);
    if (!step.ok) {
      expect([res.status, res.body.code]).toEqual([409, step.code]);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (step.state === 'deleted') return;
    expectSchema(by === 'operator' ? 'operator-care-item-response' : 'care-item-response', res.body);
    expect(res.body.state).toBe(step.state);
    expect(res.body.events.at(-1)).toMatchObject({ action, fromState: state, toState: step.state, actor: by });
  }, 30_000);
});

describe('what each claim action needs', () => {
  it('approve needs an amount of at most the amount claimed, and the claim shows it', async () => {
    const id = await claimIn('submitted');
    const none = await act(id, 'approve', 'operator', {});
    expect(none.body.violations).toEqual([expect.objectContaining({ field: '/amountHuf', rule: 'validation.required' })]);
    const more = await act(id, 'approve', 'operator', { amountHuf: CLAIM.amountHuf + 1 });
    expect([more.status, more.body.code]).toEqual([422, 'RX444']);
    expect(more.body.violations).toEqual([expect.objectContaining({ field: '/amountHuf', rule: 'validation.max' })]);
    for (const amountHuf of [0, 1.5, '100']) expect((await act(id, 'approve', 'operator', { amountHuf })).status).toBe(422);
    const ok = await act(id, 'approve', 'operator', { amountHuf: 30000 });
    expect(ok.body).toMatchObject({ state: 'approved', approvedHuf: 30000 });
    const paid = await act(id, 'markPaid', 'operator', {});
    expect(paid.body).toMatchObject({ state: 'paid', approvedHuf: 30000 });
    expect((await patient.get(`/api/care-items/${id}`)).body).toMatchObject({ state: 'paid', approvedHuf: 30000, nextStep: 'care.nextStep.paid' });
  });

  it('a question and a rejection need their text, and the history keeps them', async () => {
    const id = await claimIn('submitted');
    for (const body of [{}, { question: '   ' }]) expect((await act(id, 'requestInformation', 'operator', body)).body.violations).toEqual([expect.objectContaining({ field: '/question' })]);
    await act(id, 'requestInformation', 'operator', { question: 'Melyik napon volt a kezelés?' });
    for (const body of [{}, { reason: '' }]) expect((await act(id, 'reject', 'operator', body)).body.violations).toEqual([expect.objectContaining({ field: '/reason' })]);
    const rejected = await act(id, 'reject', 'operator', { reason: 'Esztétikai kezelés, nem térítjük.' });
    expect(rejected.body.state).toBe('rejected');
    const seen = (await patient.get(`/api/care-items/${id}`)).body;
    expect(seen.events.map((e: { action: string; note: string | null }) => [e.action, e.note])).toEqual([
      ['create', expect.any(String)], ['requestInformation', 'Melyik napon volt a kezelés?'], ['reject', 'Esztétikai kezelés, nem térítjük.'],
    ]);
  });

  it('the patient answers a question with more documents (and a message), and the claim is submitted again', async () => {
    const id = await claimIn('needs_information');
    const bare = await act(id, 'answerInformation', 'patient', { message: 'Csak szöveg.' });
    expect(bare.body.violations).toEqual([expect.objectContaining({ field: '/uploadIds', rule: 'validation.required' })]);
    const file = await invoice();
    const res = await act(id, 'answerInformation', 'patient', { uploadIds: [file], message: 'Csatoltam a zárójelentést.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state).toBe('submitted');
    expect(res.body.documents.map((d: { id: number }) => d.id)).toContain(file);
    expect(res.body.events.at(-1)).toMatchObject({ action: 'answerInformation', fromState: 'needs_information', toState: 'submitted', note: expect.stringContaining('Csatoltam a zárójelentést.') });
    // Another patient's upload is not the patient's to attach.
    const again = await claimIn('needs_information');
    const foreign = await invoice(other, 'consultation');
    const refused = await act(again, 'answerInformation', 'patient', { uploadIds: [foreign] });
    expect(refused.body.violations).toEqual([expect.objectContaining({ field: '/uploadIds/0', rule: 'validation.file.unknown' })]);
  });

  it('mails the patient at each step in the account\'s locale, with the approved amount', async () => {
    await claimIn('paid');
    const mails = (await outbox(api().app)).filter((m) => m.to === DEMO_ACCOUNTS.patient.email);
    // The demo patient reads Hungarian: submitted, approved, paid.
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Beküldve'), expect.stringContaining('Jóváhagyva'), expect.stringContaining('Kifizetve')]));
    const paid = mails.find((m) => m.subject.includes('Kifizetve') && m.text.includes('Jóváhagyott összeg'))!;
    expect(paid.text).toContain('Jóváhagyott összeg: 30\u00a0000\u00a0Ft.');
    expect(paid.text).toContain('/services/claim-reporting');
  });
});

describe('access', () => {
  it('another patient neither sees nor acts on a claim, and the patient cannot take the operator\'s actions', async () => {
    const id = await claimIn('submitted');
    expect((await other.get(`/api/care-items/${id}`)).status).toBe(404);
    expect((await other.post(patientPath(id, 'cancel'))).status).toBe(404);
    expect((await other.get('/api/care-items?service=claim-reporting')).body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    for (const action of ['approve', 'markPaid', 'reject', 'requestInformation']) {
      const res = await patient.post(patientPath(id, action), await bodyFor(action as ItemAction));
      expect([action, res.status, res.body.code]).toEqual([action, 403, '#403']);
    }
    expect((await other.post(operatorPath(id, 'approve'), { amountHuf: 1 })).status).toBe(403);
    expect((await patient.get(`/api/care-items/${id}`)).body.state).toBe('submitted');
  });

  it('the operator\'s queue filters claims by their states', async () => {
    const id = await claimIn('needs_information');
    const queue = await operator.get('/api/operator/care-items?state=needs_information&service=claim-reporting');
    expect(queue.status).toBe(200);
    expectSchema('operator-care-items-response', queue.body);
    expect(queue.body.items.map((i: { id: number }) => i.id)).toContain(id);
    expect(queue.body.items.every((i: { state: string }) => i.state === 'needs_information')).toBe(true);
  });

  it('the other flows refuse the claims\' own actions with RR1007, and a consultation keeps its own states', async () => {
    const created = await patient.post('/api/care-items', { service: 'general-consultation', answers: CONSULTATION });
    expect(created.body.state).toBe('awaiting_approval');
    expect(created.body).not.toHaveProperty('approvedHuf');
    for (const [action, by] of [['reject', 'operator'], ['markPaid', 'operator'], ['requestInformation', 'operator'], ['answerInformation', 'patient']] as const) {
      const res = await act(created.body.id, action, by, await bodyFor(action));
      expect([action, res.status, res.body.code]).toEqual([action, 409, 'RR1007']);
    }
  });
});
