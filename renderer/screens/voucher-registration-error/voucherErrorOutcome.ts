/**
 * What the voucher error page (/registration/voucher/index-for-error) says for the `code` query
 * parameter a failed voucher registration passes: a code POST /api/registration/voucher answers
 * (spec section 8: U027 wrong entitlement code, U041–U044 the voucher's own problems, U045 no
 * registration on this host, U015 address taken, U030 under 18, #429 too many attempts) gets the
 * catalogue's sentence, advice of its own and the next steps that fit it; anything else (no code,
 * another code, whatever was typed into the address) the general sentence. The parameter is only
 * ever looked up, never shown.
 */
import { registersWith, type RegistrationMode } from '../../domain/brand/registrationModes';

export type NextStep = 'retry' | 'registerByEmail' | 'logIn' | 'newPassword';

/** The next steps by code, the most useful first; the call centre is always offered besides. */
const STEPS_BY_CODE: Readonly<Record<string, readonly NextStep[]>> = {
  U015: ['logIn', 'newPassword'],
  U027: ['retry'],
  U030: [],
  U041: ['retry', 'registerByEmail'],
  U042: ['retry', 'registerByEmail'],
  U043: ['logIn', 'newPassword', 'retry'],
  U044: ['retry', 'registerByEmail'],
  U045: [],
  '#429': ['retry'],
};

const GENERAL_STEPS: readonly NextStep[] = ['retry', 'registerByEmail'];

/** The route each step opens. */
export const STEP_ROUTES: Readonly<Record<NextStep, string>> = {
  retry: '/registration/voucher',
  registerByEmail: '/registration',
  logIn: '/login',
  newPassword: '/password-recovery',
};

export interface VoucherErrorOutcome {
  /** The catalogue code the page explains, or null for the general sentence. */
  code: string | null;
  steps: readonly NextStep[];
}

export function voucherErrorOutcome(param: string | null): VoucherErrorOutcome {
  const code = (param ?? '').trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(STEPS_BY_CODE, code) ? { code, steps: STEPS_BY_CODE[code]! } : { code: null, steps: GENERAL_STEPS };
}

/**
 * The steps this visitor can take: a registration form the brand's registration mode answers,
 * and a route the brand's guards let them open (a brand that blocks registration, a logged-in
 * visitor, a brand that serves only its home page), so no link leads nowhere.
 */
export function stepsOffered(steps: readonly NextStep[], mode: RegistrationMode, allowed: (path: string) => boolean): NextStep[] {
  const modeAnswers = (step: NextStep): boolean =>
    step === 'retry' ? registersWith('voucherRegistration', mode) : step === 'registerByEmail' ? registersWith('registration', mode) : true;
  return steps.filter((step) => modeAnswers(step) && allowed(STEP_ROUTES[step]));
}
