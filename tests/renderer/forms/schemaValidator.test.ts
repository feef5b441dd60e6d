import { describe, expect, it } from 'vitest';
import { interpretSchema } from '../../../renderer/forms/schemaValidator';
import { formats } from '../../../schemas/vocabulary';
import { describeApiError } from '../../../renderer/api/apiError';

const validate = (schema: Record<string, unknown>, data: unknown) => {
  const fn = interpretSchema(schema, formats);
  fn(data);
  return (fn.errors ?? []).map((e) => [e.instancePath, e.keyword, e.params]);
};

describe('CSP-safe form validator (ajv-shaped errors without code generation)', () => {
  const schema = {
    type: 'object',
    required: ['email', 'accept'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: 20 },
      phone: { type: 'string', format: 'phone' },
      name: { type: 'string', minLength: 2 },
      age: { type: 'integer', minimum: 18 },
      accept: { type: 'boolean', const: true },
      kind: { enum: ['a', 'b'] },
    },
  };

  it('accepts valid data', () => {
    expect(validate(schema, { email: 'a@b.hu', phone: '+36 30 123 4567', name: 'Bo', age: 18, accept: true, kind: 'a' })).toEqual([]);
  });

  it('reports what ajv reports, with the same keywords and params', () => {
    expect(validate(schema, { phone: '+44 1', name: 'B', age: 17.5, accept: false, kind: 'c' })).toEqual([
      ['', 'required', { missingProperty: 'email' }],
      ['/phone', 'format', { format: 'phone' }],
      ['/name', 'minLength', { limit: 2 }],
      ['/age', 'type', { type: 'integer' }],
      ['/age', 'minimum', { comparison: '>=', limit: 18 }],
      ['/accept', 'const', { allowedValue: true }],
      ['/kind', 'enum', { allowedValues: ['a', 'b'] }],
    ]);
  });

  it('counts length in code points like ajv', () => {
    expect(validate({ type: 'string', maxLength: 2 }, '😀😀')).toEqual([]);
  });

  it('handles combinators, conditions and local references', () => {
    const s = {
      definitions: { code: { type: 'string', pattern: '^[0-9]{4}$' } },
      type: 'object',
      properties: { zip: { $ref: '#/definitions/code' }, mode: { type: 'string' }, tax: { type: 'string' } },
      if: { properties: { mode: { const: 'company' } } },
      then: { required: ['tax'] },
      anyOf: [{ required: ['zip'] }, { required: ['mode'] }],
    };
    expect(validate(s, { mode: 'company', zip: '12a4' })).toEqual([
      ['/zip', 'pattern', { pattern: '^[0-9]{4}$' }],
      ['', 'required', { missingProperty: 'tax' }],
    ]);
    // An absent "mode" satisfies the `if` (JSON Schema semantics, as in ajv), so "tax" is required too.
    expect(validate(s, {}).map((e) => e[1])).toEqual(['anyOf', 'required']);
  });
});

describe('API errors as people read them (spec section 8)', () => {
  const texts: Record<string, string> = { 'errors.U015': 'Email taken', 'errors.#404': 'Page not found', 'errors.500': 'Something went wrong.', 'errors.network': 'Could not reach the service.' };
  const i18n = { t: (k: string, o?: Record<string, unknown>) => (texts[k] ?? k).replace('{{code}}', String(o?.code)), exists: (k: string) => k in texts };

  it('uses the catalogue text of the code, else the server message of a coded error, else a sentence without the raw code', () => {
    expect(describeApiError({ status: 422, data: { code: 'U015', message: 'x' } }, i18n).message).toBe('Email taken');
    expect(describeApiError({ status: 422, data: { code: 'Z999', message: 'Server says no' } }, i18n).message).toBe('Server says no');
    expect(describeApiError({ status: 503, data: { message: 'no code' } }, i18n).message).toBe('Something went wrong.');
    expect(describeApiError({ status: 404, data: null }, i18n).message).toBe('Page not found');
    // A request the API never answered (issue 38): a plain sentence, never "FETCH_ERROR".
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'offline' }, i18n).message).toBe('Could not reach the service.');
    expect(describeApiError({ status: 'TIMEOUT_ERROR', error: 'timed out' }, i18n).message).toBe('Could not reach the service.');
    expect(describeApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }, i18n)).toMatchObject({ code: '502', message: 'Something went wrong.' });
  });

  it('passes violation lists on by field', () => {
    const d = describeApiError({ status: 422, data: { code: 'RX444', violations: [{ field: 'email', code: 'U015' }, { propertyPath: 'phone', message: 'Bad phone' }] } }, i18n);
    expect(d.fieldErrors).toEqual({ email: ['Email taken'], phone: ['Bad phone'] });
    // The server's shape (error-response.schema.json): JSON pointer and a localised message.
    const server = describeApiError({ status: 422, data: { code: 'RX444', violations: [{ field: '/email', rule: 'validation.email', message: 'Az e-mail-cím nem érvényes.' }] } }, i18n);
    expect(server.fieldErrors).toEqual({ email: ['Az e-mail-cím nem érvényes.'] });
  });
});
