/**
 * The video consultation's signalling server and API (issue 16) over a real HTTP server and
 * WebSockets: who is refused before any socket exists (a stranger, an anonymous visitor, the
 * right patient too early, a foreign page), the waiting room (nothing is relayed before the
 * doctor admits), the relay of negotiation and chat, the end and the note the patient then reads.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { upgradesOf } from '../../../server/app';
import { MESSAGE_BURST, UPGRADES_PER_MINUTE } from '../../../server/api/video/signalling';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { linkDemoDoctor } from '../../../server/db/seed/demoDoctor';
import { toBudapestIso } from '../../../server/db/seed/providerCalendar';
import { iso } from '../../../server/db/time';
import { grantRole } from '../../../server/db/users';
import { createHttpServer } from '../../../server/http/serverLifecycle';
import { WAITING_ROOM_OPENS_MINUTES } from '../../../renderer/domain/video/callWindow';
import { PRESENCE_FRESH_MS } from '../../../server/api/video/videoCalls';
import { bearer, expectSchema } from '../api/apiHarness';
import { openProviderApi, type ProviderApi } from '../api/providerApiHarness';
import { testApp } from '../testApp';
import { TEST_DIALECTS } from '../dbHarness';

const MINUTE = 60_000;
/** A signal's payload just under the 64 KB message limit. */
const MAX_MESSAGE_FILL = 60_000;
const now = { ms: Date.UTC(2026, 10, 26, 9, 0) };
let api: ProviderApi;
let server: http.Server;
let base: string;
let doctorId: number;
let videoSubfunction: number;

