/* generated; do not edit; run npm run generate */

/**
 * A path to a static asset served by the portal, starting with '/'.
 */
export type AssetPath = string;
/**
 * A portal path in router syntax: '/' or segments of lowercase letters, digits and dashes, ':name' for a parameter and ':name?' for an optional one.
 */
export type RoutePath = string;
/**
 * A portal locale: hu (hu-HU), en (en-GB) or ro (ro-RO).
 */
export type Locale = 'hu' | 'en' | 'ro';
/**
 * A colour as #rgb or #rrggbb.
 */
export type HexColor = string;
/**
 * A key into the locale documents, dot-separated: the first segment names the locale file (routes, ui, errors, validation, services, content, fields, reservation, care, relatives, catalogue, preauth, healthTools, mobileApp, med24, video, account), the rest the path inside it.
 */
export type TranslationKey = string;
/**
 * What a provider search lists: doctors or providers (clinics).
 */
export type ListType = 'doctors' | 'providers';
/**
 * A phone number with its country prefix.
 */
export type PhoneNumber = string;
/**
 * Which screen component renders the route; the renderer's registry maps each kind to a component.
 */
export type ScreenKind =
  | 'services-home'
  | 'content'
  | 'not-found'
  | 'force-logout'
  | 'login'
  | 'registration'
  | 'voucher-registration'
  | 'voucher-registration-error'
  | 'med24-registration'
  | 'med24-activate-key'
  | 'token-link'
  | 'mobile-password-recovery'
  | 'password-recovery-request'
  | 'delete-public-reservation'
  | 'verify-public-reservation'
  | 'impersonation'
  | 'login-with-token'
  | 'full-auth-selection'
  | 'change-email'
  | 'change-password'
  | 'account-settings'
  | 'data-access'
  | 'devices'
  | 'security'
  | 'second-factor'
  | 'privacy-statement'
  | 'insurance-terms'
  | 'coverage'
  | 'med24-profile'
  | 'med24-profile-edit'
  | 'med24-payment-return'
  | 'med24-subscription-details'
  | 'med24-subscription-new'
  | 'med24-subscription-transactions'
  | 'med24-subscription'
  | 'med24-modification-new'
  | 'med24-modification'
  | 'provider-search'
  | 'provider-search-reservation'
  | 'provider-map'
  | 'provider-details'
  | 'doctor-details'
  | 'specialization-details'
  | 'virtual-clinic'
  | 'virtual-clinic-search'
  | 'appointments'
  | 'service'
  | 'my-care'
  | 'operator-care-queue'
  | 'operator-care-item'
  | 'video-call'
  | 'doctor-video-day'
  | 'doctor-video-call';
/**
 * A flag of the logged-in user (spec section 3) that a route or tile may require.
 */
export type UserFlag =
  | 'hasAppointments'
  | 'hasClaimReporting'
  | 'hasGeneralConsultation'
  | 'hasCoverage'
  | 'hasDiagnostics'
  | 'hasFitnessConsultation'
  | 'hasNutritionConsultation'
  | 'hasP4P'
  | 'hasPreauthorization'
  | 'hasPsychology'
  | 'hasRelatives'
  | 'hasRightsConsultation'
  | 'hasScreening'
  | 'hasSecondOpinion'
  | 'hasConsultation'
  | 'hasVaccination'
  | 'hasVideoConsultation'
  | 'hasWiweConsultation'
  | 'hasCardNetwork'
  | 'hasMap';
/**
 * A role an account holds beside being a patient (the me answer's roles), which a route may require: the call centre's operators and the doctors of video consultations.
 */
export type UserRole = 'operator' | 'doctor';
/**
 * A guard implemented by the renderer's guard registry.
 */
export type GuardKind =
  | 'tokenlessRedirect'
  | 'exclusiveRoutes'
  | 'blockedRoutes'
  | 'privacyStatement'
  | 'auth'
  | 'requireNoAuth'
  | 'restrictedWhenLoggedIn'
  | 'paidVariant'
  | 'permission'
  | 'requirePublicCalendar'
  | 'requireCalendar'
  | 'publicHealthCheck'
  | 'freeProductHome'
  | 'tokenRequired'
  | 'role';
/**
 * The page a service type opens (spec section 3, service type to page).
 */
export type ServicePage =
  | 'health-check'
  | 'consultation'
  | 'specialist-consultation'
  | 'nutrition-consultation'
  | 'second-opinion'
  | 'diagnostics'
  | 'screening'
  | 'provider-search'
  | 'psychology'
  | 'health-check-v2'
  | 'vaccination'
  | 'p4p'
  | 'fitness-consultation'
  | 'rights-consultation'
  | 'claim-reporting'
  | 'wiwe-consultation'
  | 'mobile-application'
  | 'oncology-second-opinion'
  | 'virtual-clinic';
/**
 * A kind of preventive activity pay for prevention rewards.
 */
export type PreventiveActivity = 'healthCheck' | 'screening' | 'vaccination' | 'diagnostics';
/**
 * A heading, paragraph, list, link, image, call to action, or the version line of one of the brand's policy documents.
 */
export type ContentBlock = {
  /**
   * Kind of block.
   */
  type: 'heading' | 'paragraph' | 'list' | 'link' | 'image' | 'cta' | 'policy';
  text?: TranslationKey;
  /**
   * Heading level (h1 is the page title).
   */
  level?: 2 | 3;
  /**
   * List items.
   *
   * @minItems 1
   */
  items?: [TranslationKey, ...TranslationKey[]];
  /**
   * Target of a link or call to action: a portal path or an external address.
   */
  href?: string;
  src?: AssetPath;
  alt?: TranslationKey;
  /**
   * The policy document of brand.json whose version and effective date a policy block shows, so the page states what the brand's document says in force.
   */
  policy?: 'termsAndConditions' | 'privacyPolicy' | 'assistancePolicy';
} & {
  /**
   * Kind of block.
   */
  type: 'heading' | 'paragraph' | 'list' | 'link' | 'image' | 'cta' | 'policy';
  text?: TranslationKey;
  /**
   * Heading level (h1 is the page title).
   */
  level?: 2 | 3;
  /**
   * List items.
   *
   * @minItems 1
   */
  items?: [TranslationKey, ...TranslationKey[]];
  /**
   * Target of a link or call to action: a portal path or an external address.
   */
  href?: string;
  src?: AssetPath;
  alt?: TranslationKey;
  /**
   * The policy document of brand.json whose version and effective date a policy block shows, so the page states what the brand's document says in force.
   */
  policy?: 'termsAndConditions' | 'privacyPolicy' | 'assistancePolicy';
};
/**
 * A translated string, or an object of further entries.
 */
export type LocaleEntry =
  | string
  | {
      [k: string]: LocaleEntry;
    };
/**
 * A SCORE2 risk region: countries grouped by their cardiovascular mortality (low, moderate, high, very high).
 */
export type Score2Region = 'low' | 'moderate' | 'high' | 'very-high';
/**
 * ESC 2021 risk category of apparently healthy people.
 */
export type Score2Category = 'low-to-moderate' | 'high' | 'very-high';
/**
 * How a relative is related to the patient: spouse (or partner), child, parent, sibling, grandparent, grandchild or other (renderer/relatives/relations.ts).
 */
export type RelativeRelation = 'spouse' | 'child' | 'parent' | 'sibling' | 'grandparent' | 'grandchild' | 'other';
/**
 * Answer of GET /api/doctors/{id}: a doctor with their clinic and specializations (by name). 404 (#404) for an unknown doctor.
 */
export type DoctorDetailsResponse = DoctorSummary & ApiDoctorDetailsResponse;
/**
 * A measurement: a number, or its text with a decimal comma or point.
 */
export type HealthCheckMeasure = number | string;
/**
 * A measurement: a number, or its text with a decimal comma or point.
 */
export type LifestyleMeasure = number | string;
/**
 * Body of PUT /api/med24/profile: the paid-variant customer's personal data and billing address, as the profile form sends them (the email address changes through POST /api/me/email). Texts are trimmed before they are checked; a Hungarian postal code has 4 digits, a Romanian one 6.
 */
export type Med24ProfileRequest = ApiMed24ProfileRequest;
/**
 * The billing country, ISO 3166-1 alpha-2: the countries the portal's brands serve.
 */
export type BillingCountry = 'HU' | 'RO';
/**
 * How often: never (0), almost never (1), sometimes (2), fairly often (3), very often (4).
 */
export type PerceivedStressAnswer = 'never' | 'almostNever' | 'sometimes' | 'fairlyOften' | 'veryOften';
/**
 * A doctor with the specializations they offer here.
 */
export type ProviderDoctor = DoctorSummary & {
  /**
   * Specializations the doctor offers, ascending.
   */
  specializationIds: number[];
};
/**
 * The price the booking was made at: the doctor's price then, the discount it carried and what is left to pay; null for a booking whose price is not known.
 */
export type BookedPrice = {
  /**
   * The doctor's price when booked, before the discount.
   */
  amount: number;
  /**
   * HUF or RON.
   */
  currency: 'HUF' | 'RON';
  /**
   * Discount in percent; 0 when none.
   */
  discountRate: number;
  /**
   * The price after the discount, rounded to the currency's unit (forint, or bani for lei).
   */
  discountedAmount: number;
} | null;
/**
 * Answer of GET /api/reservations: the user's bookings, newest first (at most 200).
 */
export type ReservationsResponse = Reservation[];
/**
 * Answer of GET /api/subscriptions: the user's subscriptions, oldest first.
 */
export type SubscriptionList = Subscription[];
/**
 * How far the person agrees: 1 (strongly disagree) to 7 (strongly agree).
 */
export type WorkFamilyConflictAnswer = number;

/**
 * Every schema of the portal, one property each; the types below are what matters.
 */
export interface PortalSchemas {
  'api-accepted-response'?: AcceptedResponse;
  'api-account-settings-request'?: AccountSettingsRequest;
  'api-account-settings'?: AccountSettings;
  'api-activate-key-request'?: ActivateKeyRequest;
  'api-brand-bundle'?: BrandBundle;
  'api-captcha-answer'?: CaptchaAnswer;
  'api-captcha-challenge-response'?: CaptchaChallengeResponse;
  'api-cardiovascular-risk-request'?: CardiovascularRiskRequest;
  'api-cardiovascular-risk-response'?: CardiovascularRiskResponse;
  'api-care-action-request'?: CareActionRequest;
  'api-care-item-request'?: CareItemRequest;
  'api-care-item-response'?: CareItem;
  'api-care-items-query'?: CareItemsQuery;
  'api-care-items-response'?: CareItemList;
  'api-change-email-request'?: ChangeEmailRequest;
  'api-change-password-request'?: ChangePasswordRequest;
  'api-choose-subscription-request'?: ChooseSubscriptionRequest;
  'api-config-response'?: ConfigResponse;
  'api-contact-email-request'?: ContactEmailRequest;
  'api-coverage-response'?: CoverageResponse;
  'api-data-access-list'?: DataAccessList;
  'api-data-access-query'?: DataAccessQuery;
  'api-doctor-details-response'?: DoctorDetailsResponse;
  'api-doctor-video-day-query'?: DoctorVideoDayQuery;
  'api-doctor-video-day'?: DoctorVideoDay;
  'api-error-response'?: ErrorResponse;
  'api-health-check-record'?: HealthCheckRecord;
  'api-health-check-request'?: HealthCheckRequest;
  'api-health-check-response'?: HealthCheckResponse;
  'api-health-checks-response'?: HealthCheckHistory;
  'api-impersonate-query'?: ImpersonateQuery;
  'api-lifestyle-request'?: LifestyleRequest;
  'api-lifestyle-response'?: LifestyleResponse;
  'api-login-request'?: LoginRequest;
  'api-map-providers-response'?: MapProvidersResponse;
  'api-me-response'?: User;
  'api-med24-beneficiary'?: Med24Beneficiary;
  'api-med24-modification'?: Med24Modification;
  'api-med24-products'?: Med24Products;
  'api-med24-profile-request'?: Med24ProfileRequest;
  'api-med24-profile'?: Med24Profile;
  'api-med24-subscription'?: Med24Subscription;
  'api-med24-subscriptions'?: Med24Subscriptions;
  'api-med24-transactions-query'?: Med24TransactionsQuery;
  'api-med24-transactions'?: Med24Transactions;
  'api-modification-payment'?: ModificationPayment;
  'api-modification-request'?: ModificationRequest;
  'api-operator-care-item-response'?: OperatorCareItem;
  'api-operator-care-items-response'?: OperatorCareItemList;
  'api-operator-mail-query'?: OperatorMailQuery;
  'api-operator-mail-response'?: OperatorMailList;
  'api-outbox-response'?: OutboxList;
  'api-p4p-response'?: P4PResponse;
  'api-passkey-login-options-request'?: PasskeyLoginOptionsRequest;
  'api-passkey-login-request'?: PasskeyLoginRequest;
  'api-passkey-register-request'?: PasskeyRegisterRequest;
  'api-password-confirm-request'?: PasswordConfirmRequest;
  'api-password-recovery-request'?: PasswordRecoveryRequest;
  'api-payment-return-query'?: PaymentReturnQuery;
  'api-payment-return'?: PaymentReturn;
  'api-perceived-stress-request'?: PerceivedStressRequest;
  'api-perceived-stress-response'?: PerceivedStressResponse;
  'api-provider-details-response'?: ProviderDetailsResponse;
  'api-provider-slots-response'?: ProviderSlotsResponse;
  'api-provider-specialization-response'?: ProviderSpecializationResponse;
  'api-public-reservation-request'?: PublicReservationRequest;
  'api-recovery-code-list'?: RecoveryCodeList;
  'api-refresh-request'?: RefreshRequest;
  'api-registration-request'?: RegistrationRequest;
  'api-relative-request'?: RelativeRequest;
  'api-relative-response'?: Relative;
  'api-relatives-response'?: RelativeList;
  'api-reservation-request'?: ReservationRequest;
  'api-reservation-response'?: Reservation;
  'api-reservations-response'?: ReservationsResponse;
  'api-search-query'?: SearchQuery;
  'api-search-response'?: SearchResponse;
  'api-second-factor-login-request'?: SecondFactorLoginRequest;
  'api-second-factor-status'?: SecondFactorStatus;
  'api-second-factor-step'?: SecondFactorStep;
  'api-service-page-response'?: ServicePageResponse;
  'api-session-list'?: SessionList;
  'api-slot-summary-response'?: SlotSummaryResponse;
  'api-subscription-payment'?: SubscriptionPayment;
  'api-subscription-request'?: SubscriptionRequest;
  'api-subscriptions-response'?: SubscriptionList;
  'api-token-flow-response'?: TokenFlowResponse;
  'api-token-pair'?: TokenPair;
  'api-token-password-request'?: TokenPasswordRequest;
  'api-token-request'?: TokenRequest;
  'api-totp-confirm-request'?: TotpConfirmRequest;
  'api-totp-setup'?: TotpSetup;
  'api-upload-query'?: UploadQuery;
  'api-upload-response'?: UploadResponse;
  'api-video-call'?: VideoCall;
  'api-video-note-request'?: VideoNoteRequest;
  'api-video-search-query'?: VideoSearchQuery;
  'api-voucher-registration-request'?: VoucherRegistrationRequest;
  'api-webauthn-credential'?: WebauthnCredential;
  'api-work-family-conflict-request'?: WorkFamilyConflictRequest;
  'api-work-family-conflict-response'?: WorkFamilyConflictResponse;
  brand?: BrandDocument;
  common?: CommonDefinitions;
  content?: ContentPages;
  forms?: FormCollection;
  guards?: GuardList;
  'icon-set'?: IconSet;
  locale?: LocaleNamespace;
  routes?: RouteTable;
  services?: ServiceCatalogue;
  'simplepay-dorecurring-request'?: SimplePayDoRecurringRequest;
  'simplepay-dorecurring-response'?: SimplePayDoRecurringResponse;
  'simplepay-error-response'?: SimplePayErrorResponse;
  'simplepay-finish-request'?: SimplePayFinishRequest;
  'simplepay-finish-response'?: SimplePayFinishResponse;
  'simplepay-invoice'?: SimplePayInvoice;
  'simplepay-ipn'?: SimplePayIpn;
  'simplepay-query-request'?: SimplePayQueryRequest;
  'simplepay-query-response'?: SimplePayQueryResponse;
  'simplepay-recurring'?: SimplePayRecurring;
  'simplepay-refund-request'?: SimplePayRefundRequest;
  'simplepay-refund-response'?: SimplePayRefundResponse;
  'simplepay-return'?: SimplePayReturn;
  'simplepay-start-request'?: SimplePayStartRequest;
  'simplepay-start-response'?: SimplePayStartResponse;
  'simplepay-tokencancel-request'?: SimplePayTokenCancelRequest;
  'simplepay-tokencancel-response'?: SimplePayTokenCancelResponse;
  'simplepay-transaction'?: SimplePayTransaction;
  'simplepay-urls'?: SimplePayUrls;
  theme?: ThemeTokens;
}
/**
 * Answer of calls whose effect is a mail or a stored change: what happened.
 */
export interface AcceptedResponse {
  /**
   * sent: a mail is on its way (the address is never confirmed to exist); done: the change is stored.
   */
  status: 'sent' | 'done';
}
/**
 * Body of PATCH /api/me/settings: what to change of the patient's own settings; a field left out stays as it is.
 */
export interface AccountSettingsRequest {
  /**
   * The language of the portal and of the account's mails; one the brand offers (RX444 otherwise).
   */
  locale?: 'hu' | 'en' | 'ro';
  /**
   * Whether the patient gets a mail at each step of a care request.
   */
  careProgressMail?: boolean;
}
/**
 * A patient's own settings (issue 33), in the me answer and as PATCH /api/me/settings answers: the account's language and the optional mails it gets.
 */
export interface AccountSettings {
  /**
   * The account's language: every mail to the account and the links in it use it; one the brand offers.
   */
  locale: 'hu' | 'en' | 'ro';
  /**
   * The patient chose the language in the portal: the portal switches to it after a login on any device. False: the registration's language, which a login replaces with the one the patient is using.
   */
  localeChosen: boolean;
  /**
   * A mail at each step of a care request. Mails about security, payments and booked appointments are sent whatever this says.
   */
  careProgressMail: boolean;
}
/**
 * Body of POST /api/med24/activate-key: a paid-variant activation key and the email of the account it goes to.
 */
