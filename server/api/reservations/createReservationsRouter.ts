/**
 * Booking (issue 5; spec §4 reservation flow, §8 codes):
 *   POST   /reservations                       logged in, hasAppointments: book a slot
 *   POST   /public-reservations                anonymous: patient data + slot; mails verify and delete links
 *   POST   /tokens/verify-public-reservation   confirms a pending public reservation
 *   POST   /tokens/delete-public-reservation   cancels a public reservation
 *   GET    /reservations                       own appointments
 *   DELETE /reservations/{id}                  cancel before cancellableUntil
 * A slot is booked at most once by the UNIQUE constraint on reservations.slot_id: the insert
 * that loses the race fails on the constraint and answers 409 slotNoLongerBookable.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { PublicReservationRequest, ReservationRequest, Reservation as ReservationView, TokenRequest } from '../../../generated/config-types';
import { isAdultBirthDate, normalisePhone, todayInBudapest } from '../../../schemas/vocabulary';
import { authOf, requireAuth, requirePermission } from '../../auth/requireAuth';
import { checkBookingCoverage, checkBookingQuota } from './bookingCoverage';
import { lockKeys, withLock } from '../../db/lock';
import { randomToken, sha256Hex } from '../../auth/secrets';
import type { ServedBrand } from '../../config/brandRegistry';
import type { Database, Reservation } from '../../db/schema';
import { issueOneTimeToken } from '../../db/oneTimeTokens';
import { iso } from '../../db/time';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { findUserByEmail } from '../../db/users';
import { HttpError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import { validateBody } from '../../http/validateRequest';
import { requireCaptcha } from '../../captcha/requireCaptcha';
import { addressOf, limiter, mailLimits } from '../abuseLimits';
import type { ApiContext } from '../apiContext';
import type { LocaleId } from '../../config/brandSources';
import { localName } from '../../db/localName';
import { requestLocale } from '../../http/requestLocale';
import { accountLocale } from '../../mail/accountLocale';
import { bookedPrice } from './bookedPrice';
import { callWindow } from '../../../renderer/domain/video/callWindow';
import { bookableRelative, relativesById } from '../relatives/relativesService';
import { endExpiredHolds } from './expiredHolds';

export const SLOT_NO_LONGER_BOOKABLE = 'slotNoLongerBookable';

/** The UNIQUE violation of reservations.slot_id, as SQLite and PostgreSQL report it. */
export const isSlotTaken = (error: unknown): boolean => isUniqueViolation(error, 'reservations_slot_id_key', /reservations\.slot_id/);

interface Booking {
  slotId: number;
  subfunctionId: number;
  patientComment?: string;
  userId: number | null;
  status: 'pending' | 'confirmed';
  patient?: { lastName: string; firstName: string; email: string; phone: string; birthDate: string };
  tokens?: { verifyHash: string; deleteHash: string; expiresAt: string };
  /** RR1005 for logged-in booking, RR1006 for the public one. */
  notBookableCode: 'RR1005' | 'RR1006';
  /** The language the answer names the service in. */
  locale: LocaleId;
  /** The patient's relative the appointment is for (checked by bookableRelative); null: the patient. */
  relativeId?: number | null;
}

function slotDetailsQuery(db: Kysely<Database>, locale: LocaleId) {
  return db.selectFrom('slots as s').innerJoin('providers as p', 'p.id', 's.provider_id').innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('subfunctions as f', 'f.id', 's.subfunction_id')
    .select(['s.id', 's.subfunction_id', 's.start_at', 's.start_local', 's.duration_minutes', 's.customer_bookable', 's.cancellable_until', 's.video',
      'p.id as provider_id', 'p.name as provider_name', 'p.status as provider_status', 'p.city as provider_city', 'p.street as provider_street',
      'd.id as doctor_id', 'd.display_name as doctor_name', 'd.discount_percent', 'd.price', 'd.currency', localName('f.name', locale).as('subfunction_name')]);
}

async function slotDetails(db: Kysely<Database>, slotId: number, locale: LocaleId) {
  return slotDetailsQuery(db, locale).where('s.id', '=', slotId).executeTakeFirst();
}
type SlotDetails = NonNullable<Awaited<ReturnType<typeof slotDetails>>>;

