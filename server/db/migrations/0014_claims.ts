/**
 * Claims (issue 13): a claim for care paid out of pocket is a care item of the flow `claim`, with
 * states of its own (submitted, needs information, approved, paid, rejected; cancelled and
 * deleted as for every item) and the amount the operator approved (`approved_huf`). The checks
 * of `care_items.flow` and `care_items.state` take the new values; nothing else changes.
 *
 * PostgreSQL changes the two checks in place. SQLite cannot change a check, so the table is
 * rebuilt the way SQLite's documentation describes (foreign keys off, copy, drop, rename, back
 * on): the events and documents that refer to care_items keep their rows and their references.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columnTypes';

const OLD_STATES = `'awaiting_approval', 'awaiting_booking', 'booked', 'appeared', 'finished', 'cancelled', 'deleted'`;
const STATES = `${OLD_STATES}, 'submitted', 'needs_information', 'approved', 'paid', 'rejected'`;
const FLOWS = `'appointment', 'written', 'claim'`;
const COLUMNS = 'id, brand_id, user_id, subscription_id, service, service_type, specialty, flow, state, answers, provider_id, appointment_at, channel, answer, created_at, updated_at, relative_id';

/** care_items as 0010 and 0013 (relative_id) made it, with `flows` and `states` allowed and, when `claims`, the approved amount. */
function createTable(name: string, flows: string, states: string, claims: boolean): string {
  return `create table "${name}" (
    "id" integer primary key,
    "brand_id" text not null,
    "user_id" integer not null references "users" ("id") on delete cascade,
    "subscription_id" integer not null references "subscriptions" ("id") on delete cascade,
    "service" text not null,
    "service_type" integer not null,
    "specialty" text,
    "flow" text not null check (flow in (${flows})),
    "state" text not null check (state in (${states})),
    "answers" text not null,
    "provider_id" integer,
    "appointment_at" text,
    "channel" text,
    "answer" text,
    "created_at" text not null,
    "updated_at" text not null,
    "relative_id" integer references "relatives" ("id")${claims ? ',\n    "approved_huf" integer' : ''}
  )`;
}

async function rebuildSqlite(db: Kysely<any>, flows: string, states: string, claims: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(createTable('care_items_next', flows, states, claims)).execute(db);
      await sql.raw(`insert into "care_items_next" (${COLUMNS}) select ${COLUMNS} from "care_items"`).execute(db);
      await sql`drop table "care_items"`.execute(db);
      await sql`alter table "care_items_next" rename to "care_items"`.execute(db);
      await sql`create index "care_items_user" on "care_items" ("user_id", "subscription_id")`.execute(db);
      await sql`create index "care_items_brand_state" on "care_items" ("brand_id", "state")`.execute(db);
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error(`care_items rebuild broke ${broken.rows.length} references`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table care_items drop constraint care_items_flow_check`.execute(db);
    await sql`alter table care_items drop constraint care_items_state_check`.execute(db);
    await sql.raw(`alter table care_items add constraint care_items_flow_check check (flow in (${FLOWS}))`).execute(db);
    await sql.raw(`alter table care_items add constraint care_items_state_check check (state in (${STATES}))`).execute(db);
    await db.schema.alterTable('care_items').addColumn('approved_huf', 'integer').execute();
    return;
  }
  await rebuildSqlite(db, FLOWS, STATES, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('care_items').where('flow', '=', 'claim').execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('care_items').dropColumn('approved_huf').execute();
    await sql`alter table care_items drop constraint care_items_flow_check`.execute(db);
    await sql`alter table care_items drop constraint care_items_state_check`.execute(db);
    await sql`alter table care_items add constraint care_items_flow_check check (flow in ('appointment', 'written'))`.execute(db);
    await sql.raw(`alter table care_items add constraint care_items_state_check check (state in (${OLD_STATES}))`).execute(db);
    return;
  }
  await rebuildSqlite(db, `'appointment', 'written'`, OLD_STATES, false);
}
