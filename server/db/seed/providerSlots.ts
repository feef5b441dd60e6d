/**
 * The demo slots, produced doctor by doctor as a stream of batches: there are 100,000 of them
 * for the demo and a million for the benchmark, and the seed writes them to the database in
 * batches rather than holding them all.
 * Each doctor works a few fixed weekdays from a fixed start time, as doctors do, and gets an
 * exact share of the target, so the total is exactly slotsTarget. Each doctor draws from their
 * own random stream, so slot k of doctor d is the same whatever the batch size.
 */
import { BUSINESS_HOURS, budapestToUtcMs, toBudapestIso, weekdayOf } from './providerCalendar';
import type { FixtureDoctor, FixtureSlot } from './providerFixtureTypes';
import { createProviderRandom, deriveSeed } from './providerPrng';
import { SUBFUNCTIONS, type FixtureSubfunction } from './providerSpecialties';

const DAY_MS = 86_400_000;
/** Session starts, minutes after local midnight. */
const SESSION_STARTS = [480, 510, 540, 600, 720, 780, 840];
/** Offset of doctor streams from the other streams of the same seed. */
const DOCTOR_STREAM = 1_000_000;

interface Draft { day: string; minute: number; subfunction: FixtureSubfunction }

/** Working days are Monday–Friday, so a doctor's weekdays are among 1–5. */
function doctorDrafts(seed: number, doctor: FixtureDoctor, workingDays: readonly string[], quota: number): Draft[] {
  const random = createProviderRandom(deriveSeed(seed, DOCTOR_STREAM + doctor.id));
  const services = SUBFUNCTIONS.filter((s) => doctor.specializationIds.includes(s.specializationId) && (doctor.video || !s.video));
  const weekdays = new Set(random.sample([1, 2, 3, 4, 5], random.int(2, 4)));
  const start = random.pick(SESSION_STARTS);
  const cursor = new Map<string, number>();
  let days = workingDays.filter((d) => weekdays.has(weekdayOf(d)));
  const drafts: Draft[] = [];
  while (drafts.length < quota) {
    const perDay = Math.ceil((quota - drafts.length) / Math.max(1, days.length));
    let added = 0;
    for (const day of days) {
      for (let n = 0; n < perDay && drafts.length < quota; n += 1) {
        const minute = cursor.get(day) ?? start;
        const subfunction = random.pick(services);
        if (minute + subfunction.durationMinutes > BUSINESS_HOURS.closesMinute) break;
        drafts.push({ day, minute, subfunction });
        added += 1;
        // A skipped slot length now and then: time already booked by someone else.
        const gap = random.chance(0.15) ? subfunction.durationMinutes : 0;
        cursor.set(day, minute + subfunction.durationMinutes + gap);
      }
    }
    if (added > 0) continue;
    // This doctor's weekdays are full: work every working day, then give up loudly.
    if (days.length === workingDays.length) throw new RangeError(`slotsTarget too high: doctor ${doctor.id} cannot fit ${quota} slots`);
    days = [...workingDays];
  }
  return drafts.sort((a, b) => (a.day === b.day ? a.minute - b.minute : a.day < b.day ? -1 : 1));
}

export interface SlotPlan {
  seed: number;
  doctors: readonly FixtureDoctor[];
  workingDays: readonly string[];
  slotsTarget: number;
}

/** Doctor i's share: the target split evenly, the remainder going to the first doctors. */
export function slotQuota(plan: Pick<SlotPlan, 'doctors' | 'slotsTarget'>, index: number): number {
  const n = plan.doctors.length;
  return n === 0 ? 0 : Math.floor(plan.slotsTarget / n) + (index < plan.slotsTarget % n ? 1 : 0);
}

export function* generateSlotBatches(plan: SlotPlan, batchSize: number): Generator<FixtureSlot[]> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  let batch: FixtureSlot[] = [];
  let id = 0;
  for (const [index, doctor] of plan.doctors.entries()) {
    const random = createProviderRandom(deriveSeed(plan.seed, DOCTOR_STREAM + doctor.id) ^ 0x5bd1e995);
    for (const draft of doctorDrafts(plan.seed, doctor, plan.workingDays, slotQuota(plan, index))) {
      const startMs = budapestToUtcMs(draft.day, draft.minute);
      id += 1;
      batch.push({
        id,
        providerId: doctor.providerId,
        doctorId: doctor.id,
        subfunctionId: draft.subfunction.id,
        start: toBudapestIso(startMs),
        durationMinutes: draft.subfunction.durationMinutes,
        video: draft.subfunction.video,
        customerBookable: random.chance(0.93),
        cancellableUntil: toBudapestIso(startMs - DAY_MS),
      });
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}
