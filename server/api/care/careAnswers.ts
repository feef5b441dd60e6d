/**
 * A care request's answers checked against the schema of the service's form document, the form
 * the screen renders, with ajv and the portal's own formats (schemas/vocabulary.ts), as the
 * precompiled request validators are. The screen's form validates the same schema in the
 * browser; this check is the one that counts.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Request } from 'express';
import type { FormDocument } from '../../../generated/config-types';
import { annotationKeywords, formats, normalisePhone } from '../../../schemas/vocabulary';
import type { ServedBrand } from '../../config/brandRegistry';
import { ValidationError } from '../../http/errors';
import { violationsOf } from '../../http/validateRequest';

// strict: false, because form schemas carry RJSF's own keywords beside JSON Schema's.
const ajv = new Ajv({ allErrors: true, strict: false });
for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
for (const keyword of annotationKeywords) ajv.addKeyword({ keyword, schemaType: 'boolean' });

/** One compiled function per form schema object; a reloaded brand brings new objects, the old ones are collected. */
const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: FormDocument['schema']): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    // Answers are stored as they come, so nothing but the form's own fields is taken.
    validate = ajv.compile({ ...schema, additionalProperties: false });
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * A choice written as oneOf of consts (a labelled enum) fails in every branch; the patient broke
 * one rule, "choose one of the options", so the branches' errors become one enum error.
 */
function asChoices(errors: ErrorObject[]): ErrorObject[] {
  return errors.filter((e) => !e.schemaPath.includes('/oneOf/')).map((e) => (e.keyword === 'oneOf' ? { ...e, keyword: 'enum' } : e));
}

/** How `answers` break the form's schema, each error's pointer under `pointer` (e.g. /answers); none when they fit. */
export function formErrors(form: FormDocument, answers: unknown, pointer: string): ErrorObject[] {
  const validate = validatorOf(form.schema);
  if (validate(answers)) return [];
  return asChoices(validate.errors ?? []).map((e) => ({ ...e, instancePath: `${pointer}${e.instancePath}` }));
}

/** Throws RX444 with one violation per field (pointers under /answers) unless the answers fit the form. */
export function checkAnswers(form: FormDocument, answers: Record<string, unknown>, brand: ServedBrand, req: Request): void {
  const errors = formErrors(form, answers, '/answers');
  if (errors.length > 0) throw new ValidationError(violationsOf(errors, brand, req));
}

/**
 * The answers as they are stored: a phone field (format phone) written +36…/+40… however it was
 * typed (06 30 123 4567), as every phone number the portal keeps; everything else as it came.
 */
export function storedAnswers(form: FormDocument, answers: Record<string, unknown>): Record<string, unknown> {
  const properties = (form.schema.properties ?? {}) as Record<string, { format?: unknown }>;
  return Object.fromEntries(Object.entries(answers).map(([name, value]) => [name, properties[name]?.format === 'phone' && typeof value === 'string' ? normalisePhone(value) : value]));
}
