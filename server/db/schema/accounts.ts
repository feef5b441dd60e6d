/**
 * Accounts: the users, the permission flags and service types that decide what each may use,
 * and the roles an account holds besides being a patient.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt } from './columns';

export interface UserTable {
  id: Generated<number>;
  /** Login name; stored lower-cased, unique. */
  email: string;
  /** scrypt hash (see server/auth/passwords.ts); null until a password is set (finish-registration). */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD */
  birth_date: string | null;
  phone: string | null;
  email_confirmed: number;
  /** Second address for notifications (verify-contact-email), confirmed separately. */
  contact_email: string | null;
  contact_email_confirmed: number;
  /** Paid-variant subscriber customer (spec §3 subscriberCustomer.uuid); null for other users. */
  customer_uuid: string | null;
  /** The subscription the user last chose (POST /api/me/subscription). */
  current_subscription_id: number | null;
  /** Brand the account was created on; mail links go to its host. */
  brand_id: string;
  /** The language of the account's mails and of the links in them (hu, en, ro). */
  locale: string;
  /** When the patient chose `locale` in the portal (migration 0028); null: the registration's, which a login may replace. */
  locale_chosen_at: string | null;
  /** 1: a mail at each step of a care request (the default); 0: the patient follows them on the portal alone. */
  care_progress_mail: Generated<number>;
  created_at: CreatedAt;
}

/** One row per permission flag a user holds (spec §2 flags, hasMap, hasCardNetwork). */
export interface UserPermissionTable {
  user_id: number;
  flag: string;
}

/** The service types of a user (spec §3) with their optional sorting order. */
export interface UserServiceTable {
  user_id: number;
  service_type: number;
  sort_order: number | null;
}

/** Staff roles an account holds besides being a patient (operator, doctor, support), one row per brand they cover. */
export interface UserRoleTable {
  user_id: number;
  role: string;
  brand_id: string;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
