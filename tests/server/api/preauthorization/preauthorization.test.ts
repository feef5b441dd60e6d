/**
 * The pre-authorisation request (service 32, the wizard of spec §2) through POST /api/care-items:
 * each step's answers checked against its own form document, the steps that apply and only those,
 * the documents step, the chosen provider named by the request, stored with the item and booked
 * with by the operator; every refusal a 4xx with its catalogue code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInBudapest } from '../../../../schemas/vocabulary';
import { insertProviderFixtures } from '../../../../server/db/providerSeed';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { toBudapestIso } from '../../../../server/db/seed/providerCalendar';
import { generateProviderFixtures } from '../../../../server/db/seed/providerFixtures';
import { expectSchema, useApi } from '../apiHarness';
import { caller, madeAccount, PDF, type Caller } from '../care/careHarness';

const api = useApi();
let patient: Caller;
let operator: Caller;
let provider: number;
let providerName: string;

beforeAll(async () => {
  const { app, database } = api();
  patient = await caller(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  operator = await caller(app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
  await insertProviderFixtures(database.db, generateProviderFixtures({ seed: 11, providers: 2, doctorsPerProvider: 1, slotsTarget: 4, today: toBudapestIso(Date.now()).slice(0, 10) }));
  const row = await database.db.selectFrom('provider_specializations as ps').innerJoin('providers as p', 'p.id', 'ps.provider_id').select(['p.id', 'p.name']).executeTakeFirstOrThrow();
  provider = row.id;
  providerName = row.name;
});

/** Every step answered, the appointment already made and a call asked for: all nine steps apply. */
const allNine = (providerId: number) => ({
  medicalRecommendation: { issuedBy: 'Dr. Kovács Anna', issuedOn: '2026-01-10' },
  historyQuestions: { treatedBefore: 'no', medications: 'Nincs' },
  appointment: { hasAppointment: 'yes' },
  appointmentAndExamination: { appointmentDate: '2026-02-01', place: 'Budapest', examination: 'Térd MR' },
  requestedCare: { careType: 'examination', description: 'Térd MR sportsérülés után.' },
  personalData: { phone: '+36301234567', city: 'Budapest' },
  bookAppointment: { providerId, callMe: 'yes' },
  bookByPhone: { callTime: 'morning' },
  specialistStatement: { specialistName: 'Dr. Kovács Anna', statement: true },
});

const upload = async (name: string): Promise<number> => {
  const res = await patient.upload(name, PDF, 'preauthorization');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.files[0].id as number;
};

const fields = (body: { violations?: { field: string }[] }) => (body.violations ?? []).map((v) => v.field).sort();

