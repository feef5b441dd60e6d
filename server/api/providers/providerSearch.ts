/**
 * Provider and doctor search (spec §3 provider search filter, §2 slot display). Which rows match
 * is decided on the clinic and doctor attributes (location, names, languages, discount, the
 * service's specialization), which are small tables; the slots are then read for the page's rows
 * only, by index (provider or doctor, start), so a search stays fast over a million slots.
 */
import { sql, type Kysely, type SqlBool, type Expression } from 'kysely';
import * as validators from '../../../generated/validators';
import type { SearchQuery, SearchSlot, VideoSearchQuery } from '../../../generated/config-types';
import { budapestToUtcMs, toBudapestIso } from '../../db/seed/providerCalendar';
import type { Database, Provider } from '../../db/schema';
import { searchText } from '../../db/providerSeed';
import type { LocaleId } from '../../config/brandSources';
import { byLocalName, localName } from '../../db/localName';
import { HttpError } from '../../http/errors';

export const PAGE_SIZE = 10;
/** More matches than this: the renderer asks for a narrower search (isResultLimitReached). */
export const RESULT_LIMIT = 200;
/** How far ahead the calendar holds slots (the fixtures' 8 weeks). */
export const CALENDAR_DAYS = 56;
const DAY_MS = 86_400_000;

export type ListType = 'providers' | 'doctors';

export interface SearchFilter {
  week: string;
  subfunction: number | null;
  location: number | null;
  providerName: string;
  doctorName: string;
  speaksEnglish: boolean;
  discountOnly: boolean;
  page: number;
}


/** The slot display of a row; slots as the search answers them (schemas/api/search-response). */
interface RowStats { slots: SearchSlot[]; nearestAvailableDate: string | null; slotsWithinSevenDays: number }

export interface SearchAnswer<Row> {
  rows: Array<Row & RowStats>;
  totalRows: number;
  page: number;
  week: string;
  isCalendarAvailable: boolean;
  isResultLimitReached: boolean;
  /** The patient's coverage flags: false here, set by the router for a logged-in patient (searchCoverage.ts). */
  isQuantityLimitReached: boolean;
  isSpecializationLimitReached: boolean;
}

type Validator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string }> | null };
const searchQueryValid = (validators as unknown as Record<string, Validator>).searchQuery!;
const videoQueryValid = (validators as unknown as Record<string, Validator>).videoSearchQuery!;

const todayIn = (now: number): string => toBudapestIso(now).slice(0, 10);

function validDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** How far from today a week may start: beyond it no calendar has slots, and date arithmetic near year 9999 overflows. */
const WEEK_RANGE_DAYS = 366;