type ReservationFields = Pick<Reservation, 'id' | 'status' | 'discount_rate' | 'patient_comment' | 'created_at' | 'cancelled_at' | 'price' | 'currency'>
  & Partial<Pick<Reservation, 'video_ended_at' | 'doctor_note'>>;
type RelativeView = NonNullable<ReservationView['relative']>;

/** A video appointment's call as the patient's list shows it: when the waiting room opens, and the doctor's note. */
function videoFacts(r: ReservationFields, s: SlotDetails) {
  const window = callWindow('patient', Date.parse(s.start_at), s.duration_minutes);
  return { opensAt: iso(window.opensAt), closesAt: iso(window.closesAt), ended: Boolean(r.video_ended_at), note: r.doctor_note ?? null };
}

function reservationView(r: ReservationFields, s: SlotDetails, now: number, relative: RelativeView | null = null) {
  return {
    id: r.id, status: r.status, discountRate: r.discount_rate, price: bookedPrice(r), patientComment: r.patient_comment, createdAt: r.created_at, cancelledAt: r.cancelled_at,
    slot: { id: s.id, start: s.start_local, durationMinutes: s.duration_minutes, cancellableUntil: s.cancellable_until, video: s.video === 1, subfunctionId: s.subfunction_id, subfunctionName: s.subfunction_name },
    provider: { id: s.provider_id, name: s.provider_name, city: s.provider_city, street: s.provider_street },
    doctor: { id: s.doctor_id, name: s.doctor_name, price: s.price, currency: s.currency },
    cancellable: r.status !== 'cancelled' && iso(now) < s.cancellable_until,
    relative,
    ...(s.video === 1 ? { video: videoFacts(r, s) } : {}),
  };
}

async function book(ctx: ApiContext, b: Booking) {
  const now = ctx.clock();
  const slot = await slotDetails(ctx.db, b.slotId, b.locale);
  if (!slot || slot.subfunction_id !== b.subfunctionId) throw new HttpError(404, 'RR1007', 'Service not found');
  if (slot.provider_status === 'inactive') throw new HttpError(409, 'RA500', 'The provider is not available');
  if (slot.provider_status === 'maintenance') throw new HttpError(503, 'RA503', 'The provider is temporarily unavailable');
  if (!slot.customer_bookable) throw new HttpError(409, b.notBookableCode, 'This slot cannot be booked online');
  if (slot.start_at <= iso(now)) throw new HttpError(409, SLOT_NO_LONGER_BOOKABLE, 'The slot is no longer bookable');
  // A public booking never verified in time gives its slot back (also the booking-holds job's work).
  await endExpiredHolds(ctx.db, now, b.slotId);
  const row = {
    slot_id: b.slotId, booked_slot_id: b.slotId, user_id: b.userId, subfunction_id: b.subfunctionId, status: b.status,
    patient_last_name: b.patient?.lastName ?? null, patient_first_name: b.patient?.firstName ?? null, patient_email: b.patient?.email.toLowerCase() ?? null,
    patient_phone: b.patient ? normalisePhone(b.patient.phone) : null, patient_birth_date: b.patient?.birthDate ?? null, patient_comment: b.patientComment ?? null,
    relative_id: b.relativeId ?? null,
    // The price and discount of the moment of booking: the patient agreed to these.
    discount_rate: slot.discount_percent, price: slot.price, currency: slot.currency, verify_token_hash: b.tokens?.verifyHash ?? null, delete_token_hash: b.tokens?.deleteHash ?? null,
    token_expires_at: b.tokens?.expiresAt ?? null, created_at: iso(now), cancelled_at: null,
  };
  let id: number;
  try {
    const inserted = await ctx.db.insertInto('reservations').values(row).returning('id').executeTakeFirstOrThrow();
    id = inserted.id;
  } catch (error) {
    if (isSlotTaken(error)) throw new HttpError(409, SLOT_NO_LONGER_BOOKABLE, 'The slot is no longer bookable');
    throw error;
  }
  const relative = row.relative_id !== null ? ((await relativesById(ctx.db, [row.relative_id])).get(row.relative_id) ?? null) : null;
  return { reservation: reservationView({ ...row, id }, slot, now, relative), slot };
}

