/**
 * RJSF/ajv validation errors → the portal's messages (locales validation.*), each naming its
 * field: {{field}}, {{theField}} and {{TheField}} (Hungarian definite article, withArticle). A
 * required field whose title is a question (a questionnaire's, ending in "?") is named as the
 * question the person reads, quoted (validation.requiredQuestion), not as "<title> is required".
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { fieldNameForms } from '../domain/format/withArticle';

export interface ErrorTranslator {
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
  language: string;
}

/** Formats with a message of their own in validation.json; other formats use validation.format. */
const FORMAT_KEYS = new Set(['email', 'phone', 'phoneLocal', 'bankAccount', 'adultBirthDate', 'birthDate', 'dateTodayOrEarlier', 'dateTodayOrLater', 'uuid', 'date', 'decimal', 'newPassword']);

const KEYWORD_KEYS: Record<string, string> = {
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minimum: 'min',
  exclusiveMinimum: 'min',
  maximum: 'max',
  exclusiveMaximum: 'max',
  pattern: 'pattern',
  enum: 'enum',
  const: 'const',
  confirmed: 'confirmed',
};

/** The validation.* key for one error, or undefined when the portal has no message for it. */
export function validationKey(error: Pick<RJSFValidationError, 'name' | 'params'>): string | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (error.name === 'format') return FORMAT_KEYS.has(String(params.format)) ? String(params.format) : 'format';
  if (error.name === 'type') return params.type === 'number' || params.type === 'integer' ? 'numeric' : 'type';
  return error.name ? KEYWORD_KEYS[error.name] : undefined;
}

/** ".email" / "email" / ".address.city" → "email" / "email" / "address.city". */
export const fieldPath = (property: string | undefined): string => (property ?? '').replace(/^\./, '');

interface FieldSchema {
  title?: string;
  type?: unknown;
  const?: unknown;
}
type FormSchemaLike = { properties?: Record<string, FieldSchema> };

const fieldSchemaOf = (path: string, schema: FormSchemaLike): FieldSchema | undefined => schema.properties?.[path.split('.')[0] ?? ''];

/** An unticked must-tick checkbox (const true) reads better as "please tick" than as "is required". */
const isMustTick = (field: FieldSchema | undefined): boolean => field?.type === 'boolean' && field.const === true;

/** A title that asks something ("Do you smoke?", "…have you felt nervous?"): a question, not a field's name. */
export const isQuestion = (title: string): boolean => /\?[\s"”»]*$/.test(title);

/** The validation.* key of one error of one field. */
function keyOf(error: RJSFValidationError, field: FieldSchema | undefined, label: string): string | undefined {
  if (error.name !== 'required') return validationKey(error);
  if (isMustTick(field)) return 'const';
  return isQuestion(label) ? 'requiredQuestion' : 'required';
}

export function translateErrors(errors: RJSFValidationError[], schema: FormSchemaLike, i18n: ErrorTranslator): RJSFValidationError[] {
  return errors.map((error) => {
    const path = fieldPath(error.property);
    const field = fieldSchemaOf(path, schema);
    const label = field?.title ?? path;
    const key = keyOf(error, field, label);
    if (!key || !i18n.exists(`validation.${key}`)) return error;
    const params = (error.params ?? {}) as Record<string, unknown>;
    const message = i18n.t(`validation.${key}`, { ...params, ...fieldNameForms(label, i18n.language) });
    return { ...error, message, stack: message };
  });
}