export interface ActivateKeyRequest {
  /**
   * The activation key.
   */
  activationKey: string;
  /**
   * Email address of the account (created when new).
   */
  email: string;
  captcha?: CaptchaAnswer;
}
/**
 * What a form sends as `captcha`: a proof-of-work answer (challenge and nonce) or a reCAPTCHA token.
 */
export interface CaptchaAnswer {
  /**
   * The challenge from GET /api/captcha/challenge (proof-of-work).
   */
  challenge?: string;
  /**
   * The nonce the client found (proof-of-work).
   */
  nonce?: string;
  /**
   * reCAPTCHA response token.
   */
  token?: string;
}
/**
 * The public part of one merged brand that the renderer builds the portal from: inlined into index.html and served at /api/brand-bundle/<version>.json. Keys marked serverOnly are removed.
 */
export interface BrandBundle {
  /**
   * Content hash of this bundle; changes whenever the brand's documents change.
   */
  version: string;
  config: ConfigResponse;
  brand: BrandDocument;
  /**
   * Routes keyed by path.
   */
  routes: {
    [k: string]: Route;
  };
  /**
   * Guards in evaluation order.
   */
  guards: Guard[];
  /**
   * Service types keyed by name.
   */
  services: {
    [k: string]: ServiceType;
  };
  /**
   * Health tools keyed by id, which services name.
   */
  healthTools: {
    [k: string]: HealthTool;
  };
  /**
   * Forms keyed by id.
   */
  forms: {
    [k: string]: FormDocument;
  };
  /**
   * Content pages keyed by id.
   */
  content: {
    [k: string]: ContentPage;
  };
  locales: BundleLocales;
  iconSet: IconSet;
}
/**
 * Answer of GET /api/config: exactly the Config fields of spec section 3 for the brand the request's host resolves to.
 */
export interface ConfigResponse {
  /**
   * Theme name sent to the renderer (spec Config.theme).
   */
  theme: string;
  /**
   * Kind of portal: the full portal, a web view inside the mobile app, or the paid-subscription portal.
   */
  portalType: 'portal' | 'webview' | 'subscription';
  /**
   * How new users register.
   */
  registrationMode: 'email' | 'voucher' | 'socialSecurityNumber' | 'taxId' | 'none';
  providerPhotosDir: AssetPath;
  partner: Partner;
  /**
   * The brand is the paid-subscription variant.
   */
  isMed24: boolean;
  /**
   * Provider search calendars are public.
   */
  hasPublicCalendar: boolean;
  termsAndConditions: PolicyDocument;
  privacyPolicy: PolicyDocument;
  assistancePolicy: PolicyDocument;
}
/**
 * The partner's service offer shown to anonymous visitors.
 */
export interface Partner {
  /**
   * Service type values (spec section 3) the partner offers.
   *
   * Items: A service type value.
   */
  services: number[];
  /**
   * Tile order by service type value; missing types use the tile's own order.
   */
  servicesSortingOrder: {
    /**
     * Order; lower comes first.
     */
    [k: string]: number;
  };
}
/**
 * A legal document users see and accept: where it lives and which version is in force.
 */
export interface PolicyDocument {
  route: RoutePath;
  /**
   * Version users accept.
   */
  version: string;
  /**
   * Date from which this version applies.
   */
  effectiveFrom: string;
}
/**
 * A brand of the portal: what /api/config answers (spec section 3, Config) plus the hosts, look, rules and integrations that make the brand. Fields marked serverOnly never reach the browser.
 */
export interface BrandDocument {
  /**
   * Human name of the brand, for product owners and logs.
   */
  name: string;
  /**
   * Serve this brand for hosts no brand lists. Exactly one brand is the fallback.
   */
  fallback?: boolean;
  /**
   * Host names (without port) that serve this brand; unique across brands. A brand without hosts is served only as the fallback or by the development ?brand= override.
   *
   * Items: A host name.
   */
  hosts?: string[];
  /**
   * Theme name sent to the renderer (spec Config.theme).
   */
  theme: string;
  /**
   * Kind of portal: the full portal, a web view inside the mobile app, or the paid-subscription portal.
   */
  portalType: 'portal' | 'webview' | 'subscription';
  /**
   * How new users register.
   */
  registrationMode: 'email' | 'voucher' | 'socialSecurityNumber' | 'taxId' | 'none';
  providerPhotosDir: AssetPath;
  partner: Partner;
  /**
   * This brand is the paid-subscription variant.
   */
  isMed24: boolean;
  /**
   * Provider search calendars are public (no login needed).
   */
  hasPublicCalendar: boolean;
  /**
   * The partner's own content pages this brand serves (routes marked "partnerPage": true); other brands answer 404 for them.
   */
  partnerPages?: RoutePath[];
  termsAndConditions: PolicyDocument;
  privacyPolicy: PolicyDocument;
  assistancePolicy: PolicyDocument;
  /**
   * Locales offered in the language switcher.
   *
   * @minItems 1
   */
  locales: [Locale, ...Locale[]];
  defaultLocale: Locale;
  /**
   * The country the brand serves (ISO 3166-1 alpha-2): it sets what depends on the country by default, such as the SCORE2 risk region of the cardiovascular risk calculator (Hungary: high, Romania: very high).
   */
  country: 'HU' | 'RO';
  themeTokens: ThemeTokens;
  rules: BrandRules;
  embed: EmbedSettings;
  captcha: CaptchaSettings;
  analytics: AnalyticsSettings;
  contact: ContactSettings;
  home?: HomeSettings;
  map: MapSettings;
  healthTools?: HealthToolSettings;
  payments?: PaymentSettings;
  video?: VideoSettings;
  mobileApp?: MobileAppLinks;
}
/**
 * Design tokens of a brand; the renderer turns each into a CSS custom property.
 */
export interface ThemeTokens {
  colors: ThemeColors;
  font: ThemeFont;
  /**
   * Corner radius of cards, tiles and buttons.
   */
  radius?: string;
  typography?: ThemeTypography;
  /**
   * Spacing inside and between cards, tiles and panels: compact for dense partner apps, spacious for calm, large layouts. Touch targets stay at least 44 px in every density.
   */
  density?: 'compact' | 'comfortable' | 'spacious';
  /**
   * How services home lays out its tiles: cards in a grid, or full-width rows (icon, text, button) that read like a menu.
   */
  tileLayout?: 'grid' | 'list';
  imagery?: ThemeImagery;
  logo: ThemeLogo;
  favicon?: AssetPath;
  /**
   * Name of the icon set (a file under brands/_base/icon-sets/).
   */
  iconSet: 'default' | 'groupama' | 'mkbep' | 'nn' | 'telekom' | 'tesco' | 'up' | 'webbeteg';
}
/**
 * Brand colours. Text on background and onPrimary on primary must contrast at least 4.5:1.
 */
export interface ThemeColors {
  primary: HexColor;
  onPrimary: HexColor;
  text: HexColor;
  background: HexColor;
  surface: HexColor;
  muted: HexColor;
  border: HexColor;
  controlBorder?: HexColor;
  accent: HexColor;
  error: HexColor;
  success: HexColor;
}
/**
 * Font stacks; only locally installed or self-hosted fonts, no third-party font service.
 */
export interface ThemeFont {
  /**
   * CSS font-family for body text.
   */
  body: string;
  /**
   * CSS font-family for headings.
   */
  heading: string;
}
/**
 * Text size and heading scale; the font stacks are in font.
 */
export interface ThemeTypography {
  /**
   * Body text as a multiple of the reader's own browser text size (1 keeps it; 1.125 is one step larger, for audiences that read with difficulty). Never a pixel size, so a reader's larger setting still counts.
   */
  textSize?: number;
  /**
   * Ratio between heading levels: h3 is the text size times the scale, h2 is h3 times it, h1 is h2 times it.
   */
  scale?: number;
  /**
   * Font weight of headings.
   */
  headingWeight?: 600 | 700 | 800;
}
/**
 * Pictures, and the way icons are drawn.
 */
export interface ThemeImagery {
  hero?: AssetPath;
  /**
   * How tile icons are drawn: outline strokes, outline on a tinted disc, or a light icon on a disc of the primary colour.
   */
  illustrationStyle?: 'outline' | 'duotone' | 'solid';
}
/**
 * The brand's logo: an SVG under the brand's assets, and its accessible name as a translation key.
 */
export interface ThemeLogo {
  src: AssetPath;
  alt: TranslationKey;
}
/**
 * Routing rules read by generic guards.
 */
export interface BrandRules {
  /**
   * Routes this brand does not offer; visits go home.
   */
  blockedRoutes: RoutePath[];
  /**
   * When not empty, the only routes this brand offers; other visits go to the first.
   */
  exclusiveRoutes: RoutePath[];
  providerSearchPath: RoutePath;
  providerSearchListType: ListType;
  tokenlessRedirect?: RoutePath;
}
/**
 * Embedding in partners' pages (iframe=1).
 */
export interface EmbedSettings {
  /**
   * Origins allowed to frame the portal (CSP frame-ancestors); empty means same origin only.
   *
   * Items: An origin: scheme, host and optional port.
   */
  allowedParentOrigins: string[];
}
/**
 * Captcha on public forms. 'proof-of-work' is self-hosted and needs no third party.
 */
export interface CaptchaSettings {
  /**
   * Which captcha runs.
   */
  provider: 'recaptcha' | 'proof-of-work' | 'none';
  /**
   * reCAPTCHA version.
   */
  version?: 2 | 3;
  language?: Locale;
  /**
   * Public site key (reCAPTCHA).
   */
  siteKey?: string;
  /**
   * Secret key the server verifies with (reCAPTCHA).
   */
  secretKey?: string;
  /**
   * Leading zero bits a proof-of-work answer needs.
   */
  difficulty?: number;
}
/**
 * Tag manager. Optional analytics start disabled and run only after consent.
 */
export interface AnalyticsSettings {
  /**
   * 'local' pushes dataLayer events without loading any third-party script.
   */
  provider: 'tag-manager' | 'local' | 'none';
  /**
   * Tag manager container id.
   */
  containerId?: string;
  /**
   * Delay of the page-view event after a route change, in milliseconds (at most 10 s: a later event would count the visitor as gone).
   */
  eventDelayMs?: number;
}
/**
 * Phone lines shown in the footer.
 */
export interface ContactSettings {
  callCentre: CallCentre;
  doctorLine: DoctorLine;
}
/**
 * The call centre, open on working days.
 */
export interface CallCentre {
  phone: PhoneNumber;
  /**
   * Hour the call centre opens on working days.
   */
  opens: number;
  /**
   * Hour the call centre closes on working days.
   */
  closes: number;
}
/**
 * The round-the-clock doctor line.
 */
export interface DoctorLine {
  phone: PhoneNumber;
}
/**
 * What the top of services home offers before the tiles.
 */
export interface HomeSettings {
  /**
   * The brand's main task, shown above the tiles: a doctor-name search, a button to book, or the doctor line to call. Urgent-care guidance (112, the doctor line) is shown with every task.
   */
  mainTask: 'findDoctor' | 'book' | 'callDoctorLine';
}
/**
 * Provider map. Without a tile URL the offline basemap is drawn.
 */
export interface MapSettings {
  /**
   * XYZ tile URL template; omitted for the offline basemap.
   */
  tileUrl?: string;
  /**
   * Initial centre as [longitude, latitude].
   *
   * @minItems 2
   * @maxItems 2
   */
  center: [number, number];
  /**
   * Initial zoom level.
   */
  zoom: number;
}
/**
 * Settings of the health tools (calculators, questionnaires).
 */
export interface HealthToolSettings {
  /**
   * The SCORE2 risk region whose recalibration the cardiovascular risk calculator uses, when it is not the region of the brand's country (SCORE2, European Heart Journal 2021;42:2439–2454: countries grouped by their cardiovascular mortality).
   */
  cardiovascularRiskRegion?: 'low' | 'moderate' | 'high' | 'very-high';
}
/**
 * How the brand takes card payments (the paid variant's subscriptions). Server-only: the browser never sees the merchant account.
 */
export interface PaymentSettings {
  simplePay: SimplePaySettings;
}
/**
 * The brand's SimplePay merchant account. The secret key is never in a brand file: it is read from the environment variable secretKeyEnv names; a brand whose variable is unset cannot sell subscriptions and says so (in demo mode the local gateway's demo key stands in).
 */
export interface SimplePaySettings {
  /**
   * The merchant account's id at SimplePay.
   */
  merchant: string;
  /**
   * Name of the environment variable holding the account's secret key, e.g. SIMPLEPAY_SECRET_RETAIL.
   */
  secretKeyEnv: string;
}
/**
 * Video consultation (virtual clinic): the ICE servers the browsers use to find a way to each other. Empty (the default): host candidates alone, enough on one network or machine; a deployment across networks lists its STUN and TURN servers.
 */
export interface VideoSettings {
  /**
   * RTCIceServer entries, e.g. { "urls": ["stun:stun.example.org:3478"] }, or a TURN server with its username and credential (handed to the browsers of the call, so a TURN credential here is one meant for browsers).
   *
   * @maxItems 8
   */
  iceServers?:
    | []
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ]
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ]
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ]
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ]
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ]
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ]
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ]
    | [
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        },
        {
          /**
           * @minItems 1
           * @maxItems 4
           */
          urls: [string] | [string, string] | [string, string, string] | [string, string, string, string];
          username?: string;
          credential?: string;
        }
      ];
}
/**
 * The store pages of the brand's mobile app, shown with a QR code each on the mobile application page (service type 35). A brand whose partner lists 35 must have both; without them the page says the app is not available.
 */
export interface MobileAppLinks {
  /**
   * The app's App Store page, e.g. https://apps.apple.com/hu/app/<name>/id<number>.
   */
  appStore: string;
  /**
   * The app's Google Play page, e.g. https://play.google.com/store/apps/details?id=<package name>.
   */
  googlePlay: string;
}
/**
 * One route: its screen and its guard flags.
 */
export interface Route {
  screen: ScreenKind;
  params?: ScreenParams;
  title: TranslationKey;
  /**
   * false makes the route public (spec auth=false).
   */
  auth?: boolean;
  /**
   * Only for visitors who are not logged in.
   */
  requireNoAuth?: boolean;
  /**
   * Logged-in users are sent home.
   */
  restrictedWhenLoggedIn?: boolean;
  /**
   * A content page of one partner: only brands that list it in brand.json partnerPages serve it; for the others it does not exist (404).
   */
  partnerPage?: boolean;
  permission?: UserFlag;
  role?: UserRole;
  /**
   * The start page of the route's role (issue 38): an account holding that role lands here after login instead of the patient home, unless the login was asked to return to a page. Only with role.
   */
  roleStart?: boolean;
  /**
   * Needs a public calendar or a user with hasMap; calendar data is loaded first.
   */
  requireCalendar?: boolean;
  /**
   * Needs the brand's public calendar.
   */
  requirePublicCalendar?: boolean;
  /**
   * Needs the paid-subscription brand (med24 routes).
   */
  paidVariant?: boolean;
  /**
   * How the route takes its token: a required or optional path parameter, or a 'token' query parameter.
   */
  tokenParam?: 'required' | 'optional' | 'query';
  nav?: NavEntry;
}
/**
 * Parameters of the screen: a content page id, a form id, a service name or a token flow.
 */
export interface ScreenParams {
  /**
   * Content page id (content.json).
   */
  page?: string;
  /**
   * Form id (forms.json).
   */
  form?: string;
  /**
   * Service name (services.json) this screen belongs to.
   */
  service?: string;
  /**
   * Token flow a token link starts.
   */
  flow?:
    | 'password-recovery'
    | 'verify-email'
    | 'verify-contact-email'
    | 'verify-registration'
    | 'finish-registration'
    | 'finish-reservation'
    | 'verify-public-reservation'
    | 'verify-corporate'
    | 'require-full-auth';
}
/**
 * Place of the route in the header navigation.
 */
export interface NavEntry {
  /**
   * Position; lower comes first.
   */
  order: number;
  label?: TranslationKey;
  /**
   * Who sees the link: a page for newcomers (how to register) is of no use to a logged-in patient.
   */
  audience?: 'everyone' | 'anonymous' | 'loggedIn';
}
/**
 * One guard and its parameters.
 */
export interface Guard {
  kind: GuardKind;
  redirectTo?: RoutePath;
  /**
   * Routes this guard never refuses (e.g. the open routes of the privacy-statement rule).
   */
  exceptRoutes?: RoutePath[];
  /**
   * The redirect carries the page the visitor wanted (?next=…), and the target sends them on there once it is done (after login, after accepting the privacy statement).
   */
  keepTarget?: boolean;
}
/**
 * One service type.
 */
export interface ServiceType {
  /**
   * Numeric service type used by the API (spec section 3).
   */
  value: number;
  page?: ServicePage;
  route?: RoutePath;
  tile?: ServiceTile;
  care?: CareService;
  relatives?: RelativesService;
  catalogue?: CatalogueService;
  p4p?: P4PService;
  /**
   * The service is a health tool: the id of its definition in healthTools (a questionnaire or calculator whose answers a published instrument scores, with result bands and advice).
   */
  healthTool?: string;
  mobileApp?: MobileAppPage;
}
/**
 * A services-home tile (spec section 3: value and name come from the service; title, label, lead, button, url, image, order, isPublic here).
 */
export interface ServiceTile {
  title: TranslationKey;
  label?: TranslationKey;
  lead: TranslationKey;
  button: TranslationKey;
  url?: RoutePath;
  /**
   * Icon name in the brand's icon set.
   */
  image: string;
  /**
   * Position on services home; lower comes first, then by name.
   */
  order?: number;
  /**
   * Shows a 'public' badge: usable without an account.
   */
  isPublic?: boolean;
  /**
   * A tile with a rule of its own (spec section 6): 'map' becomes the public map tile when the brand has a public calendar; 'cardNetwork' shows only for users with card network, or anonymous visitors whose partner offers it.
   */
  role?: 'map' | 'cardNetwork';
  /**
   * The heading services home shows the tile under: finding and booking care, consultations, second opinions and organised care, prevention, insurance services, or more. Groups come in the order of their first tile.
   */
  group: 'findAndBook' | 'consultations' | 'opinions' | 'prevention' | 'insurance' | 'more';
}
/**
 * How patients ask for a care service and how the request goes on (issue 12): the flow of states, the request form, the texts of its screen, price, who organises it, uploads and specialties.
 */