/** The requested week (today when empty); a day that does not exist or lies outside the calendar's reach is C202. */
function weekOf(requested: string | undefined, now: number): string {
  const today = todayIn(now);
  const week = requested || today;
  if (!validDay(week) || Math.abs(Date.parse(`${week}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) > WEEK_RANGE_DAYS * DAY_MS) {
    throw new HttpError(400, 'C202', 'Bad start date');
  }
  return week;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) ? '\u0000' : v === undefined ? '' : String(v));

/**
 * The query as a filter (spec §5: empty values normalised). Bad input answers C202 for the week
 * (start date), C204 for the page, and C201 (provider list) or C203 (doctor list) for the rest.
 */
export function parseSearchQuery(query: Record<string, unknown>, listType: ListType, now: number): SearchFilter {
  const listCode = listType === 'providers' ? 'C201' : 'C203';
  const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, str(v)])) as SearchQuery & Record<string, string>;
  if (!searchQueryValid(q)) {
    const field = searchQueryValid.errors?.[0]?.instancePath ?? '';
    if (field === '/week') throw new HttpError(400, 'C202', 'Bad start date');
    if (field === '/page') throw new HttpError(400, 'C204', 'Bad page');
    throw new HttpError(400, listCode, listType === 'providers' ? 'Bad provider list request' : 'Bad doctor list request');
  }
  const week = weekOf(q.week, now);
  return {
    week,
    subfunction: q.subfunction ? Number(q.subfunction) : null,
    location: q.location ? Number(q.location) : null,
    providerName: (q.providerName ?? '').trim(),
    doctorName: (q.doctorName ?? '').trim(),
    speaksEnglish: q.speaksEnglish === '1',
    discountOnly: q.discountOnly === '1',
    page: q.page ? Number(q.page) : 1,
  };
}

export interface VideoFilter {
  week: string;
  subfunction: number | null;
  speaksEnglish: boolean;
  sortBy: 'price' | 'name';
  page: number;
  /** By price, the doctors who charge in this currency come first: forint and lei are not compared by number. */
  currencyFirst?: string;
}

export function parseVideoQuery(query: Record<string, unknown>, now: number): VideoFilter {
  const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, str(v)])) as VideoSearchQuery & Record<string, string>;
  if (!videoQueryValid(q)) {
    const field = videoQueryValid.errors?.[0]?.instancePath ?? '';
    if (field === '/week') throw new HttpError(400, 'C202', 'Bad start date');
    if (field === '/page' || field === '/sortBy') throw new HttpError(400, 'C204', 'Bad page or order');
    throw new HttpError(400, 'C203', 'Bad doctor list request');
  }
  const week = weekOf(q.week, now);
  return { week, subfunction: q.subfunction ? Number(q.subfunction) : null, speaksEnglish: q.speaksEnglish === '1', sortBy: (q.sortBy || 'price') as 'price' | 'name', page: q.page ? Number(q.page) : 1 };
}

const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

interface Window { from: string; to: string; now: string; sevenDays: string; available: boolean }

/** The week shown: 7 days from the given day (never before now); the calendar spans the coming CALENDAR_DAYS. */
function windowOf(week: string, now: number): Window {
  const start = budapestToUtcMs(week, 0);
  const end = budapestToUtcMs(addDays(week, 7), 0);
  const horizon = budapestToUtcMs(addDays(todayIn(now), CALENDAR_DAYS + 1), 0);
  return {
    from: new Date(Math.max(start, now)).toISOString(),
    to: new Date(end).toISOString(),
    now: new Date(now).toISOString(),
    sevenDays: new Date(now + 7 * DAY_MS).toISOString(),
    available: end > now && start < horizon,
  };
}

const likePattern = (text: string): string => `%${searchText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: string, text: string): Expression<SqlBool> => sql<SqlBool>`${sql.ref(column)} like ${likePattern(text)} escape '\\'`;

export async function specializationOf(db: Kysely<Database>, subfunction: number | null, code: string, videoOnly = false): Promise<number | null> {
  if (subfunction === null) return null;
  const row = await db.selectFrom('subfunctions').select(['specialization_id', 'video']).where('id', '=', subfunction).executeTakeFirst();
  if (!row || (videoOnly && !row.video)) throw new HttpError(400, code, 'Unknown service');
  return row.specialization_id;
}

async function checkLocation(db: Kysely<Database>, location: number | null, code: string): Promise<void> {
  if (location === null) return;
  const row = await db.selectFrom('locations').select('id').where('id', '=', location).executeTakeFirst();
  if (!row) throw new HttpError(400, code, 'Unknown location');
}

/** The limit flags of an answer before the patient's coverage is known (an anonymous visitor's). */
const NO_LIMITS = (totalRows: number) => ({ isResultLimitReached: totalRows > RESULT_LIMIT, isQuantityLimitReached: false, isSpecializationLimitReached: false });

const hasDoctorFilter = (f: SearchFilter): boolean => !!f.doctorName || f.speaksEnglish || f.discountOnly;

interface SlotScope { key: 'provider_id' | 'doctor_id'; ids: number[]; subfunction: number | null; doctorIds?: number[]; videoOnly?: boolean; locale: LocaleId }

/** The free slots of the week and the nearest-date and seven-day figures of each row. */
async function rowStats(db: Kysely<Database>, scope: SlotScope, w: Window): Promise<Map<number, RowStats>> {
  const out = new Map<number, RowStats>(scope.ids.map((id) => [id, { slots: [], nearestAvailableDate: null, slotsWithinSevenDays: 0 }]));
  if (scope.ids.length === 0) return out;
  /* eslint-disable @typescript-eslint/no-explicit-any -- one filter for two queries of different shape (joined and not); Kysely has no type both fit. */
  const free = (q: any) => {
    let r = q.where(`s.${scope.key}`, 'in', scope.ids)
      .where(({ not, exists, selectFrom }: any) => not(exists(selectFrom('reservations as r').select('r.id').whereRef('r.slot_id', '=', 's.id'))));
    if (scope.subfunction !== null) r = r.where('s.subfunction_id', '=', scope.subfunction);
    if (scope.doctorIds) r = r.where('s.doctor_id', 'in', scope.doctorIds.length ? scope.doctorIds : [-1]);
    if (scope.videoOnly) r = r.where('s.video', '=', 1);
    return r;
  };
  /* eslint-enable @typescript-eslint/no-explicit-any -- back to typed code. */
  if (w.available) {
    // Each slot names its doctor and service: two slots of one clinic at the same time differ by them.
    const slots = await free(db.selectFrom('slots as s').innerJoin('doctors as d', 'd.id', 's.doctor_id').innerJoin('subfunctions as f', 'f.id', 's.subfunction_id'))
      .select(['s.id', 's.provider_id', 's.doctor_id', 's.subfunction_id', 's.start_local', 's.duration_minutes', 's.customer_bookable', 's.cancellable_until', 's.video',
        'd.display_name as doctor_name', localName('f.name', scope.locale).as('subfunction_name')])
      .where('s.start_at', '>=', w.from).where('s.start_at', '<', w.to)
      .orderBy('s.start_at').orderBy('s.id')
      .execute() as Array<Database['slots'] & { doctor_name: string; subfunction_name: string }>;
    for (const s of slots) {
      out.get(s[scope.key])?.slots.push({
        id: s.id, start: s.start_local, durationMinutes: s.duration_minutes, doctorId: s.doctor_id, doctorName: s.doctor_name,
        subfunctionId: s.subfunction_id, subfunctionName: s.subfunction_name,
        customerBookable: s.customer_bookable === 1, cancellableUntil: s.cancellable_until, video: s.video === 1,
      });
    }
  }
  const stats = await free(db.selectFrom('slots as s'))
    .select([`s.${scope.key} as rowId`, sql<string>`min(s.start_at)`.as('nearest'), sql<number>`sum(case when s.start_at < ${w.sevenDays} then 1 else 0 end)`.as('within')])
    .where('s.start_at', '>=', w.now).where('s.customer_bookable', '=', 1)
    .groupBy(`s.${scope.key}`)
    .execute() as Array<{ rowId: number; nearest: string | null; within: number | string | null }>;
  for (const s of stats) {
    const row = out.get(Number(s.rowId));
    if (!row) continue;
    row.nearestAvailableDate = s.nearest ? toBudapestIso(Date.parse(s.nearest)).slice(0, 10) : null;
    row.slotsWithinSevenDays = Number(s.within ?? 0);
  }
  return out;
}

const ratingsOf = (p: Provider) => ({
  waiting: { average: p.rating_waiting, count: p.rating_waiting_count },
  careConditions: { average: p.rating_care_conditions, count: p.rating_care_conditions_count },
  staffPreparedness: { average: p.rating_staff_preparedness, count: p.rating_staff_preparedness_count },
  behaviour: { average: p.rating_behaviour, count: p.rating_behaviour_count },
  overall: { average: p.rating_overall, count: p.rating_overall_count },
});
export { ratingsOf };

export function providerView(p: Provider) {
  return {
    id: p.id, name: p.name, locationId: p.location_id, countryCode: p.country_code,
    address: { postalCode: p.postal_code, city: p.city, street: p.street }, lon: p.lon, lat: p.lat,
    photos: JSON.parse(p.photos) as string[], status: p.status, ratings: ratingsOf(p),
  };
}

export function doctorView(d: Database['doctors']) {
  return {
    id: d.id, providerId: d.provider_id, name: d.display_name, familyName: d.family_name, givenName: d.given_name,
    speaksEnglish: d.speaks_english === 1, price: d.price, currency: d.currency, discountPercent: d.discount_percent, video: d.video === 1,
  };
}

export async function searchProviders(db: Kysely<Database>, f: SearchFilter, now: number, locale: LocaleId = 'hu'): Promise<SearchAnswer<ReturnType<typeof providerView>>> {
  const specialization = await specializationOf(db, f.subfunction, 'C201');
  await checkLocation(db, f.location, 'C201');
  const w = windowOf(f.week, now);
  let base = db.selectFrom('providers as p');
  if (f.location !== null) base = base.where('p.location_id', '=', f.location);
  if (f.providerName) base = base.where(like('p.name_search', f.providerName));
  if (hasDoctorFilter(f) || specialization !== null) {
    base = base.where(({ exists, selectFrom }) => {
      let d = selectFrom('doctors as d').select('d.id').whereRef('d.provider_id', '=', 'p.id');
      if (f.doctorName) d = d.where(like('d.name_search', f.doctorName));
      if (f.speaksEnglish) d = d.where('d.speaks_english', '=', 1);
      if (f.discountOnly) d = d.where('d.discount_percent', '>', 0);
      if (specialization !== null) d = d.where(({ exists: ex, selectFrom: sf }) => ex(sf('doctor_specializations as ds').select('ds.doctor_id').whereRef('ds.doctor_id', '=', 'd.id').where('ds.specialization_id', '=', specialization)));
      return exists(d);
    });
  }
  const { total } = await base.select(({ fn }) => fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const totalRows = Number(total);
  const rows = await base.selectAll('p').orderBy('p.name').orderBy('p.id').limit(PAGE_SIZE).offset((f.page - 1) * PAGE_SIZE).execute();
  const ids = rows.map((r) => r.id);
  let doctorIds: number[] | undefined;
  if (hasDoctorFilter(f) && ids.length) {
    let d = db.selectFrom('doctors as d').select('d.id').where('d.provider_id', 'in', ids);
    if (f.doctorName) d = d.where(like('d.name_search', f.doctorName));
    if (f.speaksEnglish) d = d.where('d.speaks_english', '=', 1);
    if (f.discountOnly) d = d.where('d.discount_percent', '>', 0);
    doctorIds = (await d.execute()).map((r) => r.id);
  }
  const stats = await rowStats(db, { key: 'provider_id', ids, subfunction: f.subfunction, doctorIds, locale }, w);
  return {
    rows: rows.map((p) => ({ ...providerView(p), ...stats.get(p.id)! })),
    totalRows, page: f.page, week: f.week,
    isCalendarAvailable: w.available,
    ...NO_LIMITS(totalRows),
  };
}

type DoctorRow = ReturnType<typeof doctorView> & {
  provider: { id: number; name: string; city: string; locationId: number };
  specializations: Array<{ id: number; name: string }>;
};

/** The specializations of each doctor, named in the locale and sorted by that name. */
async function doctorSpecializations(db: Kysely<Database>, doctorIds: number[], locale: LocaleId): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const out = new Map<number, Array<{ id: number; name: string }>>(doctorIds.map((id) => [id, []]));
  if (doctorIds.length === 0) return out;
  const rows = await db.selectFrom('doctor_specializations as ds').innerJoin('specializations as s', 's.id', 'ds.specialization_id')
    .select(['ds.doctor_id', 's.id', localName('s.name', locale).as('name')]).where('ds.doctor_id', 'in', doctorIds).execute();
  for (const row of rows) out.get(row.doctor_id)?.push({ id: row.id, name: row.name });
  for (const list of out.values()) list.sort(byLocalName(locale));
  return out;
}

type DoctorQueryRow = Database['doctors'] & { provider_name: string; provider_city: string; provider_location: number };

/** Doctor rows as the doctor and video searches answer them: the doctor, the clinic in brief, the specialties, the slots. */
async function doctorRows(db: Kysely<Database>, rows: DoctorQueryRow[], stats: Map<number, RowStats>, locale: LocaleId) {
  const specs = await doctorSpecializations(db, rows.map((r) => r.id), locale);
  return rows.map((d) => ({
    ...doctorView(d),
    provider: { id: d.provider_id, name: d.provider_name, city: d.provider_city, locationId: d.provider_location },
    specializations: specs.get(d.id) ?? [],
    ...stats.get(d.id)!,
  }));
}

export async function searchDoctors(db: Kysely<Database>, f: SearchFilter, now: number, locale: LocaleId = 'hu'): Promise<SearchAnswer<DoctorRow>> {
  const specialization = await specializationOf(db, f.subfunction, 'C203');
  await checkLocation(db, f.location, 'C203');
  const w = windowOf(f.week, now);
  let base = db.selectFrom('doctors as d').innerJoin('providers as p', 'p.id', 'd.provider_id');
  if (f.location !== null) base = base.where('p.location_id', '=', f.location);
  if (f.providerName) base = base.where(like('p.name_search', f.providerName));
  if (f.doctorName) base = base.where(like('d.name_search', f.doctorName));
  if (f.speaksEnglish) base = base.where('d.speaks_english', '=', 1);
  if (f.discountOnly) base = base.where('d.discount_percent', '>', 0);
  if (specialization !== null) {
    base = base.where(({ exists, selectFrom }) => exists(selectFrom('doctor_specializations as ds').select('ds.doctor_id').whereRef('ds.doctor_id', '=', 'd.id').where('ds.specialization_id', '=', specialization)));
  }
  const { total } = await base.select(({ fn }) => fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const totalRows = Number(total);
  const rows = await base.selectAll('d').select(['p.name as provider_name', 'p.city as provider_city', 'p.location_id as provider_location'])
    .orderBy('d.family_name').orderBy('d.given_name').orderBy('d.id').limit(PAGE_SIZE).offset((f.page - 1) * PAGE_SIZE).execute();
  const stats = await rowStats(db, { key: 'doctor_id', ids: rows.map((r) => r.id), subfunction: f.subfunction, locale }, w);
  return {
    rows: await doctorRows(db, rows, stats, locale),
    totalRows, page: f.page, week: f.week,
    isCalendarAvailable: w.available,
    ...NO_LIMITS(totalRows),
  };
}

/** Video consultations (virtual clinic): video-capable doctors, their video slots; sortBy price (default) or name. */
export async function searchVideo(db: Kysely<Database>, f: VideoFilter, now: number, locale: LocaleId = 'hu') {
  const specialization = await specializationOf(db, f.subfunction, 'C203', true);
  const w = windowOf(f.week, now);
  let base = db.selectFrom('doctors as d').innerJoin('providers as p', 'p.id', 'd.provider_id').where('d.video', '=', 1);
  if (f.speaksEnglish) base = base.where('d.speaks_english', '=', 1);
  if (specialization !== null) {
    base = base.where(({ exists, selectFrom }) => exists(selectFrom('doctor_specializations as ds').select('ds.doctor_id').whereRef('ds.doctor_id', '=', 'd.id').where('ds.specialization_id', '=', specialization)));
  }
  const { total } = await base.select(({ fn }) => fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  let ordered = base.selectAll('d').select(['p.name as provider_name', 'p.city as provider_city', 'p.location_id as provider_location']);
  ordered = f.sortBy === 'price'
    ? ordered.orderBy(sql`case when d.currency = ${f.currencyFirst ?? ''} then 0 else 1 end`).orderBy('d.currency').orderBy('d.price').orderBy('d.family_name')
    : ordered.orderBy('d.family_name').orderBy('d.given_name');
  const rows = await ordered.orderBy('d.id').limit(PAGE_SIZE).offset((f.page - 1) * PAGE_SIZE).execute();
  const stats = await rowStats(db, { key: 'doctor_id', ids: rows.map((r) => r.id), subfunction: f.subfunction, videoOnly: true, locale }, w);
  return {
    rows: await doctorRows(db, rows, stats, locale),
    totalRows: Number(total), page: f.page, week: f.week, sortBy: f.sortBy,
    isCalendarAvailable: w.available,
    ...NO_LIMITS(Number(total)),
  };
}