/** Anonymous bookings of this address still waiting for their link within the hold. */
async function pendingBookings(db: Kysely<Database>, email: string, now: number): Promise<number> {
  const row = await db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('patient_email', '=', email.toLowerCase()).where('status', '=', 'pending').where('token_expires_at', '>', iso(now)).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function cancel(ctx: ApiContext, reservation: Reservation): Promise<void> {
  const now = iso(ctx.clock());
  if (reservation.status === 'cancelled') throw new HttpError(409, 'RR1004', 'The reservation is already cancelled');
  const slot = await ctx.db.selectFrom('slots').select(['start_at', 'cancellable_until']).where('id', '=', reservation.booked_slot_id).executeTakeFirstOrThrow();
  if (slot.start_at <= now) throw new HttpError(409, 'RR1004', 'The appointment has already begun');
  if (slot.cancellable_until <= now) throw new HttpError(409, 'RR1003', 'The cancellation limit has passed');
  await ctx.db.updateTable('reservations').set({ status: 'cancelled', slot_id: null, cancelled_at: now }).where('id', '=', reservation.id).where('status', '!=', 'cancelled').execute();
}

const brandOf = (res: Response): ServedBrand => res.locals.brand as ServedBrand;

/** A logged-in patient books a slot for themself or a relative; a yearly quantity of their cover is checked first. */
function bookForPatient(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const body = req.body as ReservationRequest;
    const relativeId = await bookableRelative(ctx.db, authOf(res).userId, body.relativeId);
    const { userId } = authOf(res);
    const limit = await checkBookingCoverage(ctx.db, req, userId, body.slotId);
    const booking: Booking = { slotId: body.slotId, subfunctionId: body.subfunctionId, patientComment: body.patientComment, relativeId, userId, status: 'confirmed', notBookableCode: 'RR1005', locale: requestLocale(req, brandOf(res)) };
    // A yearly quantity is counted and the booking stored under the patient's lock (server/db/lock.ts).
    const { reservation } = limit
      ? await withLock(ctx.db, lockKeys.user(userId), async (trx) => {
        await checkBookingQuota(trx, userId, limit);
        return book({ ...ctx, db: trx }, booking);
      })
      : await book(ctx, booking);
    res.status(201).json(reservation);
  };
}

/**
 * What an anonymous booking costs: it holds a slot and sends mail, so it needs a captcha and is
 * limited per address and per recipient.
 */
function publicBookingLimits(ctx: ApiContext): RequestHandler[] {
  return [
    requireCaptcha(ctx.captchaProviders),
    limiter(ctx, { name: 'public-reservation-ip', allowance: ctx.limits.publicReservationsPerAddress, keyOf: addressOf, event: 'reservation.throttled' }),
    ...mailLimits(ctx, 'email'),
  ];
}

interface PublicBookingMail {
  body: PublicReservationRequest;
  reservationId: number;
  slot: SlotDetails;
  verifyToken: string;
  deleteToken: string;
  holdMinutes: number;
}

/**
 * Mails the link that confirms an anonymous booking. The address of a confirmed account gets a
 * finish-reservation link instead: following it confirms the booking and files it under that
 * account's appointments. The answer is the same either way, so the form does not tell who has an account.
 */
async function mailPublicBookingLink(ctx: ApiContext, req: Request, res: Response, mail: PublicBookingMail): Promise<void> {
  const { body, slot, verifyToken, deleteToken, holdMinutes } = mail;
  const appointment = { start: slot.start_local, provider: slot.provider_name, doctor: slot.doctor_name };
  const holder = await findUserByEmail(ctx.db, body.email);
  if (holder?.email_confirmed) {
    const finishToken = await issueOneTimeToken(ctx.db, { userId: holder.id, purpose: 'finish-reservation', ttlMs: ctx.limits.publicReservationHoldMs, payload: { reservationId: mail.reservationId } }, ctx.clock());
    // The address is an account's: its language, as every mail to an account has.
    await ctx.mailer.send(req, brandOf(res), { kind: 'finishReservation', to: body.email, name: body.firstName, locale: accountLocale(holder.locale, brandOf(res)), token: finishToken, deleteToken, minutes: holdMinutes, appointment });
  } else {
    // Someone without an account: the language of the page they booked on.
    await ctx.mailer.send(req, brandOf(res), { kind: 'verifyPublicReservation', to: body.email, name: body.firstName, locale: requestLocale(req, brandOf(res)), token: verifyToken, deleteToken, minutes: holdMinutes, appointment });
  }
}

