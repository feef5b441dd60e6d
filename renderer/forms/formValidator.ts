/**
 * The RJSF validator of portal forms: @rjsf/validator-ajv8's precompiled-validator path (its
 * error processing, transformErrors and customValidate handling) fed by schemaValidator's
 * interpreted functions instead of ajv-generated code, so forms validate under a CSP without
 * 'unsafe-eval'. Formats are the portal's shared vocabulary (schemas/vocabulary.ts).
 */
import type { CustomValidator, FormValidation, RJSFSchema, ValidatorType } from '@rjsf/utils';
import { hashForSchema, ID_KEY } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formats, isPasswordLikeEmail } from '../../schemas/vocabulary';
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

/** Runs each validator in turn on the same errors. */
export const allValidators = (...validators: CustomValidator[]): CustomValidator => (formData, errors, uiSchema, errorSchema) =>
  validators.reduce((found, validate) => validate(formData, found, uiSchema, errorSchema), errors);

/** The fields that set a new password (format newPassword, schemas/vocabulary.ts). */
export const newPasswordFields = (schema: RJSFSchema): string[] =>
  Object.entries(schema.properties ?? {})
    .filter(([, field]) => typeof field === 'object' && field.format === 'newPassword')
    .map(([name]) => name);

/**
 * Adds an error to each new password that is the email address or the part before its @ (issue 33,
 * the server's rule too): the form's own `email` field where it has one (registration), else the
 * address of the account whose password it sets (`accountEmail`, change of password).
 */
export function passwordNotEmailValidator(schema: RJSFSchema, accountEmail: string | undefined, message: () => string): CustomValidator {
  const fields = newPasswordFields(schema);
  return (formData, errors) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    const email = typeof data.email === 'string' ? data.email : accountEmail;
    for (const field of fields) {
      const password = data[field];
      if (email && typeof password === 'string' && isPasswordLikeEmail(password, email)) (errors as unknown as Record<string, FormValidation>)[field]?.addError(message());
    }
    return errors;
  };
}

let commonPasswords: Promise<unknown> | undefined;
/**
 * The list of common passwords the newPassword format checks against: a chunk of its own (the
 * list is large), loaded once, when a form that sets a password is first focused. A submit
 * before it arrives is checked by the server, with the same message.
 */
export function loadCommonPasswords(): Promise<unknown> {
  commonPasswords ??= import('../../schemas/commonPasswords').catch((error: unknown) => {
    // Offline for a moment: the next focus tries again.
    commonPasswords = undefined;
    throw error;
  });
  return commonPasswords;
}
