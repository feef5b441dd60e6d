/**
 * The account families: sessions (login, refresh, logout, impersonation, login with a token),
 * registration and password recovery, the logged-in user (/me) and the emailed token flows.
 */
import fc from 'fast-check';
import { FLOWS } from '../../../server/api/tokens/createTokensRouter';
import { DEMO_ACCOUNTS, DEMO_ACTIVATION_KEY, DEMO_SUPPORT_API_KEY, DEMO_VOUCHER } from '../../../server/db/seed';
import { authorization } from './badHeaders';
import { endpointRequests } from './endpointRequests';
import type { Family } from './fuzzFamilies';
import type { FuzzFixtures } from './fuzzFixtures';

const TOKEN = 'A'.repeat(43);
/** The demo patient's subscription (server/db/seed.ts subscriptionUuid(1)). */
const PATIENT_SUBSCRIPTION = '00000000-0000-4000-8000-000000000001';

export function accountFamilies(f: FuzzFixtures): Family[] {
  const auth = authorization(() => f.credentials);
  const person = () => ({ lastName: 'Minta', firstName: 'Anna', email: f.newEmail(), password: 'Fuzz-Password-1', passwordConfirmation: 'Fuzz-Password-1', birthDate: '1990-01-31', acceptTerms: true, acceptPrivacy: true });
  return [
    {
      name: 'auth',
      requests: endpointRequests([
        { method: 'POST', path: '/api/login', body: () => ({ username: DEMO_ACCOUNTS.patient.email, password: 'not-the-password' }) },
        { method: 'POST', path: '/api/token/refresh', body: () => ({ refresh_token: TOKEN }) },
        { method: 'POST', path: '/api/logout', body: () => ({ refresh_token: TOKEN }) },
        {
          method: 'GET', path: '/api/impersonate', query: () => ({ email: DEMO_ACCOUNTS.multi.email }),
          headers: fc.constantFrom<Record<string, string>>({}, { apikey: DEMO_SUPPORT_API_KEY }, { apikey: 'wrong' }, { apikey: '' }),
        },
        { method: 'GET', path: '/api/login-with-token' },
      ], auth),
    },
    {
      name: 'registration',
      requests: endpointRequests([
        { method: 'POST', path: '/api/registration', body: () => ({ ...person(), phone: '+36301234567', captcha: f.captcha() }) },
        { method: 'POST', path: '/api/registration/voucher', body: () => ({ ...person(), voucher: DEMO_VOUCHER, captcha: f.captcha() }) },
        { method: 'POST', path: '/api/med24/registration', body: () => ({ ...person(), phone: '+36301234567', captcha: f.captcha() }) },
        { method: 'POST', path: '/api/med24/activate-key', body: () => ({ activationKey: DEMO_ACTIVATION_KEY, email: f.newEmail(), captcha: f.captcha() }) },
        { method: 'POST', path: '/api/password-recovery', body: () => ({ email: DEMO_ACCOUNTS.patient.email, captcha: f.captcha() }) },
      ], auth),
    },
    {
      name: 'me',
      requests: endpointRequests([
        { method: 'GET', path: '/api/me' },
        { method: 'GET', path: '/api/subscriptions' },
        { method: 'POST', path: '/api/me/email', body: () => ({ newEmail: f.newEmail(), password: 'not-the-password' }) },
        { method: 'POST', path: '/api/me/contact-email', body: () => ({ contactEmail: f.newEmail() }) },
        { method: 'POST', path: '/api/me/password', body: () => ({ currentPassword: 'not-the-password', newPassword: 'Fuzz-Password-2', newPasswordConfirmation: 'Fuzz-Password-2' }) },
        { method: 'POST', path: '/api/me/privacy-statement' },
        { method: 'POST', path: '/api/me/subscription', body: () => ({ subscriptionId: 1 }) },
      ], auth),
    },
    {
      // The paid variant's profile, people covered and changes of package (issue 15): answered on the
      // paid brand's host, 404 on the others; the patient's subscription is not one to change (RP011).
      name: 'paid variant',
      requests: endpointRequests([
        { method: 'GET', path: '/api/med24/profile' },
        {
          method: 'PUT', path: '/api/med24/profile',
          body: () => ({ lastName: 'Minta', firstName: 'Anna', birthDate: '1990-01-31', phone: '+36301234567', billingName: 'Minta Anna', billingCountry: 'HU', billingZip: '1052', billingCity: 'Budapest', billingAddress: 'Váci utca 1.' }),
        },
        { method: 'POST', path: '/api/med24/subscriptions/:uuid/beneficiaries', params: () => ({ uuid: PATIENT_SUBSCRIPTION }), body: () => ({ name: 'Minta Bence', birthDate: '2012-03-01', relation: 'child' }) },
        { method: 'PUT', path: '/api/med24/subscriptions/:uuid/beneficiaries/:id', params: () => ({ uuid: PATIENT_SUBSCRIPTION, id: '1' }), body: () => ({ name: 'Minta Bence', birthDate: '2012-03-01', relation: 'child' }) },
        { method: 'DELETE', path: '/api/med24/subscriptions/:uuid/beneficiaries/:id', params: () => ({ uuid: PATIENT_SUBSCRIPTION, id: '1' }) },
        { method: 'POST', path: '/api/med24/subscriptions/:uuid/modifications', params: () => ({ uuid: PATIENT_SUBSCRIPTION }), body: () => ({ product: 'med24-family' }) },
        { method: 'GET', path: '/api/med24/subscriptions/:uuid/modifications/:modification', params: () => ({ uuid: PATIENT_SUBSCRIPTION, modification: PATIENT_SUBSCRIPTION }) },
      ], auth),
    },
    {
      // Video consultations (issue 16): one of the patient's appointments or any id; the doctor's
      // day and actions answer the patient 403 (role) or 404 (not theirs), never a 5xx.
      name: 'video consultation',
      requests: endpointRequests([
        { method: 'GET', path: '/api/video/appointments/:id', params: () => ({ id: '1' }) },
        { method: 'GET', path: '/api/video/doctor/appointments', query: () => ({ date: '2026-11-26' }) },
        { method: 'POST', path: '/api/video/appointments/:id/admit', params: () => ({ id: '1' }) },
        { method: 'POST', path: '/api/video/appointments/:id/end', params: () => ({ id: '1' }) },
        { method: 'PUT', path: '/api/video/appointments/:id/note', params: () => ({ id: '1' }), body: () => ({ note: 'Igyon sok folyadékot.' }) },
      ], auth),
    },
    {
      name: 'tokens',
      requests: endpointRequests(
        Object.keys(FLOWS).map((flow) => ({
          method: 'POST', path: '/api/tokens/:flow', params: () => ({ flow }),
          body: () => (FLOWS[flow]!.schema === 'tokenPasswordRequest' ? { token: TOKEN, password: 'Fuzz-Password-1', passwordConfirmation: 'Fuzz-Password-1' } : { token: TOKEN }),
        })),
        auth,
      ),
    },
  ];
}
