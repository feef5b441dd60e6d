/**
 * The brand bundle in parts (issue 10, item 2). A page inlines the shell: the brand's documents
 * every screen reads (config, brand, routes, guards, services, icons) and ONE locale's texts
 * without the content pages' texts, plus the parts its first route needs. Everything else is a
 * part loaded when needed from /api/brand-bundle/<version>/<key>.json, a URL that changes with
 * the bundle's content hash and is cached for a year:
 * - `locale/<lng>`: another language's texts (the language switcher loads it first);
 * - `content/<page>/<lng>`: a content page and its texts in one language;
 * - `form/<id>`: a form document;
 * - `icons`: the brand's icon set (the service tiles draw it);
 * - `texts/<namespace>/<lng>`: a namespace only some screens read, kept out of the shell (the care
 *   screens' texts, which only logged-in patients and operators see; the voucher error page's; the relatives page's; a care wizard's;
 *   the health tools'; the mobile application page's; the paid variant's screens'; the video consultation's);
 * - `texts/healthTools/<instrument>/<lng>`: one health tool's texts and those every tool shares, what
 *   a tool's page reads (the whole namespace is five tools' texts, the largest shell's bulk).
 * Pure data, no React: the server builds the shell and the parts with these same functions, and
 * routeParts() says for both which parts a route's screen reads.
 */
import type { BrandBundle, CatalogueService, ContentPage, FormDocument, IconSet, Locale, LocaleNamespaces, Route, ServiceType } from '../../../generated/config-types';
import { catalogueOfService, p4pOfService } from './catalogueOfService';
import { careOfService } from '../care/careOfService';
import { healthToolOfService, INSTRUMENTS } from '../healthTools/healthToolOfService';
import { mobileAppOfService } from './mobileAppOfService';
import { wizardOfService } from '../care/careWizard';
import { relativesOfService } from './relativesOfService';

/** The namespace of the content pages' texts, which travels with each page instead of the shell. */
export const CONTENT_NAMESPACE = 'content';
/** The care screens' texts (issue 12), which travel as a part of their own instead of the shell. */
export const CARE_NAMESPACE = 'care';
/** The voucher error page's texts: a page few visitors see, so not in the shell every page carries. */
export const VOUCHER_NAMESPACE = 'voucher';
/** The relatives page's texts (service type 23), which travel as a part of their own instead of the shell. */
export const RELATIVES_NAMESPACE = 'relatives';
/** The catalogue pages' texts (diagnostics, screening, vaccination) and pay for prevention's, a part of their own. */
export const CATALOGUE_NAMESPACE = 'catalogue';
/** The texts of a care wizard's dialog (the pre-authorisation), which travel as a part of their own. */
export const PREAUTH_NAMESPACE = 'preauth';
/** The health tools' texts (questions' help, results, advice, sources), a part of their own. */
export const HEALTH_TOOLS_NAMESPACE = 'healthTools';
/** The mobile application page's texts (service type 35), a part of their own. */
export const MOBILE_APP_NAMESPACE = 'mobileApp';
/** The paid variant's screens' texts (subscriptions and card payments), a part of their own. */
export const MED24_NAMESPACE = 'med24';
/** The video consultation's screens' texts (waiting room, call, the doctor's day), a part of their own. */
export const VIDEO_NAMESPACE = 'video';
/** The patient's settings page's texts (the account's language and mails, issue 33), a part of their own. */
export const ACCOUNT_NAMESPACE = 'account';
/** Two-step sign-in's texts (issue 34: the login's passkey, the step after the password, the security page), a part of their own. */
export const SIGN_IN_NAMESPACE = 'signIn';
/** The namespaces a texts part may carry. */
export const TEXT_PARTS: ReadonlySet<string> = new Set([CARE_NAMESPACE, VOUCHER_NAMESPACE, RELATIVES_NAMESPACE, CATALOGUE_NAMESPACE, PREAUTH_NAMESPACE, HEALTH_TOOLS_NAMESPACE, MOBILE_APP_NAMESPACE, MED24_NAMESPACE, VIDEO_NAMESPACE, ACCOUNT_NAMESPACE, SIGN_IN_NAMESPACE]);
/** Namespaces left out of the shell and of the language parts. */
const PART_NAMESPACES: ReadonlySet<string> = new Set([CONTENT_NAMESPACE, ...TEXT_PARTS]);

