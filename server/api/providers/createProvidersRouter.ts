/**
 * Provider data and search (issue 5; spec §7): GET /map/locations (cached), GET /specializations
 * (cached after the first success; a failure is logged and answers {}), GET /providers/{id}
 * with defaultServiceId, GET /doctors/{id}, GET /search/providers, /search/doctors, /search/video.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Kysely } from 'kysely';
import { optionalAuth, requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { HttpError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import { requestLocale } from '../../http/requestLocale';
import type { LocaleId } from '../../config/brandSources';
import { byLocalName, localName } from '../../db/localName';
import type { ApiContext } from '../apiContext';
import type { Database } from '../../db/schema';
import { doctorView, parseSearchQuery, parseVideoQuery, providerView, searchDoctors, searchProviders, searchVideo } from './providerSearch';
import { withSearchCoverage } from './searchCoverage';


function idParam(req: Request): number {
  const id = parseId(req.params.id);
  if (id === undefined) throw new NotFoundError('No such id');
  return id;
}

export interface LocationGroupAnswer {
  id: number;
  text: string;
  transKey: string | null;
  /** The country of the county's places (HU, RO): the filter groups counties by it. */
  countryCode: string | null;
  children: Array<{ id: number; text: string; transKey: string | null }>;
}

const localeOf = (req: Request, res: Response): LocaleId => requestLocale(req, res.locals.brand as ServedBrand);

/** The map's and the specialization filter's lists, cached per language: they change only with the provider data. */
type LocationCache = Map<LocaleId, Promise<LocationGroupAnswer[]>>;
type SpecializationCache = Map<LocaleId, Record<string, unknown>>;

/** A service (subfunction) row as the provider and specialization lists select it. */
interface ServiceRow {
  id: number;
  specialization_id: number;
  duration_minutes: number;
  video: number;
  name: string;
}

/** A service as the patient's pages show it. */
const serviceView = (f: ServiceRow) => ({ id: f.id, name: f.name, durationMinutes: f.duration_minutes, video: f.video === 1 });

/** The counties with their places, in the visitor's language, the places sorted as a reader of it expects. */
async function loadLocations(db: Kysely<Database>, locale: LocaleId): Promise<LocationGroupAnswer[]> {
  const groups = await db.selectFrom('location_groups as g').select(['g.id', 'g.trans_key', localName('g.text', locale).as('text')]).orderBy('g.id').execute();
  const places = await db.selectFrom('locations as l').select(['l.id', 'l.group_id', 'l.country_code', 'l.trans_key', localName('l.text', locale).as('text')]).execute();
  places.sort((a, b) => a.text.localeCompare(b.text, locale));
  return groups.map((g) => {
    const children = places.filter((p) => p.group_id === g.id);
    return {
      id: g.id, text: g.text, transKey: g.trans_key, countryCode: children[0]?.country_code ?? null,
      children: children.map((p) => ({ id: p.id, text: p.text, transKey: p.trans_key })),
    };
  });
}

/** GET /map/locations: the places the map and the search filter offer; a failed load is not cached. */
function mapLocations(ctx: ApiContext, locations: LocationCache): RequestHandler {
  return async (req, res) => {
    const locale = localeOf(req, res);
    let answer = locations.get(locale);
    if (!answer) locations.set(locale, (answer = loadLocations(ctx.db, locale)));
    try {
      res.json(await answer);
    } catch (error) {
      locations.delete(locale); // a failed load is not cached
      throw error;
    }
  };
}

/** Every specialization with its services, keyed by id, sorted by name in the visitor's language. */
async function loadSpecializations(db: Kysely<Database>, locale: LocaleId): Promise<Record<string, unknown>> {
  const specs = await db.selectFrom('specializations as s').select(['s.id', 's.key', localName('s.name', locale).as('name')]).execute();
  const subs = await db.selectFrom('subfunctions as f')
    .select(['f.id', 'f.specialization_id', 'f.duration_minutes', 'f.video', localName('f.name', locale).as('name')]).orderBy('f.id').execute();
  return Object.fromEntries(specs.sort(byLocalName(locale)).map((s) => [String(s.id), {
    id: s.id, key: s.key, name: s.name,
    subfunctions: subs.filter((f) => f.specialization_id === s.id).map(serviceView),
  }]));
}

/** GET /specializations: cached after the first success; a failure is logged and answers {}. */
function specializationList(ctx: ApiContext, specializations: SpecializationCache): RequestHandler {
  return async (req, res) => {
    const locale = localeOf(req, res);
    let answer = specializations.get(locale);
    if (!answer) {
      try {
        answer = await loadSpecializations(ctx.db, locale);
        specializations.set(locale, answer);
      } catch (error) {
        req.log?.error({ err: error }, 'specializations could not be loaded');
        res.json({});
        return;
      }
    }
    res.json(answer);
  };
}

/**
 * The service the provider page opens with (?defaultServiceId=): null when none is asked for or
 * the clinic does not offer it; 400 #001 for an id that is not a number.
 */
