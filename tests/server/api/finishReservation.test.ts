/**
 * A public booking made with the address of an existing account: the mail carries a
 * finish-reservation link (spec section 2 token links) that confirms the booking and files it
 * under the account; the answer to the booking does not tell that the account exists.
 */
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { TEST_DIALECTS } from '../dbHarness';
import { openProviderApi } from './providerApiHarness';
import { bearer, bookPublicly, captcha, login, outbox, tokenFromMail, tokenOfLink } from './apiHarness';

const { patient } = DEMO_ACCOUNTS;

describe.each(TEST_DIALECTS)('finish-reservation links on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;

  beforeAll(async () => {
    ({ database, app } = await openProviderApi(dialect, { seed: 11, providers: 4, doctorsPerProvider: 2, slotsTarget: 400, accounts: true }));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  async function freeSlot(offset: number): Promise<{ id: number; subfunctionId: number }> {
    const { db } = database;
    const now = new Date(Date.now() + 86_400_000).toISOString();
    const slot = await db.selectFrom('slots as s').leftJoin('reservations as r', 'r.slot_id', 's.id').innerJoin('providers as p', 'p.id', 's.provider_id')
      .select(['s.id', 's.subfunction_id']).where('r.id', 'is', null).where('s.customer_bookable', '=', 1).where('p.status', '=', 'active')
      .where('s.start_at', '>', now).where('s.cancellable_until', '>', now).orderBy('s.id').offset(offset).limit(1).executeTakeFirstOrThrow();
    return { id: slot.id, subfunctionId: slot.subfunction_id };
  }

  const booking = (slot: { id: number; subfunctionId: number }, email: string) => ({
    slotId: slot.id, subfunctionId: slot.subfunctionId, lastName: 'Kovács', firstName: 'Anna', email, phone: '+36301234567',
    birthDate: '1980-05-04', acceptTerms: true, acceptPrivacy: true, patientComment: 'Első alkalom',
  });

  describe('a public booking', () => {
    it('confirm a booking made with an account address and file it under the account, once', async () => {
      const slot = await freeSlot(0);
      const booked = await bookPublicly(app, booking(slot, patient.email));
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ status: 'sent', reservation: { status: 'pending' } });
      const mails = (await outbox(app)).filter((m) => m.to === patient.email);
      expect(mails.some((m) => m.links.some((l) => l.includes('/verify-public-reservation/')))).toBe(false);
      const token = await tokenFromMail(app, patient.email, 'finish-reservation');

      const done = await request(app).post('/api/tokens/finish-reservation').send({ token });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ flow: 'finish-reservation', done: true });
      const again = await request(app).post('/api/tokens/finish-reservation').send({ token });
      expect(again.body.code).toBe('U017');

      const { token: access } = await login(app, patient.email, patient.password);
      const mine = await request(app).get('/api/reservations').set(...bearer(access));
      expect(mine.body.find((r: { slot: { id: number } }) => r.slot.id === slot.id)).toMatchObject({ status: 'confirmed', patientComment: 'Első alkalom' });
    });

    it('store a phone number written with 06 or 0036 as +36 (issue 33)', async () => {
      for (const [offset, phone] of [[5, '06 30 123 4567'], [6, '0036-30-765-4321']] as const) {
        const slot = await freeSlot(offset);
        const booked = await bookPublicly(app, { ...booking(slot, `phone-${offset}@demo.test`), phone });
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      }
      const stored = await database.db.selectFrom('reservations').select('patient_phone').where('patient_email', 'in', ['phone-5@demo.test', 'phone-6@demo.test']).orderBy('patient_email').execute();
      expect(stored.map((r) => r.patient_phone)).toEqual(['+36301234567', '+36307654321']);
    });

    it('answer a booking by someone without an account with the verify link, as before', async () => {
      const slot = await freeSlot(1);
      const email = 'new.patient@demo.test';
      expect((await bookPublicly(app, booking(slot, email))).status).toBe(201);
      expect(await tokenFromMail(app, email, 'verify-public-reservation')).toBeTruthy();
    });

    it('mail someone without an account in the page\'s language, an account holder in the account\'s (issue 33)', async () => {
      const bookIn = async (locale: string, slot: { id: number; subfunctionId: number }, email: string) =>
        request(app).post('/api/public-reservations').set('X-Locale', locale).send({ ...booking(slot, email), captcha: await captcha(app) });
      expect((await bookIn('en', await freeSlot(8), 'lang.visitor@demo.test')).status).toBe(201);
      const [guest] = (await outbox(app)).filter((m) => m.to === 'lang.visitor@demo.test');
      expect(guest).toMatchObject({ subject: 'Confirm your appointment' });
      expect(guest!.links.every((l) => l.endsWith('?locale=en'))).toBe(true);
      // The demo patient's account is Hungarian: the booking page's English does not change the mail.
      expect((await bookIn('en', await freeSlot(9), patient.email)).status).toBe(201);
      const [holder] = (await outbox(app)).filter((m) => m.to === patient.email);
      expect(holder).toMatchObject({ subject: 'Véglegesítse az időpontfoglalását' });
      expect(holder!.links.every((l) => l.endsWith('?locale=hu'))).toBe(true);
    });

    it('do not bring back a booking that was cancelled by its delete link', async () => {
      const slot = await freeSlot(2);
      await bookPublicly(app, booking(slot, patient.email));
      const mail = (await outbox(app)).find((m) => m.to === patient.email)!; // newest first
      const finish = tokenOfLink(mail.links.find((l) => l.includes('/finish-reservation/'))!, 'finish-reservation');
      const remove = tokenOfLink(mail.links.find((l) => l.includes('/delete-public-reservation/'))!, 'delete-public-reservation');
      // Checked before the page asks "are you sure?" (issue 11), naming the appointment (issue 33), used, then checked again.
      const details = await database.db.selectFrom('slots as s').innerJoin('providers as p', 'p.id', 's.provider_id').innerJoin('doctors as d', 'd.id', 's.doctor_id')
        .select(['s.start_local', 'p.name', 'd.display_name']).where('s.id', '=', slot.id).executeTakeFirstOrThrow();
      expect((await request(app).post('/api/tokens/delete-public-reservation/check').send({ token: remove })).body).toEqual({
        flow: 'delete-public-reservation', state: 'live', appointment: { start: details.start_local, provider: details.name, doctor: details.display_name },
      });
      expect((await request(app).post('/api/tokens/delete-public-reservation').send({ token: remove })).status).toBe(200);
      expect((await request(app).post('/api/tokens/delete-public-reservation/check').send({ token: remove })).body).toEqual({ flow: 'delete-public-reservation', state: 'used' });
      expect((await request(app).post('/api/tokens/delete-public-reservation/check').send({ token: 'A'.repeat(43) })).body.state).toBe('unknown');
      const late = await request(app).post('/api/tokens/finish-reservation').send({ token: finish });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('RR1007');
    });
  });
});
