/**
 * Every translation key the documents use exists in hu, en and ro, and the three locales hold
 * the same keys, so no visitor ever sees a raw key.
 */
import { encodePointer, type ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { originOf, problemAt, type LayeredDocument } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import { LOCALES, type BrandSources, type LocaleId } from './brandSources';
import { locate } from './jsonSource';

interface Use {
  doc: LayeredDocument;
  path: (string | number)[];
}

const UI_TEXTS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/** Translation keys used by routes, tiles, forms, content and the theme, with their first use. */
export function usedKeys(brand: BrandSources): Map<string, Use> {
  const uses = new Map<string, Use>();
  const note = (doc: LayeredDocument, path: (string | number)[], key: unknown): void => {
    if (typeof key === 'string' && !uses.has(key)) uses.set(key, { doc, path });
  };
  const walk = (doc: LayeredDocument, value: unknown, path: (string | number)[], keep: (path: (string | number)[]) => boolean): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(doc, v, [...path, i], keep));
    else if (isPlainObject(value)) for (const [k, v] of Object.entries(value)) walk(doc, v, [...path, k], keep);
    else if (keep(path)) note(doc, path, value);
  };
  const { routes, services, forms, content, brand: brandDoc } = brand.docs;
  const last = (p: (string | number)[]): string => String(p[p.length - 1]);
  const nth = (p: (string | number)[], i: number): string => String(p[p.length - i]);
  walk(routes, routes.value, [], (p) => last(p) === 'title' || (last(p) === 'label' && nth(p, 2) === 'nav'));
  walk(services, services.value, [], (p) => (nth(p, 2) === 'tile' && ['title', 'label', 'lead', 'button'].includes(last(p))) || (nth(p, 2) === 'care' && ['description', 'audience', 'howItWorks'].includes(last(p)))
    || (nth(p, 2) === 'relatives' && last(p) === 'description')
    // A catalogue's description and its entries' texts; pay for prevention's description.
    || (p[2] === 'catalogue' && ((p.length === 4 && last(p) === 'description') || (p.length === 6 && p[3] === 'entries' && ['name', 'description', 'audience', 'preparation', 'source'].includes(last(p)))))
    || (p.length === 4 && p[2] === 'p4p' && last(p) === 'description')
    || (p[2] === 'care' && p[3] === 'wizard' && p[4] === 'steps' && last(p) === 'title')
    // A health tool's description, source, the advice of each result band and of each flag with its link's text.
    || (p[0] === 'healthTools' && ((p.length === 3 && ['description', 'source'].includes(last(p))) || (p.length === 4 && p[2] === 'bands')
      || (p[2] === 'flags' && ['advice', 'label'].includes(last(p)))))
    // What the mobile application page says about the app.
    || (p[2] === 'mobileApp' && ((p.length === 4 && last(p) === 'description') || (p.length === 5 && p[3] === 'features'))));
  // Form texts: the title, every title and description in the schema (fields, the options of a
  // oneOf choice), the uiSchema's texts, the success message and the submit label.
  walk(forms, forms.value, [], (p) => (p.length === 3 && last(p) === 'title') || (p[2] === 'schema' && ['title', 'description'].includes(last(p)) && nth(p, 2) !== 'properties')
    || (p[2] === 'uiSchema' && UI_TEXTS.has(last(p))) || last(p) === 'message' || (last(p) === 'label' && p[p.length - 2] === 'submit'));
  walk(content, content.value, [], (p) => ['text', 'alt'].includes(last(p)) || nth(p, 2) === 'items');
  walk(brandDoc, brandDoc.value, [], (p) => p.join('/') === 'themeTokens/logo/alt');
  return uses;
}

function flatten(value: unknown, prefix: string, out: Set<string>): void {
  if (!isPlainObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    const key = `${prefix}.${k}`;
    if (isPlainObject(v)) flatten(v, key, out);
    else out.add(key);
  }
}

function keysOf(namespaces: Record<string, LayeredDocument>): Set<string> {
  const keys = new Set<string>();
  for (const [ns, doc] of Object.entries(namespaces)) flatten(doc.value, ns, keys);
  return keys;
}

function has(keys: Set<string>, key: string): boolean {
  return keys.has(key) || PLURAL_SUFFIXES.some((s) => keys.has(key + s));
}

export function translationProblems(brand: BrandSources): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const uses = usedKeys(brand);
  const keys = Object.fromEntries(LOCALES.map((lng) => [lng, keysOf(brand.locales[lng])])) as Record<LocaleId, Set<string>>;
  const required = new Set<string>([...uses.keys(), ...LOCALES.flatMap((lng) => [...keys[lng]])]);
  for (const key of [...required].sort()) {
    const missingFrom = LOCALES.filter((lng) => !has(keys[lng], key));
    if (missingFrom.length === 0) continue;
    const present = LOCALES.filter((lng) => !missingFrom.includes(lng));
    const use = uses.get(key);
    const [ns, ...rest] = key.split('.');
    const usedAt = use ? originOf(use.doc, use.path.map(String)) : undefined;
    // A key the brand's own document uses belongs in the brand's own locale file, not in _base.
    const brandsOwn = Boolean(use && usedAt && usedAt.file === use.doc.overlay?.file);
    for (const lng of missingFrom) {
      const localeDoc = brand.locales[lng][ns!];
      const why = use ? `used by ${usedAt!.file} ${encodePointer(use.path)}` : `present in ${present.join(' and ')}`;
      const pointer = encodePointer(rest);
      if (brandsOwn) {
        const own = localeDoc?.overlay;
        const file = own?.file ?? `${brand.id}/locales/${lng}/${ns}.json`;
        const at = own ? locate(own, rest) : { line: 1, column: 1 };
        problems.push({
          file, line: at.line, column: at.column, pointer, rule: 'translation/missing', allowed: `a text at ${rest.join('.')} in ${file}`,
          message: `The translation key "${key}" is missing from the ${lng} locale (${why}). Add it to ${file}${own ? '' : ', a file to create'}.`,
        });
        continue;
      }
      const draft = { rule: 'translation/missing', allowed: `a text at ${rest.join('.')} in locales/${lng}/${ns}.json`, message: `The translation key "${key}" is missing from the ${lng} locale (${why}).` };
      if (localeDoc) problems.push(problemAt(localeDoc, rest, draft));
      else if (use) problems.push(problemAt(use.doc, use.path, draft));
      else problems.push({ ...draft, file: `locales/${lng}/${ns}.json`, line: 1, column: 1, pointer });
    }
  }
  return problems;
}
