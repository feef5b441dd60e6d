/**
 * Screen kind (routes.json `screen`) → component. A flat table keyed by the schema's union
 * (STYLE.md 8): a kind with no entry — not implemented yet, or unknown to this build — renders
 * UnknownScreen, never a blank page. Every screen is its own chunk; all form kinds share the
 * RJSF chunk, which no other route loads.
 */
import type { ScreenKind } from '../../generated/config-types';
import { lazyScreen, type LazyScreen } from './lazyScreen';

const formScreen = lazyScreen(() => import('../screens/form/FormScreen'));
const tokenLoginScreen = lazyScreen(() => import('../screens/account/TokenLoginScreen'));

export const screenRegistry: Record<ScreenKind, LazyScreen | undefined> = {
  'services-home': lazyScreen(() => import('../screens/services-home/ServicesHomeScreen')),
  content: lazyScreen(() => import('../screens/content/ContentScreen')),
  'not-found': lazyScreen(() => import('../screens/not-found/NotFoundScreen')),
  'force-logout': lazyScreen(() => import('../screens/account/ForceLogoutScreen')),
  login: formScreen,
  registration: formScreen,
  'voucher-registration': formScreen,
  'voucher-registration-error': undefined,
  'med24-registration': formScreen,
  'med24-activate-key': formScreen,
  'token-link': lazyScreen(() => import('../screens/account/TokenLinkScreen')),
  'mobile-password-recovery': formScreen,
  'delete-public-reservation': lazyScreen(() => import('../screens/reservation/DeletePublicReservationScreen')),
  'verify-public-reservation': lazyScreen(() => import('../screens/reservation/VerifyPublicReservationScreen')),
  impersonation: tokenLoginScreen,
  'login-with-token': tokenLoginScreen,
  'full-auth-selection': lazyScreen(() => import('../screens/account/FullAuthSelectionScreen')),
  'change-email': formScreen,
  'change-password': formScreen,
  'privacy-statement': lazyScreen(() => import('../screens/account/PrivacyStatementScreen')),
  'insurance-terms': undefined,
  'med24-profile': undefined,
  'med24-profile-edit': undefined,
  'med24-payment-return': undefined,
  'med24-subscription-details': undefined,
  'med24-subscription-new': undefined,
  'med24-subscription-transactions': undefined,
  'med24-subscription': undefined,
  'med24-modification-new': undefined,
  'med24-modification': undefined,
  'provider-search': lazyScreen(() => import('../screens/provider-search/ProviderSearchScreen')),
  'provider-search-reservation': lazyScreen(() => import('../screens/reservation/ReservationScreen')),
  'provider-map': lazyScreen(() => import('../screens/provider-map/ProviderMapScreen')),
  'provider-details': lazyScreen(() => import('../screens/provider-details/ProviderDetailsScreen')),
  'doctor-details': lazyScreen(() => import('../screens/provider-details/DoctorDetailsScreen')),
  'specialization-details': lazyScreen(() => import('../screens/provider-details/SpecializationDetailsScreen')),
  'virtual-clinic': lazyScreen(() => import('../screens/virtual-clinic/VirtualClinicScreen')),
  'virtual-clinic-search': lazyScreen(() => import('../screens/virtual-clinic/VirtualClinicSearchScreen')),
  appointments: lazyScreen(() => import('../screens/appointments/AppointmentsScreen')),
  service: undefined,
};

/** The component for a kind; undefined for kinds this build does not draw (also for strings outside the union). */
export function screenFor(kind: string, registry: Partial<Record<string, LazyScreen | undefined>> = screenRegistry): LazyScreen | undefined {
  return Object.prototype.hasOwnProperty.call(registry, kind) ? registry[kind] : undefined;
}
