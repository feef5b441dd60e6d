/**
 * The demo patient's care items, so the care screens and the operator console have something to
 * show: a booked general consultation, a second opinion answered in writing, and a nutrition
 * consultation waiting in the operator's queue.
 */
import type { Kysely } from 'kysely';
import type { CareItemState, Database } from '../schema';
import { iso } from '../time';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Where the demo story starts: midnight (UTC) eight days before `now`, so its requests lie in the past and its booked appointment two days ahead. */
export const careStart = (now: number): number => Math.floor(now / DAY) * DAY - 8 * DAY;

interface DemoEvent {
  after: number;
  action: string;
  to: CareItemState;
  by: 'patient' | 'operator';
  note?: string;
}

interface DemoItem {
  service: string;
  serviceType: number;
  flow: 'appointment' | 'written';
  answers: Record<string, unknown>;
  channel: string | null;
  appointmentAt?: number;
  answer?: string;
  events: DemoEvent[];
}

export interface DemoCareItemsOptions {
  brandId: string;
  patientId: number;
  subscriptionId: number;
  operatorId: number;
  now: number;
}

export async function seedDemoCareItems(db: Kysely<Database>, o: DemoCareItemsOptions): Promise<void> {
  const items: DemoItem[] = [
    {
      service: 'second-opinion', serviceType: 6, flow: 'written', channel: null,
      answers: { topic: 'Térdműtét', question: 'Valóban szükség van a térdműtétre, vagy van más lehetőség is?', consent: true },
      answer: 'A leletek alapján a műtét nem sürgős. Javaslom 8–12 hét gyógytornát, majd kontroll MR-vizsgálatot; ha a panaszok addig nem enyhülnek, érdemes a műtétet újra mérlegelni.',
      events: [
        { after: 0, action: 'create', to: 'awaiting_approval', by: 'patient' },
        { after: 2 * HOUR, action: 'approve', to: 'awaiting_booking', by: 'operator' },
        { after: 3 * DAY, action: 'close', to: 'finished', by: 'operator' },
      ],
    },
    {
      service: 'general-consultation', serviceType: 2, flow: 'appointment', channel: 'video', appointmentAt: 10 * DAY + 9 * HOUR,
      answers: { topic: 'Visszatérő fejfájás', symptoms: 'Két hete szinte minden délután fáj a fejem, főleg a homlokomnál.', channel: 'video', preferredTimes: 'Hétköznap délelőtt' },
      events: [
        { after: 5 * DAY, action: 'create', to: 'awaiting_approval', by: 'patient' },
        { after: 5 * DAY + HOUR, action: 'approve', to: 'awaiting_booking', by: 'operator' },
        { after: 5 * DAY + 2 * HOUR, action: 'book', to: 'booked', by: 'operator' },
      ],
    },
    {
      service: 'nutrition-consultation', serviceType: 5, flow: 'appointment', channel: null,
      answers: { topic: 'Étrend cukorbetegséghez', symptoms: 'Nemrég derült ki, hogy 2-es típusú cukorbeteg vagyok. Milyen étrendet kövessek?', channel: 'phone' },
      events: [{ after: 6 * DAY, action: 'create', to: 'awaiting_approval', by: 'patient' }],
    },
  ];
  for (const item of items) {
    const last = item.events[item.events.length - 1]!;
    const answer = item.answer ?? null;
    const { id } = await db.insertInto('care_items').values({
      brand_id: o.brandId, user_id: o.patientId, subscription_id: o.subscriptionId, service: item.service, service_type: item.serviceType, specialty: null,
      flow: item.flow, state: last.to, answers: JSON.stringify(item.answers), provider_id: null,
      appointment_at: item.appointmentAt !== undefined ? iso(o.now + item.appointmentAt) : null, channel: item.channel, answer,
      created_at: iso(o.now + item.events[0]!.after), updated_at: iso(o.now + last.after),
    }).returning('id').executeTakeFirstOrThrow();
    let from: CareItemState | null = null;
    for (const e of item.events) {
      const note = e.action === 'close' ? answer : e.action === 'book' && item.appointmentAt !== undefined ? iso(o.now + item.appointmentAt) : null;
      await db.insertInto('care_item_events').values({
        item_id: id, at: iso(o.now + e.after), action: e.action, from_state: from, to_state: e.to, actor: e.by, actor_user_id: e.by === 'patient' ? o.patientId : o.operatorId, note,
      }).execute();
      from = e.to;
    }
  }
}
