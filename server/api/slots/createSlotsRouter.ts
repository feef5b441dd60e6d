/**
 * GET /slots/{id} (public): the slot summary the reservation screen shows before booking
 * (schemas/api/slot-summary-response.schema.json). It answers whether the slot can be booked
 * right now and, when not, why — in the order POST /reservations checks, so the screen can say
 * the same thing the booking would answer (RA500, RA503, RR1005/RR1006, slotNoLongerBookable)
 * before the patient fills in a form for nothing. Booking itself still decides: a slot may be
 * taken between this answer and the submit, and the UNIQUE constraint has the last word.
 */
import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import type { SlotSummaryResponse } from '../../../generated/config-types';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import { NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import type { ApiContext } from '../apiContext';
import type { ServedBrand } from '../../config/brandRegistry';
import type { LocaleId } from '../../config/brandSources';
import { localName } from '../../db/localName';
import { requestLocale } from '../../http/requestLocale';

type NotBookableReason = SlotSummaryResponse['notBookableReason'];

function idParam(req: Request): number {
  const id = parseId(req.params.id);
  if (id === undefined) throw new NotFoundError('No such slot');
  return id;
}

async function loadSlot(db: Kysely<Database>, id: number, locale: LocaleId) {
  return db.selectFrom('slots as s').innerJoin('providers as p', 'p.id', 's.provider_id').innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('subfunctions as f', 'f.id', 's.subfunction_id')
    .select(['s.id', 's.start_at', 's.start_local', 's.duration_minutes', 's.cancellable_until', 's.video', 's.customer_bookable',
      'f.id as subfunction_id', localName('f.name', locale).as('subfunction_name'),
      'p.id as provider_id', 'p.name as provider_name', 'p.status as provider_status', 'p.postal_code', 'p.city', 'p.street',
      'd.id as doctor_id', 'd.display_name as doctor_name', 'd.price', 'd.currency', 'd.discount_percent'])
    .where('s.id', '=', id).executeTakeFirst();
}

/**
 * Whether a reservation holds the slot. A pending public booking whose link has expired does not:
 * the next booking gives its slot back (createReservationsRouter's book).
 */
async function isTaken(db: Kysely<Database>, slotId: number, now: string): Promise<boolean> {
  const holder = await db.selectFrom('reservations').select('id').where('slot_id', '=', slotId)
    .where((eb) => eb.or([eb('status', '!=', 'pending'), eb('token_expires_at', 'is', null), eb('token_expires_at', '>=', now)]))
    .executeTakeFirst();
  return holder !== undefined;
}

type LoadedSlot = NonNullable<Awaited<ReturnType<typeof loadSlot>>>;

async function notBookableReason(db: Kysely<Database>, s: LoadedSlot, now: string): Promise<NotBookableReason> {
  if (s.provider_status === 'inactive') return 'providerInactive';
  if (s.provider_status === 'maintenance') return 'providerMaintenance';
  if (!s.customer_bookable) return 'phoneOnly';
  if (s.start_at <= now) return 'started';
  if (await isTaken(db, s.id, now)) return 'taken';
  return null;
}

export function createSlotsRouter(ctx: ApiContext): Router {
  const router = Router();

  router.get('/slots/:id', async (req, res) => {
    const s = await loadSlot(ctx.db, idParam(req), requestLocale(req, res.locals.brand as ServedBrand));
    if (!s) throw new NotFoundError('No such slot');
    const reason = await notBookableReason(ctx.db, s, iso(ctx.clock()));
    const answer: SlotSummaryResponse = {
      id: s.id, start: s.start_local, durationMinutes: s.duration_minutes, cancellableUntil: s.cancellable_until,
      video: s.video === 1, customerBookable: s.customer_bookable === 1,
      subfunction: { id: s.subfunction_id, name: s.subfunction_name },
      provider: { id: s.provider_id, name: s.provider_name, address: { postalCode: s.postal_code, city: s.city, street: s.street } },
      doctor: { id: s.doctor_id, name: s.doctor_name },
      price: s.price, currency: s.currency as SlotSummaryResponse['currency'], discountPercent: s.discount_percent,
      bookable: reason === null, notBookableReason: reason,
    };
    // Availability changes with every booking: never from a cache.
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