export interface CareService {
  /**
   * appointment: approved, booked, attended, finished (consultations, organised care); written: approved, then answered in writing (second opinions); claim: submitted, approved with an amount and paid, or rejected (claims for care paid out of pocket).
   */
  flow: 'appointment' | 'written' | 'claim';
  /**
   * Id of the request form in forms.json; the server checks a request's answers against its schema.
   */
  form: string;
  description: TranslationKey;
  audience: TranslationKey;
  howItWorks: TranslationKey;
  /**
   * Price in HUF a patient whose subscription does not cover the service pays; null when it has no price (then only covered patients may ask).
   */
  priceHuf: number | null;
  /**
   * operator: the patient asks and the call centre chooses the provider (a request naming a provider answers RM1010).
   */
  organisedBy: 'patient' | 'operator';
  /**
   * Documents the request takes; null when it takes none.
   */
  uploads: null | CareUploads;
  /**
   * Keys of the specialist services a request chooses one of (the specialist consultation); null otherwise.
   *
   * @minItems 1
   */
  specialties: [string, ...string[]] | null;
  wizard?: CareWizard;
}
/**
 * The documents a care request takes (spec section 5 rules apply).
 */
export interface CareUploads {
  /**
   * File types accepted (file-type names, as the upload endpoint's include).
   *
   * @minItems 1
   */
  accept: [
    'pdf' | 'jpg' | 'png' | 'gif' | 'webp' | 'heic' | 'tif' | 'bmp' | 'docx' | 'odt',
    ...('pdf' | 'jpg' | 'png' | 'gif' | 'webp' | 'heic' | 'tif' | 'bmp' | 'docx' | 'odt')[]
  ];
  /**
   * Most documents one request holds.
   */
  maxFiles: number;
  /**
   * Fewest documents a request must hold (a claim's invoices); none are needed when absent.
   */
  minFiles?: number;
}
/**
 * A care request asked in steps (spec section 2, the pre-authorisation modal): the steps in order, which apply when, the step that takes the documents and the field that names the provider the appointment is booked with.
 */
export interface CareWizard {
  /**
   * The steps in the order the patient goes through them.
   *
   * @minItems 1
   * @maxItems 20
   */
  steps:
    | [CareWizardStep]
    | [CareWizardStep, CareWizardStep]
    | [CareWizardStep, CareWizardStep, CareWizardStep]
    | [CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep]
    | [CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep]
    | [CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep]
    | [CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep, CareWizardStep]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ]
    | [
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep,
        CareWizardStep
      ];
  provider: CareWizardField;
}
/**
 * One step of a care wizard.
 */
export interface CareWizardStep {
  /**
   * Key of the step's answers in the request (answers.<id>).
   */
  id: string;
  /**
   * Id of the step's form document in forms.json.
   */
  form: string;
  title: TranslationKey;
  /**
   * The step takes the request's documents (care.uploads), at least one.
   */
  uploads?: boolean;
  when?: CareWizardCondition;
}
/**
 * When a step applies: an earlier step's field holds the given answer.
 */
export interface CareWizardCondition {
  /**
   * Id of an earlier step.
   */
  step: string;
  /**
   * Name of the field in that step's form.
   */
  field: string;
  /**
   * The answer that makes the step apply.
   */
  equals: string | number | boolean;
}
/**
 * A field of a step.
 */
export interface CareWizardField {
  /**
   * Id of the step.
   */
  step: string;
  /**
   * Name of the field in the step's form.
   */
  field: string;
}
/**
 * The page of the relatives service: the patient's family members (name, date of birth, relation), added and changed with form documents that the server checks against /api/relatives' request schema.
 */
export interface RelativesService {
  /**
   * Id of the form in forms.json a relative is added with (POST /api/relatives).
   */
  addForm: string;
  /**
   * Id of the form in forms.json a relative is changed with (PUT /api/relatives/{id}), filled with the relative's details.
   */
  editForm: string;
  description: TranslationKey;
}
/**
 * A catalogue of examinations, screening packages or vaccines. Each entry says what it is, who it is for and how to prepare, names its source, and is booked through provider search limited to one of its subfunctions, then the existing reservation flow.
 */
export interface CatalogueService {
  activity: PreventiveActivity;
  description: TranslationKey;
  /**
   * The entries keyed by id (used in the page's address, ?entry=<id>); null in a brand removes one.
   */
  entries: {
    [k: string]: CatalogueEntry;
  };
}
/**
 * One examination, screening package or vaccine.
 */
export interface CatalogueEntry {
  /**
   * Position in the list, lowest first.
   */
  order: number;
  /**
   * Provider-search subfunction ids (spec section 3, the search filter's subfunction) that perform the entry; booking searches with one of them.
   *
   * @minItems 1
   */
  subfunctions: [number, ...number[]];
  name: TranslationKey;
  description: TranslationKey;
  audience: TranslationKey;
  preparation: TranslationKey;
  source: TranslationKey;
}
/**
 * Pay for prevention: what each preventive activity earns. A screening, vaccination or examination counts once the clinic recorded the visit of an appointment booked for one of its catalogue's subfunctions this calendar year.
 */
export interface P4PService {
  description: TranslationKey;
  /**
   * The activities that earn points, in the order the page lists them.
   *
   * @minItems 1
   */
  rewards: [P4PReward, ...P4PReward[]];
}
/**
 * The points one activity earns.
 */
export interface P4PReward {
  activity: PreventiveActivity;
  /**
   * Points earned for each completed activity of the kind.
   */
  points: number;
  /**
   * At most this many activities of the kind earn points in a calendar year; absent: each one.
   */
  yearlyMax?: number;
}
/**
 * What the mobile application page says about the app; the store links are the brand's (brand.json mobileApp). Texts of the mobileApp locale namespace.
 */
export interface MobileAppPage {
  description: TranslationKey;
  /**
   * What a person can do with the app, one sentence each, in the order shown.
   *
   * @minItems 1
   * @maxItems 8
   */
  features:
    | [TranslationKey]
    | [TranslationKey, TranslationKey]
    | [TranslationKey, TranslationKey, TranslationKey]
    | [TranslationKey, TranslationKey, TranslationKey, TranslationKey]
    | [TranslationKey, TranslationKey, TranslationKey, TranslationKey, TranslationKey]
    | [TranslationKey, TranslationKey, TranslationKey, TranslationKey, TranslationKey, TranslationKey]
    | [TranslationKey, TranslationKey, TranslationKey, TranslationKey, TranslationKey, TranslationKey, TranslationKey]
    | [
        TranslationKey,
        TranslationKey,
        TranslationKey,
        TranslationKey,
        TranslationKey,
        TranslationKey,
        TranslationKey,
        TranslationKey
      ];
}
/**
 * A health tool: the form document that asks its questions, the published instrument that scores the answers (renderer/healthTools/), the instrument's source, and the advice of each result band. The scoring is code shared by the page and the API; what the page says is here and in the healthTools locale namespace.
 */
export interface HealthTool {
  /**
   * The published instrument that scores the answers: score2 (ESC SCORE2, 10-year cardiovascular risk, ages 40–69), pss10 (Cohen's Perceived Stress Scale, 10 items), wfc (the work–family conflict scale of Netemeyer, Boles and McMurrian, 5 items), ls7 (the American Heart Association's Life's Simple 7, seven metrics each ideal, intermediate or poor) or healthCheck (the health check questionnaire: BMI, blood pressure, activity, diet, sleep, AUDIT-C, smoking, family history and urgent symptoms, each against its published recommendation).
   */
  instrument: 'score2' | 'pss10' | 'wfc' | 'ls7' | 'healthCheck';
  /**
   * Id of the form document in forms.json that asks the instrument's questions; its field names are the instrument's inputs.
   */
  form: string;
  description: TranslationKey;
  source: TranslationKey;
  /**
   * Advice per result band of the instrument, each a translation key: for score2 the ESC 2021 categories low-to-moderate, high and very-high; for pss10 low, moderate and high; for wfc the side of the scale the average answer is nearest to: disagree, neither, agree.
   */
  bands?: {
    [k: string]: TranslationKey;
  };
  consultation?: RoutePath;
  /**
   * The advice per flag (for healthCheck an answer outside its recommendation; for ls7 a metric that is not ideal, and notKnown for the metrics whose value the person does not know), with the portal's service that helps: the link's route and text.
   */
  flags?: {
    [k: string]: HealthToolFlag;
  };
}
/**
 * What the result says about one flag and where it leads.
 */
export interface HealthToolFlag {
  advice: TranslationKey;
  link?: HealthToolLink;
}
/**
 * The next step: a service of the portal.
 */
export interface HealthToolLink {
  to: RoutePath;
  label: TranslationKey;
}
/**
 * One form.
 */
export interface FormDocument {
  title: TranslationKey;
  schema: FormDataSchema;
  uiSchema?: FormUiSchema;
  submit: SubmitBinding;
  /**
   * Links shown under the form (forgotten password, registration); a link the visitor's guards would refuse is not shown.
   */
  links?: FormLink[];
  onSuccess: SuccessAction;
}
/**
 * JSON Schema of the form data; property titles are translation keys.
 */
export interface FormDataSchema {
  /**
   * Form data is always an object.
   */
  type: 'object';
  /**
   * Fields.
   */
  properties: {
    [k: string]: FormField;
  };
  /**
   * Required fields.
   */
  required?: string[];
}
/**
 * One field: a JSON Schema whose title is a translation key, in the vocabulary RJSF and the portal's validator share: JSON Schema's validation keywords and the formats of schemas/vocabulary.ts (date, date-time, email, uuid, uri, bankAccount, phone, phoneLocal, adultBirthDate, birthDate, dateTodayOrEarlier, dateTodayOrLater, decimal, newPassword). A keyword or format outside it would be ignored at run time, so the field would accept anything: it is an error.
 */
export interface FormField {
  title: TranslationKey;
  description?: TranslationKey;
  /**
   * JSON type of the value.
   */
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  /**
   * A format of schemas/vocabulary.ts.
   */
  format?:
    | 'date'
    | 'date-time'
    | 'email'
    | 'uuid'
    | 'uri'
    | 'bankAccount'
    | 'phone'
    | 'phoneLocal'
    | 'adultBirthDate'
    | 'birthDate'
    | 'dateTodayOrEarlier'
    | 'dateTodayOrLater'
    | 'decimal'
    | 'newPassword';
  /**
   * Fewest characters.
   */
  minLength?: number;
  /**
   * Most characters.
   */
  maxLength?: number;
  /**
   * Regular expression the text must match.
   */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  /**
   * The one value allowed (a choice of oneOf).
   */
  const?: string | number | boolean | null;
  enum?: (string | number | boolean | null)[];
  /**
   * The value the field starts with.
   */
  default?: string | number | boolean | null;
  /**
   * Choices: each a const with its title.
   */
  oneOf?: FormField[];
  anyOf?: FormField[];
  items?: FormField;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: {
    [k: string]: FormField;
  };
  required?: string[];
  readOnly?: boolean;
}
/**
 * RJSF uiSchema: form-wide ui: options, and per field its widget, placeholder and help (translation keys) and autocomplete token.
 */
export interface FormUiSchema {
  /**
   * A form-wide RJSF option (ui:order, ui:submitButtonOptions …).
   *
   * This interface was referenced by `FormUiSchema`'s JSON-Schema definition
   * via the `patternProperty` "^ui:".
   */
  [k: string]:
    | {
        [k: string]: unknown;
      }
    | FormUiField;
}
/**
 * The uiSchema of one field: RJSF ui: options. Personal data fields name their autocomplete token, so browsers and password managers fill them (WCAG 1.3.5).
 */
export interface FormUiField {
  /**
   * HTML autocomplete token of the field (WHATWG autofill field names).
   */
  'ui:autocomplete'?:
    | 'off'
    | 'name'
    | 'honorific-prefix'
    | 'given-name'
    | 'additional-name'
    | 'family-name'
    | 'nickname'
    | 'email'
    | 'username'
    | 'new-password'
    | 'current-password'
    | 'one-time-code'
    | 'organization-title'
    | 'organization'
    | 'street-address'
    | 'address-line1'
    | 'address-line2'
    | 'address-line3'
    | 'address-level1'
    | 'address-level2'
    | 'address-level3'
    | 'country'
    | 'country-name'
    | 'postal-code'
    | 'bday'
    | 'bday-day'
    | 'bday-month'
    | 'bday-year'
    | 'sex'
    | 'tel'
    | 'tel-national'
    | 'language'
    | 'url';
  /**
   * RJSF widget (password, date, textarea, checkbox …).
   */
  'ui:widget'?: string;
  'ui:placeholder'?: TranslationKey;
  'ui:help'?: TranslationKey;
  'ui:description'?: TranslationKey;
  'ui:title'?: TranslationKey;
}
/**
 * The API call the form submits to.
 */
export interface SubmitBinding {
  /**
   * HTTP method.
   */
  method: 'POST' | 'PUT' | 'PATCH';
  /**
   * API path; {name} is filled from route parameters.
   */
  endpoint: string;
  /**
   * Attach a captcha answer.
   */
  captcha?: boolean;
  label?: TranslationKey;
}
export interface FormLink {
  to: RoutePath;
  label: TranslationKey;
}
/**
 * What happens after a successful submit.
 */
export interface SuccessAction {
  /**
   * Store the returned tokens, go to a route, or show a message.
   */
  action: 'login' | 'navigate' | 'message';
  to?: RoutePath;
  message?: TranslationKey;
}
/**
 * One content page.
 */
export interface ContentPage {
  /**
   * Blocks in reading order.
   *
   * @minItems 1
   */
  blocks: [ContentBlock, ...ContentBlock[]];
}
/**
 * Translations by locale, then namespace.
 */
export interface BundleLocales {
  hu: LocaleNamespaces;
  en: LocaleNamespaces;
  ro: LocaleNamespaces;
}
/**
 * Namespaces of one locale keyed by name.
 */
export interface LocaleNamespaces {
  [k: string]: LocaleNamespace;
}
/**
 * One namespace of one locale (brands/<brand>/locales/<locale>/<namespace>.json): nested objects of translated strings; i18next interpolation with {{name}}.
 */
export interface LocaleNamespace {
  [k: string]: LocaleEntry;
}
/**
 * An icon set drawn for the portal: a drawing style and SVG path data per icon on a 24 by 24 grid.
 */
export interface IconSet {
  style: IconStyle;
  /**
   * SVG path data keyed by icon name.
   */
  icons: {
    /**
     * SVG path data.
     */
    [k: string]: string;
  };
}
/**
 * How the paths are drawn.
 */
export interface IconStyle {
  /**
   * Outline, solid or outline over a tinted fill.
   */
  mode: 'stroke' | 'fill' | 'duotone';
  /**
   * Line width on the 24 grid.
   */
  strokeWidth: number;
  /**
   * Line ends.
   */
  lineCap: 'round' | 'square' | 'butt';
  /**
   * Line corners.
   */
  lineJoin: 'round' | 'miter' | 'bevel';
}
/**
 * Answer of GET /api/captcha/challenge: a signed, expiring, single-use challenge and the leading zero bits sha256(challenge + ':' + nonce) must have.
 */
export interface CaptchaChallengeResponse {
  /**
   * Signed challenge; send it back unchanged.
   */
  challenge?: string;
  /**
   * Leading zero bits the answer's hash needs.
   */
  difficulty?: number;
  /**
   * The brand's captcha provider; only proof-of-work hands out challenges.
   */
  provider: 'proof-of-work' | 'recaptcha' | 'none';
}
/**
 * Body of POST /api/health-tools/cardiovascular-risk: the SCORE2 inputs of an apparently healthy person (no known cardiovascular disease, diabetes, chronic kidney disease or familial hypercholesterolaemia). Ages outside 40–69 and implausible measurements pass this schema and are refused by the scoring module (renderer/domain/healthTools/score2.ts) with a sentence saying why.
 */
export interface CardiovascularRiskRequest {
  /**
   * Age in years; SCORE2 is for 40–69.
   */
  age: number;
  /**
   * Sex: the model has coefficients for each.
   */
  sex: 'male' | 'female';
  /**
   * Smokes now.
   */
  smoker: boolean;
  /**
   * Systolic blood pressure in mmHg.
   */
  systolicBloodPressure: number;
  /**
   * Total cholesterol in mmol/L.
   */
  totalCholesterol: number;
  /**
   * HDL cholesterol in mmol/L.
   */
  hdlCholesterol: number;
  region?: Score2Region;
}
/**
 * Answer of POST /api/health-tools/cardiovascular-risk: the SCORE2 10-year risk of fatal and non-fatal cardiovascular disease, its ESC 2021 category for the age band, and the same calculation with what the person can change.
 */
export interface CardiovascularRiskResponse {
  /**
   * 10-year risk in percent, rounded to one decimal.
   */
  riskPercent: number;
  category: Score2Category;
  region: Score2Region;
  /**
   * The age band whose category thresholds apply.
   */
  ageBand: 'under50' | '50to69';
  /**
   * The same calculation with one change the person can make: not smoking (for a smoker), systolic pressure at 130 mmHg, the upper end of the ESC 2021 target for ages 18–69 (when above it).
   */
  changes: CardiovascularRiskChange[];
  /**
   * The instrument and its publication.
   */
  source: string;
}
/**
 * One change and the risk with it.
 */
export interface CardiovascularRiskChange {
  /**
   * What changes.
   */
  change: 'stopSmoking' | 'lowerBloodPressure';
  /**
   * The systolic pressure assumed (lowerBloodPressure).
   */
  systolicBloodPressure?: number;
  /**
   * 10-year risk in percent with the change, one decimal.
   */
  riskPercent: number;
  category: Score2Category;
}
/**
 * Body of POST /api/care-items/{id}/actions/{action} and its operator twin: what the action needs (book: appointmentAt and channel; close: answer; cancel: an optional reason; addDocuments: uploadIds; for a claim: approve amountHuf, requestInformation question, reject reason, answerInformation uploadIds and an optional message).
 */
