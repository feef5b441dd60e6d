/**
 * Which registration forms each registration mode (brand.json registrationMode) answers: the
 * e-mail registration only in mode `email`; the voucher registration in every mode that registers
 * at all. The server refuses the rest with U045 (server/api/registration/createRegistrationRouter.ts)
 * and pages offer no link to a form it would refuse (the voucher error page), from this one table.
 */
import type { ConfigResponse } from '../../../generated/config-types';

export type RegistrationMode = ConfigResponse['registrationMode'];

export const REGISTRATION_MODES = {
  registration: ['email'],
  voucherRegistration: ['email', 'voucher', 'socialSecurityNumber', 'taxId'],
} as const satisfies Record<string, readonly RegistrationMode[]>;

export type RegistrationForm = keyof typeof REGISTRATION_MODES;

/** Whether a brand in `mode` answers the registration form `form`. */
export function registersWith(form: RegistrationForm, mode: RegistrationMode): boolean {
  return (REGISTRATION_MODES[form] as readonly RegistrationMode[]).includes(mode);
}
