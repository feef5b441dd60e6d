/**
 * The mail a patient gets when their care item changes: in the account's locale, naming the
 * service, the new state and the next step. A patient who chose to follow their requests on the
 * portal alone (the settings page, users.care_progress_mail) gets only the mail of a booked
 * appointment, which confirms a booking and is always sent.
 */
import type { Request } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import type { CareItem } from '../../db/schema';
import { findUserById } from '../../db/users';
import type { ApiContext } from '../apiContext';
import { servicePathOf } from './careServices';
import { accountLocale } from '../../mail/accountLocale';

/** The states whose mail goes out whatever the patient chose: the time and channel of an appointment booked for them. */
const ALWAYS_MAILED: ReadonlySet<string> = new Set(['booked']);

export async function sendCareMail(ctx: ApiContext, req: Request, brand: ServedBrand, item: CareItem): Promise<void> {
  const patient = await findUserById(ctx.db, item.user_id);
  if (!patient) return;
  if (patient.care_progress_mail === 0 && !ALWAYS_MAILED.has(item.state)) return;
  const locale = accountLocale(patient.locale, brand);
  await ctx.mailer.send(req, brand, {
    kind: 'careItemChanged', to: patient.email, name: patient.first_name, locale,
    care: {
      serviceName: `care.serviceNames.${item.specialty ?? item.service}`, state: item.state, flow: item.flow,
      appointmentAt: item.appointment_at, channel: item.channel, approvedHuf: item.approved_huf, path: servicePathOf(brand.effective, item.service),
    },
  });
}