export interface CareActionRequest {
  /**
   * The booked time, ISO 8601 with an offset (book).
   */
  appointmentAt?: string;
  /**
   * How the appointment takes place (book).
   */
  channel?: 'phone' | 'video' | 'in_person';
  /**
   * The written answer or opinion the item is closed with (close).
   */
  answer?: string;
  /**
   * Why the item is cancelled (cancel), or why a claim is rejected (reject, required there).
   */
  reason?: string;
  /**
   * Uploads of the user's own to attach (addDocuments, answerInformation).
   *
   * @minItems 1
   * @maxItems 20
   */
  uploadIds?:
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number, number, number]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ];
  /**
   * The amount in HUF a claim is approved with (approve on a claim); at most the amount claimed.
   */
  amountHuf?: number;
  /**
   * What the operator asks the patient about a claim (requestInformation).
   */
  question?: string;
  /**
   * The patient's short answer to the operator's question (answerInformation), beside the documents.
   */
  message?: string;
}
/**
 * Body of POST /api/care-items: a patient asks for a care service (issue 12). The creation rules answer RM codes.
 */
export interface CareItemRequest {
  /**
   * Key of the care service in services.json (RM1001 when it is not one of this brand).
   */
  service: string;
  /**
   * Key of the chosen specialist service, for a service with specialties (RM1005, RM1008); the form's specialty answer when absent.
   */
  specialty?: string;
  /**
   * The request form's answers, checked against the schema of the service's form document (RX444).
   */
  answers: {};
  /**
   * Documents to attach: ids of the user's own uploads (POST /api/uploads).
   *
   * @maxItems 20
   */
  uploadIds?:
    | []
    | [number]
    | [number, number]
    | [number, number, number]
    | [number, number, number, number]
    | [number, number, number, number, number]
    | [number, number, number, number, number, number]
    | [number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number, number]
    | [number, number, number, number, number, number, number, number, number, number, number, number, number, number]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ]
    | [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number
      ];
  /**
   * A provider the patient chose (RM1010 for care the operator organises; RM1002, RM1004).
   */
  providerId?: number;
  /**
   * The relative (GET /api/relatives) the request is for; absent: the patient themself. One that is not the patient's, or was removed, answers RL1002.
   */
  relativeId?: number;
}
/**
 * A patient's care item as the API answers it (GET /api/care-items/{id}, POST /api/care-items and its actions).
 */
export interface CareItem {
  /**
   * Id of the care item.
   */
  id: number;
  /**
   * Key of the care service in services.json.
   */
  service: string;
  /**
   * Key of the chosen specialist service, or null.
   */
  specialty: string | null;
  /**
   * Where the item is in its flow.
   */
  state:
    | 'awaiting_approval'
    | 'awaiting_booking'
    | 'booked'
    | 'appeared'
    | 'finished'
    | 'cancelled'
    | 'deleted'
    | 'submitted'
    | 'needs_information'
    | 'approved'
    | 'paid'
    | 'rejected';
  /**
   * The service's flow when the item was asked for (claim: a claim for care paid out of pocket).
   */
  flow: 'appointment' | 'written' | 'claim';
  /**
   * When the patient asked (ISO 8601, UTC).
   */
  createdAt: string;
  /**
   * When the item last changed (ISO 8601, UTC).
   */
  updatedAt: string;
  /**
   * The request form's answers.
   */
  answers: {};
  /**
   * The booked time (ISO 8601, UTC), or null.
   */
  appointmentAt: string | null;
  /**
   * How the booked appointment takes place (phone, video, in_person), or null.
   */
  channel: string | null;
  /**
   * The written answer the item was closed with, or null.
   */
  answer: string | null;
  /**
   * The amount in HUF a claim was approved with (flow claim), or null.
   */
  approvedHuf?: number | null;
  /**
   * Documents attached, oldest first.
   */
  documents: CareItemDocument[];
  /**
   * What happened to the item, oldest first.
   */
  events: CareItemEvent[];
  /**
   * Translation key of what happens next: care.nextStep.<state>.
   */
  nextStep: string;
  /**
   * The relative the request is for, as they were named; null: the patient themself.
   */
  relative?: null | {
    id: number;
    name: string;
    relation: RelativeRelation;
  };
  /**
   * The provider the patient chose (the pre-authorisation's selected provider): the operator books the appointment with it; null when the operator chooses.
   */
  provider?: null | {
    /**
     * Id of the provider.
     */
    id: number;
    /**
     * Name of the provider.
     */
    name: string;
  };
}
/**
 * A document attached to a care item.
 */
export interface CareItemDocument {
  /**
   * Id of the upload; downloaded at .../documents/{id}.
   */
  id: number;
  /**
   * File name.
   */
  name: string;
  /**
   * Size in bytes.
   */
  size: number;
  /**
   * Media type found from the content.
   */
  mediaType: string;
}
/**
 * One action taken on a care item.
 */
export interface CareItemEvent {
  /**
   * When (ISO 8601, UTC).
   */
  at: string;
  /**
   * What was done; create is the request itself.
   */
  action:
    | 'create'
    | 'approve'
    | 'book'
    | 'markAppeared'
    | 'close'
    | 'cancel'
    | 'delete'
    | 'addDocuments'
    | 'requestInformation'
    | 'answerInformation'
    | 'markPaid'
    | 'reject';
  /**
   * State before, null for the request itself.
   */
  fromState:
    | (
        | 'awaiting_approval'
        | 'awaiting_booking'
        | 'booked'
        | 'appeared'
        | 'finished'
        | 'cancelled'
        | 'deleted'
        | 'submitted'
        | 'needs_information'
        | 'approved'
        | 'paid'
        | 'rejected'
      )
    | null;
  /**
   * State after.
   */
  toState:
    | 'awaiting_approval'
    | 'awaiting_booking'
    | 'booked'
    | 'appeared'
    | 'finished'
    | 'cancelled'
    | 'deleted'
    | 'submitted'
    | 'needs_information'
    | 'approved'
    | 'paid'
    | 'rejected';
  /**
   * Who acted.
   */
  actor: 'patient' | 'operator';
  /**
   * Name of the person who acted.
   */
  actorName: string;
  /**
   * The answer, the reason, the question asked, the booked time or the attached file names, or null.
   */
  note: string | null;
}
/**
 * Query of GET /api/care-items and GET /api/operator/care-items: narrows the list to one service and (operator) one state.
 */
export interface CareItemsQuery {
  /**
   * Key of a care service.
   */
  service?: string;
  /**
   * A care item state.
   */
  state?:
    | 'awaiting_approval'
    | 'awaiting_booking'
    | 'booked'
    | 'appeared'
    | 'finished'
    | 'cancelled'
    | 'deleted'
    | 'submitted'
    | 'needs_information'
    | 'approved'
    | 'paid'
    | 'rejected';
}
/**
 * Answer of GET /api/care-items: the patient's items of the current subscription, newest first, deleted ones left out.
 */
export interface CareItemList {
  /**
   * The items.
   */
  items: CareItem[];
}
/**
 * Body of POST /api/me/email: the new login address (confirmed by a verify-email link) and the current password.
 */
export interface ChangeEmailRequest {
  /**
   * New email address.
   */
  newEmail: string;
  /**
   * Current password (U004 when wrong).
   */
  password: string;
}
/**
 * Body of POST /api/me/password.
 */
export interface ChangePasswordRequest {
  /**
   * Current password (U004 when wrong).
   */
  currentPassword: string;
  /**
   * New password: not one of the common passwords (RX444 validation.newPassword), nor the email address or its local part (validation.passwordLikeEmail).
   */
  newPassword: string;
  /**
   * New password again (U028 when different).
   */
  newPasswordConfirmation: string;
}
/**
 * Body of POST /api/me/subscription: the subscription to make current.
 */
export interface ChooseSubscriptionRequest {
  /**
   * Id of one of the user's subscriptions.
   */
  subscriptionId: number;
}
/**
 * Body of POST /api/me/contact-email: a contact address, confirmed by a verify-contact-email link.
 */
export interface ContactEmailRequest {
  /**
   * Contact email address.
   */
  contactEmail: string;
}
/**
 * Answer of GET /api/coverage: what the current subscription pays for in the current calendar year (Budapest time), per service type the user has and per specialization of provider search, with used and remaining quantities.
 */
export interface CoverageResponse {
  /**
   * The current subscription (the only one, or the chosen one), or null.
   */
  subscription: {
    id: number;
    status: string;
    product: {
      code: string;
      name: string;
    };
  } | null;
  /**
   * The subscription is active; nothing is covered otherwise.
   */
  active: boolean;
  /**
   * The calendar year the quantities count.
   */
  year: number;
  /**
   * The user's care service types (consultations, their specialties, second opinions, organised care) as the user holds them.
   */
  services: (Quantity & {
    /**
     * The service type (spec §3).
     */
    type: number;
    /**
     * The service's key in the brand's services document.
     */
    key: string;
    covered: unknown;
    limit: unknown;
    used: unknown;
    remaining: unknown;
  })[];
  /**
   * The specializations whose appointments the product pays for, or null when it pays every one without a limit.
   */
  specializations:
    | (Quantity & {
        /**
         * Specialization id of provider search.
         */
        id: number;
        /**
         * Its name in the language of the request.
         */
        name: string;
        covered: unknown;
        limit: unknown;
        used: unknown;
        remaining: unknown;
      })[]
    | null;
}
/**
 * The fields every quantity has; each use closes the object with its own.
 */
export interface Quantity {
  /**
   * The subscription pays for it.
   */
  covered: boolean;
  /**
   * How many a calendar year; null: no limit.
   */
  limit: number | null;
  /**
   * How many were used this year (cancelled ones give theirs back).
   */
  used: number;
  /**
   * limit − used, never below 0; null without a limit.
   */
  remaining: number | null;
}
/**
 * GET /api/me/data-access (issue 34): who other than the patient read or changed the patient's health data, newest first, a page at a time.
 */
export interface DataAccessList {
  entries: {
    id: number;
    /**
     * When, UTC.
     */
    at: string;
    /**
     * In which role: an operator of care requests, the doctor of a consultation, or support acting for the patient.
     */
    actorRole: 'operator' | 'doctor' | 'support';
    /**
     * The person's name; null when their account no longer exists.
     */
    actorName: string | null;
    action: 'read' | 'change';
    /**
     * What was read or changed.
     */
    subject: 'care_item' | 'document' | 'health_check' | 'video_note' | 'appointment' | 'relative' | 'account';
    /**
     * For a care request: its service (the specialty of a consultation that has one), which the portal names as the patient's list does; null otherwise.
     */
    careService: string | null;
  }[];
  /**
   * Older entries follow: ask again with before set to the last entry's id.
   */
  more: boolean;
}
/**
 * Query of GET /api/me/data-access: the entries older than the entry `before` (the next page), the newest when absent.
 */
export interface DataAccessQuery {
  /**
   * An entry's id: the page starts below it.
   */
  before?: string;
}
/**
 * A doctor of a clinic.
 */
export interface DoctorSummary {
  /**
   * Doctor id.
   */
  id: number;
  /**
   * The clinic.
   */
  providerId: number;
  /**
   * Display name.
   */
  name: string;
  /**
   * Family name.
   */
  familyName: string;
  /**
   * Given name.
   */
  givenName: string;
  /**
   * Consults in English.
   */
  speaksEnglish: boolean;
  /**
   * Price of a consultation in the currency.
   */
  price: number;
  /**
   * HUF or RON.
   */
  currency: 'HUF' | 'RON';
  /**
   * Discount in percent; 0 when none.
   */
  discountPercent: number;
  /**
   * Offers video consultation.
   */
  video: boolean;
}
export interface ApiDoctorDetailsResponse {
  provider: ProviderSummary;
  /**
   * What the doctor offers, by name.
   */
  specializations: DoctorSpecialization[];
}
/**
 * A clinic without its specializations and doctors.
 */
export interface ProviderSummary {
  /**
   * Provider id.
   */
  id: number;
  /**
   * Clinic name.
   */
  name: string;
  /**
   * The place (GET /api/map/locations) the clinic is in.
   */
  locationId: number;
  /**
   * ISO country code, HU or RO.
   */
  countryCode: string;
  address: ProviderAddress;
  /**
   * Longitude (WGS 84).
   */
  lon: number;
  /**
   * Latitude (WGS 84).
   */
  lat: number;
  /**
   * File names under the brand's providerPhotosDir.
   */
  photos: string[];
  /**
   * inactive clinics answer RA500 to bookings, clinics in maintenance RA503.
   */
  status: 'active' | 'inactive' | 'maintenance';
  ratings: ProviderRatings;
}
/**
 * A postal address.
 */
export interface ProviderAddress {
  /**
   * Postal code.
   */
  postalCode: string;
  /**
   * City.
   */
  city: string;
  /**
   * Street and number.
   */
  street: string;
}
/**
 * Ratings per category: waiting, care conditions, staff preparedness, behaviour, overall.
 */
export interface ProviderRatings {
  waiting: Rating;
  careConditions: Rating;
  staffPreparedness: Rating;
  behaviour: Rating;
  overall: Rating;
}
/**
 * One category's rating.
 */
export interface Rating {
  /**
   * Average of the ratings, 0–5.
   */
  average: number;
  /**
   * How many ratings.
   */
  count: number;
}
/**
 * A specialization.
 */
export interface DoctorSpecialization {
  /**
   * Specialization id.
   */
  id: number;
  /**
   * Stable key, e.g. cardiology.
   */
  key: string;
  /**
   * Name as the provider data holds it.
   */
  name: string;
}
/**
 * Query of GET /api/video/doctor/appointments: the day to list (Budapest), today when absent.
 */
export interface DoctorVideoDayQuery {
  /**
   * YYYY-MM-DD.
   */
  date?: string;
}
/**
 * Answer of GET /api/video/doctor/appointments: a doctor's video consultations of one day, with who is waiting.
 */
export interface DoctorVideoDay {
  /**
   * YYYY-MM-DD, Budapest.
   */
  date: string;
  /**
   * The server's clock (UTC ISO).
   */
  now: string;
  appointments: DoctorVideoAppointment[];
}
export interface DoctorVideoAppointment {
  id: number;
  /**
   * Budapest wall-clock time with offset.
   */
  start: string;
  durationMinutes: number;
  subfunctionName: string;
  patientName: string;
  /**
   * What the patient wrote when booking.
   */
  patientComment: string | null;
  /**
   * For the doctor (renderer/domain/video/callWindow.ts).
   */
  phase: 'early' | 'open' | 'closed';
  /**
   * The patient is connected: in the waiting room, or in the call once admitted.
   */
  waiting: boolean;
  admitted: boolean;
  ended: boolean;
  hasNote: boolean;
}
/**
 * The one shape of every error answer: a catalogue code of spec section 8, its text in the request's locale, the request id, for RX444 the violations, and for RB001 (the brand studio's refused save) the brand set's problems.
 */
export interface ErrorResponse {
  /**
   * Catalogue code, e.g. U001, RX444, #002.
   */
  code: string;
  /**
   * Catalogue text in the request's locale.
   */
  message: string;
  /**
   * The request's X-Request-Id.
   */
  requestId: string;
  /**
   * Field errors of a validation error (RX444).
   */
  violations?: Violation[];
  /**
   * The brand set's problems, as the validator reports them, when the brand studio's save is refused (RB001).
   *
   * Items: One problem: file, line, column, pointer, message, rule.
   */
  problems?: {}[];
}
/**
 * One field error.
 */
export interface Violation {
  /**
   * JSON pointer of the field in the request, e.g. /email.
   */
  field: string;
  /**
   * Translation key of the broken rule, e.g. validation.required.
   */
  rule: string;
  /**
   * The rule's text in the request's locale.
   */
  message: string;
  /**
   * Values for the text: field, limit, size, max, name.
   */
  params?: {};
}
/**
 * A logged-in patient's kept health check: answer of POST /api/health-checks, and one entry of GET /api/health-checks.
 */
export interface HealthCheckRecord {
  /**
   * The result's id.
   */
  id: number;
  /**
   * When it was taken, a UTC instant.
   */
  takenAt: string;
  result: HealthCheckResponse;
}
/**
 * Answer of POST /api/health-tools/health-check: the measures the answers give and the flags, each an answer outside its published recommendation (renderer/domain/healthTools/healthCheck.ts).
 */
export interface HealthCheckResponse {
  /**
   * Symptoms that need 112 now.
   */
  urgent: boolean;
  bmi: HealthCheckBmi;
  /**
   * The blood pressure given and its 2024 ESC category; null when not given.
   */
  bloodPressure: null | HealthCheckBloodPressure;
  /**
   * Moderate minutes a week, a vigorous minute counting as two.
   */
  activityMinutes: number;
  auditC: HealthCheckAuditC;
  /**
   * Answers outside their recommendation, in the page's order.
   */
  flags: (
    'urgentSymptoms' | 'bmi' | 'bloodPressure' | 'activity' | 'diet' | 'sleep' | 'alcohol' | 'smoking' | 'familyHistory'
  )[];
}
/**
 * Body mass index, one decimal, and its WHO category.
 */
export interface HealthCheckBmi {
  /**
   * kg/m².
   */
  value: number;
  /**
   * WHO adult category.
   */
  category: 'underweight' | 'normal' | 'overweight' | 'obesity';
}
export interface HealthCheckBloodPressure {
  /**
   * mmHg.
   */
  systolic: number;
  /**
   * mmHg.
   */
  diastolic: number;
  /**
   * 2024 ESC category.
   */
  category: 'nonElevated' | 'elevated' | 'hypertension';
}
/**
 * AUDIT-C score 0–12 and whether it is positive (3 for women, 4 for men).
 */
export interface HealthCheckAuditC {
  /**
   * The sum.
   */
  score: number;
  /**
   * At or above the cut-off.
   */
  positive: boolean;
}
/**
 * Body of POST /api/health-tools/health-check: the health check questionnaire's answers. Measurements are numbers, or text with a decimal comma or point as the form sends them; blood pressure is both values or neither; the amount and heavy-drinking questions of AUDIT-C are needed unless the person never drinks.
 */