/** A service as the shell carries it: a catalogue without its entries, which travel as the part catalogue/<service>. */
export type ShellService = Omit<ServiceType, 'catalogue'> & { catalogue?: Omit<CatalogueService, 'entries'> };

export type ShellBundle = Omit<BrandBundle, 'forms' | 'content' | 'locales' | 'iconSet' | 'services'> & {
  services: Record<string, ShellService>;
  /** The language of the page; `locales` holds it alone. */
  locale: Locale;
  locales: Partial<Record<Locale, LocaleNamespaces>>;
  /** Parts the page carries already (its first route's documents), by key. */
  parts: Record<string, BundlePart>;
};

export interface LocalePart {
  kind: 'locale';
  locale: Locale;
  /** Every namespace but the content pages' texts. */
  namespaces: LocaleNamespaces;
}

export interface ContentPart {
  kind: 'content';
  pageId: string;
  locale: Locale;
  page: ContentPage;
  /** The subtrees of the content namespace the page's blocks name ("content.aboutUs.…" → aboutUs). */
  texts: Record<string, unknown>;
}

export interface FormPart {
  kind: 'form';
  formId: string;
  form: FormDocument;
}

export interface IconsPart {
  kind: 'icons';
  iconSet: IconSet;
}

export interface TextsPart {
  kind: 'texts';
  namespace: string;
  locale: Locale;
  texts: Record<string, unknown>;
}

/** A catalogue service's entries (diagnostics, screening, vaccination), which only its page reads. */
export interface CataloguePart {
  kind: 'catalogue';
  service: string;
  catalogue: CatalogueService;
}

export type BundlePart = LocalePart | ContentPart | FormPart | IconsPart | TextsPart | CataloguePart;

export const ICONS_PART_KEY = 'icons';

export const localePartKey = (locale: Locale): string => `locale/${locale}`;
export const contentPartKey = (pageId: string, locale: Locale): string => `content/${pageId}/${locale}`;
export const formPartKey = (formId: string): string => `form/${formId}`;
export const textsPartKey = (namespace: string, locale: Locale): string => `texts/${namespace}/${locale}`;
export const careTextsKey = (locale: Locale): string => textsPartKey(CARE_NAMESPACE, locale);
export const voucherTextsKey = (locale: Locale): string => textsPartKey(VOUCHER_NAMESPACE, locale);
export const relativesTextsKey = (locale: Locale): string => textsPartKey(RELATIVES_NAMESPACE, locale);
export const cataloguePartKey = (service: string): string => `catalogue/${service}`;
export const preauthTextsKey = (locale: Locale): string => textsPartKey(PREAUTH_NAMESPACE, locale);
export const healthToolTextsKey = (instrument: string, locale: Locale): string => `texts/${HEALTH_TOOLS_NAMESPACE}/${instrument}/${locale}`;
export const partUrl = (version: string, key: string): string => `/api/brand-bundle/${version}/${key}.json`;

/** The page the privacy-statement screen shows when its route names none. */
export const PRIVACY_PAGE = 'privacy-policy';

/** Token flows that end in a form (a new password) rather than at once. */
export const PASSWORD_FORMS: Record<string, string> = { 'password-recovery': 'passwordReset', 'finish-registration': 'finishRegistration' };

/** The booking screen's three forms: log in, book anonymously, book logged in. */
export const RESERVATION_FORMS = { login: 'login', publicReservation: 'publicReservation', reservation: 'reservation' } as const;

/**
 * The parts a route's screen reads, in `locale`; a care service's page reads the form its service
 * document names, the relatives page its two forms.
 */
