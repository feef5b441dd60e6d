/**
 * Request validation against schemas/api/ with the precompiled validators of generated/: a body
 * or query that does not fit answers RX444 with one violation per field, each naming the field
 * by JSON pointer and the rule by its validation.* translation key (the renderer shows them
 * beside the fields; the message here is the same text in the request's locale).
 */
import type { ErrorObject } from 'ajv';
import type { Request, RequestHandler, Response } from 'express';
import * as validators from '../../generated/validators';
import { fieldNameForms } from '../../renderer/domain/format/withArticle';
import type { ServedBrand } from '../config/brandRegistry';
import type { ValidatedSchema } from '../config/schemaRegistry';
import { ValidationError, type Violation } from './errors';
import { requestLocale, translate } from './requestLocale';

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
const VALIDATORS = validators as unknown as Record<ValidatedSchema, Validator>;

const FORMAT_RULES = new Set(['email', 'uuid', 'date', 'phone', 'phoneLocal', 'bankAccount', 'adultBirthDate', 'birthDate', 'dateTodayOrEarlier', 'dateTodayOrLater', 'decimal', 'newPassword']);

function ruleOf(error: ErrorObject): { rule: string; params: Record<string, unknown> } {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { rule: 'validation.required', params: {} };
    case 'minLength':
      // An empty required text is "required", not "too short by one".
      return p.limit === 1 ? { rule: 'validation.required', params: {} } : { rule: 'validation.minLength', params: { limit: p.limit } };
    case 'maxLength':
      return { rule: 'validation.maxLength', params: { limit: p.limit } };
    case 'minimum':
      return { rule: 'validation.min', params: { limit: p.limit } };
    case 'maximum':
      return { rule: 'validation.max', params: { limit: p.limit } };
    case 'format':
      return { rule: FORMAT_RULES.has(String(p.format)) ? `validation.${String(p.format)}` : 'validation.format', params: {} };
    case 'pattern':
    case 'enum':
    case 'const':
      return { rule: `validation.${error.keyword}`, params: {} };
    case 'additionalProperties':
      // A body names only the fields its schema does (issue 30): what the server sets, a client cannot.
      return { rule: 'validation.unknownField', params: {} };
    default:
      return { rule: 'validation.type', params: {} };
  }
}

/** One violation with its message in the request's locale; the field label comes from fields.<name>. */
export function violation(brand: ServedBrand, req: Request, field: string, rule: string, params: Record<string, unknown> = {}): Violation {
  const locale = requestLocale(req, brand);
  const name = field.split('/').filter((s) => !/^[0-9]+$/.test(s)).pop() || 'value';
  const label = translate(brand, locale, `fields.${name}`) ?? name;
  // The field's name with its Hungarian article ({{TheField}}), as the renderer's messages have it.
  const values = Object.fromEntries(Object.entries({ ...params, ...fieldNameForms(label, locale) }).map(([k, v]) => [k, String(v)]));
  return { field, rule, message: translate(brand, locale, rule, values) ?? rule, params: { ...params, field: name } };
}

export function violationsOf(errors: ErrorObject[], brand: ServedBrand, req: Request): Violation[] {
  const seen = new Set<string>();
  const out: Violation[] = [];
  for (const error of errors) {
    // A failed `if`/`then` is reported by the rule inside `then`, which names the field.
    if (error.keyword === 'if') continue;
    const p = error.params as { missingProperty?: string; additionalProperty?: string };
    const named = error.keyword === 'required' ? p.missingProperty : error.keyword === 'additionalProperties' ? p.additionalProperty : undefined;
    const missing = named === undefined ? '' : `/${String(named)}`;
    const field = `${error.instancePath}${missing}`;
    if (seen.has(field)) continue; // one message per field: the first rule it breaks
    seen.add(field);
    const { rule, params } = ruleOf(error);
    out.push(violation(brand, req, field, rule, params));
  }
  return out;
}

function check(schema: ValidatedSchema, value: unknown, req: Request, res: Response): void {
  const validate = VALIDATORS[schema];
  if (!validate(value)) throw new ValidationError(violationsOf(validate.errors ?? [], res.locals.brand as ServedBrand, req));
}

export function validateBody(schema: ValidatedSchema): RequestHandler {
  return (req, res, next) => {
    check(schema, req.body ?? {}, req, res);
    next();
  };
}

export function validateQuery(schema: ValidatedSchema): RequestHandler {
  return (req, res, next) => {
    check(schema, { ...req.query }, req, res);
    next();
  };
}