describe('a pre-authorisation request', () => {
  it('is stored with every step\'s answers, its documents and the chosen provider, which the patient and the operator read', async () => {
    const documentId = await upload('javaslat-1.pdf');
    const answers = allNine(provider);
    const res = await patient.post('/api/care-items', { service: 'preauthorization', answers, uploadIds: [documentId], providerId: provider });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectSchema('care-item-response', res.body);
    expect(res.body).toMatchObject({ service: 'preauthorization', flow: 'appointment', state: 'awaiting_approval', answers, provider: { id: provider, name: providerName } });
    expect(res.body.documents.map((d: { name: string }) => d.name)).toEqual(['javaslat-1.pdf']);
    const seen = await operator.get(`/api/operator/care-items/${res.body.id}`);
    expectSchema('operator-care-item-response', seen.body);
    expect(seen.body.provider).toEqual({ id: provider, name: providerName });
    expect(seen.body.answers).toEqual(answers);
  });

  it('goes through approval to an appointment with the chosen provider, which the patient sees booked', async () => {
    const documentId = await upload('javaslat-2.pdf');
    const created = await patient.post('/api/care-items', { service: 'preauthorization', answers: allNine(provider), uploadIds: [documentId], providerId: provider });
    const id = created.body.id as number;
    expect((await operator.post(`/api/operator/care-items/${id}/actions/approve`)).body.state).toBe('awaiting_booking');
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const booked = await operator.post(`/api/operator/care-items/${id}/actions/book`, { appointmentAt: at, channel: 'in_person' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const mine = await patient.get(`/api/care-items/${id}`);
    expect(mine.body).toMatchObject({ state: 'booked', appointmentAt: at, channel: 'in_person', provider: { id: provider, name: providerName } });
  });

  it('leaves out a step whose condition is not met, and takes the request without it', async () => {
    const documentId = await upload('javaslat-3.pdf');
    const { appointmentAndExamination: _a, bookByPhone: _b, ...seven } = allNine(provider);
    const answers = { ...seven, appointment: { hasAppointment: 'no' }, bookAppointment: { providerId: provider, callMe: 'no' } };
    const res = await patient.post('/api/care-items', { service: 'preauthorization', answers, uploadIds: [documentId], providerId: provider });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body.answers)).toHaveLength(7);
  });

  it('refuses a step that does not apply, a missing step and answers that break a step\'s form, each under its step (RX444)', async () => {
    const documentId = await upload('javaslat-4.pdf');
    const { bookByPhone: _b, ...rest } = allNine(provider);
    const answers = { ...rest, appointment: { hasAppointment: 'no' }, personalData: { phone: '+3612', city: '' }, specialistStatement: { specialistName: 'Dr. K', statement: false } };
    const res = await patient.post('/api/care-items', { service: 'preauthorization', answers, uploadIds: [documentId], providerId: provider });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    // appointmentAndExamination no longer applies; bookByPhone does (callMe yes) but is missing.
    expect(fields(res.body)).toEqual(['/answers/appointmentAndExamination', '/answers/bookByPhone', '/answers/personalData/city', '/answers/personalData/phone', '/answers/specialistStatement/statement']);
    expect(res.body.violations.find((v: { field: string }) => v.field === '/answers/personalData/phone').rule).toBe('validation.phone');
  });

  it('refuses a preferred date in the past and takes today, in Budapest (RX444 under its step, issue 33)', async () => {
    const today = todayInBudapest();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const send = async (preferredDate: string) => patient.post('/api/care-items', {
      service: 'preauthorization', answers: { ...allNine(provider), bookAppointment: { providerId: provider, callMe: 'yes', preferredDate } }, uploadIds: [await upload(`javaslat-${preferredDate}.pdf`)], providerId: provider,
    });
    const past = await send(yesterday);
    expect(past.status).toBe(422);
    expect(past.body.code).toBe('RX444');
    expect(past.body.violations).toEqual([
      expect.objectContaining({ field: '/answers/bookAppointment/preferredDate', rule: 'validation.dateTodayOrLater', message: expect.stringContaining('cannot be in the past') }),
    ]);
    const taken = await send(today);
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });

  it('stores a phone number written with 06 as +36 (issue 33)', async () => {
    const answers = { ...allNine(provider), personalData: { phone: '06 30 123 4567', city: 'Budapest' } };
    const res = await patient.post('/api/care-items', { service: 'preauthorization', answers, uploadIds: [await upload('javaslat-telefon.pdf')], providerId: provider });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.answers.personalData).toEqual({ phone: '+36301234567', city: 'Budapest' });
  });

  it('needs the medical recommendation as a document, and a provider that is the one the answers chose', async () => {
    const none = await patient.post('/api/care-items', { service: 'preauthorization', answers: allNine(provider), providerId: provider });
    expect(none.status).toBe(422);
    expect(fields(none.body)).toEqual(['/uploadIds']);
    const documentId = await upload('javaslat-5.pdf');
    const other = await patient.post('/api/care-items', { service: 'preauthorization', answers: allNine(provider), uploadIds: [documentId] });
    expect(other.status).toBe(422);
    expect(fields(other.body)).toEqual(['/providerId']);
  });

  it('refuses a provider without services (RM1002), answers that are not step objects, and a patient without the service (RM1001)', async () => {
    const documentId = await upload('javaslat-6.pdf');
    const missing = 999_999;
    const unknown = await patient.post('/api/care-items', { service: 'preauthorization', answers: allNine(missing), uploadIds: [documentId], providerId: missing });
    expect([unknown.status, unknown.body.code]).toEqual([422, 'RM1002']);
    const flat = await patient.post('/api/care-items', { service: 'preauthorization', answers: { medicalRecommendation: 'yes', historyQuestions: [] }, uploadIds: [documentId] });
    expect(flat.status).toBe(422);
    expect(flat.body.code).toBe('RX444');
    expect(fields(flat.body)).toEqual(expect.arrayContaining(['/answers/medicalRecommendation', '/answers/historyQuestions', '/answers/appointment']));
    const { app, database } = api();
    const stranger = await madeAccount(app, database.db, { services: [2], flags: ['hasGeneralConsultation'] });
    const refused = await stranger.post('/api/care-items', { service: 'preauthorization', answers: allNine(provider), providerId: provider });
    expect([refused.status, refused.body.code]).toEqual([422, 'RM1001']);
  });
});