export function routeParts(route: Pick<Route, 'screen' | 'params'>, locale: Locale, services: Record<string, unknown> = {}, healthTools: Record<string, unknown> = {}): string[] {
  const params = route.params ?? {};
  switch (route.screen) {
    case 'content':
    case 'insurance-terms':
      return params.page ? [contentPartKey(params.page, locale)] : [];
    case 'privacy-statement':
      return [contentPartKey(params.page ?? PRIVACY_PAGE, locale)];
    case 'services-home':
      return [ICONS_PART_KEY];
    case 'token-link': {
      // The outcome shows above the service tiles; the password flows show their form instead.
      const form = PASSWORD_FORMS[params.flow ?? ''];
      return form ? [formPartKey(form)] : [ICONS_PART_KEY];
    }
    case 'provider-search-reservation':
      return Object.values(RESERVATION_FORMS).map(formPartKey);
    case 'service': {
      const service = params.service ? services[params.service] : undefined;
      const care = careOfService(service);
      // A wizard's page reads every step's form and the wizard's texts.
      const wizard = wizardOfService(service);
      if (care && wizard) return [...wizard.steps.map((step) => formPartKey(step.form)), careTextsKey(locale), preauthTextsKey(locale)];
      if (care) return [formPartKey(care.form), careTextsKey(locale)];
      const relatives = relativesOfService(service);
      if (relatives) return [formPartKey(relatives.addForm), formPartKey(relatives.editForm), relativesTextsKey(locale)];
      const tool = healthToolOfService(service, healthTools);
      if (tool) return [formPartKey(tool.form), healthToolTextsKey(tool.instrument, locale)];
      if (mobileAppOfService(service)) return [textsPartKey(MOBILE_APP_NAMESPACE, locale)];
      if (params.service && catalogueOfService(service)) return [cataloguePartKey(params.service), textsPartKey(CATALOGUE_NAMESPACE, locale)];
      return p4pOfService(service) ? [textsPartKey(CATALOGUE_NAMESPACE, locale)] : [];
    }
    case 'my-care':
    case 'coverage':
    case 'operator-care-queue':
    case 'operator-care-item':
      return [careTextsKey(locale)];
    case 'voucher-registration-error':
      return [voucherTextsKey(locale)];
    case 'med24-subscription-new':
    case 'med24-payment-return':
    case 'med24-subscription-details':
    case 'med24-subscription-transactions':
    case 'med24-profile':
    case 'med24-modification-new':
    case 'med24-modification':
      return [textsPartKey(MED24_NAMESPACE, locale)];
    case 'med24-subscription':
      // The people it covers are described as relatives are: their forms and texts.
      return [textsPartKey(MED24_NAMESPACE, locale), formPartKey('relativeAdd'), formPartKey('relativeEdit'), relativesTextsKey(locale)];
    case 'video-call':
    case 'doctor-video-day':
    case 'doctor-video-call':
      return [textsPartKey(VIDEO_NAMESPACE, locale)];
    case 'account-settings':
    case 'devices':
      return [textsPartKey(ACCOUNT_NAMESPACE, locale)];
    case 'security':
    case 'second-factor':
      return [textsPartKey(SIGN_IN_NAMESPACE, locale)];
    case 'login':
      // Under the form: signing in with a passkey (issue 34).
      return [...(params.form ? [formPartKey(params.form)] : []), textsPartKey(SIGN_IN_NAMESPACE, locale)];
    case 'data-access':
      // A care request is named by its service (care.serviceNames).
      return [textsPartKey(ACCOUNT_NAMESPACE, locale), textsPartKey(CARE_NAMESPACE, locale)];
    case 'med24-profile-edit':
      return [textsPartKey(MED24_NAMESPACE, locale), ...(params.form ? [formPartKey(params.form)] : [])];
    default:
      return params.form ? [formPartKey(params.form)] : [];
  }
}

const withoutSchemaKey = (entries: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => key !== '$schema'));

function shellNamespaces(namespaces: LocaleNamespaces): LocaleNamespaces {
  return Object.fromEntries(Object.entries(namespaces).filter(([ns]) => !PART_NAMESPACES.has(ns))) as LocaleNamespaces;
}

/** The content-namespace subtrees a page's blocks name. */
function pageTexts(page: ContentPage, contentTexts: Record<string, unknown> | undefined): Record<string, unknown> {
  const heads = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      const match = /^content\.([^.]+)\./.exec(node);
      if (match) heads.add(match[1]!);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(page);
  const texts = withoutSchemaKey(contentTexts ?? {});
  return Object.fromEntries([...heads].filter((head) => head in texts).map((head) => [head, texts[head]]));
}

/**
 * One health tool's share of the health tools' texts: a top-level key named after an instrument is
 * that instrument's texts, every other key (the page's, the shared answers) every tool reads. So
 * the split follows the locale files: a text added beside the tools travels with each of them.
 */
function healthToolTexts(texts: Record<string, unknown> | undefined, instrument: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(withoutSchemaKey(texts ?? {})).filter(([key]) => key === instrument || !INSTRUMENTS.has(key)));
}