/**
 * An anonymous visitor books with their patient data: the slot is held only briefly, until the
 * link in the mail confirms it, and an address may have only so many bookings waiting for their links.
 */
function bookAnonymously(ctx: ApiContext): RequestHandler {
  const holdMinutes = Math.round(ctx.limits.publicReservationHoldMs / 60_000);
  return async (req: Request, res) => {
    const body = req.body as PublicReservationRequest;
    if (body.acceptTerms !== true) throw new HttpError(400, 'U018', 'Terms and conditions not accepted');
    if (body.acceptPrivacy !== true) throw new HttpError(400, 'U025', 'Privacy policy not accepted');
    if (!isAdultBirthDate(body.birthDate, todayInBudapest(new Date(ctx.clock())))) throw new HttpError(400, 'U030', 'Booking needs an age of 18 or more');
    const verifyToken = randomToken();
    const deleteToken = randomToken();
    const holdUntil = ctx.clock() + ctx.limits.publicReservationHoldMs;
    // The unconfirmed bookings of the address are counted, and this one stored, under its lock (server/db/lock.ts).
    const { reservation, slot } = await withLock(ctx.db, lockKeys.email(body.email), async (trx) => {
      if ((await pendingBookings(trx, body.email, ctx.clock())) >= ctx.limits.pendingPublicReservationsPerEmail) {
        throw new HttpError(429, 'RR1008', 'Unconfirmed bookings of this address wait for their links');
      }
      const { lastName, firstName, email, phone, birthDate } = body;
      return book({ ...ctx, db: trx }, {
        slotId: body.slotId, subfunctionId: body.subfunctionId, patientComment: body.patientComment, userId: null, status: 'pending', notBookableCode: 'RR1006',
        locale: requestLocale(req, brandOf(res)),
        patient: { lastName, firstName, email, phone, birthDate }, tokens: { verifyHash: sha256Hex(verifyToken), deleteHash: sha256Hex(deleteToken), expiresAt: iso(holdUntil) },
      });
    });
    await mailPublicBookingLink(ctx, req, res, { body, reservationId: reservation.id, slot, verifyToken, deleteToken, holdMinutes });
    // linkValidMinutes lets the screen say how long the link works without keeping its own copy of the constant.
    res.status(201).json({ status: 'sent', linkValidMinutes: holdMinutes, reservation: { ...reservation, status: 'pending' } });
  };
}

/** The verify link of the mail confirms a pending public reservation, once and within the hold. */
function confirmPublicReservation(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const now = iso(ctx.clock());
    const hash = sha256Hex((req.body as TokenRequest).token);
    const result = await ctx.db.updateTable('reservations').set({ status: 'confirmed' })
      .where('verify_token_hash', '=', hash).where('status', '=', 'pending').where('token_expires_at', '>', now).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(400, 'U017', 'Link invalid, expired or already used');
    const r = await ctx.db.selectFrom('reservations').selectAll().where('verify_token_hash', '=', hash).executeTakeFirstOrThrow();
    const slot = (await slotDetails(ctx.db, r.booked_slot_id, requestLocale(req, brandOf(res))))!;
    res.json({ flow: 'verify-public-reservation', done: true, reservation: reservationView(r, slot, ctx.clock()) });
  };
}

/** A verify link checked without being used (issue 11): unknown, used, still live or expired. */
function checkVerifyLink(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const r = await ctx.db.selectFrom('reservations').select(['status', 'token_expires_at']).where('verify_token_hash', '=', sha256Hex((req.body as TokenRequest).token)).executeTakeFirst();
    const state = !r ? 'unknown' : r.status !== 'pending' ? 'used' : r.token_expires_at !== null && r.token_expires_at > iso(ctx.clock()) ? 'live' : 'expired';
    res.json({ flow: 'verify-public-reservation', state });
  };
}

