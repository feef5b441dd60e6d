/**
 * Turns ajv's errors for one layered document into author-facing problems: one sentence per
 * mistake, anyOf noise folded away, a mistyped key reported once with "did you mean".
 */
import type { ErrorObject } from 'ajv';
import { decodePointer, type ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { didYouMean, didYouMeanSentence } from './didYouMean';
import { problemAt, type LayeredDocument, type ProblemDraft } from './layeredDocument';

type SchemaNode = { title?: string; description?: string; type?: string | string[]; properties?: Record<string, unknown>; enum?: unknown[] };

const TYPE_WORDS: Record<string, string> = {
  string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', object: 'an object', array: 'a list', null: 'null',
};

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(schemaType: unknown, value: unknown): boolean {
  const actual = jsonType(value);
  const types = Array.isArray(schemaType) ? schemaType : [schemaType];
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function what(schema: SchemaNode | undefined): string {
  return (schema?.description ?? schema?.title ?? 'a valid value').replace(/\.$/, '');
}

/** How a sentence names the value at a path: its key, or its position in a list. */
function named(path: string[]): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'The document';
  return /^[0-9]+$/.test(last) ? `Item ${Number(last) + 1} of "${path[path.length - 2] ?? ''}"` : `"${last}"`;
}

/** Keeps, for each anyOf, only the errors of the branch whose type fits the value. */
function foldAlternatives(errors: ErrorObject[]): ErrorObject[] {
  let kept = errors;
  for (const alt of errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')) {
    const branches = (alt.schema as SchemaNode[]) ?? [];
    const fitting = branches.findIndex((b) => b.type !== undefined && typeMatches(b.type, alt.data));
    const prefix = `${alt.schemaPath}/`;
    kept = kept.filter((e) => {
      if (e === alt) return fitting < 0;
      if (!e.schemaPath.startsWith(prefix)) return true;
      return fitting >= 0 && e.schemaPath.startsWith(`${prefix}${fitting}/`);
    });
  }
  return kept;
}

function describe(e: ErrorObject): { path: string[]; draft: ProblemDraft } {
  const path = decodePointer(e.instancePath);
  const parent = e.parentSchema as SchemaNode | undefined;
  const p = e.params as Record<string, unknown>;
  const rule = `schema/${e.keyword}`;
  if (e.propertyName !== undefined) {
    return { path: [...path, e.propertyName], draft: { rule: 'schema/propertyNames', received: e.propertyName, allowed: what(parent), message: `The key "${e.propertyName}" is not allowed here: ${what(parent)}` } };
  }
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(p.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {}).filter((k) => k !== '$schema');
      return { path: [...path, key], draft: { rule, received: key, allowed: allowed.join(', '), message: `Unknown key "${key}" in ${parent?.title ?? 'this object'}.${didYouMeanSentence(key, allowed)}` } };
    }
    case 'required':
      return { path, draft: { rule, allowed: String(p.missingProperty), message: `${parent?.title ?? 'This object'} is missing the required key "${String(p.missingProperty)}".` } };
    case 'type':
      return { path, draft: { rule, received: e.data, allowed: `${TYPE_WORDS[String(p.type)] ?? String(p.type)} (${what(parent)})`, message: `${named(path)} must be ${TYPE_WORDS[String(p.type)] ?? String(p.type)}, but it is ${TYPE_WORDS[jsonType(e.data)]} ${show(e.data)}.` } };
    case 'enum': {
      const values = ((p.allowedValues as unknown[]) ?? []).map(String);
      const hint = typeof e.data === 'string' ? didYouMeanSentence(e.data, values) : '';
      const list = values.length > 12 ? `${values.slice(0, 12).join(', ')} … (${values.length} in all)` : values.join(', ');
      return { path, draft: { rule, received: e.data, allowed: list, message: `${show(e.data)} is not an allowed value of ${named(path)} (${what(parent)}).${hint}` } };
    }
    case 'anyOf':
    case 'oneOf': {
      const branches = ((e.schema as SchemaNode[]) ?? []).map(what);
      return { path, draft: { rule, received: e.data, allowed: branches.join(' or '), message: `${named(path)} must be ${branches.join(' or ')}, but it is ${show(e.data)}.` } };
    }
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum': {
      const bound = show(p.limit);
      const words = { maximum: `at most ${bound}`, minimum: `at least ${bound}`, exclusiveMaximum: `less than ${bound}`, exclusiveMinimum: `more than ${bound}` }[e.keyword];
      return { path, draft: { rule, received: e.data, allowed: `${words} (${what(parent)})`, message: `${named(path)} must be ${words}, but it is ${show(e.data)} (${what(parent)}).` } };
    }
    default:
      return { path, draft: { rule, received: e.data, allowed: what(parent), message: `${named(path)} is not valid: it ${e.message ?? 'is invalid'} (${what(parent)}).` } };
  }
}

export function schemaProblems(doc: LayeredDocument, errors: ErrorObject[]): ConfigProblem[] {
  const relevant = foldAlternatives(errors.filter((e) => e.keyword !== 'if' && e.keyword !== 'propertyNames'));
  const described = relevant.map(describe);
  // A required key next to an unknown key that is a typo of it is one mistake, not two.
  const typos = new Set<string>();
  for (const d of described) {
    if (d.draft.rule !== 'schema/additionalProperties') continue;
    const parentPath = d.path.slice(0, -1).join('/');
    const missing = described.filter((m) => m.draft.rule === 'schema/required' && m.path.join('/') === parentPath).map((m) => String(m.draft.allowed));
    const intended = didYouMean(String(d.draft.received), missing);
    if (intended) {
      typos.add(`${parentPath}|${intended}`);
      d.draft = { ...d.draft, message: `Unknown key "${String(d.draft.received)}"; the required key "${intended}" is missing. Did you mean "${intended}"?` };
    }
  }
  return described
    .filter((d) => !(d.draft.rule === 'schema/required' && typos.has(`${d.path.join('/')}|${String(d.draft.allowed)}`)))
    .map((d) => problemAt(doc, d.path, d.draft));
}
