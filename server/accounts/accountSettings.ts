/**
 * A patient's own settings (issue 33): the account's language, which every mail to the account and
 * the links in it use, and the optional mails it gets. GET /api/me carries them and PATCH
 * /api/me/settings changes them; a login brings an account whose language the patient never chose
 * to the language they are using.
 */
import type { Kysely } from 'kysely';
import type { AccountSettings, AccountSettingsRequest } from '../../generated/config-types';
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';
import type { Database, User, UserUpdate } from '../db/schema';
import { iso } from '../db/time';
import { updateUser } from '../db/users';
import { accountLocale } from '../mail/accountLocale';

export function accountSettings(user: User, brand: ServedBrand): AccountSettings {
  return { locale: accountLocale(user.locale, brand), localeChosen: user.locale_chosen_at !== null, careProgressMail: user.care_progress_mail !== 0 };
}

/** Saves what the request changes: a language given is the patient's choice from now on. Answers the settings after it. */
export async function saveAccountSettings(db: Kysely<Database>, user: User, brand: ServedBrand, change: AccountSettingsRequest, now: number): Promise<AccountSettings> {
  const patch: UserUpdate = {};
  if (change.locale !== undefined) Object.assign(patch, { locale: change.locale, locale_chosen_at: iso(now) });
  if (change.careProgressMail !== undefined) patch.care_progress_mail = change.careProgressMail ? 1 : 0;
  await updateUser(db, user.id, patch);
  return accountSettings({ ...user, ...patch } as User, brand);
}

/**
 * A login names the language the patient is using (the page's X-Locale or cookie): an account
 * whose language was never chosen takes it, so the mails follow the portal as they use it. A chosen
 * one stays, and the portal switches to it instead (the renderer, after the me call).
 */
export async function adoptLoginLocale(db: Kysely<Database>, user: User, stated: LocaleId | undefined): Promise<void> {
  if (user.locale_chosen_at !== null || stated === undefined || stated === user.locale) return;
  await updateUser(db, user.id, { locale: stated });
}
