/**
 * The brand bundle in parts (issue 10, item 2). A page inlines the shell: the brand's documents
 * every screen reads (config, brand, routes, guards, services, icons) and ONE locale's texts
 * without the content pages' texts, plus the parts its first route needs. Everything else is a
 * part loaded when needed from /api/brand-bundle/<version>/<key>.json, a URL that changes with
 * the bundle's content hash and is cached for a year:
 * - `locale/<lng>`: another language's texts (the language switcher loads it first);
 * - `content/<page>/<lng>`: a content page and its texts in one language;
 * - `form/<id>`: a form document;
 * - `texts/<namespace>/<lng>`: a namespace only some screens read (PART_NAMESPACES: the care
 *   services' texts), in one language;
 * - `icons`: the brand's icon set (the service tiles draw it).
 * Pure data, no React: the server builds the shell and the parts with these same functions, and
 * routeParts() says for both which parts a route's screen reads.
 */
import type { BrandBundle, ContentPage, FormDocument, IconSet, Locale, LocaleNamespaces, Route } from '../../generated/config-types';

/** The namespace of the content pages' texts, which travels with each page instead of the shell. */
export const CONTENT_NAMESPACE = 'content';

/**
 * Namespaces that travel as a part of their own instead of in the shell, read by the screens
 * that name them (TEXTS_OF_SCREEN): the care services' descriptions, states and next steps.
 */
export const PART_NAMESPACES = ['care'] as const;
export type PartNamespace = (typeof PART_NAMESPACES)[number];

/** The part namespaces each screen kind reads. */
export const TEXTS_OF_SCREEN: Readonly<Record<string, readonly PartNamespace[]>> = { service: ['care'] };

export type ShellBundle = Omit<BrandBundle, 'forms' | 'content' | 'locales' | 'iconSet'> & {
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

export interface TextsPart {
  kind: 'texts';
  namespace: PartNamespace;
  locale: Locale;
  texts: Record<string, unknown>;
}

export interface IconsPart {
  kind: 'icons';
  iconSet: IconSet;
}

export type BundlePart = LocalePart | ContentPart | FormPart | TextsPart | IconsPart;

export const ICONS_PART_KEY = 'icons';

export const localePartKey = (locale: Locale): string => `locale/${locale}`;
export const contentPartKey = (pageId: string, locale: Locale): string => `content/${pageId}/${locale}`;
export const formPartKey = (formId: string): string => `form/${formId}`;
export const textsPartKey = (namespace: PartNamespace, locale: Locale): string => `texts/${namespace}/${locale}`;
export const partUrl = (version: string, key: string): string => `/api/brand-bundle/${version}/${key}.json`;

/** The page the privacy-statement screen shows when its route names none. */
export const PRIVACY_PAGE = 'privacy-policy';

/** Token flows that end in a form (a new password) rather than at once. */
export const PASSWORD_FORMS: Record<string, string> = { 'password-recovery': 'passwordReset', 'finish-registration': 'finishRegistration' };

/** The booking screen's three forms: log in, book anonymously, book logged in. */
export const RESERVATION_FORMS = { login: 'login', publicReservation: 'publicReservation', reservation: 'reservation' } as const;

/** The parts a route's screen reads, in `locale`. */
export function routeParts(route: Pick<Route, 'screen' | 'params'>, locale: Locale): string[] {
  const texts = (TEXTS_OF_SCREEN[route.screen] ?? []).map((ns) => textsPartKey(ns, locale));
  return [...texts, ...documentParts(route, locale)];
}

function documentParts(route: Pick<Route, 'screen' | 'params'>, locale: Locale): string[] {
  const params = route.params ?? {};
  switch (route.screen) {
    case 'content':
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
    default:
      return params.form ? [formPartKey(params.form)] : [];
  }
}

const withoutSchemaKey = (entries: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entries).filter(([key]) => key !== '$schema'));

const isPartNamespace = (ns: string): ns is PartNamespace => (PART_NAMESPACES as readonly string[]).includes(ns);

function shellNamespaces(namespaces: LocaleNamespaces): LocaleNamespaces {
  return Object.fromEntries(Object.entries(namespaces).filter(([ns]) => ns !== CONTENT_NAMESPACE && !isPartNamespace(ns))) as LocaleNamespaces;
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
  if (kind === 'texts' && rest.length === 2 && isPartNamespace(rest[0]!) && offered(rest[1])) {
    const texts = bundle.locales[rest[1]][rest[0]] as Record<string, unknown> | undefined;
    return texts ? { kind, namespace: rest[0], locale: rest[1], texts: withoutSchemaKey(texts) } : undefined;
  }
  if (kind === ICONS_PART_KEY && rest.length === 0) return { kind: 'icons', iconSet: bundle.iconSet };
  if (kind === 'form' && rest.length === 1) {
    const form = own(bundle.forms, rest[0]);
    return form ? { kind, formId: rest[0]!, form } : undefined;
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
  return { ...rest, locale, locales: { [locale]: shellNamespaces(locales[locale]) }, parts };
}

/** Every part of a bundle in one locale: what a test renders with when it wants the whole brand at hand. */
export function allPartKeys(bundle: BrandBundle, locale: Locale): string[] {
  return [
    ...Object.keys(bundle.locales).map((lng) => localePartKey(lng as Locale)),
    ...Object.keys(bundle.content).map((page) => contentPartKey(page, locale)),
    ...Object.keys(bundle.forms).map(formPartKey),
    ...PART_NAMESPACES.map((ns) => textsPartKey(ns, locale)),
    ICONS_PART_KEY,
  ];
}