/** One part of a bundle by key; undefined when the bundle has no such document or language. */
export function bundlePart(bundle: BrandBundle, key: string): BundlePart | undefined {
  const [kind, ...rest] = key.split('/');
  const offered = (locale: string | undefined): locale is Locale => !!locale && Object.prototype.hasOwnProperty.call(bundle.locales, locale);
  const own = <T>(table: Record<string, T>, id: string | undefined): T | undefined =>
    id !== undefined && Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
  if (kind === 'locale' && rest.length === 1 && offered(rest[0])) {
    return { kind, locale: rest[0], namespaces: shellNamespaces(bundle.locales[rest[0]]) };
  }
  if (kind === 'content' && rest.length === 2 && offered(rest[1])) {
    const page = own(bundle.content, rest[0]);
    if (!page) return undefined;
    const locale = rest[1];
    return { kind, pageId: rest[0]!, locale, page, texts: pageTexts(page, bundle.locales[locale][CONTENT_NAMESPACE] as Record<string, unknown> | undefined) };
  }
  if (kind === ICONS_PART_KEY && rest.length === 0) return { kind: 'icons', iconSet: bundle.iconSet };
  if (kind === 'texts' && rest.length === 2 && TEXT_PARTS.has(rest[0]!) && offered(rest[1])) {
    const texts = bundle.locales[rest[1]][rest[0]!] as Record<string, unknown> | undefined;
    return { kind, namespace: rest[0]!, locale: rest[1], texts: withoutSchemaKey(texts ?? {}) };
  }
  if (kind === 'texts' && rest.length === 3 && rest[0] === HEALTH_TOOLS_NAMESPACE && INSTRUMENTS.has(rest[1]!) && offered(rest[2])) {
    const texts = bundle.locales[rest[2]][HEALTH_TOOLS_NAMESPACE] as Record<string, unknown> | undefined;
    return { kind, namespace: HEALTH_TOOLS_NAMESPACE, locale: rest[2], texts: healthToolTexts(texts, rest[1]!) };
  }
  if (kind === 'form' && rest.length === 1) {
    const form = own(bundle.forms, rest[0]);
    return form ? { kind, formId: rest[0]!, form } : undefined;
  }
  if (kind === 'catalogue' && rest.length === 1) {
    const catalogue = own(bundle.services, rest[0])?.catalogue;
    return catalogue ? { kind, service: rest[0]!, catalogue } : undefined;
  }
  return undefined;
}

/** The shell of a bundle in one locale, carrying the given parts (those the bundle lacks are left out). */
export function shellBundle(bundle: BrandBundle, locale: Locale, partKeys: string[]): ShellBundle {
  const { forms: _forms, content: _content, locales, iconSet: _iconSet, ...rest } = bundle;
  const parts: Record<string, BundlePart> = {};
  for (const key of partKeys) {
    const part = bundlePart(bundle, key);
    if (part) parts[key] = part;
  }
  return { ...rest, services: shellServices(bundle.services), locale, locales: { [locale]: shellNamespaces(locales[locale]) }, parts };
}

/** The services without their catalogues' entries: every page carries the shell, one page a catalogue. */
function shellServices(services: BrandBundle['services']): ShellBundle['services'] {
  return Object.fromEntries(Object.entries(services).map(([key, service]) => {
    if (!service?.catalogue) return [key, service];
    const { entries: _entries, ...catalogue } = service.catalogue;
    return [key, { ...service, catalogue }];
  }));
}

/** Every part of a bundle in one locale: what a test renders with when it wants the whole brand at hand. */
export function allPartKeys(bundle: BrandBundle, locale: Locale): string[] {
  return [
    ...Object.keys(bundle.locales).map((lng) => localePartKey(lng as Locale)),
    ...Object.keys(bundle.content).map((page) => contentPartKey(page, locale)),
    ...Object.keys(bundle.forms).map(formPartKey),
    ...Object.entries(bundle.services).filter(([, service]) => service?.catalogue).map(([key]) => cataloguePartKey(key)),
    ...[...TEXT_PARTS].flatMap((namespace) => Object.keys(bundle.locales).map((lng) => textsPartKey(namespace, lng as Locale))),
    ...[...new Set(Object.values(bundle.healthTools).map((tool) => tool.instrument))].flatMap((instrument) => Object.keys(bundle.locales).map((lng) => healthToolTextsKey(instrument, lng as Locale))),
    ICONS_PART_KEY,
  ];
}
