/**
 * The RJSF validator of portal forms: @rjsf/validator-ajv8's precompiled-validator path (its
 * error processing, transformErrors and customValidate handling) fed by schemaValidator's
 * interpreted functions instead of ajv-generated code, so forms validate under a CSP without
 * 'unsafe-eval'. Formats are the portal's shared vocabulary (schemas/vocabulary.ts).
 */
import type { CustomValidator, FormValidation, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema, ID_KEY } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formats } from '../../schemas/vocabulary';
import { interpretSchema, type InterpretedValidateFn } from './schemaValidator';
import type { Schema } from './schemaKeywords';

const keyOf = (schema: RJSFSchema): string => (typeof schema[ID_KEY] === 'string' ? (schema[ID_KEY] as string) : hashForSchema(schema));

const warnOnce = (() => {
  const seen = new Set<string>();
  return (message: string) => {
    if (import.meta.env?.DEV && !seen.has(message)) {
      seen.add(message);
      console.warn(`[forms] ${message}`);
    }
  };
})();

export function createFormValidator(rootSchema: RJSFSchema): ValidatorType {
  const cache = new Map<string, InterpretedValidateFn>();
  const validatorFor = (schema: RJSFSchema): InterpretedValidateFn => {
    const key = keyOf(schema);
    let fn = cache.get(key);
    if (!fn) {
      fn = interpretSchema(schema as Schema, formats, rootSchema as Schema, warnOnce);
      cache.set(key, fn);
    }
    return fn;
  };
  const validateFns: ValidatorFunctions = { [keyOf(rootSchema)]: validatorFor(rootSchema) };
  const validator = createPrecompiledValidator(validateFns, rootSchema);
  // RJSF asks for sub-schemas (anyOf/oneOf options, conditions) that were never "precompiled";
  // interpreting costs nothing, so any schema gets its function on first use.
  (validator as unknown as { getValidator: (s: RJSFSchema) => InterpretedValidateFn }).getValidator = validatorFor;
  return validator;
}

/**
 * Laravel's "confirmed" rule (spec section 5), by naming convention: a field `xConfirmation`
 * must equal the field `x` ("passwordConfirmation" / "password").
 */
export const confirmationFields = (schema: RJSFSchema): Array<[confirmation: string, original: string]> =>
  Object.keys(schema.properties ?? {})
    .filter((name) => name.endsWith('Confirmation') && name.length > 'Confirmation'.length)
    .map((name) => [name, name.slice(0, -'Confirmation'.length)] as [string, string])
    .filter(([, original]) => original in (schema.properties ?? {}));

/** Adds a "confirmed" error to each confirmation field that differs; RJSF calls it after schema validation. */
export function confirmedValidator(schema: RJSFSchema, message: (field: string) => string): CustomValidator {
  const pairs = confirmationFields(schema);
  return (formData, errors) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    for (const [confirmation, original] of pairs) {
      if (data[confirmation] !== undefined && data[confirmation] !== data[original]) {
        (errors as unknown as Record<string, FormValidation>)[confirmation]?.addError(message(confirmation));
      }
    }
    return errors;
  };
}