function defaultServiceOf(req: Request, subs: ServiceRow[]) {
  const rawDefault = req.query.defaultServiceId;
  if (rawDefault === undefined || rawDefault === '') return null;
  if (typeof rawDefault !== 'string' || !/^\d{1,9}$/.test(rawDefault)) throw new HttpError(400, '#001', 'Bad defaultServiceId');
  const sub = subs.find((s) => s.id === Number(rawDefault));
  // A service the clinic does not offer is ignored: the page opens without a preselection.
  return sub ? { id: sub.id, specializationId: sub.specialization_id, name: sub.name, durationMinutes: sub.duration_minutes, video: sub.video === 1 } : null;
}

/** GET /providers/{id}: the clinic's page with its specializations and services, its doctors, and the preselected service. */
function providerPage(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const db = ctx.db;
    const id = idParam(req);
    const locale = localeOf(req, res);
    const provider = await db.selectFrom('providers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!provider) throw new NotFoundError('No such provider');
    const specs = await db.selectFrom('provider_specializations as ps').innerJoin('specializations as s', 's.id', 'ps.specialization_id')
      .select(['s.id', 's.key', localName('s.name', locale).as('name')]).where('ps.provider_id', '=', id).execute();
    const subs = specs.length
      ? await db.selectFrom('subfunctions as f').select(['f.id', 'f.specialization_id', 'f.duration_minutes', 'f.video', localName('f.name', locale).as('name')])
        .where('f.specialization_id', 'in', specs.map((s) => s.id)).orderBy('f.id').execute()
      : [];
    const doctors = await db.selectFrom('doctors').selectAll().where('provider_id', '=', id).orderBy('family_name').orderBy('given_name').execute();
    const docSpecs = doctors.length ? await db.selectFrom('doctor_specializations').selectAll().where('doctor_id', 'in', doctors.map((d) => d.id)).execute() : [];
    const defaultService = defaultServiceOf(req, subs);
    res.json({
      ...providerView(provider),
      specializations: specs.sort(byLocalName(locale)).map((s) => ({
        ...s, subfunctions: subs.filter((f) => f.specialization_id === s.id).map(serviceView),
      })),
      doctors: doctors.map((d) => ({ ...doctorView(d), specializationIds: docSpecs.filter((x) => x.doctor_id === d.id).map((x) => x.specialization_id).sort((a, b) => a - b) })),
      defaultService,
    });
  };
}

/** GET /doctors/{id}: the doctor with their clinic and specializations. */
function doctorPage(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const db = ctx.db;
    const id = idParam(req);
    const doctor = await db.selectFrom('doctors').selectAll().where('id', '=', id).executeTakeFirst();
    if (!doctor) throw new NotFoundError('No such doctor');
    const provider = await db.selectFrom('providers').selectAll().where('id', '=', doctor.provider_id).executeTakeFirstOrThrow();
    const locale = localeOf(req, res);
    const specs = await db.selectFrom('doctor_specializations as ds').innerJoin('specializations as s', 's.id', 'ds.specialization_id')
      .select(['s.id', 's.key', localName('s.name', locale).as('name')]).where('ds.doctor_id', '=', id).execute();
    res.json({ ...doctorView(doctor), provider: providerView(provider), specializations: specs.sort(byLocalName(locale)) });
  };
}

/** GET /search/providers: the clinics that fit the filter; public, and more telling to a logged-in patient: the coverage flags (searchCoverage.ts). */
function providerResults(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const filter = parseSearchQuery(req.query as Record<string, unknown>, 'providers', ctx.clock());
    res.json(await withSearchCoverage(ctx.db, req, res, filter.subfunction, await searchProviders(ctx.db, filter, ctx.clock(), localeOf(req, res))));
  };
}

/** GET /search/doctors: the doctors that fit the filter; public, with the coverage flags for a logged-in patient. */
function doctorResults(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const filter = parseSearchQuery(req.query as Record<string, unknown>, 'doctors', ctx.clock());
    res.json(await withSearchCoverage(ctx.db, req, res, filter.subfunction, await searchDoctors(ctx.db, filter, ctx.clock(), localeOf(req, res))));
  };
}

/** GET /search/video: the video consultations that fit the filter, for a logged-in patient. */
function videoResults(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    // Romanian visitors see prices in lei first, everyone else in forints.
    const locale = localeOf(req, res);
    const currencyFirst = locale === 'ro' ? 'RON' : 'HUF';
    const filter = { ...parseVideoQuery(req.query as Record<string, unknown>, ctx.clock()), currencyFirst } as const;
    res.json(await withSearchCoverage(ctx.db, req, res, filter.subfunction, await searchVideo(ctx.db, filter, ctx.clock(), locale)));
  };
}

export function createProvidersRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get('/map/locations', mapLocations(ctx, new Map()));
  router.get('/specializations', specializationList(ctx, new Map()));
  router.get('/providers/:id', providerPage(ctx));
  router.get('/doctors/:id', doctorPage(ctx));
  router.get('/search/providers', optionalAuth(ctx), providerResults(ctx));
  router.get('/search/doctors', optionalAuth(ctx), doctorResults(ctx));
  router.get('/search/video', requireAuth(ctx), videoResults(ctx));
  return router;
}