/**
 * A delete link checked without being used (issue 11): the cancel page asks "are you sure?" only
 * for a link that can still cancel, and names the appointment it would cancel (issue 33: the
 * time in Budapest, the clinic and the doctor; the link's holder booked it).
 */
function checkDeleteLink(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const r = await ctx.db.selectFrom('reservations').select(['status', 'booked_slot_id']).where('delete_token_hash', '=', sha256Hex((req.body as TokenRequest).token)).executeTakeFirst();
    const state = !r ? 'unknown' : r.status === 'cancelled' ? 'used' : 'live';
    const slot = r && state === 'live' ? await slotDetails(ctx.db, r.booked_slot_id, requestLocale(req, brandOf(res))) : undefined;
    res.json({ flow: 'delete-public-reservation', state, ...(slot ? { appointment: { start: slot.start_local, provider: slot.provider_name, doctor: slot.doctor_name } } : {}) });
  };
}

/** The delete link of the mail cancels a public reservation, within the cancellation limit. */
function cancelPublicReservation(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const r = await ctx.db.selectFrom('reservations').selectAll().where('delete_token_hash', '=', sha256Hex((req.body as TokenRequest).token)).executeTakeFirst();
    if (!r || r.status === 'cancelled') throw new HttpError(400, 'U017', 'Link invalid, expired or already used');
    await cancel(ctx, r);
    res.json({ flow: 'delete-public-reservation', done: true });
  };
}

/** The logged-in patient's own appointments, newest booking first. */
function listOwnReservations(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const now = ctx.clock();
    const rows = await ctx.db.selectFrom('reservations').selectAll().where('user_id', '=', authOf(res).userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
    // One query for the slots of all listed reservations, not one per reservation.
    const ids = [...new Set(rows.map((r) => r.booked_slot_id))];
    const slots = ids.length > 0 ? await slotDetailsQuery(ctx.db, requestLocale(req, brandOf(res))).where('s.id', 'in', ids).execute() : [];
    const byId = new Map(slots.map((s) => [s.id, s]));
    const relatives = await relativesById(ctx.db, rows.map((r) => r.relative_id));
    res.json(rows.flatMap((r) => {
      const slot = byId.get(r.booked_slot_id);
      return slot ? [reservationView(r, slot, now, r.relative_id !== null ? (relatives.get(r.relative_id) ?? null) : null)] : [];
    }));
  };
}

/** The logged-in patient cancels one of their appointments before its cancellation limit; another's is 404. */
function cancelOwnReservation(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const id = parseId(req.params.id);
    const r = id !== undefined ? await ctx.db.selectFrom('reservations').selectAll().where('id', '=', id).where('user_id', '=', authOf(res).userId).executeTakeFirst() : undefined;
    if (!r) throw new NotFoundError('No such reservation');
    await cancel(ctx, r);
    res.json({ status: 'cancelled' });
  };
}

export function createReservationsRouter(ctx: ApiContext): Router {
  const router = Router();
  router.post('/reservations', requireAuth(ctx), requirePermission(ctx, 'hasAppointments'), validateBody('reservationRequest'), bookForPatient(ctx));
  const bookingLimits = publicBookingLimits(ctx);
  router.post('/public-reservations', validateBody('publicReservationRequest'), ...bookingLimits, bookAnonymously(ctx));
  router.post('/tokens/verify-public-reservation', validateBody('tokenRequest'), confirmPublicReservation(ctx));
  router.post('/tokens/verify-public-reservation/check', validateBody('tokenRequest'), checkVerifyLink(ctx));
  router.post('/tokens/delete-public-reservation/check', validateBody('tokenRequest'), checkDeleteLink(ctx));
  router.post('/tokens/delete-public-reservation', validateBody('tokenRequest'), cancelPublicReservation(ctx));
  router.get('/reservations', requireAuth(ctx), listOwnReservations(ctx));
  router.delete('/reservations/:id', requireAuth(ctx), cancelOwnReservation(ctx));
  return router;
}