export interface HealthCheckRequest {
  /**
   * Chest pain or pressure, sudden breathlessness, sudden weakness, numbness or drooping on one side, sudden difficulty speaking, a sudden severe headache or fainting, now.
   */
  urgentSymptoms: 'no' | 'yes';
  /**
   * Sex: AUDIT-C's cut-off differs.
   */
  sex: 'female' | 'male';
  heightCm: HealthCheckMeasure;
  weightKg: HealthCheckMeasure;
  systolicBloodPressure?: HealthCheckMeasure;
  diastolicBloodPressure?: HealthCheckMeasure;
  moderateMinutes: HealthCheckMeasure;
  vigorousMinutes: HealthCheckMeasure;
  fruitVegPortions: HealthCheckMeasure;
  sleepHours: HealthCheckMeasure;
  /**
   * AUDIT-C 1: how often a drink containing alcohol.
   */
  alcoholFrequency: 'never' | 'monthlyOrLess' | 'twoToFourMonthly' | 'twoToThreeWeekly' | 'fourOrMoreWeekly';
  /**
   * AUDIT-C 2: standard drinks on a typical drinking day.
   */
  alcoholQuantity?: 'oneOrTwo' | 'threeOrFour' | 'fiveOrSix' | 'sevenToNine' | 'tenOrMore';
  /**
   * AUDIT-C 3: how often six or more drinks on one occasion.
   */
  alcoholBinge?: 'never' | 'lessThanMonthly' | 'monthly' | 'weekly' | 'dailyOrAlmostDaily';
  /**
   * Smoking.
   */
  smoking: 'never' | 'former' | 'current';
  /**
   * A parent, brother or sister with a heart attack or stroke before 55 (men) or 65 (women).
   */
  familyHistory: 'no' | 'yes' | 'dontKnow';
}
/**
 * Answer of GET /api/health-checks: the logged-in patient's kept health checks, newest first, at most the limit.
 */
export interface HealthCheckHistory {
  /**
   * Newest first.
   */
  results: HealthCheckRecord[];
  /**
   * The most results the answer holds.
   */
  limit: number;
}
/**
 * Query of GET /api/impersonate (with the support apikey header): the user to act as, by id or email.
 */
export interface ImpersonateQuery {
  /**
   * Id of the user: 1 to 2147483647, PostgreSQL's integer maximum (a larger number is no id and must not reach a query).
   */
  userId?: string;
  /**
   * Email address of the user.
   */
  email?: string;
}
/**
 * Body of POST /api/health-tools/lifestyle: the answers of the lifestyle questionnaire, scored as the American Heart Association's Life's Simple 7 (Lloyd-Jones et al., Circulation 2010;121:586–613). Blood pressure, total cholesterol and fasting glucose may be left out when not known.
 */
export interface LifestyleRequest {
  /**
   * Smoking: never, quit more than 12 months ago, quit within the last 12 months, or now.
   */
  smoking: 'never' | 'quitOverYearAgo' | 'quitWithinYear' | 'current';
  heightCm: LifestyleMeasure;
  weightKg: LifestyleMeasure;
  moderateMinutes?: LifestyleMeasure;
  vigorousMinutes?: LifestyleMeasure;
  /**
   * At least 4.5 cups (about a litre) of fruit and vegetables a day.
   */
  fruitVegetables: 'yes' | 'no';
  /**
   * At least two 3.5-oz (100 g) servings of fish a week.
   */
  fish: 'yes' | 'no';
  /**
   * At least three 1-oz-equivalent servings of fibre-rich whole grains a day.
   */
  wholeGrains: 'yes' | 'no';
  /**
   * Less than 1500 mg of sodium (about 3.8 g of salt) a day.
   */
  sodium: 'yes' | 'no';
  /**
   * At most 450 kcal (36 fl oz, about a litre) of sugar-sweetened drinks a week.
   */
  sugarDrinks: 'yes' | 'no';
  totalCholesterol?: LifestyleMeasure;
  /**
   * Takes medicine to lower cholesterol.
   */
  cholesterolMedicine?: 'yes' | 'no';
  systolicBloodPressure?: LifestyleMeasure;
  diastolicBloodPressure?: LifestyleMeasure;
  /**
   * Takes medicine to lower blood pressure.
   */
  bloodPressureMedicine?: 'yes' | 'no';
  fastingGlucose?: LifestyleMeasure;
  /**
   * Takes medicine to lower blood glucose.
   */
  glucoseMedicine?: 'yes' | 'no';
}
/**
 * Answer of POST /api/health-tools/lifestyle: each of Life's Simple 7 metrics ideal, intermediate, poor or not known, the count of ideal ones and the 0–14 score when all seven are known.
 */
export interface LifestyleResponse {
  /**
   * The seven metrics, one each, in the definitions' order.
   */
  metrics: {
    metric: 'smoking' | 'bmi' | 'physicalActivity' | 'diet' | 'totalCholesterol' | 'bloodPressure' | 'fastingGlucose';
    /**
     * null when the value is not known.
     */
    level: 'ideal' | 'intermediate' | 'poor' | null;
  }[];
  idealCount: number;
  knownCount: number;
  /**
   * The sum of 2 per ideal, 1 per intermediate and 0 per poor metric; null unless all seven are known.
   */
  score: number | null;
  /**
   * Body mass index, kg/m², one decimal.
   */
  bmi: number;
  /**
   * Moderate minutes a week with vigorous ones counted twice.
   */
  activityMinutes: number;
  /**
   * The diet goals met, in their order.
   */
  dietGoalsMet: ('fruitVegetables' | 'fish' | 'wholeGrains' | 'sodium' | 'sugarDrinks')[];
  /**
   * The instrument and its publication.
   */
  source: string;
}
/**
 * Body of POST /api/login: the email address as username and the password.
 */
export interface LoginRequest {
  /**
   * The account's email address.
   */
  username: string;
  /**
   * The password.
   */
  password: string;
  captcha?: CaptchaAnswer;
}
/**
 * Answer of GET /api/map/providers: every clinic as a map marker, for the public map landing (/landing/provider-search). Cacheable for ten minutes.
 */
export interface MapProvidersResponse {
  /**
   * Every clinic, by id.
   */
  providers: MapProvider[];
}
/**
 * One clinic's marker.
 */
export interface MapProvider {
  /**
   * Provider id (its page is /providers/{id}).
   */
  id: number;
  /**
   * Clinic name.
   */
  name: string;
  /**
   * City of the clinic's address.
   */
  city: string;
  /**
   * The clinic's place in GET /api/map/locations (the search's location filter).
   */
  locationId: number;
  /**
   * WGS 84 longitude.
   */
  lon: number;
  /**
   * WGS 84 latitude.
   */
  lat: number;
}
/**
 * Answer of GET /api/me: the User of spec section 3 with every permission flag.
 */
export interface User {
  /**
   * User id.
   */
  id: number;
  /**
   * Display name.
   */
  name: string;
  /**
   * First name.
   */
  firstName: string;
  /**
   * Surname.
   */
  lastName: string;
  /**
   * Login email address.
   */
  email: string;
  /**
   * The current subscription (X-Subscription-Id, else the one chosen last), or null.
   */
  currentSubscription: CurrentSubscription | null;
  /**
   * Paid-variant subscriber customer, or null.
   */
  subscriberCustomer: SubscriberCustomer | null;
  /**
   * The support user acting as this user, or null.
   */
  impersonator: Impersonator | null;
  /**
   * Service type values of the user (spec section 3).
   */
  services: number[];
  /**
   * Order per service type value.
   */
  servicesSortingOrder: {
    [k: string]: number;
  };
  /**
   * Roles the account holds besides being a patient (operator: the care operator console).
   */
  roles: ('operator' | 'doctor')[];
  settings: AccountSettings;
  /**
   * Permission flag hasAppointments.
   */
  hasAppointments: boolean;
  /**
   * Permission flag hasClaimReporting.
   */
  hasClaimReporting: boolean;
  /**
   * Permission flag hasGeneralConsultation.
   */
  hasGeneralConsultation: boolean;
  /**
   * Permission flag hasCoverage.
   */
  hasCoverage: boolean;
  /**
   * Permission flag hasDiagnostics.
   */
  hasDiagnostics: boolean;
  /**
   * Permission flag hasFitnessConsultation.
   */
  hasFitnessConsultation: boolean;
  /**
   * Permission flag hasNutritionConsultation.
   */
  hasNutritionConsultation: boolean;
  /**
   * Permission flag hasP4P.
   */
  hasP4P: boolean;
  /**
   * Permission flag hasPreauthorization.
   */
  hasPreauthorization: boolean;
  /**
   * Permission flag hasPsychology.
   */
  hasPsychology: boolean;
  /**
   * Permission flag hasRelatives.
   */
  hasRelatives: boolean;
  /**
   * Permission flag hasRightsConsultation.
   */
  hasRightsConsultation: boolean;
  /**
   * Permission flag hasScreening.
   */
  hasScreening: boolean;
  /**
   * Permission flag hasSecondOpinion.
   */
  hasSecondOpinion: boolean;
  /**
   * Permission flag hasConsultation.
   */
  hasConsultation: boolean;
  /**
   * Permission flag hasVaccination.
   */
  hasVaccination: boolean;
  /**
   * Permission flag hasVideoConsultation.
   */
  hasVideoConsultation: boolean;
  /**
   * Permission flag hasWiweConsultation.
   */
  hasWiweConsultation: boolean;
  /**
   * Permission flag hasCardNetwork.
   */
  hasCardNetwork: boolean;
  /**
   * Permission flag hasMap.
   */
  hasMap: boolean;
}
/**
 * The current subscription as the me call shows it.
 */
export interface CurrentSubscription {
  /**
   * Subscription id.
   */
  id: number;
  /**
   * Subscription uuid.
   */
  uuid?: string;
  /**
   * Phone number of the subscription.
   */
  phone: string | null;
  /**
   * The privacy statement must be accepted (POST /api/me/privacy-statement).
   */
  needsPrivacyStatement: boolean;
  product: Product;
}
/**
 * A product of a subscription.
 */
export interface Product {
  /**
   * Product code.
   */
  code?: string;
  /**
   * Product name.
   */
  name?: string;
  /**
   * The paid variant's free product.
   */
  med24FreeProduct: boolean;
}
/**
 * The paid variant's customer record.
 */
export interface SubscriberCustomer {
  /**
   * Customer uuid.
   */
  uuid: string;
}
/**
 * The support user behind an impersonated session.
 */
export interface Impersonator {
  /**
   * Support user id.
   */
  id: number;
}
/**
 * A person a paid-variant subscription covers besides the subscriber; answer of POST and PUT /api/med24/subscriptions/{uuid}/beneficiaries[/{id}].
 */
export interface Med24Beneficiary {
  /**
   * The beneficiary's id, never reused.
   */
  id: number;
  name: string;
  /**
   * YYYY-MM-DD.
   */
  birthDate: string;
  relation: RelativeRelation;
}
/**
 * A change of a subscription's product. created: its price difference awaits payment; verified_update: paid, or nothing was due; active: the subscription has the new product since the effective date; cancelled: its payment did not go through.
 */
export interface Med24Modification {
  uuid: string;
  subscriptionUuid: string;
  status: 'created' | 'verified_update' | 'active' | 'cancelled';
  fromProduct: Med24ProductRef;
  toProduct: Med24ProductRef;
  /**
   * The new product's price per billing period, whole forints.
   */
  priceHuf: number;
  /**
   * What the change costs now, whole forints: the price difference for the rest of the paid period; 0 when nothing is due.
   */
  amountDueHuf: number;
  /**
   * YYYY-MM-DD: the day the subscription has the new product from.
   */
  effectiveDate: string;
  createdAt: string;
  /**
   * The state of the payment of the price difference, when one is due.
   */
  paymentStatus?: 'started' | 'succeeded' | 'failed' | 'cancelled' | 'timed_out' | 'start_failed' | 'refunded';
}
export interface Med24ProductRef {
  code: string;
  name: string;
}
/**
 * Answer of GET /api/med24/products: the products on sale, each with its price per billing period in whole forints.
 */
export interface Med24Products {
  /**
   * The products, cheapest first.
   */
  products: Med24Product[];
}
export interface Med24Product {
  /**
   * The product's code.
   */
  code: string;
  /**
   * The product's name.
   */
  name: string;
  /**
   * Price per billing period.
   */
  prices: Med24Price[];
  /**
   * How many people a subscription covers besides the subscriber.
   */
  beneficiaryLimit: number;
  /**
   * The service types (spec §3) everyone the subscription covers may use.
   */
  services: number[];
}
export interface Med24Price {
  /**
   * How often the subscription is paid: every month or every year.
   */
  billingPeriod: 'month' | 'year';
  /**
   * Whole forints.
   */
  priceHuf: number;
}
export interface ApiMed24ProfileRequest {
  /**
   * One line of text: something besides spaces, no control characters.
   */
  lastName: string;
  /**
   * One line of text: something besides spaces, no control characters.
   */
  firstName: string;
  /**
   * Date of birth, YYYY-MM-DD; the customer is at least 18.
   */
  birthDate: string;
  /**
   * Mobile phone, +36 or +40 (spec §5).
   */
  phone: string;
  /**
   * One line of text: something besides spaces, no control characters.
   */
  billingName: string;
  /**
   * One line of text or nothing.
   */
  billingCompany?: string;
  billingCountry: BillingCountry;
  /**
   * Postal code.
   */
  billingZip: string;
  /**
   * One line of text: something besides spaces, no control characters.
   */
  billingCity: string;
  /**
   * One line of text: something besides spaces, no control characters.
   */
  billingAddress: string;
  /**
   * One line of text or nothing.
   */
  billingAddress2?: string;
}
/**
 * Answer of GET and PUT /api/med24/profile: the paid-variant customer's login email, personal data and billing address. A field not given yet is left out (an account opened with an activation key starts without a name); `complete` says whether everything a card payment needs is there.
 */
export interface Med24Profile {
  /**
   * The login email address.
   */
  email: string;
  /**
   * Name, date of birth, phone and billing address are all given: the customer can pay.
   */
  complete: boolean;
  lastName?: string;
  firstName?: string;
  /**
   * YYYY-MM-DD.
   */
  birthDate?: string;
  phone?: string;
  billingName?: string;
  billingCompany?: string;
  billingCountry?: BillingCountry;
  billingZip?: string;
  billingCity?: string;
  billingAddress?: string;
  billingAddress2?: string;
}
/**
 * One of the customer's subscriptions.
 */
export interface Med24Subscription {
  /**
   * The subscription's uuid.
   */
  uuid: string;
  /**
   * What it is.
   */
  product: {
    /**
     * The product's code.
     */
    code: string;
    /**
     * The product's name.
     */
    name: string;
    /**
     * How many people a subscription covers besides the subscriber.
     */
    beneficiaryLimit: number;
    /**
     * The service types (spec §3) everyone the subscription covers may use.
     */
    services: number[];
  };
  /**
   * created: awaiting its first payment; active: paid (a cancelled one until its last paid day); expired: its first payment ended without money; ended: cancelled, after its last paid day.
   */
  status: 'created' | 'active' | 'expired' | 'ended';
  /**
   * Whether it is the customer's current subscription.
   */
  current: boolean;
  /**
   * How often it is paid.
   */
  billingPeriod?: 'month' | 'year';
  /**
   * Its price per period, whole forints.
   */
  priceHuf?: number;
  /**
   * YYYY-MM-DD: the last day paid for.
   */
  paidUntil?: string;
  /**
   * When the subscriber cancelled it: nothing more is charged, and it ends after paidUntil.
   */
  cancelledAt?: string;
  /**
   * When it was made.
   */
  createdAt: string;
  /**
   * The people it covers besides the subscriber, oldest entry first.
   */
  beneficiaries: Med24Beneficiary[];
  /**
   * Its changes of product, newest first.
   */
  modifications: Med24Modification[];
  /**
   * The next card charge, for a subscription that renews by itself (its first payment registered the card and a charge is left): the day and the amount in whole forints.
   */
  nextCharge?: {
    /**
     * YYYY-MM-DD: the last day paid for, when the next period is charged.
     */
    date: string;
    /**
     * What the next period costs, whole forints.
     */
    amountHuf: number;
  };
}
/**
 * Answer of GET /api/med24/subscriptions: the customer's subscriptions, the current one first, then newest first.
 */
export interface Med24Subscriptions {
  /**
   * The subscriptions.
   */
  subscriptions: Med24Subscription[];
}
/**
 * Query of GET /api/med24/transactions.
 */
export interface Med24TransactionsQuery {
  /**
   * Only the payments of this subscription (its uuid).
   */
  subscription?: string;
}
/**
 * Answer of GET /api/med24/transactions (or ?subscription=<uuid>): the customer's card payments, newest first.
 */
export interface Med24Transactions {
  /**
   * The payments.
   */
  transactions: Med24Transaction[];
}
export interface Med24Transaction {
  /**
   * The payment's reference.
   */
  orderRef: string;
  /**
   * The subscription it paid.
   */
  subscriptionUuid: string;
  /**
   * The subscription's product.
   */
  productName: string;
  /**
   * Whole forints.
   */
  amountHuf: number;
  /**
   * Where the payment stands.
   */
  status: 'started' | 'succeeded' | 'failed' | 'cancelled' | 'timed_out' | 'start_failed' | 'refunded';
  /**
   * The card's masked number, once known.
   */
  cardMask?: string;
  /**
   * When it was started.
   */
  createdAt: string;
  /**
   * When the gateway confirmed it.
   */
  confirmedAt?: string;
}
/**
 * Answer of POST /api/med24/subscriptions/{uuid}/modifications: the modification, and the page to pay its price difference on when one is due.
 */
export interface ModificationPayment {
  modification: Med24Modification;
  /**
   * The gateway's page to pay on; absent when nothing is due.
   */
  paymentUrl?: string;
}
/**
 * Body of POST /api/med24/subscriptions/{uuid}/modifications: the product to change to, for the subscription's own billing period.
 */
export interface ModificationRequest {
  /**
   * The product's code, from GET /api/med24/products.
   */
  product: string;
}
/**
 * A care item as the operator console sees it: the CareItem and the patient who asked (GET /api/operator/care-items/{id} and the operator actions).
 */
