/**
 * What the detail pages and the public map landing need besides GET /providers/{id} and
 * GET /doctors/{id} (spec §2 detail page kinds, /landing/provider-search):
 * - GET /map/providers: every clinic as id, name, city, locationId, lon, lat (schemas/api/map-providers-response),
 *   small and cacheable, for the map landing's markers;
 * - GET /providers/{id}/slots: the next free, online-bookable slots of a clinic, optionally of one
 *   doctor, specialization or service (schemas/api/provider-slots-response);
 * - GET /providers/{id}/specializations/{specializationId}: the specialization at that clinic with
 *   its services and the doctors who offer it (schemas/api/provider-specialization-response).
 */
import { Router, type Request } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import type { ApiContext } from '../apiContext';
import type { ServedBrand } from '../../config/brandRegistry';
import type { LocaleId } from '../../config/brandSources';
import { localName } from '../../db/localName';
import { requestLocale } from '../../http/requestLocale';
import { doctorView } from './providerSearch';

/** Slots a detail page lists when it does not ask for fewer. */
export const DEFAULT_SLOT_LIMIT = 12;
export const MAX_SLOT_LIMIT = 50;
/** The map list changes only with the provider data; browsers and proxies may keep it this long. */
const MAP_MAX_AGE_SECONDS = 600;

function pathId(req: Request, name: string): number {
  const id = parseId((req.params as Record<string, string | undefined>)[name]);
  if (id === undefined) throw new NotFoundError(`No such ${name}`);
  return id;
}

/** An optional positive integer query parameter; anything else is a bad request (#001). */
function queryId(req: Request, name: string): number | null {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return null;
  const id = parseId(raw);
  if (id === undefined) throw new HttpError(400, '#001', `Bad ${name}`);
  return id;
}

function slotLimit(req: Request): number {
  const raw = req.query.limit;
  if (raw === undefined || raw === '') return DEFAULT_SLOT_LIMIT;
  const limit = parseId(raw);
  if (limit === undefined || limit > MAX_SLOT_LIMIT) throw new HttpError(400, '#001', 'Bad limit');
  return limit;
}

async function providerExists(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db.selectFrom('providers').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such provider');
}

interface SlotFilter { locale: LocaleId; providerId: number; doctorId: number | null; specializationId: number | null; subfunctionId: number | null; limit: number; now: string }

/** The next free, online-bookable slots from now, by start; a reserved slot is no longer free. */
export async function upcomingSlots(db: Kysely<Database>, f: SlotFilter) {
  let q = db.selectFrom('slots as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('subfunctions as f', 'f.id', 's.subfunction_id')
    .select(['s.id', 's.start_local', 's.duration_minutes', 's.doctor_id', 'd.display_name', 's.subfunction_id', localName('f.name', f.locale).as('subfunction_name'), 'f.specialization_id', 's.video'])
    .where('s.provider_id', '=', f.providerId)
    .where('s.start_at', '>=', f.now)
    .where('s.customer_bookable', '=', 1)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('reservations as r').select('r.id').whereRef('r.slot_id', '=', 's.id'))));
  if (f.doctorId !== null) q = q.where('s.doctor_id', '=', f.doctorId);
  if (f.subfunctionId !== null) q = q.where('s.subfunction_id', '=', f.subfunctionId);
  if (f.specializationId !== null) q = q.where('f.specialization_id', '=', f.specializationId);
  const rows = await q.orderBy('s.start_at').orderBy('s.id').limit(f.limit).execute();
  return rows.map((s) => ({
    id: s.id, start: s.start_local, durationMinutes: s.duration_minutes,
    doctorId: s.doctor_id, doctorName: s.display_name,
    subfunctionId: s.subfunction_id, subfunctionName: s.subfunction_name, specializationId: s.specialization_id,
    video: s.video === 1,
  }));
}

export function createProviderDetailsRouter(ctx: ApiContext): Router {
  const router = Router();
  const db = ctx.db;

  router.get('/map/providers', async (_req, res) => {
    const rows = await db.selectFrom('providers').select(['id', 'name', 'city', 'location_id as locationId', 'lon', 'lat']).orderBy('id').execute();
    res.set('Cache-Control', `public, max-age=${MAP_MAX_AGE_SECONDS}`).json({ providers: rows });
  });

  router.get('/providers/:id/slots', async (req, res) => {
    const providerId = pathId(req, 'id');
    const filter: SlotFilter = {
      locale: requestLocale(req, res.locals.brand as ServedBrand),
      providerId,
      doctorId: queryId(req, 'doctorId'),
      specializationId: queryId(req, 'specializationId'),
      subfunctionId: queryId(req, 'subfunctionId'),
      limit: slotLimit(req),
      now: new Date(ctx.clock()).toISOString(),
    };
    await providerExists(db, providerId);
    res.json({ slots: await upcomingSlots(db, filter) });
  });

  router.get('/providers/:id/specializations/:specializationId', async (req, res) => {
    const providerId = pathId(req, 'id');
    const specializationId = pathId(req, 'specializationId');
    const locale = requestLocale(req, res.locals.brand as ServedBrand);
    const provider = await db.selectFrom('providers').select(['id', 'name', 'city']).where('id', '=', providerId).executeTakeFirst();
    if (!provider) throw new NotFoundError('No such provider');
    const specialization = await db.selectFrom('provider_specializations as ps').innerJoin('specializations as s', 's.id', 'ps.specialization_id')
      .select(['s.id', 's.key', localName('s.name', locale).as('name')]).where('ps.provider_id', '=', providerId).where('ps.specialization_id', '=', specializationId).executeTakeFirst();
    // A specialization the clinic does not offer has no page there, like an unknown id.
    if (!specialization) throw new NotFoundError('The provider does not offer this specialization');
    const subfunctions = await db.selectFrom('subfunctions as f').select(['f.id', 'f.duration_minutes', 'f.video', localName('f.name', locale).as('name')])
      .where('f.specialization_id', '=', specializationId).orderBy('f.id').execute();
    const doctors = await db.selectFrom('doctors as d').selectAll('d')
      .where('d.provider_id', '=', providerId)
      .where(({ exists, selectFrom }) => exists(selectFrom('doctor_specializations as ds').select('ds.doctor_id').whereRef('ds.doctor_id', '=', 'd.id').where('ds.specialization_id', '=', specializationId)))
      .orderBy('d.family_name').orderBy('d.given_name').orderBy('d.id').execute();
    res.json({
      provider,
      specialization,
      subfunctions: subfunctions.map((f) => ({ id: f.id, name: f.name, durationMinutes: f.duration_minutes, video: f.video === 1 })),
      doctors: doctors.map(doctorView),
    });
  });
  return router;
}
