/**
 * Loads, merges and validates every brand of a brands folder: the code behind
 * `npm run validate` and the server's start-up. All problems are collected in one run.
 */
import type { ErrorObject } from 'ajv';
import * as validators from '../../generated/validators';
import type { BrandDocument, ContentPages, FormCollection, GuardList, IconSet, LocaleNamespace, RouteTable, ServiceCatalogue } from '../../generated/config-types';
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { readSourceTree, LOCALES, type BrandSources, type LocaleId } from './brandSources';
import { contrastProblems } from './themeChecks';
import { imageProblems } from './brandImages';
import { servedRoutes } from './partnerPages';
import { hostProblems } from './hostChecks';
import type { LayeredDocument } from './layeredDocument';
import { referenceProblems } from './referenceChecks';
import { guardProblems, type GuardWalkCache } from './guardChecks';
import { adviceProblems } from './adviceChecks';
import { schemaProblems } from './schemaProblems';
import { translationProblems } from './translationChecks';
import { withDerivedBrandTexts } from '../../renderer/domain/format/brandTexts';

export interface EffectiveBrand {
  id: string;
  brand: BrandDocument;
  routes: RouteTable;
  guards: GuardList;
  services: ServiceCatalogue;
  forms: FormCollection;
  content: ContentPages;
  locales: Record<LocaleId, Record<string, LocaleNamespace>>;
  iconSet: IconSet;
}

export interface LoadResult {
  brands: EffectiveBrand[];
  /** Errors: the brands do not load while there is one. */
  problems: ConfigProblem[];
  /** Valid combinations a person rarely means (adviceChecks.ts); the brands load. */
  warnings: ConfigProblem[];
}

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
const VALIDATORS = validators as unknown as Record<string, Validator>;

/** Schema problems of a document; a document no brand overrides is checked once for all brands. */
function makeSchemaChecker(): (doc: LayeredDocument) => ConfigProblem[] {
  const shared = new WeakMap<object, ConfigProblem[]>();
  return (doc) => {
    const cacheKey = doc.overlay ? null : doc.base;
    if (cacheKey && shared.has(cacheKey)) return [];
    const validate = VALIDATORS[doc.kind];
    if (!validate) throw new Error(`No validator for document kind ${doc.kind}`);
    const problems = validate(doc.value) ? [] : schemaProblems(doc, validate.errors ?? []);
    if (cacheKey) shared.set(cacheKey, problems);
    return problems;
  };
}

function allDocuments(brand: BrandSources): LayeredDocument[] {
  return [...Object.values(brand.docs), ...LOCALES.flatMap((lng) => Object.values(brand.locales[lng]))];
}

function effective(brand: BrandSources, iconSets: Record<string, LayeredDocument>): EffectiveBrand {
  const value = <T>(doc: LayeredDocument): T => doc.value as T;
  const brandDoc = value<BrandDocument>(brand.docs.brand);
  return {
    id: brand.id,
    brand: brandDoc,
    routes: { ...value<RouteTable>(brand.docs.routes), routes: servedRoutes(value<RouteTable>(brand.docs.routes).routes, brandDoc.partnerPages) },
    guards: value(brand.docs.guards),
    services: value(brand.docs.services),
    forms: value(brand.docs.forms),
    content: value(brand.docs.content),
    locales: Object.fromEntries(
      LOCALES.map((lng) => [lng, Object.fromEntries(Object.entries(brand.locales[lng]).map(([ns, d]) => [ns, ns === 'brand' ? withDerivedBrandTexts(d.value as Record<string, unknown>, lng, brandDoc) : d.value]))]),
    ) as EffectiveBrand['locales'],
    iconSet: iconSets[brandDoc.themeTokens?.iconSet]?.value as IconSet,
  };
}

/** Drops repeats (a base file is read by every brand) and reference problems at a value the schema already refused. */
function dedupe(problems: ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  const refused = new Set(problems.filter((p) => p.rule.startsWith('schema/')).map((p) => `${p.file}|${p.pointer}`));
  return problems.filter((p) => {
    const key = `${p.file}|${p.pointer}|${p.message}`;
    if (seen.has(key) || (p.rule.startsWith('reference/') && refused.has(`${p.file}|${p.pointer}`))) return false;
    seen.add(key);
    return true;
  });
}

export function loadBrands(brandsDir: string): LoadResult {
  const tree = readSourceTree(brandsDir);
  const checkSchema = makeSchemaChecker();
  const problems = [...tree.problems];
  const warnings: ConfigProblem[] = [];
  const guardWalks: GuardWalkCache = new Map();
  for (const set of Object.values(tree.iconSets)) problems.push(...checkSchema(set));
  for (const brand of tree.brands) {
    for (const doc of allDocuments(brand)) problems.push(...checkSchema(doc));
    problems.push(...referenceProblems(brand, tree.iconSets), ...translationProblems(brand), ...contrastProblems(brand.docs.brand), ...guardProblems(brand, guardWalks));
    warnings.push(...adviceProblems(brand));
  }
  problems.push(...hostProblems(tree.brands));
  problems.push(...imageProblems(brandsDir, tree.brands));
  const byPlace = (a: ConfigProblem, b: ConfigProblem) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
  return { brands: tree.brands.map((b) => effective(b, tree.iconSets)), problems: dedupe(problems).sort(byPlace), warnings: dedupe(warnings).sort(byPlace) };
}