export interface OperatorCareItem {
  /**
   * Id of the care item.
   */
  id: number;
  /**
   * Key of the care service in services.json.
   */
  service: string;
  /**
   * Key of the chosen specialist service, or null.
   */
  specialty: string | null;
  /**
   * Where the item is in its flow.
   */
  state:
    | 'awaiting_approval'
    | 'awaiting_booking'
    | 'booked'
    | 'appeared'
    | 'finished'
    | 'cancelled'
    | 'deleted'
    | 'submitted'
    | 'needs_information'
    | 'approved'
    | 'paid'
    | 'rejected';
  /**
   * The service's flow when the item was asked for (claim: a claim for care paid out of pocket).
   */
  flow: 'appointment' | 'written' | 'claim';
  /**
   * When the patient asked (ISO 8601, UTC).
   */
  createdAt: string;
  /**
   * When the item last changed (ISO 8601, UTC).
   */
  updatedAt: string;
  /**
   * The request form's answers.
   */
  answers: {};
  /**
   * The booked time (ISO 8601, UTC), or null.
   */
  appointmentAt: string | null;
  /**
   * How the booked appointment takes place (phone, video, in_person), or null.
   */
  channel: string | null;
  /**
   * The written answer the item was closed with, or null.
   */
  answer: string | null;
  /**
   * The amount in HUF a claim was approved with (flow claim), or null.
   */
  approvedHuf?: number | null;
  /**
   * Documents attached, oldest first.
   */
  documents: CareItemDocument[];
  /**
   * What happened to the item, oldest first.
   */
  events: CareItemEvent[];
  /**
   * Translation key of what happens next: care.nextStep.<state>.
   */
  nextStep: string;
  patient: CarePatient;
  /**
   * The relative the request is for, as they were named; null: the patient themself.
   */
  relative?: null | {
    id: number;
    name: string;
    relation: RelativeRelation;
  };
  /**
   * The provider the patient chose (the pre-authorisation's selected provider): the operator books the appointment with it; null when the operator chooses.
   */
  provider?: null | {
    /**
     * Id of the provider.
     */
    id: number;
    /**
     * Name of the provider.
     */
    name: string;
  };
}
/**
 * The patient who asked.
 */
export interface CarePatient {
  /**
   * User id.
   */
  id: number;
  /**
   * Full name.
   */
  name: string;
  /**
   * Login email address.
   */
  email: string;
}
/**
 * Answer of GET /api/operator/care-items: the brand's items, newest first, deleted ones included.
 */
export interface OperatorCareItemList {
  /**
   * The items.
   */
  items: OperatorCareItem[];
}
/**
 * Query of GET /api/operator/mail: the brand's mail in one delivery state (dead by default).
 */
export interface OperatorMailQuery {
  /**
   * A mail's delivery state: kept (no SMTP server), queued, failed (tried again later), sent, dead (every attempt failed).
   */
  state?: 'kept' | 'queued' | 'failed' | 'sent' | 'dead';
}
/**
 * Answer of GET /api/operator/mail: the brand's mail in one delivery state, newest first, without its body (it may carry a live link).
 */
export interface OperatorMailList {
  /**
   * The mail, newest first.
   */
  mail: OperatorMail[];
}
/**
 * One mail and how its delivery went.
 */
export interface OperatorMail {
  /**
   * The mail's id.
   */
  id: number;
  /**
   * Recipient.
   */
  to: string;
  /**
   * Subject.
   */
  subject: string;
  /**
   * Delivery state.
   */
  state: 'kept' | 'queued' | 'failed' | 'sent' | 'dead';
  /**
   * Delivery attempts made.
   */
  attempts: number;
  /**
   * What the SMTP server or the network answered to the last failed attempt.
   */
  lastError: string | null;
  /**
   * When it was written (ISO 8601).
   */
  createdAt: string;
}
/**
 * Answer of GET /dev/outbox.json: the local mail outbox, newest first.
 */
export interface OutboxList {
  /**
   * Messages, newest first.
   */
  messages: OutboxMessage[];
}
/**
 * One mail.
 */
export interface OutboxMessage {
  /**
   * Message id.
   */
  id: number;
  /**
   * Brand that sent it.
   */
  brand: string;
  /**
   * Recipient.
   */
  to: string;
  /**
   * Subject.
   */
  subject: string;
  /**
   * Plain-text body.
   */
  text: string;
  /**
   * Links in the body.
   */
  links: string[];
  /**
   * When it was sent (ISO 8601).
   */
  createdAt: string;
}
/**
 * Answer of GET /api/p4p: the patient's preventive activities in the current calendar year (Budapest time) from their own appointments of the catalogue services' subfunctions, the points each reward of the brand's pay-for-prevention document earns, and which rewards are still open.
 */
export interface P4PResponse {
  /**
   * The calendar year counted.
   */
  year: number;
  /**
   * Points earned this year: the sum of the rewards' earned points.
   */
  total: number;
  /**
   * Each reward of the brand's document, in its order.
   */
  rewards: P4PRewardStatus[];
  /**
   * The patient's appointments this year that count as a preventive activity, oldest first.
   */
  activities: P4PActivity[];
}
/**
 * One reward and how far the patient is with it this year.
 */
export interface P4PRewardStatus {
  activity: PreventiveActivity;
  /**
   * Points each completed activity earns.
   */
  points: number;
  /**
   * At most this many earn points in a year; null: each one.
   */
  yearlyMax: number | null;
  /**
   * Whether the portal keeps a record of this activity at all (a catalogue service of the brand counts as it); false: nothing can show it as done yet.
   */
  recorded: boolean;
  /**
   * Completed this year (the clinic recorded the visit).
   */
  done: number;
  /**
   * Booked this year, the visit not recorded (yet).
   */
  booked: number;
  /**
   * Points earned with it this year.
   */
  earned: number;
  /**
   * done: at least one completed; booked: none completed, at least one booked; open: neither.
   */
  status: 'done' | 'booked' | 'open';
  /**
   * Key of the catalogue service in services.json to find one on (the first of the brand's catalogues of the activity); null when none.
   */
  search: string | null;
}
/**
 * One appointment that counts as a preventive activity.
 */
export interface P4PActivity {
  /**
   * The appointment's id.
   */
  reservationId: number;
  activity: PreventiveActivity;
  /**
   * Key of the catalogue service in services.json whose entry it is.
   */
  service: string;
  /**
   * Id of the catalogue entry naming its subfunction.
   */
  entry: string;
  /**
   * The catalogue entry's name in the request's language.
   */
  name: string;
  /**
   * The booked service of provider search.
   */
  subfunction: {
    /**
     * Subfunction id.
     */
    id: number;
    /**
     * Its name in the request's language.
     */
    name: string;
  };
  /**
   * The clinic's name.
   */
  provider: string;
  /**
   * Start, Budapest wall-clock time with offset (2026-03-16T08:30:00+01:00).
   */
  at: string;
  /**
   * done: the clinic recorded the visit; booked: not recorded (yet).
   */
  status: 'done' | 'booked';
  /**
   * Points it earned (done) or will earn once recorded (booked); 0 beyond the reward's yearly maximum.
   */
  points: number;
}
/**
 * Body of POST /api/login/passkey/options (issue 34): with the sign-in step's ticket, a ceremony for that account's passkeys; without, for signing in with a passkey alone.
 */
export interface PasskeyLoginOptionsRequest {
  ticket?: string;
}
/**
 * Body of POST /api/login/passkey (issue 34): the ceremony's id from the options and the browser's answer.
 */
export interface PasskeyLoginRequest {
  challengeId: string;
  credential: WebauthnCredential;
}
/**
 * A browser's answer to a passkey ceremony, as navigator.credentials returns it in JSON (PublicKeyCredential.toJSON); its contents are checked by the WebAuthn verification.
 */
export interface WebauthnCredential {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {};
  clientExtensionResults?: {};
  authenticatorAttachment?: string;
}
/**
 * Body of POST /api/me/passkeys (issue 34): the ceremony's id from POST /api/me/passkeys/options, the browser's answer and a name the person recognises it by.
 */
export interface PasskeyRegisterRequest {
  challengeId: string;
  credential: WebauthnCredential;
  /**
   * Defaults to the browser and system the passkey was made on.
   */
  name?: string;
}
/**
 * Body of a change to how the account signs in (issue 34: turning off the authenticator app, new recovery codes, removing a passkey): the account's password once more.
 */
export interface PasswordConfirmRequest {
  password: string;
}
/**
 * Body of POST /api/password-recovery: where to send the password-recovery link.
 */
export interface PasswordRecoveryRequest {
  /**
   * The account's email address.
   */
  email: string;
  captcha?: CaptchaAnswer;
}
/**
 * Query of GET /api/med24/payments/return: the back URL's r and s as the gateway gave them.
 */
export interface PaymentReturnQuery {
  /**
   * The outcome, base64 JSON.
   */
  r: string;
  /**
   * Its signature.
   */
  s: string;
}
/**
 * Answer of GET /api/med24/payments/return?r=…&s=…: the verified outcome the customer came back with, and where the payment and its subscription stand (the IPN, not this return, makes a payment final).
 */
export interface PaymentReturn {
  /**
   * What the gateway said happened.
   */
  event: 'SUCCESS' | 'FAIL' | 'TIMEOUT' | 'CANCEL';
  /**
   * The payment.
   */
  payment: {
    /**
     * The payment's reference.
     */
    orderRef: string;
    /**
     * started: paid, waiting for the gateway's notification; succeeded once it came.
     */
    status: 'started' | 'succeeded' | 'failed' | 'cancelled' | 'timed_out' | 'start_failed' | 'refunded';
    /**
     * Whole forints.
     */
    amountHuf: number;
    /**
     * The gateway's transaction id.
     */
    transactionId?: string;
  };
  /**
   * The subscription the payment is for.
   */
  subscription: {
    /**
     * The subscription's uuid.
     */
    uuid: string;
    /**
     * active once a payment has succeeded.
     */
    status: 'created' | 'active' | 'expired' | 'ended';
    /**
     * YYYY-MM-DD: the last day paid for.
     */
    paidUntil?: string;
  };
  modification?: Med24Modification;
}
/**
 * Body of POST /api/health-tools/perceived-stress: the answers to the ten items of the Perceived Stress Scale (PSS-10, Cohen et al. 1983; Cohen and Williamson 1988), how often in the last month, in the items' order.
 */
export interface PerceivedStressRequest {
  q1: PerceivedStressAnswer;
  q2: PerceivedStressAnswer;
  q3: PerceivedStressAnswer;
  q4: PerceivedStressAnswer;
  q5: PerceivedStressAnswer;
  q6: PerceivedStressAnswer;
  q7: PerceivedStressAnswer;
  q8: PerceivedStressAnswer;
  q9: PerceivedStressAnswer;
  q10: PerceivedStressAnswer;
}
/**
 * Answer of POST /api/health-tools/perceived-stress: the PSS-10 score and its band.
 */
export interface PerceivedStressResponse {
  /**
   * The sum of the ten items, the positively worded ones reversed: 0–40, higher meaning more perceived stress.
   */
  score: number;
  /**
   * The highest possible score.
   */
  max: 40;
  /**
   * The band commonly used in research with the scale (0–13 low, 14–26 moderate, 27–40 high); its authors set no clinical cut-offs.
   */
  band: 'low' | 'moderate' | 'high';
  /**
   * The instrument and its publications.
   */
  source: string;
}
/**
 * Answer of GET /api/providers/{id}?defaultServiceId=: a clinic with its specializations (by name), doctors and ratings. 404 (#404) for an unknown clinic.
 */
export interface ProviderDetailsResponse {
  /**
   * Provider id.
   */
  id: number;
  /**
   * Clinic name.
   */
  name: string;
  /**
   * The place (GET /api/map/locations) the clinic is in.
   */
  locationId: number;
  /**
   * ISO country code, HU or RO.
   */
  countryCode: string;
  address: ProviderAddress;
  /**
   * Longitude (WGS 84).
   */
  lon: number;
  /**
   * Latitude (WGS 84).
   */
  lat: number;
  /**
   * File names under the brand's providerPhotosDir.
   */
  photos: string[];
  /**
   * inactive clinics answer RA500 to bookings, clinics in maintenance RA503.
   */
  status: 'active' | 'inactive' | 'maintenance';
  ratings: ProviderRatings;
  /**
   * What the clinic offers, by name.
   */
  specializations: ProviderSpecialization[];
  /**
   * The clinic's doctors, by family and given name.
   */
  doctors: ProviderDoctor[];
  /**
   * The service of ?defaultServiceId= when the clinic offers it; null otherwise.
   */
  defaultService: null | DefaultService;
}
/**
 * A specialization with its services.
 */
export interface ProviderSpecialization {
  /**
   * Specialization id.
   */
  id: number;
  /**
   * Stable key, e.g. cardiology.
   */
  key: string;
  /**
   * Name as the provider data holds it.
   */
  name: string;
  /**
   * Its services, by id.
   */
  subfunctions: ProviderSubfunction[];
}
/**
 * One bookable service.
 */
export interface ProviderSubfunction {
  /**
   * Subfunction id.
   */
  id: number;
  /**
   * Service name.
   */
  name: string;
  /**
   * Length of the appointment.
   */
  durationMinutes: number;
  /**
   * Offered as a video consultation.
   */
  video: boolean;
}
export interface DefaultService {
  /**
   * Subfunction id.
   */
  id: number;
  /**
   * Its specialization.
   */
  specializationId: number;
  /**
   * Service name.
   */
  name: string;
  /**
   * Length of the appointment.
   */
  durationMinutes: number;
  /**
   * Offered as a video consultation.
   */
  video: boolean;
}
/**
 * Answer of GET /api/providers/{id}/slots (query doctorId, specializationId, subfunctionId, limit 1–50, default 12): the clinic's next free, online-bookable slots from now, by start.
 */
export interface ProviderSlotsResponse {
  /**
   * At most `limit` slots, earliest first.
   */
  slots: UpcomingSlot[];
}
/**
 * A free slot with the names the detail pages show.
 */
export interface UpcomingSlot {
  /**
   * Slot id (reservation form slotId).
   */
  id: number;
  /**
   * Budapest wall-clock time with offset.
   */
  start: string;
  /**
   * Length of the appointment.
   */
  durationMinutes: number;
  /**
   * The doctor.
   */
  doctorId: number;
  /**
   * The doctor's display name.
   */
  doctorName: string;
  /**
   * The service (reservation form subfunctionId).
   */
  subfunctionId: number;
  /**
   * The service's name.
   */
  subfunctionName: string;
  /**
   * The service's specialization.
   */
  specializationId: number;
  /**
   * A video consultation.
   */
  video: boolean;
}
/**
 * Answer of GET /api/providers/{id}/specializations/{specializationId}: a specialization at one clinic. 404 (#404) when the clinic is unknown or does not offer it.
 */
export interface ProviderSpecializationResponse {
  provider: SpecializationProvider;
  specialization: SpecializationSummary;
  /**
   * The specialization's services, by id.
   */
  subfunctions: ProviderSubfunction[];
  /**
   * The clinic's doctors who offer the specialization, by family and given name.
   */
  doctors: SpecializationDoctor[];
}
/**
 * The clinic.
 */
export interface SpecializationProvider {
  /**
   * Provider id.
   */
  id: number;
  /**
   * Clinic name.
   */
  name: string;
  /**
   * City of the clinic's address.
   */
  city: string;
}
/**
 * The specialization.
 */
export interface SpecializationSummary {
  /**
   * Specialization id.
   */
  id: number;
  /**
   * Stable key, e.g. cardiology.
   */
  key: string;
  /**
   * Name as the provider data holds it.
   */
  name: string;
}
/**
 * A doctor of the clinic.
 */
export interface SpecializationDoctor {
  /**
   * Doctor id.
   */
  id: number;
  /**
   * The clinic.
   */
  providerId: number;
  /**
   * Display name.
   */
  name: string;
  /**
   * Family name.
   */
  familyName: string;
  /**
   * Given name.
   */
  givenName: string;
  /**
   * Consults in English.
   */
  speaksEnglish: boolean;
  /**
   * Price of a consultation in the currency.
   */
  price: number;
  /**
   * HUF or RON.
   */
  currency: 'HUF' | 'RON';
  /**
   * Discount in percent; 0 when none.
   */
  discountPercent: number;
  /**
   * Offers video consultation.
   */
  video: boolean;
}
/**
 * Body of POST /api/public-reservations: an anonymous booking with the patient's registration data; a verify-public-reservation link is mailed.
 */
export interface PublicReservationRequest {
  /**
   * The slot to book (an id fits PostgreSQL's integer).
   */
  slotId: number;
  /**
   * The slot's service (RR1007 when it is not; an id fits PostgreSQL's integer).
   */
  subfunctionId: number;
  /**
   * A note to the doctor. Line breaks and tabs, no other control characters (a NUL cannot even be stored).
   */
  patientComment?: string;
  /**
   * Surname. No control characters (a NUL cannot even be stored).
   */
  lastName: string;
  /**
   * First name. No control characters (a NUL cannot even be stored).
   */
  firstName: string;
  /**
   * Where the verify and delete links go.
   */
  email: string;
  /**
   * Phone number, +36 or +40.
   */
  phone: string;
  /**
   * Date of birth, YYYY-MM-DD (U030 under 18).
   */
  birthDate: string;
  /**
   * Terms and conditions accepted (U018 when not).
   */
  acceptTerms: boolean;
  /**
   * Privacy policy accepted (U025 when not).
   */
  acceptPrivacy: boolean;
  captcha?: CaptchaAnswer;
}
/**
 * The account's new recovery codes (issue 34), readable only in this answer; every earlier code stops working.
 */
export interface RecoveryCodeList {
  codes: string[];
}
/**
 * Body of POST /api/token/refresh and POST /api/logout. The portal sends none: its refresh token is in the httpOnly cookie portal_refresh; API clients send it here (spec section 7).
 */
export interface RefreshRequest {
  /**
   * The refresh token of the session; without it the portal_refresh cookie is used.
   */
  refresh_token?: string;
}
/**
 * Body of POST /api/registration (email mode) and POST /api/med24/registration.
 */
export interface RegistrationRequest {
  /**
   * Surname. No control characters (a NUL cannot even be stored).
   */
  lastName: string;
  /**
   * First name. No control characters (a NUL cannot even be stored).
   */
  firstName: string;
  /**
   * Email address; becomes the login name.
   */
  email: string;
  /**
   * New password: not one of the common passwords (RX444 validation.newPassword), nor the email address or its local part (validation.passwordLikeEmail).
   */
  password: string;
  /**
   * The password again (U028 when different).
   */
  passwordConfirmation: string;
  /**
   * Date of birth, YYYY-MM-DD (U030 under 18).
   */
  birthDate: string;
  /**
   * Phone number, +36 or +40.
   */
  phone: string;
  /**
   * Terms and conditions accepted (U018 when not).
   */
  acceptTerms: boolean;
  /**
   * Privacy policy accepted (U025 when not).
   */
  acceptPrivacy: boolean;
  captcha?: CaptchaAnswer;
}
/**
 * Body of POST /api/relatives and PUT /api/relatives/{id}: a family member of the patient (service type 23). The name is trimmed before it is checked.
 */
