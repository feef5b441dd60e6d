/** The mail a patient gets when their care item changes: in the account's locale, naming the service, the new state and the next step. */
import type { Request } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import type { CareItem } from '../../db/schema';
import { findUserById } from '../../db/users';
import type { ApiContext } from '../apiContext';
import { servicePathOf } from './careServices';
import { accountLocale } from '../../mail/accountLocale';

export async function sendCareMail(ctx: ApiContext, req: Request, brand: ServedBrand, item: CareItem): Promise<void> {
  const patient = await findUserById(ctx.db, item.user_id);
  if (!patient) return;
  const locale = accountLocale(patient.locale, brand);
  await ctx.mailer.send(req, brand, {
    kind: 'careItemChanged', to: patient.email, name: patient.first_name, locale,
    care: {
      serviceName: `care.serviceNames.${item.specialty ?? item.service}`, state: item.state, flow: item.flow,
      appointmentAt: item.appointment_at, channel: item.channel, approvedHuf: item.approved_huf, path: servicePathOf(brand.effective, item.service),
    },
  });
}
