/**
 * Screen kind (routes.json `screen`) → component. A flat table keyed by the schema's union
 * (STYLE.md 8): a kind with no entry — not implemented yet, or unknown to this build — renders
 * UnknownScreen, never a blank page. Every screen is its own chunk; all form kinds share the
 * RJSF chunk, which no other route loads.
 */
import type { ComponentType } from 'react';
import type { ScreenKind } from '../../generated/config-types';
import type { ScreenProps } from './routeEntry';
import { lazyChunk, type LazyChunk } from './lazyChunk';

export type LazyScreen = LazyChunk<ScreenProps>;

const lazyScreen = (id: string, load: () => Promise<{ default: ComponentType<ScreenProps> }>): LazyScreen => lazyChunk(id, load);

const formScreen = lazyScreen('screens/form/FormScreen', () => import('../screens/form/FormScreen'));
const tokenLoginScreen = lazyScreen('screens/account/TokenLoginScreen', () => import('../screens/account/TokenLoginScreen'));
/** Content documents: the brand's pages, and the insurance terms (a legal document like the terms and conditions). */
const contentScreen = lazyScreen('screens/content/ContentScreen', () => import('../screens/content/ContentScreen'));

export const screenRegistry: Record<ScreenKind, LazyScreen | undefined> = {
  'services-home': lazyScreen('screens/services-home/ServicesHomeScreen', () => import('../screens/services-home/ServicesHomeScreen')),
  content: contentScreen,
  'not-found': lazyScreen('screens/not-found/NotFoundScreen', () => import('../screens/not-found/NotFoundScreen')),
  'force-logout': lazyScreen('screens/account/ForceLogoutScreen', () => import('../screens/account/ForceLogoutScreen')),
  login: lazyScreen('screens/account/signIn/LoginScreen', () => import('../screens/account/signIn/LoginScreen')),
  'second-factor': lazyScreen('screens/account/signIn/SecondFactorScreen', () => import('../screens/account/signIn/SecondFactorScreen')),
  registration: formScreen,
  'voucher-registration': formScreen,
  'voucher-registration-error': lazyScreen('screens/voucher-registration-error/VoucherRegistrationErrorScreen', () => import('../screens/voucher-registration-error/VoucherRegistrationErrorScreen')),
  'med24-registration': formScreen,
  'med24-activate-key': formScreen,
  'token-link': lazyScreen('screens/account/TokenLinkScreen', () => import('../screens/account/TokenLinkScreen')),
  'mobile-password-recovery': formScreen,
  'password-recovery-request': formScreen,
  'delete-public-reservation': lazyScreen('screens/reservation/DeletePublicReservationScreen', () => import('../screens/reservation/DeletePublicReservationScreen')),
  'verify-public-reservation': lazyScreen('screens/reservation/VerifyPublicReservationScreen', () => import('../screens/reservation/VerifyPublicReservationScreen')),
  impersonation: tokenLoginScreen,
  'login-with-token': tokenLoginScreen,
  'full-auth-selection': lazyScreen('screens/account/FullAuthSelectionScreen', () => import('../screens/account/FullAuthSelectionScreen')),
  'change-email': formScreen,
  'change-password': formScreen,
  'account-settings': lazyScreen('screens/account/AccountSettingsScreen', () => import('../screens/account/AccountSettingsScreen')),
  'data-access': lazyScreen('screens/account/DataAccessScreen', () => import('../screens/account/DataAccessScreen')),
  devices: lazyScreen('screens/account/DevicesScreen', () => import('../screens/account/DevicesScreen')),
  security: lazyScreen('screens/account/security/SecurityScreen', () => import('../screens/account/security/SecurityScreen')),
  'privacy-statement': lazyScreen('screens/account/PrivacyStatementScreen', () => import('../screens/account/PrivacyStatementScreen')),
  'insurance-terms': contentScreen,
  'med24-profile': lazyScreen('screens/med24/ProfileScreen', () => import('../screens/med24/ProfileScreen')),
  'med24-profile-edit': lazyScreen('screens/med24/ProfileEditScreen', () => import('../screens/med24/ProfileEditScreen')),
  'med24-payment-return': lazyScreen('screens/med24/PaymentReturnScreen', () => import('../screens/med24/PaymentReturnScreen')),
  'med24-subscription-details': lazyScreen('screens/med24/SubscriptionDetailsScreen', () => import('../screens/med24/SubscriptionDetailsScreen')),
  'med24-subscription-new': lazyScreen('screens/med24/SubscriptionNewScreen', () => import('../screens/med24/SubscriptionNewScreen')),
  'med24-subscription-transactions': lazyScreen('screens/med24/TransactionsScreen', () => import('../screens/med24/TransactionsScreen')),
  'med24-subscription': lazyScreen('screens/med24/SubscriptionScreen', () => import('../screens/med24/SubscriptionScreen')),
  'med24-modification-new': lazyScreen('screens/med24/ModificationNewScreen', () => import('../screens/med24/ModificationNewScreen')),
  'med24-modification': lazyScreen('screens/med24/ModificationScreen', () => import('../screens/med24/ModificationScreen')),
  'provider-search': lazyScreen('screens/provider-search/ProviderSearchScreen', () => import('../screens/provider-search/ProviderSearchScreen')),
  'provider-search-reservation': lazyScreen('screens/reservation/ReservationScreen', () => import('../screens/reservation/ReservationScreen')),
  'provider-map': lazyScreen('screens/provider-map/ProviderMapScreen', () => import('../screens/provider-map/ProviderMapScreen')),
  'provider-details': lazyScreen('screens/provider-details/ProviderDetailsScreen', () => import('../screens/provider-details/ProviderDetailsScreen')),
  'doctor-details': lazyScreen('screens/provider-details/DoctorDetailsScreen', () => import('../screens/provider-details/DoctorDetailsScreen')),
  'specialization-details': lazyScreen('screens/provider-details/SpecializationDetailsScreen', () => import('../screens/provider-details/SpecializationDetailsScreen')),
  'virtual-clinic': lazyScreen('screens/virtual-clinic/VirtualClinicScreen', () => import('../screens/virtual-clinic/VirtualClinicScreen')),
  'virtual-clinic-search': lazyScreen('screens/virtual-clinic/VirtualClinicSearchScreen', () => import('../screens/virtual-clinic/VirtualClinicSearchScreen')),
  appointments: lazyScreen('screens/appointments/AppointmentsScreen', () => import('../screens/appointments/AppointmentsScreen')),
  service: lazyScreen('screens/service/ServiceScreen', () => import('../screens/service/ServiceScreen')),
  'my-care': lazyScreen('screens/care/MyCareScreen', () => import('../screens/care/MyCareScreen')),
  coverage: lazyScreen('screens/coverage/CoverageScreen', () => import('../screens/coverage/CoverageScreen')),
  'operator-care-queue': lazyScreen('screens/operator/OperatorQueueScreen', () => import('../screens/operator/OperatorQueueScreen')),
  'operator-care-item': lazyScreen('screens/operator/OperatorItemScreen', () => import('../screens/operator/OperatorItemScreen')),
  'video-call': lazyScreen('screens/video/VideoCallScreen', () => import('../screens/video/VideoCallScreen')),
  'doctor-video-day': lazyScreen('screens/video/DoctorDayScreen', () => import('../screens/video/DoctorDayScreen')),
  'doctor-video-call': lazyScreen('screens/video/DoctorCallScreen', () => import('../screens/video/DoctorCallScreen')),
};

/** The component for a kind; undefined for kinds this build does not draw (also for strings outside the union). */
export function screenFor(kind: string, registry: Partial<Record<string, LazyScreen | undefined>> = screenRegistry): LazyScreen | undefined {
  return Object.prototype.hasOwnProperty.call(registry, kind) ? registry[kind] : undefined;
}