export interface RelativeRequest {
  /**
   * The relative's full name as the patient writes it. No control characters (a NUL cannot even be stored).
   */
  name: string;
  /**
   * Date of birth, YYYY-MM-DD: a calendar day, not after today in Budapest, less than 130 years ago.
   */
  birthDate: string;
  relation: RelativeRelation;
}
/**
 * A family member of the patient as the API answers it (GET /api/relatives/{id}, POST /api/relatives, PUT /api/relatives/{id}). Bookings and care items name a relative by this id.
 */
export interface Relative {
  /**
   * Id of the relative; never given to another relative, even after this one is removed.
   */
  id: number;
  /**
   * Full name, trimmed.
   */
  name: string;
  /**
   * Date of birth, YYYY-MM-DD.
   */
  birthDate: string;
  relation: RelativeRelation;
  /**
   * When the patient added the relative (UTC).
   */
  createdAt: string;
  /**
   * When the relative was last changed (UTC).
   */
  updatedAt: string;
}
/**
 * Answer of GET /api/relatives: the patient's relatives in the order they were added, removed ones left out, and how many the patient may have.
 */
export interface RelativeList {
  /**
   * The relatives, oldest entry first.
   */
  relatives: Relative[];
  /**
   * The most relatives a patient may have at once; adding one more answers RL1001.
   */
  limit: number;
}
/**
 * Body of POST /api/reservations (logged-in booking; spec §3 reservation form data).
 */
export interface ReservationRequest {
  /**
   * The slot to book (an id fits PostgreSQL's integer).
   */
  slotId: number;
  /**
   * The slot's service (RR1007 when it is not; an id fits PostgreSQL's integer).
   */
  subfunctionId: number;
  /**
   * A note to the doctor. Line breaks and tabs, no other control characters (a NUL cannot even be stored).
   */
  patientComment?: string;
  /**
   * The relative (GET /api/relatives) the appointment is for; absent: the patient themself. One that is not the patient's, or was removed, answers RL1002.
   */
  relativeId?: number;
}
/**
 * Answer of POST /api/reservations (201) and one element of GET /api/reservations: a booking as the server keeps it, with its slot, clinic and doctor.
 */
export interface Reservation {
  /**
   * Reservation id.
   */
  id: number;
  /**
   * pending until a public booking's link is followed; cancelled frees the slot.
   */
  status: 'pending' | 'confirmed' | 'cancelled';
  /**
   * Discount in percent the booking carries (spec §3); 0 when none.
   */
  discountRate: number;
  price: BookedPrice;
  /**
   * The patient's note for the doctor.
   */
  patientComment: string | null;
  /**
   * When it was booked (ISO 8601).
   */
  createdAt: string;
  /**
   * When it was cancelled (ISO 8601).
   */
  cancelledAt: string | null;
  slot: ReservationSlot;
  provider: ReservationProvider;
  doctor: ReservationDoctor;
  /**
   * Whether it can still be cancelled now.
   */
  cancellable: boolean;
  /**
   * The relative the appointment is for, as they were named; null: the patient themself.
   */
  relative?: null | {
    id: number;
    name: string;
    relation: RelativeRelation;
  };
  /**
   * A video consultation's call (issue 16), on video appointments only: from when the patient may enter the waiting room, until when the call can take place, whether the doctor ended it, and the doctor's note once written.
   */
  video?: {
    /**
     * UTC ISO instant the waiting room opens (renderer/domain/video/callWindow.ts).
     */
    opensAt: string;
    /**
     * UTC ISO instant after which the call can no longer take place.
     */
    closesAt: string;
    ended: boolean;
    /**
     * The doctor's note for the patient.
     */
    note: string | null;
  };
}
/**
 * The booked slot.
 */
export interface ReservationSlot {
  /**
   * Slot id.
   */
  id: number;
  /**
   * Start in Budapest local time with its offset.
   */
  start: string;
  /**
   * Length in minutes.
   */
  durationMinutes: number;
  /**
   * Last moment to cancel (ISO 8601); RR1003 after it.
   */
  cancellableUntil: string;
  /**
   * A video consultation.
   */
  video: boolean;
  /**
   * The booked service.
   */
  subfunctionId: number;
  /**
   * Its name.
   */
  subfunctionName: string;
}
/**
 * The clinic.
 */
export interface ReservationProvider {
  /**
   * Provider id.
   */
  id: number;
  /**
   * Clinic name.
   */
  name: string;
  /**
   * City.
   */
  city: string;
  /**
   * Street and number.
   */
  street: string;
}
/**
 * The doctor.
 */
export interface ReservationDoctor {
  /**
   * Doctor id.
   */
  id: number;
  /**
   * Display name.
   */
  name: string;
  /**
   * Price of the consultation.
   */
  price: number;
  /**
   * HUF or RON.
   */
  currency: 'HUF' | 'RON';
}
/**
 * Query of GET /api/search/providers and /api/search/doctors (spec §3 provider search filter). Every value is query-string text; empty means not set.
 */
export interface SearchQuery {
  /**
   * A day of the week to show, YYYY-MM-DD (C202 otherwise); default today.
   */
  week?: string;
  /**
   * Service (subfunction) id.
   */
  subfunction?: string;
  /**
   * Location id of the location list.
   */
  location?: string;
  /**
   * Part of the provider's name, without control characters.
   */
  providerName?: string;
  /**
   * Part of the doctor's name, without control characters.
   */
  doctorName?: string;
  /**
   * 1: only doctors who speak English.
   */
  speaksEnglish?: '' | '0' | '1';
  /**
   * 1: only doctors with a discount.
   */
  discountOnly?: '' | '0' | '1';
  /**
   * Page, default 1 (C204 otherwise).
   */
  page?: string;
  /**
   * The list the renderer shows; informative, the path decides.
   */
  listType?: '' | 'doctors' | 'providers';
}
/**
 * Answer of GET /api/search/providers, /api/search/doctors and /api/search/video: one page of rows, each with its free slots of the week.
 */
export interface SearchResponse {
  /**
   * At most 10 clinics (providers) or doctors (doctors, video).
   */
  rows: SearchRow[];
  /**
   * Rows matching the filter.
   */
  totalRows: number;
  /**
   * The page answered, from 1.
   */
  page: number;
  /**
   * The week's first day, YYYY-MM-DD.
   */
  week: string;
  /**
   * Video search only: the order.
   */
  sortBy?: 'price' | 'name';
  /**
   * The week overlaps the bookable calendar (now to 8 weeks ahead).
   */
  isCalendarAvailable: boolean;
  /**
   * More than 200 matches: a narrower search is advised.
   */
  isResultLimitReached?: boolean;
  /**
   * Logged in, with a service chosen: the current subscription's yearly quantity of the service's specialization is used up (a booking is refused with RM1011). Always false for an anonymous visitor.
   */
  isQuantityLimitReached?: boolean;
  /**
   * Logged in, with a service chosen: the current subscription does not pay for the service's specialization (a booking is refused with RM1005). Always false for an anonymous visitor.
   */
  isSpecializationLimitReached?: boolean;
  /**
   * Logged in, with a service chosen, and the current subscription pays a list of specializations: where the patient stands with the service's specialization in the searched week's calendar year.
   */
  coverage?: {
    specializationId: number;
    /**
     * The subscription pays for the specialization.
     */
    covered: boolean;
    /**
     * Appointments a calendar year; null: no limit.
     */
    limit: number | null;
    /**
     * Appointments of the specialization in the year, cancelled ones left out.
     */
    used: number;
    /**
     * The calendar year (Budapest time).
     */
    year: number;
  };
}
/**
 * A clinic (providers) or a doctor (doctors, video) with the slot display of spec §2; the fields of the other kind are absent.
 */
export interface SearchRow {
  /**
   * Provider or doctor id.
   */
  id: number;
  /**
   * Clinic or doctor name.
   */
  name: string;
  /**
   * Free slots of the week, by start.
   */
  slots: SearchSlot[];
  /**
   * YYYY-MM-DD of the nearest free, online-bookable slot from now; null when none.
   */
  nearestAvailableDate: string | null;
  /**
   * Free, online-bookable slots in the coming seven days.
   */
  slotsWithinSevenDays: number;
  /**
   * Clinics: the place the clinic is in.
   */
  locationId?: number;
  /**
   * Clinics: ISO country code, HU or RO.
   */
  countryCode?: string;
  address?: ProviderAddress;
  /**
   * Clinics: longitude (WGS 84).
   */
  lon?: number;
  /**
   * Clinics: latitude (WGS 84).
   */
  lat?: number;
  /**
   * Clinics: photo file names under the brand's providerPhotosDir.
   */
  photos?: string[];
  /**
   * Clinics: inactive answers RA500 to bookings, maintenance RA503.
   */
  status?: 'active' | 'inactive' | 'maintenance';
  ratings?: ProviderRatings;
  /**
   * Doctors: the clinic.
   */
  providerId?: number;
  /**
   * Doctors: family name.
   */
  familyName?: string;
  /**
   * Doctors: given name.
   */
  givenName?: string;
  /**
   * Doctors: consults in English.
   */
  speaksEnglish?: boolean;
  /**
   * Doctors: price of a consultation in the currency.
   */
  price?: number;
  /**
   * Doctors: HUF or RON.
   */
  currency?: 'HUF' | 'RON';
  /**
   * Doctors: discount in percent; 0 when none.
   */
  discountPercent?: number;
  /**
   * Doctors: offers video consultation.
   */
  video?: boolean;
  provider?: SearchRowClinic;
  /**
   * Doctors: the doctor's specialties, named in the request's language and sorted by that name.
   */
  specializations?: SearchRowSpecialization[];
}
/**
 * A free slot of the week.
 */
export interface SearchSlot {
  /**
   * Slot id (reservation form slotId).
   */
  id: number;
  /**
   * Budapest wall-clock time with offset.
   */
  start: string;
  /**
   * Length of the appointment.
   */
  durationMinutes: number;
  /**
   * The doctor.
   */
  doctorId: number;
  /**
   * The doctor's display name: slots of one clinic at the same time differ by doctor.
   */
  doctorName: string;
  /**
   * The service (reservation form subfunctionId).
   */
  subfunctionId: number;
  /**
   * The service's name in the request's language.
   */
  subfunctionName: string;
  /**
   * Bookable online; otherwise by phone (RR1005/RR1006).
   */
  customerBookable: boolean;
  /**
   * UTC instant after which cancelling answers RR1003.
   */
  cancellableUntil: string;
  /**
   * A video consultation.
   */
  video: boolean;
}
/**
 * Doctors: the clinic in brief.
 */
export interface SearchRowClinic {
  /**
   * Provider id.
   */
  id: number;
  /**
   * Clinic name.
   */
  name: string;
  /**
   * City.
   */
  city: string;
  /**
   * The place the clinic is in.
   */
  locationId: number;
}
/**
 * A specialty of the doctor.
 */
export interface SearchRowSpecialization {
  /**
   * Specialization id.
   */
  id: number;
  /**
   * Its name in the request's language.
   */
  name: string;
}
/**
 * Body of POST /api/login/second-factor (issue 34): the sign-in step's ticket from the login's answer and a code of the account's authenticator app or one of its recovery codes.
 */
export interface SecondFactorLoginRequest {
  /**
   * secondFactor.ticket of the login's answer.
   */
  ticket: string;
  /**
   * Six digits from the authenticator app, or a recovery code (its dash and spaces ignored).
   */
  code: string;
}
/**
 * GET /api/me/second-factor (issue 34): how the account signs in besides its password.
 */
export interface SecondFactorStatus {
  /**
   * An authenticator app is set up and confirmed.
   */
  totp: boolean;
  passkeys: {
    id: number;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
  }[];
  recoveryCodesLeft: number;
  /**
   * How this session proved a second factor; null for a password alone.
   */
  sessionSecondFactor: 'totp' | 'recovery' | 'passkey' | null;
}
/**
 * The answer of POST /api/login for an account with a second factor (issue 34): no session yet, but a ticket for the next step, which a code (POST /api/login/second-factor) or a passkey (POST /api/login/passkey) completes within five minutes.
 */
export interface SecondFactorStep {
  secondFactor: {
    ticket: string;
    /**
     * What the account can use, the strongest first.
     */
    methods: ('passkey' | 'totp' | 'recovery')[];
  };
}
/**
 * Answer of GET /api/services/{page} (also /services/{section}/{page}, e.g. organize/care): what the service screen shows for the logged-in user.
 */
export interface ServicePageResponse {
  /**
   * The service page.
   */
  page: string;
  /**
   * The flag the page needs (routes.json), or null.
   */
  permission: string | null;
  /**
   * The user's service types that open this page.
   */
  services: number[];
  /**
   * Of those, the ones the current subscription covers (a product's coverage list, or every type the user has when the product has none); empty when it is not active.
   */
  covered: number[];
  /**
   * The current subscription (the only one, or the chosen one) is active.
   */
  subscriptionActive: boolean;
  /**
   * Phone of the current subscription, for phone-based services.
   */
  phone: string | null;
}
/**
 * GET /api/me/sessions (issue 34): the person's signed-in devices, each a login that still lives: the one asking first, then the others the most recently used first.
 */
export interface SessionList {
  sessions: {
    /**
     * The session's id on this list: DELETE /api/me/sessions/{id} signs it out.
     */
    id: string;
    /**
     * The session this request was made in.
     */
    current: boolean;
    /**
     * The browser and its major version ("Chrome 131"); null when the device did not say.
     */
    browser: string | null;
    /**
     * The operating system and its version ("Android 14"); null when the device did not say.
     */
    os: string | null;
    deviceType: 'mobile' | 'tablet' | 'desktop' | 'unknown';
    /**
     * The login, UTC.
     */
    firstSeen: string;
    /**
     * The session's last refresh, UTC: a session in use refreshes at least every 15 minutes.
     */
    lastSeen: string;
    /**
     * A session customer support opened to act for the person.
     */
    support: boolean;
  }[];
}
/**
 * Answer of GET /api/slots/{id}: what the reservation screen shows about the slot being booked, and whether it can be booked right now.
 */
export interface SlotSummaryResponse {
  /**
   * Slot id (reservation form slotId).
   */
  id: number;
  /**
   * Budapest wall-clock time with offset.
   */
  start: string;
  /**
   * Length of the appointment.
   */
  durationMinutes: number;
  /**
   * UTC instant after which cancelling answers RR1003.
   */
  cancellableUntil: string;
  /**
   * A video consultation.
   */
  video: boolean;
  /**
   * Bookable online; otherwise by phone (RR1005/RR1006).
   */
  customerBookable: boolean;
  subfunction: SlotSubfunction;
  provider: SlotProvider;
  doctor: SlotDoctor;
  /**
   * The doctor's fee before any discount.
   */
  price: number;
  /**
   * Currency of the price.
   */
  currency: 'HUF' | 'RON';
  /**
   * Discount the booking gets, in percent (the finished reservation's discountRate); 0 for none.
   */
  discountPercent: number;
  /**
   * The slot can be booked online at this moment.
   */
  bookable: boolean;
  /**
   * Why bookable is false (null when it is true): phone booking only (RR1005/RR1006), booked by someone (slotNoLongerBookable), already begun (slotNoLongerBookable), provider unavailable (RA500) or in maintenance (RA503).
   */
  notBookableReason: 'phoneOnly' | 'taken' | 'started' | 'providerInactive' | 'providerMaintenance' | null;
}
/**
 * The service of the slot (reservation form subfunctionId).
 */
export interface SlotSubfunction {
  /**
   * Subfunction id.
   */
  id: number;
  /**
   * Service name.
   */
  name: string;
}
/**
 * The clinic where the appointment takes place.
 */
export interface SlotProvider {
  /**
   * Provider id.
   */
  id: number;
  /**
   * Clinic name.
   */
  name: string;
  address: SlotProviderAddress;
}
/**
 * Postal address of the clinic.
 */
export interface SlotProviderAddress {
  /**
   * Postcode.
   */
  postalCode: string;
  /**
   * Town or city.
   */
  city: string;
  /**
   * Street and number.
   */
  street: string;
}
/**
 * The doctor who sees the patient.
 */
export interface SlotDoctor {
  /**
   * Doctor id.
   */
  id: number;
  /**
   * Display name.
   */
  name: string;
}
/**
 * Answer of POST /api/med24/subscriptions: the new subscription, created and awaiting payment, and the gateway's page to pay on.
 */
export interface SubscriptionPayment {
  /**
   * The subscription.
   */
  subscription: {
    /**
     * The subscription's uuid.
     */
    uuid: string;
    /**
     * created until the payment succeeds.
     */
    status: 'created' | 'active';
  };
  /**
   * Where the customer pays.
   */
  paymentUrl: string;
}
/**
 * Body of POST /api/med24/subscriptions: the product and billing period to subscribe to; the answer is the payment page.
 */
export interface SubscriptionRequest {
  /**
   * The product's code, from GET /api/med24/products.
   */
  product: string;
  /**
   * How often the subscription is paid: every month or every year.
   */
  billingPeriod: 'month' | 'year';
}
/**
 * A subscription of the user (spec section 3).
 */
export interface Subscription {
  /**
   * Id; send it as X-Subscription-Id.
   */
  id: number;
  /**
   * Public identifier (paid-variant routes).
   */
  uuid: string;
  /**
   * Phone number of the subscription.
   */
  phone: string | null;
  /**
   * created: awaiting payment or confirmation; active: in force.
   */
  status: 'created' | 'active';
  /**
   * The privacy statement must be accepted first.
   */
  needsPrivacyStatement: boolean;
  product: Product;
}
/**
 * Answer of POST /api/tokens/{flow}: the flow is done; finish-registration and password-recovery also log in.
 */
export interface TokenFlowResponse {
  /**
   * The flow that was completed.
   */
  flow:
    | 'verify-registration'
    | 'finish-registration'
    | 'verify-corporate'
    | 'verify-email'
    | 'verify-contact-email'
    | 'password-recovery';
  /**
   * Always true.
   */
  done: true;
  /**
   * Access token, when the flow logs in.
   */
  token?: string;
  /**
   * Refresh token, when the flow logs in.
   */
  refresh_token?: string;
}
/**
 * A session: a short-lived access JWT for the Authorization header and an opaque refresh token.
 */
export interface TokenPair {
  /**
   * Access token (JWT, 15 minutes).
   */
  token: string;
  /**
   * Refresh token; single use, rotated by POST /api/token/refresh.
   */
  refresh_token: string;
}
/**
 * Body of POST /api/tokens/password-recovery and /api/tokens/finish-registration: the token and the new password.
 */
