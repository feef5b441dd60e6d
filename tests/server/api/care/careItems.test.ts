/**
 * The patient's care items: asking for care (the RM rules in their order, the form's answers,
 * own uploads only), reading and acting only on one's own items, the operator's role, the mail
 * on every change and the document downloads.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { insertProviderFixtures } from '../../../../server/db/providerSeed';
import { toBudapestIso } from '../../../../server/db/seed/providerCalendar';
import { generateProviderFixtures } from '../../../../server/db/seed/providerFixtures';
import { bearer, expectSchema, outbox, useApi } from '../apiHarness';
import { caller, CONSULTATION, madeAccount, PDF, SECOND_OPINION, type Caller } from './careHarness';

const api = useApi();
let patient: Caller;
let operator: Caller;
let other: Caller;
let provider: number;

beforeAll(async () => {
  const { app, database } = api();
  patient = await caller(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  operator = await caller(app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
  // multi has two subscriptions: the header names the current one.
  const multi = await caller(app, DEMO_ACCOUNTS.multi.email, DEMO_ACCOUNTS.multi.password);
  const subscriptions = await multi.get('/api/subscriptions');
  other = await caller(app, DEMO_ACCOUNTS.multi.email, DEMO_ACCOUNTS.multi.password, { 'X-Subscription-Id': String(subscriptions.body[0].id) });
  await insertProviderFixtures(database.db, generateProviderFixtures({ seed: 7, providers: 2, doctorsPerProvider: 1, slotsTarget: 4, today: toBudapestIso(Date.now()).slice(0, 10) }));
  provider = (await database.db.selectFrom('provider_specializations').select('provider_id').executeTakeFirstOrThrow()).provider_id;
});

const consult = (extra: object = {}) => ({ service: 'general-consultation', answers: CONSULTATION, ...extra });

describe('the demo data', () => {
  it('lists the demo patient\'s items newest first, and the operator sees them with the patient', async () => {
    const res = await patient.get('/api/care-items');
    expect(res.status).toBe(200);
    expectSchema('care-items-response', res.body);
    expect(res.body.items.map((i: { service: string; state: string }) => [i.service, i.state])).toEqual([
      ['nutrition-consultation', 'awaiting_approval'], ['general-consultation', 'booked'], ['second-opinion', 'finished'],
    ]);
    const queue = await operator.get('/api/operator/care-items?state=awaiting_approval&service=nutrition-consultation');
    expectSchema('operator-care-items-response', queue.body);
    expect(queue.body.items).toHaveLength(1);
    expect(queue.body.items[0].patient).toEqual({ id: expect.any(Number), name: 'Minta Péter', email: DEMO_ACCOUNTS.patient.email });
  });

  it('answers the operator role in /api/me', async () => {
    expect((await operator.get('/api/me')).body.roles).toEqual(['operator']);
    const me = await patient.get('/api/me');
    expectSchema('me-response', me.body);
    expect(me.body.roles).toEqual([]);
  });
});

describe('POST /api/care-items', () => {
  it('creates an item awaiting approval, with the request as its first event and the own uploads attached', async () => {
    const file = await patient.upload('lelet-1.pdf', PDF, 'second-opinion');
    const res = await patient.post('/api/care-items', { service: 'second-opinion', answers: SECOND_OPINION, uploadIds: [file.body.files[0].id] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectSchema('care-item-response', res.body);
    expect(res.body).toMatchObject({ service: 'second-opinion', flow: 'written', state: 'awaiting_approval', answers: SECOND_OPINION, appointmentAt: null, channel: null, answer: null, nextStep: 'care.nextStep.awaiting_approval' });
    expect(res.body.documents).toEqual([{ id: file.body.files[0].id, name: 'lelet-1.pdf', size: PDF.byteLength, mediaType: 'application/pdf' }]);
    expect(res.body.events).toEqual([expect.objectContaining({ action: 'create', fromState: null, toState: 'awaiting_approval', actor: 'patient', actorName: 'Minta Péter' })]);
    expect((await patient.get(`/api/care-items/${res.body.id}`)).body).toEqual(res.body);
  });

  it('takes the specialty of a specialist consultation from the form', async () => {
    const res = await patient.post('/api/care-items', { service: 'pediatric-consultation', answers: { ...CONSULTATION, specialty: 'thyroid-consultation' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.specialty).toBe('thyroid-consultation');
    const row = await api().database.db.selectFrom('care_items').select('service_type').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.service_type).toBe(38);
  });

  it('refuses answers that do not fit the service\'s form with RX444 and a violation per field', async () => {
    const res = await patient.post('/api/care-items', { service: 'general-consultation', answers: { topic: '', channel: 'fax', extra: 1 } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    expect(res.body.violations.map((v: { field: string; rule: string }) => [v.field, v.rule])).toEqual(expect.arrayContaining([
      ['/answers/symptoms', 'validation.required'], ['/answers/topic', 'validation.required'], ['/answers/channel', 'validation.enum'],
    ]));
    expect(res.body.violations.find((v: { field: string }) => v.field === '/answers/symptoms').message).toContain('Symptoms or question');
    const consent = await patient.post('/api/care-items', { service: 'second-opinion', answers: { ...SECOND_OPINION, consent: false } });
    expect(consent.body.violations).toEqual([expect.objectContaining({ field: '/answers/consent', rule: 'validation.const', message: expect.stringContaining('I consent to a doctor') })]);
  });

  it('refuses a body that does not fit its schema before any rule', async () => {
    const res = await patient.post('/api/care-items', { service: 'General!', answers: [] });
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { field: string }) => v.field).sort()).toEqual(['/answers', '/service']);
  });

  it('attaches only the user\'s own uploads of accepted types', async () => {
    const mine = await patient.upload('lelet-2.pdf', PDF, 'second-opinion');
    const theirs = await other.upload('masik.pdf', PDF, 'consultation');
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const res = await patient.post('/api/care-items', { service: 'second-opinion', answers: SECOND_OPINION, uploadIds: [mine.body.files[0].id, theirs.body.files[0].id, 2_000_000] });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      expect.objectContaining({ field: '/uploadIds/1', rule: 'validation.file.unknown' }),
      expect.objectContaining({ field: '/uploadIds/2', rule: 'validation.file.unknown' }),
    ]);
    const gif = await patient.upload('rajz.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1'), 'consultation');
    expect(gif.status, JSON.stringify(gif.body)).toBe(201);
    const wrongType = await patient.post('/api/care-items', { service: 'general-consultation', answers: CONSULTATION, uploadIds: [gif.body.files[0].id] });
    expect(wrongType.body.violations).toEqual([expect.objectContaining({ field: '/uploadIds/0', rule: 'validation.file.typeNotAllowed', params: expect.objectContaining({ type: 'gif' }) })]);
    const none = await patient.post('/api/care-items', { service: 'general-consultation', answers: CONSULTATION, uploadIds: [] });
    expect(none.status).toBe(201);
  });
});

describe('creation rules (RM codes, in their order)', () => {
  const db = () => api().database.db;
  const rm = async (who: Caller, body: object) => {
    const res = await who.post('/api/care-items', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    return res.body.code as string;
  };

  it('RM1001: not a care service of the brand, or not the user\'s service type', async () => {
    expect(await rm(patient, { service: 'diagnostics', answers: {} })).toBe('RM1001');
    expect(await rm(patient, { service: 'no-such-service', answers: {} })).toBe('RM1001');
    expect(await rm(other, { service: 'second-opinion', answers: SECOND_OPINION })).toBe('RM1001');
  });

  it('RM1003: the current subscription is not active', async () => {
    const inactive = await madeAccount(api().app, db(), { services: [2], flags: ['hasGeneralConsultation'], status: 'created' });
    expect(await rm(inactive, consult())).toBe('RM1003');
  });

  it('RM1006: neither covered nor priced; a priced service is paid for instead', async () => {
    const uncovered = await madeAccount(api().app, db(), { services: [2, 26], flags: ['hasGeneralConsultation', 'hasFitnessConsultation'], coverage: [5] });
    expect(await rm(uncovered, consult())).toBe('RM1006');
    expect((await uncovered.post('/api/care-items', { service: 'fitness-consultation', answers: CONSULTATION })).status).toBe(201);
  });

  it('RM1005: the specialty is not one of the user\'s service types', async () => {
    const pediatric = await madeAccount(api().app, db(), { services: [3], flags: ['hasConsultation'] });
    expect(await rm(pediatric, { service: 'pediatric-consultation', answers: { ...CONSULTATION, specialty: 'thyroid-consultation' } })).toBe('RM1005');
    expect((await pediatric.post('/api/care-items', { service: 'pediatric-consultation', answers: { ...CONSULTATION, specialty: 'pediatric-consultation' } })).status).toBe(201);
  });

  it('RM1007: the specialty is neither covered nor priced', async () => {
    const partly = await madeAccount(api().app, db(), { services: [3, 38], flags: ['hasConsultation'], coverage: [3] });
    expect(await rm(partly, { service: 'pediatric-consultation', specialty: 'thyroid-consultation', answers: { ...CONSULTATION, specialty: 'thyroid-consultation' } })).toBe('RM1007');
  });

  it('RM1008: a specialty the service does not offer, two different ones, or none', async () => {
    expect(await rm(patient, consult({ specialty: 'pediatric-consultation' }))).toBe('RM1008');
    expect(await rm(patient, { service: 'pediatric-consultation', specialty: 'general-consultation', answers: CONSULTATION })).toBe('RM1008');
    expect(await rm(patient, { service: 'pediatric-consultation', specialty: 'gynecology-consultation', answers: { ...CONSULTATION, specialty: 'thyroid-consultation' } })).toBe('RM1008');
    const none = await patient.post('/api/care-items', { service: 'pediatric-consultation', answers: CONSULTATION });
    expect(none.body.violations).toEqual([expect.objectContaining({ field: '/answers/specialty', rule: 'validation.required' })]);
  });

  it('RM1010: care the operator organises, with a provider the patient chose', async () => {
    const organised = { service: 'card-network', answers: { topic: 'Szemészet', symptoms: 'Szemészeti vizsgálat kellene.', city: 'Szeged', channel: 'phone' } };
    const res = await patient.post('/api/care-items', { ...organised, providerId: provider }).set('X-Locale', 'hu');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'RM1010', message: expect.stringContaining('csak ügyfélszolgálatunk szervezheti meg') });
    expect((await patient.post('/api/care-items', organised)).status).toBe(201);
  });

  it('RM1002 and RM1004: a provider without services, or one the product excludes', async () => {
    expect(await rm(patient, consult({ providerId: 2_000_000 }))).toBe('RM1002');
    const excluding = await madeAccount(api().app, db(), { services: [2], flags: ['hasGeneralConsultation'] });
    await db().insertInto('product_excluded_providers').values({ product_id: excluding.productId, provider_id: provider }).execute();
    expect(await rm(excluding, consult({ providerId: provider }))).toBe('RM1004');
    const created = await patient.post('/api/care-items', consult({ providerId: provider }));
    expect(created.status).toBe(201);
  });

  it('checks the rules in order: the earlier rule answers when several are broken', async () => {
    const inactive = await madeAccount(api().app, db(), { services: [20], flags: ['hasCardNetwork'], status: 'created', coverage: [5] });
    expect(await rm(inactive, { service: 'card-network', answers: {}, providerId: provider })).toBe('RM1003');
    const uncovered = await madeAccount(api().app, db(), { services: [20], flags: ['hasCardNetwork'], coverage: [5] });
    expect(await rm(uncovered, { service: 'card-network', answers: {}, providerId: provider })).toBe('RM1006');
  });
});

describe('whose items', () => {
  let item: number;
  beforeAll(async () => {
    item = (await patient.post('/api/care-items', consult())).body.id;
  });

  it('another patient cannot read, act on or download the item (404)', async () => {
    expect((await other.get(`/api/care-items/${item}`)).status).toBe(404);
    expect((await other.post(`/api/care-items/${item}/actions/cancel`)).status).toBe(404);
    expect((await other.get(`/api/care-items/${item}/documents/1`)).status).toBe(404);
    expect((await other.get('/api/care-items')).body.items.map((i: { id: number }) => i.id)).not.toContain(item);
    expect((await patient.get(`/api/care-items/${item}`)).status).toBe(200);
  });

  it('a patient cannot use the operator\'s endpoints (403), nor take the operator\'s actions (403)', async () => {
    for (const res of [await patient.get('/api/operator/care-items'), await patient.get(`/api/operator/care-items/${item}`), await patient.post(`/api/operator/care-items/${item}/actions/approve`)]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('#403');
    }
    expect((await patient.post(`/api/care-items/${item}/actions/approve`)).status).toBe(403);
    expect((await operator.post(`/api/operator/care-items/${item}/actions/delete`)).status).toBe(403);
    expect((await patient.post(`/api/care-items/${item}/actions/fly`)).status).toBe(404);
    expect((await request(api().app).get('/api/operator/care-items')).status).toBe(401);
  });

  it('book and close need their fields (RX444)', async () => {
    await operator.post(`/api/operator/care-items/${item}/actions/approve`);
    const book = await operator.post(`/api/operator/care-items/${item}/actions/book`, { channel: 'phone' });
    expect(book.status).toBe(422);
    expect(book.body.violations).toEqual([expect.objectContaining({ field: '/appointmentAt', rule: 'validation.required' })]);
    expect((await operator.post(`/api/operator/care-items/${item}/actions/book`, { appointmentAt: 'tomorrow', channel: 'phone' })).status).toBe(422);
  });

  it('a deleted item leaves the patient\'s list but stays in the operator\'s queue', async () => {
    const id = (await patient.post('/api/care-items', consult())).body.id;
    await patient.post(`/api/care-items/${id}/actions/cancel`, { reason: 'Meggyógyultam.' });
    const deleted = await patient.post(`/api/care-items/${id}/actions/delete`);
    expect(deleted.body.state).toBe('deleted');
    expect((await patient.get('/api/care-items')).body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await patient.get(`/api/care-items/${id}`)).status).toBe(404);
    expect((await patient.post(`/api/care-items/${id}/actions/delete`)).body.code).toBe('RS2004');
    const queue = await operator.get('/api/operator/care-items?state=deleted');
    expect(queue.body.items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await operator.get(`/api/operator/care-items/${id}`)).body.events.map((e: { action: string; note: string | null }) => [e.action, e.note])).toEqual([
      ['create', null], ['cancel', 'Meggyógyultam.'], ['delete', null],
    ]);
  });
});

describe('mails and documents', () => {
  it('mails the patient on every change, in the account\'s locale, naming the service, the state and the next step', async () => {
    const created = await patient.post('/api/care-items', { service: 'psychology', answers: CONSULTATION });
    const approved = await operator.post(`/api/operator/care-items/${created.body.id}/actions/approve`);
    expect(approved.status).toBe(200);
    await operator.post(`/api/operator/care-items/${created.body.id}/actions/book`, { appointmentAt: '2026-12-03T14:00:00Z', channel: 'phone' });
    const mails = (await outbox(api().app)).filter((m) => m.to === DEMO_ACCOUNTS.patient.email);
    // The demo patient's account is Hungarian: the requests were in English, the mails are not.
    const [booked, awaiting, asked] = mails;
    expect(asked).toMatchObject({ subject: 'Kérésének új állapota: Jóváhagyásra vár', text: expect.stringContaining('Változás történt kérésében (Pszichológiai tanácsadás)') });
    expect(awaiting!.subject).toBe('Kérésének új állapota: Időpontfoglalásra vár');
    expect(awaiting!.text).toContain('Kérését jóváhagytuk.');
    expect(booked!.text).toContain('Időpont: 2026.12.03 15:00, Telefonos visszahívás.');
    expect(booked!.links.some((l) => l.endsWith('/services/psychology?locale=hu'))).toBe(true);
  });

  it('says "in progress" for an approved written opinion', async () => {
    const created = await patient.post('/api/care-items', { service: 'oncology-second-opinion', answers: SECOND_OPINION });
    await operator.post(`/api/operator/care-items/${created.body.id}/actions/approve`);
    const [mail] = (await outbox(api().app)).filter((m) => m.to === DEMO_ACCOUNTS.patient.email);
    expect(mail!.subject).toBe('Kérésének új állapota: Folyamatban');
  });

  it('downloads an attached document as an attachment, for the patient and the operator', async () => {
    const file = await patient.upload('zárójelentés.pdf', PDF, 'second-opinion');
    const created = await patient.post('/api/care-items', { service: 'second-opinion', answers: SECOND_OPINION, uploadIds: [file.body.files[0].id] });
    const id = created.body.id as number;
    const uploadId = file.body.files[0].id as number;
    for (const path of [`/api/care-items/${id}/documents/${uploadId}`, `/api/operator/care-items/${id}/documents/${uploadId}`]) {
      const res = await (path.includes('operator') ? operator : patient).get(path).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''z%C3%A1r%C3%B3jelent%C3%A9s\.pdf$/);
      expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    }
    expect((await patient.get(`/api/care-items/${id}/documents/${uploadId + 1000}`)).status).toBe(404);
    // The operator's download is in the patient's data access log (issue 34); the patient's own is not, nor a document not found.
    expect((await operator.get(`/api/operator/care-items/${id}/documents/${uploadId + 1000}`)).status).toBe(404);
    const downloads = await api().database.db.selectFrom('data_access_log').select(['actor_role', 'action', 'subject_id']).where('subject', '=', 'document').execute();
    expect(downloads).toEqual([{ actor_role: 'operator', action: 'read', subject_id: String(uploadId) }]);
    const token = patient.token;
    expect((await request(api().app).get(`/api/care-items/${id}/documents/${uploadId}`).set(...bearer(token)).set('Authorization', 'Bearer x')).status).toBe(401);
  });

  it('adds documents while the item is open, and counts them against the service\'s limit', async () => {
    const created = await patient.post('/api/care-items', consult());
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await patient.upload(`kiegeszites-${i}.pdf`, PDF, 'consultation')).body.files[0].id);
    const five = await patient.post(`/api/care-items/${created.body.id}/actions/addDocuments`, { uploadIds: ids.slice(0, 5) });
    expect(five.status, JSON.stringify(five.body)).toBe(200);
    expect(five.body.documents).toHaveLength(5);
    const sixth = await patient.post(`/api/care-items/${created.body.id}/actions/addDocuments`, { uploadIds: [ids[5]] });
    expect(sixth.body.violations).toEqual([expect.objectContaining({ field: '/uploadIds', rule: 'validation.file.tooMany', params: expect.objectContaining({ max: 5 }) })]);
  });
});