describe.each(TEST_DIALECTS)('video consultations on %s', (dialect) => {
  beforeAll(async () => {
    api = await openProviderApi(dialect, { seed: 16, providers: 3, doctorsPerProvider: 2, slotsTarget: 40, today: now.ms, accounts: true, app: { clock: () => now.ms } });
    const db = api.database.db;
    // The first doctor offers video; the demo doctor account acts for it.
    const doctor = await db.selectFrom('doctors as d').innerJoin('providers as p', 'p.id', 'd.provider_id').select(['d.id', 'd.provider_id']).where('p.country_code', '=', 'HU').orderBy('d.id').executeTakeFirstOrThrow();
    await db.updateTable('doctors').set({ video: 1 }).where('id', '=', doctor.id).execute();
    videoSubfunction = (await db.selectFrom('subfunctions').select('id').where('video', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('slots').values({
      id: 900_000, provider_id: doctor.provider_id, doctor_id: doctor.id, subfunction_id: videoSubfunction, start_at: iso(now.ms + 86_400_000), start_local: toBudapestIso(now.ms + 86_400_000),
      duration_minutes: 20, video: 1, customer_bookable: 1, cancellable_until: iso(now.ms),
    }).execute();
    doctorId = (await linkDemoDoctor(db, DEMO_ACCOUNTS.doctor.email))!;
    expect(doctorId).toBe(doctor.id);
    const upgrades = upgradesOf(api.app);
    server = createHttpServer(api.app, (status) => ({ code: String(status), message: 'refused' }), upgrades.upgrade);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    upgradesOf(api.app).close();
    await new Promise((resolve) => server.close(resolve));
    await api.database.close();
  });

  let nextSlot = 900_001;

  /** A video appointment of the demo video patient with the demo doctor, starting `inMinutes` from now. */
  async function videoAppointment(inMinutes: number, email: string = DEMO_ACCOUNTS.video.email): Promise<number> {
    const db = api.database.db;
    const user = await db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirstOrThrow();
    const slot = await db.selectFrom('slots').select(['provider_id']).where('doctor_id', '=', doctorId).executeTakeFirstOrThrow();
    const start = now.ms + inMinutes * MINUTE;
    const id = nextSlot++;
    await db.insertInto('slots').values({
      id, provider_id: slot.provider_id, doctor_id: doctorId, subfunction_id: videoSubfunction, start_at: iso(start), start_local: toBudapestIso(start),
      duration_minutes: 20, video: 1, customer_bookable: 1, cancellable_until: iso(start - 86_400_000),
    }).execute();
    const row = await db.insertInto('reservations').values({
      slot_id: id, booked_slot_id: id, user_id: user.id, subfunction_id: videoSubfunction, status: 'confirmed', patient_last_name: null, patient_first_name: null,
      patient_email: null, patient_phone: null, patient_birth_date: null, patient_comment: 'Köhögés két hete', discount_rate: 0, price: 9000, currency: 'HUF',
      verify_token_hash: null, delete_token_hash: null, token_expires_at: null, created_at: iso(now.ms - 86_400_000), cancelled_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  interface Session {
    cookie: string;
    token: string;
  }

  async function logIn(account: { email: string; password: string }): Promise<Session> {
    const res = await request(api.app).post('/api/login').set('Host', base).send({ username: account.email, password: account.password });
    expect(res.status).toBe(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    return { cookie, token: res.body.token as string };
  }

  interface Peer {
    ws: WebSocket;
    messages: Record<string, unknown>[];
    /** The next message of this type (also one already received and not yet taken). */
    next: (type: string, where?: (m: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
    send: (message: object) => void;
    closed: Promise<number>;
  }

  function connect(appointment: number, session: Session | undefined, client: string, headers: Record<string, string> = {}, host = base): Promise<Peer | { status: number; body: { code: string; message: string } }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://${host}/api/video/signal?appointment=${appointment}&client=${client}`, {
        headers: { Origin: `http://${host}`, ...(session ? { Cookie: session.cookie } : {}), ...headers },
      });
      const messages: Record<string, unknown>[] = [];
      const waiters: { type: string; where: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
      const taken = new Set<Record<string, unknown>>();
      ws.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as Record<string, unknown>;
        messages.push(message);
        const waiter = waiters.find((w) => w.type === message.type && w.where(message));
        if (waiter) {
          waiters.splice(waiters.indexOf(waiter), 1);
          taken.add(message);
          waiter.resolve(message);
        }
      });
      const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as { code: string; message: string } }));
      });
      ws.on('error', (error) => {
        if (!/Unexpected server response/.test(error.message)) reject(error);
      });
      ws.on('open', () => resolve({
        ws, messages, closed,
        send: (message) => ws.send(JSON.stringify(message)),
        next: (type, where = () => true) => {
          const found = messages.find((m) => m.type === type && where(m) && !taken.has(m));
          if (found) {
            taken.add(found);
            return Promise.resolve(found);
          }
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no ${type} message; got ${JSON.stringify(messages)}`)), 5000);
            waiters.push({ type, where, resolve: (m) => (clearTimeout(timer), done(m)) });
          });
        },
      }));
    });
  }

  /** An upgrade the server must refuse: its status, Retry-After and body (an opened socket fails the test). */
  function refusedUpgrade(host: string, appointment: number, client: string, cookie: string): Promise<{ status: number; retryAfter: string | undefined; body: { code: string; message: string } }> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://${host}/api/video/signal?appointment=${appointment}&client=${client}`, { headers: { Origin: `http://${host}`, Cookie: cookie } });
      ws.on('unexpected-response', (req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: JSON.parse(body) as { code: string; message: string } });
        });
      });
      ws.on('error', (error) => {
        if (!/Unexpected server response/.test(error.message)) reject(error);
      });
      ws.on('open', () => reject(new Error(`the connection of ${client} was opened`)));
    });
  }

  async function joined(appointment: number, session: Session, client: string, host = base): Promise<Peer> {
    const peer = await connect(appointment, session, client, {}, host);
    if (!('ws' in peer)) throw new Error(`refused: ${JSON.stringify(peer)}`);
    return peer;
  }

  describe('who the signalling server refuses', () => {
    it('an anonymous visitor: 401 #002, before any socket exists', async () => {
      const id = await videoAppointment(5);
      expect(await connect(id, undefined, 'anonymous-page')).toMatchObject({ status: 401, body: { code: '#002' } });
    });

    it('another patient: 404, as for an appointment that does not exist', async () => {
      const id = await videoAppointment(5);
      const stranger = await logIn(DEMO_ACCOUNTS.patient);
      expect(await connect(id, stranger, 'stranger-page')).toMatchObject({ status: 404, body: { code: '#404' } });
      expect(await connect(999_999, stranger, 'stranger-page')).toMatchObject({ status: 404, body: { code: '#404' } });
      // Nor can the stranger read it or act as its doctor.
      expect((await request(api.app).get(`/api/video/appointments/${id}`).set(...bearer(stranger.token))).status).toBe(404);
      expect((await request(api.app).post(`/api/video/appointments/${id}/admit`).set(...bearer(stranger.token))).status).toBe(404);
    });

    it('the slot\'s doctor without the doctor role for the patient\'s brand: 404, and not on the day (issue 34)', async () => {
      const db = api.database.db;
      const id = await videoAppointment(5, DEMO_ACCOUNTS.family.email);
      await db.updateTable('users').set({ brand_id: 'insurer' }).where('email', '=', DEMO_ACCOUNTS.family.email).execute();
      const doctor = await logIn(DEMO_ACCOUNTS.doctor);
      const day = async () => (await request(api.app).get('/api/video/doctor/appointments').query({ date: toBudapestIso(now.ms).slice(0, 10) }).set(...bearer(doctor.token))).body.appointments.map((a: { id: number }) => a.id);
      expect((await request(api.app).get(`/api/video/appointments/${id}`).set(...bearer(doctor.token))).status).toBe(404);
      expect(await connect(id, doctor, 'doctor-of-another-brand')).toMatchObject({ status: 404, body: { code: '#404' } });
      expect(await day()).not.toContain(id);
      // Granted the insurer, the doctor opens the call; the day on the demo brand's Host still lists that brand's patients only.
      const doctorUser = await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.doctor.email).executeTakeFirstOrThrow();
      await grantRole(db, doctorUser.id, 'doctor', ['insurer']);
      try {
        expect((await request(api.app).get(`/api/video/appointments/${id}`).set(...bearer(doctor.token))).body).toMatchObject({ role: 'doctor' });
        expect(await day()).not.toContain(id);
      } finally {
        await db.deleteFrom('user_roles').where('user_id', '=', doctorUser.id).where('brand_id', '=', 'insurer').execute();
        await db.updateTable('users').set({ brand_id: 'default' }).where('email', '=', DEMO_ACCOUNTS.family.email).execute();
      }
    });

    it('the right patient before the waiting room opens: 409 RV003; from its time the socket opens', async () => {
      const id = await videoAppointment(WAITING_ROOM_OPENS_MINUTES + 1);
      const patient = await logIn(DEMO_ACCOUNTS.video);
      const refused = await connect(id, patient, 'early-page');
      expect(refused).toMatchObject({ status: 409, body: { code: 'RV003' } });
      expect((refused as { body: { message: string } }).body.message).toMatch(/váróterem/i);
      const answer = await request(api.app).get(`/api/video/appointments/${id}`).set(...bearer(patient.token));
      expect(answer.body).toMatchObject({ role: 'patient', phase: 'early', admitted: false });
      expectSchema('video-call', answer.body);
      now.ms += 2 * MINUTE;
      try {
        const peer = await joined(id, patient, 'early-page');
        expect(await peer.next('state')).toMatchObject({ role: 'patient', admitted: false, peer: { present: false } });
        peer.ws.close();
      } finally {
        now.ms -= 2 * MINUTE;
      }
    });

    it('a page of another site, even with the patient\'s cookie: 403', async () => {
      const id = await videoAppointment(5);
      const patient = await logIn(DEMO_ACCOUNTS.video);
      expect(await connect(id, patient, 'foreign-page', { Origin: 'https://evil.example' })).toMatchObject({ status: 403, body: { code: '#403' } });
    });

    it('a patient who is not a video appointment\'s: an ordinary appointment is 409 RV001', async () => {
      const id = await videoAppointment(5);
      await api.database.db.updateTable('slots').set({ video: 0 }).where('id', '=', (await api.database.db.selectFrom('reservations').select('booked_slot_id').where('id', '=', id).executeTakeFirstOrThrow()).booked_slot_id).execute();
      const patient = await logIn(DEMO_ACCOUNTS.video);
      expect(await connect(id, patient, 'plain-page')).toMatchObject({ status: 409, body: { code: 'RV001' } });
    });
  });

  describe('a consultation', () => {
    it('waits, is admitted, relays negotiation and chat, ends, and the patient reads the note', async () => {
      const id = await videoAppointment(5);
      const patientSession = await logIn(DEMO_ACCOUNTS.video);
      const doctorSession = await logIn(DEMO_ACCOUNTS.doctor);

      const patient = await joined(id, patientSession, 'patient-page-1');
      expect(await patient.next('state')).toMatchObject({ role: 'patient', admitted: false, ended: false, peer: { present: false } });
      // Nothing passes before admission.
      patient.send({ type: 'signal', data: { description: { type: 'offer', sdp: 'v=0' } } });
      expect(await patient.next('error')).toEqual({ type: 'error', code: 'RV005' });
      patient.send({ type: 'chat', text: 'Hello?' });
      expect(await patient.next('error')).toEqual({ type: 'error', code: 'RV005' });

      // The doctor's day shows who waits.
      const day = await request(api.app).get('/api/video/doctor/appointments').query({ date: toBudapestIso(now.ms).slice(0, 10) }).set(...bearer(doctorSession.token));
      expect(day.status).toBe(200);
      expectSchema('doctor-video-day', day.body);
      expect(day.body.appointments.find((a: { id: number }) => a.id === id)).toMatchObject({ waiting: true, admitted: false, patientName: 'Videó Viktor', patientComment: 'Köhögés két hete' });
      // A patient cannot admit themself.
      expect((await request(api.app).post(`/api/video/appointments/${id}/admit`).set(...bearer(patientSession.token))).status).toBe(404);

      const doctor = await joined(id, doctorSession, 'doctor-page-1');
      expect(await doctor.next('state')).toMatchObject({ role: 'doctor', admitted: false, peer: { present: true, clientId: 'patient-page-1' } });
      // The patient still does not see the doctor.
      expect(patient.messages.filter((m) => m.type === 'state').every((m) => (m.peer as { present: boolean }).present === false)).toBe(true);

      const admitted = await request(api.app).post(`/api/video/appointments/${id}/admit`).set(...bearer(doctorSession.token));
      expect(admitted.status).toBe(200);
      expect(admitted.body).toMatchObject({ admitted: true, role: 'doctor' });
      // The doctor's day read the appointment and the admission changed it: both in the patient's data access log (issue 34).
      const logged = await api.database.db.selectFrom('data_access_log as l').innerJoin('users as u', 'u.id', 'l.actor_id').select(['l.action', 'l.subject', 'l.actor_role', 'u.email'])
        .where('l.subject_id', '=', String(id)).orderBy('l.id').execute();
      expect(logged).toEqual([
        { action: 'read', subject: 'appointment', actor_role: 'doctor', email: DEMO_ACCOUNTS.doctor.email },
        { action: 'change', subject: 'appointment', actor_role: 'doctor', email: DEMO_ACCOUNTS.doctor.email },
      ]);
      expect(await patient.next('state', (m) => m.admitted === true)).toMatchObject({ peer: { present: true, clientId: 'doctor-page-1' } });

      // Negotiation passes both ways, as it came.
      const offer = { description: { type: 'offer', sdp: 'v=0 doctor' } };
      doctor.send({ type: 'signal', data: offer });
      expect(await patient.next('signal')).toEqual({ type: 'signal', from: 'doctor-page-1', data: offer });
      const answer = { description: { type: 'answer', sdp: 'v=0 patient' } };
      patient.send({ type: 'signal', data: answer });
      expect(await doctor.next('signal')).toEqual({ type: 'signal', from: 'patient-page-1', data: answer });

      // Chat reaches both and is kept: a reload gets it back.
      patient.send({ type: 'chat', text: '  Jó napot, hall engem?  ' });
      const said = await doctor.next('chat');
      expect(said).toMatchObject({ message: { sender: 'patient', text: 'Jó napot, hall engem?' } });
      expect(await patient.next('chat')).toEqual(said);
      patient.ws.close();
      await patient.closed;
      const reloaded = await joined(id, patientSession, 'patient-page-2');
      expect(await reloaded.next('history')).toMatchObject({ messages: [{ sender: 'patient', text: 'Jó napot, hall engem?' }] });
      // Admission is kept: the reloaded page is in the call at once, and the doctor learns its new id.
      expect(await reloaded.next('state')).toMatchObject({ admitted: true, peer: { present: true } });
      expect(await doctor.next('state', (m) => (m.peer as { clientId: string }).clientId === 'patient-page-2')).toMatchObject({ admitted: true });

      // A second window of the same patient takes over; the first is closed with 4001.
      const second = await joined(id, patientSession, 'patient-page-3');
      expect(await reloaded.closed).toBe(4001);

      const ended = await request(api.app).post(`/api/video/appointments/${id}/end`).set(...bearer(doctorSession.token));
      expect(ended.body).toMatchObject({ ended: true, phase: 'closed' });
      expect(await second.next('state', (m) => m.ended === true)).toMatchObject({ note: null });
      second.send({ type: 'signal', data: offer });
      expect(await second.next('error')).toEqual({ type: 'error', code: 'RV005' });

      const noted = await request(api.app).put(`/api/video/appointments/${id}/note`).set(...bearer(doctorSession.token)).send({ note: 'Igyon sok folyadékot, és jöjjön vissza, ha láza lesz.' });
      expect(noted.status).toBe(200);
      expect(await second.next('state', (m) => m.note !== null)).toMatchObject({ note: 'Igyon sok folyadékot, és jöjjön vissza, ha láza lesz.' });
      const list = await request(api.app).get('/api/reservations').set(...bearer(patientSession.token));
      expect(list.body.find((r: { id: number }) => r.id === id).video).toMatchObject({ ended: true, note: 'Igyon sok folyadékot, és jöjjön vissza, ha láza lesz.' });

      // Once ended, nobody enters again.
      expect(await connect(id, patientSession, 'patient-page-4')).toMatchObject({ status: 409, body: { code: 'RV004' } });
      second.ws.close();
      doctor.ws.close();
    });

    it('a page joining an admitted call gets the last 500 chat messages, oldest first', async () => {
      const id = await videoAppointment(5);
      await api.database.db.updateTable('reservations').set({ video_admitted_at: iso(now.ms) }).where('id', '=', id).execute();
      await api.database.db.insertInto('video_messages').values(Array.from({ length: 501 }, (_, i) => ({ reservation_id: id, sender: 'patient' as const, text: `message ${i + 1}`, sent_at: iso(now.ms) }))).execute();
      const patient = await joined(id, await logIn(DEMO_ACCOUNTS.video), 'patient-history-1');
      const { messages } = (await patient.next('history')) as { messages: { text: string }[] };
      expect(messages).toHaveLength(500);
      expect([messages[0]!.text, messages.at(-1)!.text]).toEqual(['message 2', 'message 501']);
      patient.ws.close();
    });

    it('chat beyond a burst of 10 is refused with #429 and not kept', async () => {
      const id = await videoAppointment(5);
      await api.database.db.updateTable('reservations').set({ video_admitted_at: iso(now.ms) }).where('id', '=', id).execute();
      const patient = await joined(id, await logIn(DEMO_ACCOUNTS.video), 'patient-burst-1');
      for (let i = 1; i <= 12; i += 1) patient.send({ type: 'chat', text: `burst ${i}` });
      expect(await patient.next('error')).toEqual({ type: 'error', code: '#429' });
      expect(await patient.next('error')).toEqual({ type: 'error', code: '#429' });
      await expect.poll(async () => (await api.database.db.selectFrom('video_messages').select('id').where('reservation_id', '=', id).execute()).length).toBe(10);
      patient.ws.close();
    });

    it('the note is the doctor\'s alone and must say something', async () => {
      const id = await videoAppointment(0);
      const patientSession = await logIn(DEMO_ACCOUNTS.video);
      const doctorSession = await logIn(DEMO_ACCOUNTS.doctor);
      expect((await request(api.app).put(`/api/video/appointments/${id}/note`).set(...bearer(patientSession.token)).send({ note: 'Minden rendben.' })).status).toBe(404);
      const blank = await request(api.app).put(`/api/video/appointments/${id}/note`).set(...bearer(doctorSession.token)).send({ note: '   ' });
      expect(blank.status).toBe(422);
      expect(blank.body.code).toBe('RX444');
      const tooLong = await request(api.app).put(`/api/video/appointments/${id}/note`).set(...bearer(doctorSession.token)).send({ note: 'x'.repeat(4001) });
      expect(tooLong.status).toBe(422);
    });

    it('an impersonated session never enters a consultation', async () => {
      const id = await videoAppointment(5);
      const impersonated = await request(api.app).get(`/api/impersonate?email=${DEMO_ACCOUNTS.video.email}`).set('apikey', DEMO_SUPPORT_API_KEY);
      expect(impersonated.status).toBe(200);
      // The session's cookies, as the token-login page gets them when it refreshes.
      const refreshed = await request(api.app).post('/api/token/refresh').set('Host', base).send({ refresh_token: impersonated.body.refresh_token });
      expect(refreshed.status).toBe(200);
      const cookie = (refreshed.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
      expect(await connect(id, { cookie, token: '' }, 'support-page')).toMatchObject({ status: 403, body: { code: '#403' } });
    });
  });

  describe('no peer can hold the server (issue 30)', () => {
    /** An admitted call with both sides connected. */
    async function admittedCall(tag: string): Promise<{ id: number; patient: Peer; doctor: Peer }> {
      const id = await videoAppointment(5);
      await api.database.db.updateTable('reservations').set({ video_admitted_at: iso(now.ms) }).where('id', '=', id).execute();
      const patient = await joined(id, await logIn(DEMO_ACCOUNTS.video), `patient-${tag}`);
      const doctor = await joined(id, await logIn(DEMO_ACCOUNTS.doctor), `doctor-${tag}`);
      await patient.next('state', (m) => (m.peer as { present: boolean }).present);
      return { id, patient, doctor };
    }

    it('a doctor whose page stops reading is cut off once its send buffer passes the limit, and the patient hears that the doctor left', async () => {
      const { patient, doctor } = await admittedCall('slow-reader');
      // The doctor's page stops reading: what the server sends it stays in the server's buffer.
      (doctor.ws as unknown as { _socket: { pause: () => void } })._socket.pause();
      const big = { candidate: 'x'.repeat(MAX_MESSAGE_FILL) };
      const before = patient.messages.length;
      const left = (): boolean => patient.messages.slice(before).some((m) => m.type === 'state' && !(m.peer as { present: boolean }).present);
      const deadline = Date.now() + 20_000;
      while (!left() && Date.now() < deadline) {
        for (let i = 0; i < 10 && patient.ws.readyState === WebSocket.OPEN; i += 1) patient.send({ type: 'signal', data: big });
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(left()).toBe(true);
      patient.ws.close();
      doctor.ws.terminate();
    }, 30_000);

    it(`messages beyond a burst of ${MESSAGE_BURST} are refused with #429, and the connection goes on`, async () => {
      const { patient, doctor } = await admittedCall('flood');
      for (let i = 0; i < MESSAGE_BURST + 50; i += 1) patient.send({ type: 'ping' });
      await expect.poll(() => patient.messages.filter((m) => m.type === 'pong' || m.type === 'error').length).toBe(MESSAGE_BURST + 50);
      const refused = patient.messages.filter((m) => m.type === 'error' && m.code === '#429').length;
      expect(refused).toBeGreaterThanOrEqual(40);
      expect(patient.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(MESSAGE_BURST + 10);
      // The allowance comes back: a second later a signal passes again.
      await new Promise((r) => setTimeout(r, 1000));
      patient.send({ type: 'signal', data: { candidate: 'after the pause' } });
      expect(await doctor.next('signal')).toMatchObject({ data: { candidate: 'after the pause' } });
      patient.ws.close();
      doctor.ws.close();
    });

    it(`a user may open ${UPGRADES_PER_MINUTE} connections a minute; the next is 429 #429 with Retry-After, counted in the database`, async () => {
      await api.database.db.deleteFrom('rate_limit_hits').where('key', 'like', 'video-upgrade:%').execute();
      const id = await videoAppointment(5);
      const session = await logIn(DEMO_ACCOUNTS.video);
      try {
        for (let i = 0; i < UPGRADES_PER_MINUTE; i += 1) {
          const peer = await joined(id, session, `patient-upgrades-${i}`);
          peer.ws.close();
          await peer.closed;
        }
        const refused = await refusedUpgrade(base, id, 'patient-upgrades-x', session.cookie);
        expect(refused).toMatchObject({ status: 429, body: { code: '#429', message: 'Túl sok próbálkozás. Kérjük, próbálja újra később.' } });
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        // Another user is not affected.
        const doctor = await joined(id, await logIn(DEMO_ACCOUNTS.doctor), 'doctor-upgrades');
        doctor.ws.close();
      } finally {
        await api.database.db.deleteFrom('rate_limit_hits').where('key', 'like', 'video-upgrade:%').execute();
      }
    });
  });

  describe('behind several servers', () => {
    /** Another instance over the same database, with its own HTTP server and rooms. */
    async function secondInstance(): Promise<{ host: string; app: ReturnType<typeof testApp>; close: () => Promise<void> }> {
      const app = testApp('test', { db: api.database.db, notifications: api.database.notifications, clock: () => now.ms });
      const upgrades = upgradesOf(app);
      const other = createHttpServer(app, (status) => ({ code: String(status), message: 'refused' }), upgrades.upgrade);
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      return {
        app, host: `127.0.0.1:${(other.address() as AddressInfo).port}`,
        close: async () => {
          upgrades.close();
          await new Promise((resolve) => other.close(resolve));
        },
      };
    }

    it('the patient on one instance and the doctor on another meet: waiting, admission, negotiation in order both ways, chat, leaving', async () => {
      const id = await videoAppointment(5);
      const second = await secondInstance();
      try {
        const patientSession = await logIn(DEMO_ACCOUNTS.video);
        const doctorSession = await logIn(DEMO_ACCOUNTS.doctor);
        const patient = await joined(id, patientSession, 'patient-across-1');
        expect(await patient.next('state')).toMatchObject({ admitted: false, peer: { present: false } });
        const doctor = await joined(id, doctorSession, 'doctor-across-1', second.host);
        // The doctor, on the other instance, sees who waits.
        expect(await doctor.next('state', (m) => (m.peer as { present: boolean }).present)).toMatchObject({ role: 'doctor', peer: { clientId: 'patient-across-1' } });
        // Admitted through a third place (the API of the second instance): the patient hears it and sees the doctor.
        expect((await request(second.app).post(`/api/video/appointments/${id}/admit`).set(...bearer(doctorSession.token))).status).toBe(200);
        expect(await patient.next('state', (m) => m.admitted === true && (m.peer as { present: boolean }).present)).toMatchObject({ peer: { clientId: 'doctor-across-1' } });
        await doctor.next('state', (m) => m.admitted === true);

        // 60 candidates each way arrive complete and in the order sent.
        for (let i = 0; i < 60; i += 1) {
          doctor.send({ type: 'signal', data: { candidate: `doctor ${i}` } });
          patient.send({ type: 'signal', data: { candidate: `patient ${i}` } });
        }
        const received = async (peer: Peer) => {
          await expect.poll(() => peer.messages.filter((m) => m.type === 'signal').length, { timeout: 10_000 }).toBe(60);
          return peer.messages.filter((m) => m.type === 'signal').map((m) => `${m.from as string}: ${(m.data as { candidate: string }).candidate}`);
        };
        expect(await received(patient)).toEqual(Array.from({ length: 60 }, (_, i) => `doctor-across-1: doctor ${i}`));
        expect(await received(doctor)).toEqual(Array.from({ length: 60 }, (_, i) => `patient-across-1: patient ${i}`));
        // An offer near the 64 KB limit passes too (NOTIFY alone carries 8000 bytes).
        const offer = { description: { type: 'offer', sdp: 'v'.repeat(MAX_MESSAGE_FILL) } };
        doctor.send({ type: 'signal', data: offer });
        expect(await patient.next('signal', (m) => (m.data as { description?: unknown }).description !== undefined)).toEqual({ type: 'signal', from: 'doctor-across-1', data: offer });

        // Chat reaches both sides once.
        doctor.send({ type: 'chat', text: 'Jó napot, hallom.' });
        const said = await patient.next('chat');
        expect(said).toMatchObject({ message: { sender: 'doctor', text: 'Jó napot, hallom.' } });
        expect(await doctor.next('chat')).toEqual(said);

        // A second window of the patient, on the doctor's instance, replaces the first: 4001 there, the doctor follows the new page.
        const secondWindow = await joined(id, patientSession, 'patient-across-2', second.host);
        expect(await patient.closed).toBe(4001);
        expect(await doctor.next('state', (m) => (m.peer as { clientId: string }).clientId === 'patient-across-2')).toMatchObject({ admitted: true });
        // The doctor leaves: the patient's page hears it.
        doctor.ws.close();
        expect(await secondWindow.next('state', (m) => !(m.peer as { present: boolean }).present)).toMatchObject({ admitted: true });
        secondWindow.ws.close();
        await secondWindow.closed;
        expect(patient.messages.filter((m) => m.type === 'chat')).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

    it('a side whose instance died is no longer shown once its presence is not renewed', async () => {
      const id = await videoAppointment(5);
      await api.database.db.updateTable('reservations').set({ video_admitted_at: iso(now.ms) }).where('id', '=', id).execute();
      // The doctor's connection as an instance that then died left it.
      await api.database.db.insertInto('video_presence').values({ reservation_id: id, role: 'doctor', client_id: 'doctor-of-a-dead-instance', connection_id: 'gone', seen_at: iso(now.ms) }).execute();
      const patient = await joined(id, await logIn(DEMO_ACCOUNTS.video), 'patient-dead-peer');
      // The first state the page gets already names the doctor.
      expect(await patient.next('state')).toMatchObject({ admitted: true, peer: { present: true, clientId: 'doctor-of-a-dead-instance' } });
      const seen = patient.messages.length;
      now.ms += PRESENCE_FRESH_MS + 1000;
      try {
        await expect.poll(() => patient.messages.slice(seen).find((m) => m.type === 'state' && !(m.peer as { present: boolean }).present), { timeout: 10_000 }).toMatchObject({ admitted: true });
      } finally {
        now.ms -= PRESENCE_FRESH_MS + 1000;
        patient.ws.close();
      }
    });

    it('the patient\'s presence is kept in the database: a second server\'s day list says who waits, and who left', async () => {
      const id = await videoAppointment(5);
      const second = testApp('test', { db: api.database.db, notifications: api.database.notifications, clock: () => now.ms });
      const doctorSession = await logIn(DEMO_ACCOUNTS.doctor);
      const waiting = async () => (await request(second).get('/api/video/doctor/appointments').query({ date: toBudapestIso(now.ms).slice(0, 10) }).set(...bearer(doctorSession.token)))
        .body.appointments.find((a: { id: number }) => a.id === id).waiting as boolean;
      expect(await waiting()).toBe(false);
      const patient = await joined(id, await logIn(DEMO_ACCOUNTS.video), 'patient-presence-1');
      await patient.next('state');
      await expect.poll(waiting).toBe(true);
      patient.ws.close();
      await patient.closed;
      await expect.poll(waiting).toBe(false);
      upgradesOf(second).close();
    });

    it('hands the browsers the brand\'s ICE servers, or where it lists none the local STUN server of demo mode, or none', async () => {
      const id = await videoAppointment(5);
      const patient = await logIn(DEMO_ACCOUNTS.video);
      expect((await request(api.app).get(`/api/video/appointments/${id}`).set(...bearer(patient.token))).body.iceServers).toEqual([]);
      const demo = testApp('test', { db: api.database.db, notifications: api.database.notifications, clock: () => now.ms, localStunUrl: 'stun:127.0.0.1:8091' });
      expect((await request(demo).get(`/api/video/appointments/${id}`).set(...bearer(patient.token))).body.iceServers).toEqual([{ urls: ['stun:127.0.0.1:8091'] }]);
      upgradesOf(demo).close();
    });

    it('a server shutting down closes its rooms and refuses a new connection with 503 #503 and Retry-After; another server admits it', async () => {
      const id = await videoAppointment(5);
      const stopping = testApp('test', { db: api.database.db, notifications: api.database.notifications, clock: () => now.ms });
      const upgrades = upgradesOf(stopping);
      const other = createHttpServer(stopping, (status) => ({ code: String(status), message: 'refused' }), upgrades.upgrade);
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const otherBase = `127.0.0.1:${(other.address() as AddressInfo).port}`;
      try {
        const patient = await logIn(DEMO_ACCOUNTS.video);
        upgrades.close();
        const refused = await refusedUpgrade(otherBase, id, 'patient-stopping', patient.cookie);
        expect(refused).toMatchObject({ status: 503, retryAfter: '5', body: { code: '#503', message: expect.stringMatching(/egy pillanatra/) } });
        const peer = await joined(id, patient, 'patient-stopping');
        peer.ws.close();
      } finally {
        await new Promise((resolve) => other.close(resolve));
      }
    });

    it('an admission, an end and a note made through another server reach the room within seconds', async () => {
      const id = await videoAppointment(5);
      const second = testApp('test', { db: api.database.db, notifications: api.database.notifications, clock: () => now.ms });
      const doctorSession = await logIn(DEMO_ACCOUNTS.doctor);
      const patient = await joined(id, await logIn(DEMO_ACCOUNTS.video), 'patient-elsewhere-1');
      expect(await patient.next('state')).toMatchObject({ admitted: false });
      expect((await request(second).post(`/api/video/appointments/${id}/admit`).set(...bearer(doctorSession.token))).status).toBe(200);
      expect(await patient.next('state', (m) => m.admitted === true)).toMatchObject({ ended: false });
      await request(second).post(`/api/video/appointments/${id}/end`).set(...bearer(doctorSession.token));
      await patient.next('state', (m) => m.ended === true);
      await request(second).put(`/api/video/appointments/${id}/note`).set(...bearer(doctorSession.token)).send({ note: 'Minden rendben.' });
      expect(await patient.next('state', (m) => m.note === 'Minden rendben.')).toMatchObject({ ended: true });
      patient.ws.close();
      upgradesOf(second).close();
    });
  });
});