export interface TokenPasswordRequest {
  /**
   * The token from the emailed link.
   */
  token: string;
  /**
   * New password: not one of the common passwords (RX444 validation.newPassword), nor the email address or its local part (validation.passwordLikeEmail).
   */
  password: string;
  /**
   * The password again (U028 when different).
   */
  passwordConfirmation: string;
}
/**
 * Body of POST /api/tokens/{flow} for verify-registration, verify-corporate, verify-email and verify-contact-email.
 */
export interface TokenRequest {
  /**
   * The token from the emailed link.
   */
  token: string;
}
/**
 * Body of POST /api/me/totp/confirm (issue 34): a code the authenticator app shows for the secret being set up.
 */
export interface TotpConfirmRequest {
  code: string;
}
/**
 * POST /api/me/totp (issue 34): a new secret for an authenticator app, as the otpauth URI its QR code shows and as text to type; in use once POST /api/me/totp/confirm confirms a code of it.
 */
export interface TotpSetup {
  /**
   * Base32.
   */
  secret: string;
  /**
   * otpauth://totp/…
   */
  uri: string;
}
/**
 * Query of POST /api/uploads: the service page the files belong to (its permission is required) and optional type filters.
 */
export interface UploadQuery {
  /**
   * Service page, e.g. preauthorization.
   */
  page: string;
  /**
   * Comma-separated file types to accept (narrows the server's list).
   */
  include?: string;
  /**
   * Comma-separated file types to refuse.
   */
  exclude?: string;
}
/**
 * Answer of POST /api/uploads: the stored files.
 */
export interface UploadResponse {
  /**
   * Stored files in upload order.
   */
  files: UploadedFile[];
}
/**
 * One stored file.
 */
export interface UploadedFile {
  /**
   * Id of the stored file.
   */
  id: number;
  /**
   * Name it was stored under.
   */
  name: string;
  /**
   * Media type found from the content.
   */
  type: string;
  /**
   * Size in bytes.
   */
  size: number;
}
/**
 * Answer of GET /api/video/appointments/{id} (and of admit, end and note): a video consultation as one of its two parties sees it.
 */
export interface VideoCall {
  /**
   * The reservation's id.
   */
  id: number;
  /**
   * The asking user's part in it.
   */
  role: 'patient' | 'doctor';
  /**
   * The slot's start, Budapest wall-clock time with offset.
   */
  start: string;
  durationMinutes: number;
  /**
   * UTC ISO instant from which this role may enter (renderer/domain/video/callWindow.ts).
   */
  opensAt: string;
  /**
   * UTC ISO instant after which nobody may.
   */
  closesAt: string;
  /**
   * The server's clock, so a page with a wrong clock counts from the server's.
   */
  now: string;
  /**
   * Before the room opens, while it is open, after it closed or was ended.
   */
  phase: 'early' | 'open' | 'closed';
  subfunctionName: string;
  providerName: string;
  doctorName: string;
  patientName: string;
  /**
   * What the patient wrote when booking.
   */
  patientComment: string | null;
  /**
   * The doctor has admitted the patient from the waiting room.
   */
  admitted: boolean;
  /**
   * The doctor has ended the call.
   */
  ended: boolean;
  /**
   * The doctor's note for the patient, once saved.
   */
  note: string | null;
  noteAt: string | null;
  /**
   * The brand's STUN and TURN servers (brand.json video.iceServers); empty: host candidates alone.
   */
  iceServers: {
    urls: string[];
    username?: string;
    credential?: string;
  }[];
}
/**
 * Body of PUT /api/video/appointments/{id}/note: the doctor's note for the patient, written at the end of a video consultation.
 */
export interface VideoNoteRequest {
  /**
   * What the doctor tells the patient after the call (advice, next steps); plain text.
   */
  note: string;
}
/**
 * Query of GET /api/search/video (spec §3 video consultation filter).
 */
export interface VideoSearchQuery {
  /**
   * A day of the week to show, YYYY-MM-DD; default today.
   */
  week?: string;
  /**
   * A video service (subfunction) id.
   */
  subfunction?: string;
  /**
   * 1: only doctors who speak English.
   */
  speaksEnglish?: '' | '0' | '1';
  /**
   * Order of the doctors; default price.
   */
  sortBy?: '' | 'price' | 'name';
  /**
   * Page, default 1.
   */
  page?: string;
}
/**
 * Body of POST /api/registration/voucher.
 */
export interface VoucherRegistrationRequest {
  /**
   * Voucher (entitlement) code. No control characters (a NUL cannot even be stored).
   */
  voucher: string;
  /**
   * Surname. No control characters (a NUL cannot even be stored).
   */
  lastName?: string;
  /**
   * First name. No control characters (a NUL cannot even be stored).
   */
  firstName?: string;
  /**
   * Email address; becomes the login name.
   */
  email: string;
  /**
   * New password: not one of the common passwords (RX444 validation.newPassword), nor the email address or its local part (validation.passwordLikeEmail).
   */
  password: string;
  /**
   * The password again (U028 when different).
   */
  passwordConfirmation: string;
  /**
   * Date of birth, YYYY-MM-DD (U030 under 18).
   */
  birthDate: string;
  /**
   * Terms and conditions accepted (U018 when not).
   */
  acceptTerms: boolean;
  /**
   * Privacy policy accepted (U025 when not).
   */
  acceptPrivacy: boolean;
  captcha?: CaptchaAnswer;
}
/**
 * Body of POST /api/health-tools/work-family-conflict: the answers to the five items of the work–family conflict scale (Netemeyer, Boles and McMurrian 1996), each on its seven-point scale, in the items' order.
 */
export interface WorkFamilyConflictRequest {
  q1: WorkFamilyConflictAnswer;
  q2: WorkFamilyConflictAnswer;
  q3: WorkFamilyConflictAnswer;
  q4: WorkFamilyConflictAnswer;
  q5: WorkFamilyConflictAnswer;
}
/**
 * Answer of POST /api/health-tools/work-family-conflict: the score, the average answer and the statements agreed with.
 */
export interface WorkFamilyConflictResponse {
  /**
   * The sum of the five answers: 5–35, higher meaning work gets in the way of home and family life more.
   */
  score: number;
  /**
   * The lowest possible score.
   */
  min: 5;
  /**
   * The highest possible score.
   */
  max: 35;
  /**
   * The average answer, to one decimal.
   */
  average: number;
  /**
   * Which answer the average is nearest to: below the scale's middle (4), the middle, or above it. The scale's authors set no cut-offs.
   */
  leaning: 'disagree' | 'neither' | 'agree';
  /**
   * The items answered 5 (somewhat agree) or more, in their order.
   */
  agreed: ('q1' | 'q2' | 'q3' | 'q4' | 'q5')[];
  /**
   * The instrument and its publication.
   */
  source: string;
}
/**
 * Definitions shared by the brand, route, service, form and content schemas.
 */
export interface CommonDefinitions {
  [k: string]: unknown;
}
/**
 * Content pages keyed by id, each a list of blocks whose texts are translation keys.
 */
export interface ContentPages {
  /**
   * Pages keyed by id; null in a brand removes one.
   */
  pages: {
    [k: string]: ContentPage;
  };
}
/**
 * Forms rendered by RJSF, keyed by id: the data schema, the uiSchema, where the form submits and what happens on success.
 */
export interface FormCollection {
  /**
   * Forms keyed by id; null in a brand removes one.
   */
  forms: {
    [k: string]: FormDocument;
  };
}
/**
 * The guards every navigation passes, in order; the first that does not allow decides the redirect. Guard kinds are code, their order and parameters are configuration.
 */
export interface GuardList {
  /**
   * Guards in evaluation order.
   *
   * @minItems 1
   */
  guards: [Guard, ...Guard[]];
}
/**
 * Every route of the portal keyed by its path, with the screen it shows and the meta flags the guards read (spec section 2).
 */
export interface RouteTable {
  /**
   * Routes keyed by path in router syntax; null in a brand removes a route.
   */
  routes: {
    [k: string]: Route;
  };
}
/**
 * The 41 numeric service types of spec section 3 keyed by name, the page each opens and the tile it shows on services home.
 */
export interface ServiceCatalogue {
  /**
   * Service types keyed by name; null in a brand removes one.
   */
  services: {
    [k: string]: ServiceType;
  };
  /**
   * Health tools keyed by id: each defined once and named by the services whose pages ask and score it (the health check and its v2, public and webview variants share one); null in a brand removes one.
   */
  healthTools?: {
    [k: string]: HealthTool;
  };
}
/**
 * Body of POST /payment/v2/dorecurring: charges a registered card by one of its tokens, without the customer (merchant-initiated).
 */
export interface SimplePayDoRecurringRequest {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * Name and version of the calling client, e.g. HealthPortal_SimplePay/1.0.
   */
  sdkVersion: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * A token the registering payment answered.
   */
  token: string;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
  /**
   * The customer's email address.
   */
  customerEmail: string;
  /**
   * The amount; in HUF a whole number of forints.
   */
  total: number;
  /**
   * Merchant-initiated transaction.
   */
  type: 'MIT';
  /**
   * How the customer was authenticated at registration (02: the merchant's own login).
   */
  threeDSReqAuthMethod: '01' | '02' | '03';
  invoice?: SimplePayInvoice;
}
/**
 * The billing address of a payment (SimplePay v2 `invoice`).
 */
export interface SimplePayInvoice {
  /**
   * Name of the person billed.
   */
  name: string;
  /**
   * Company billed, instead of or with a name.
   */
  company?: string;
  /**
   * ISO 3166-1 alpha-2 country code.
   */
  country: string;
  /**
   * County or state.
   */
  state?: string;
  /**
   * City.
   */
  city: string;
  /**
   * Postal code.
   */
  zip: string;
  /**
   * First address line.
   */
  address: string;
  /**
   * Second address line.
   */
  address2?: string;
  /**
   * Phone number.
   */
  phone?: string;
}
/**
 * Answer of /dorecurring: the charge's transaction; the IPN makes it final.
 */
export interface SimplePayDoRecurringResponse {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * The gateway's transaction id.
   */
  transactionId: number | string;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
  /**
   * The amount; in HUF a whole number of forints.
   */
  total: number;
}
/**
 * What every endpoint answers when it refuses a request: its error codes and what it could read of the request.
 */
export interface SimplePayErrorResponse {
  /**
   * The gateway's error codes.
   *
   * @minItems 1
   */
  errorCodes: [number, ...number[]];
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt?: string;
  /**
   * The merchant account's id.
   */
  merchant?: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef?: string;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency?: 'HUF' | 'EUR' | 'USD';
  /**
   * The amount; in HUF a whole number of forints.
   */
  total?: number;
}
/**
 * Body of POST /payment/v2/finish: captures an authorised two-step payment, all or part of it.
 */
export interface SimplePayFinishRequest {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * Name and version of the calling client, e.g. HealthPortal_SimplePay/1.0.
   */
  sdkVersion: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef?: string;
  /**
   * The gateway's transaction id.
   */
  transactionId?: number | string;
  /**
   * The amount; in HUF a whole number of forints.
   */
  originalTotal: number;
  /**
   * The amount; in HUF a whole number of forints.
   */
  approveTotal: number;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
}
/**
 * Answer of /finish.
 */
export interface SimplePayFinishResponse {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * The gateway's transaction id.
   */
  transactionId: number | string;
  /**
   * The amount; in HUF a whole number of forints.
   */
  approveTotal: number;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
}
/**
 * The instant payment notification the gateway posts to the merchant when a transaction reaches a final state; the merchant answers the same body with `receiveDate` added, signed.
 */
export interface SimplePayIpn {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * How it was paid.
   */
  method: 'CARD' | 'WIRE';
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  finishDate: string;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  paymentDate: string;
  /**
   * The gateway's transaction id.
   */
  transactionId: number | string;
  /**
   * The state reached.
   */
  status: 'FINISHED' | 'AUTHORIZED' | 'REFUND';
  /**
   * The card's masked number, e.g. xxxx-xxxx-xxxx-1111.
   */
  cardMask?: string;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  expiry?: string;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  receiveDate?: string;
}
/**
 * Body of POST /payment/v2/query: transactions by the merchant's references or the gateway's ids, at most 50 each.
 */
export interface SimplePayQueryRequest {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * Name and version of the calling client, e.g. HealthPortal_SimplePay/1.0.
   */
  sdkVersion: string;
  /**
   * The merchant's references.
   */
  orderRefs?: string[];
  /**
   * The gateway's ids.
   */
  transactionIds?: (number | string)[];
  /**
   * With payment details.
   */
  detailed?: boolean;
  /**
   * With refunds.
   */
  refunds?: boolean;
}
/**
 * Answer of /query.
 */
export interface SimplePayQueryResponse {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The transactions found.
   */
  transactions: SimplePayTransaction[];
  /**
   * How many were found.
   */
  totalCount: number;
}
/**
 * One transaction as /query answers it.
 */
export interface SimplePayTransaction {
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
  /**
   * The amount; in HUF a whole number of forints.
   */
  total: number;
  /**
   * The gateway's transaction id.
   */
  transactionId: number | string;
  /**
   * The transaction's state.
   */
  status:
    | 'INIT'
    | 'INPAYMENT'
    | 'AUTHORIZED'
    | 'INFRAUD'
    | 'FINISHED'
    | 'CANCELLED'
    | 'TIMEOUT'
    | 'NOTAUTHORIZED'
    | 'FRAUD'
    | 'REVERSED'
    | 'REFUND';
  /**
   * The amount; in HUF a whole number of forints.
   */
  remainingTotal: number;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  paymentDate?: string;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  finishDate?: string;
  /**
   * How it was paid.
   */
  method?: 'CARD' | 'WIRE';
  /**
   * The card's masked number.
   */
  cardMask?: string;
}
/**
 * Card registration for later merchant-initiated charges (/dorecurring): how many tokens, until when, up to which amount each.
 */
export interface SimplePayRecurring {
  /**
   * Number of tokens, one per later charge.
   */
  times: number;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  until: string;
  /**
   * The highest amount one token may charge.
   */
  maxAmount: number;
}
/**
 * Body of POST /payment/v2/refund: gives back all or part of a finished payment.
 */
export interface SimplePayRefundRequest {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * Name and version of the calling client, e.g. HealthPortal_SimplePay/1.0.
   */
  sdkVersion: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef?: string;
  /**
   * The gateway's transaction id.
   */
  transactionId?: number | string;
  /**
   * The amount; in HUF a whole number of forints.
   */
  refundTotal: number;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
}
/**
 * Answer of /refund.
 */
export interface SimplePayRefundResponse {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * The gateway's transaction id.
   */
  transactionId: number | string;
  /**
   * The gateway's transaction id.
   */
  refundTransactionId: number | string;
  /**
   * The amount; in HUF a whole number of forints.
   */
  refundTotal: number;
  /**
   * The amount; in HUF a whole number of forints.
   */
  remainingTotal: number;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
}
/**
 * The back URL's `r` parameter, decoded from base64: the outcome the customer is sent back with, signed by `s`.
 */
export interface SimplePayReturn {
  /**
   * Result code: 0 when the payment succeeded, else the gateway's code of what went wrong.
   */
  r: number;
  /**
   * The gateway's transaction id.
   */
  t: number | string;
  /**
   * What happened.
   */
  e: 'SUCCESS' | 'FAIL' | 'TIMEOUT' | 'CANCEL';
  /**
   * The merchant account's id.
   */
  m: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  o: string;
}
/**
 * Body of POST /payment/v2/start: opens a card payment and answers the page the customer pays on.
 */
export interface SimplePayStartRequest {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
  /**
   * The customer's email address.
   */
  customerEmail: string;
  /**
   * Language of the payment page: HU, EN, RO, …
   */
  language: string;
  /**
   * Name and version of the calling client, e.g. HealthPortal_SimplePay/1.0.
   */
  sdkVersion: string;
  /**
   * Payment methods offered, at least one; the portal offers CARD.
   */
  methods: ('CARD' | 'WIRE')[];
  /**
   * The amount; in HUF a whole number of forints.
   */
  total: number;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  timeout: string;
  /**
   * Authorise now, capture later with /finish.
   */
  twoStep?: boolean;
  /**
   * One back URL for every outcome, when `urls` is not given.
   */
  url?: string;
  urls?: SimplePayUrls;
  invoice?: SimplePayInvoice;
  recurring?: SimplePayRecurring;
  /**
   * The customer's name; required with `recurring`.
   */
  customer?: string;
}
/**
 * Where the gateway sends the customer back, per outcome of the payment.
 */
export interface SimplePayUrls {
  /**
   * Back URL after success.
   */
  success: string;
  /**
   * Back URL after fail.
   */
  fail: string;
  /**
   * Back URL after cancel.
   */
  cancel: string;
  /**
   * Back URL after timeout.
   */
  timeout: string;
}
/**
 * Answer of /start: the transaction, its payment page and, with `recurring`, the card tokens it registers.
 */
export interface SimplePayStartResponse {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The merchant's own reference of the order, unique per merchant.
   */
  orderRef: string;
  /**
   * ISO 4217 currency; the portal uses HUF, whole forints.
   */
  currency: 'HUF' | 'EUR' | 'USD';
  /**
   * The gateway's transaction id.
   */
  transactionId: number | string;
  /**
   * A date and time in ISO 8601 with its offset, e.g. 2026-11-26T12:00:00+01:00.
   */
  timeout: string;
  /**
   * The amount; in HUF a whole number of forints.
   */
  total: number;
  /**
   * The page the customer pays on.
   */
  paymentUrl: string;
  /**
   * Card tokens for /dorecurring, usable once the payment has finished.
   */
  tokens?: string[];
}
/**
 * Body of POST /payment/v2/tokencancel: cancels a card token registered for recurring payments, so the card is no longer kept for the merchant.
 */
export interface SimplePayTokenCancelRequest {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * Name and version of the calling client, e.g. HealthPortal_SimplePay/1.0.
   */
  sdkVersion: string;
  /**
   * The card token to cancel.
   */
  token: string;
}
/**
 * Answer of /tokencancel.
 */
export interface SimplePayTokenCancelResponse {
  /**
   * Random text of 32–64 characters that makes every message unique.
   */
  salt: string;
  /**
   * The merchant account's id.
   */
  merchant: string;
  /**
   * The cancelled card token.
   */
  token: string;
  /**
   * The token's state after the call: DI (disabled).
   */
  status: string;
  /**
   * ISO 8601 date and time the token was valid until.
   */
  expiry?: string;
}
