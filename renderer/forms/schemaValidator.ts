/**
 * A JSON Schema (draft-07) validator that interprets the schema instead of compiling it.
 *
 * Why: ajv compiles every schema into JavaScript with `new Function`, which the portal's CSP
 * (no 'unsafe-eval', issue 3) refuses in the browser. Precompiling (ajv standalone) needs the
 * schemas at build time, but form schemas are brand configuration that changes without a
 * renderer build. Form schemas are small and flat, so interpreting them is cheap. The errors
 * have ajv's shape, so @rjsf/validator-ajv8's precompiled-validator path processes them as it
 * would ajv's (see formValidator.ts).
 */
import type { ErrorObject, Format } from 'ajv';
import { deepEqual, jsonType, numberErrors, stringErrors, typeMatches, type KeywordError, type Schema } from './schemaKeywords';

export type InterpretedValidateFn = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Keywords that carry no validation (annotations, RJSF and portal extensions). */
const ANNOTATIONS = new Set([
  '$schema', '$id', '$comment', 'title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', 'definitions', '$defs',
  'enumNames', 'serverOnly', 'contentMediaType', 'contentEncoding',
]);
const HANDLED = new Set([
  'type', 'enum', 'const', 'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'required', 'properties', 'additionalProperties', 'dependencies', 'items', 'minItems', 'maxItems', 'uniqueItems',
  'allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', '$ref',
]);

interface Walk {
  root: Schema;
  formats: Record<string, Format>;
  errors: ErrorObject[];
  warn: (message: string) => void;
}

const child = (path: string, key: string | number): string => `${path}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function resolveRef(root: Schema, ref: string): Schema | boolean {
  if (!ref.startsWith('#')) throw new Error(`Only local $ref is supported in form schemas: ${ref}`);
  const target = ref.slice(1).split('/').filter(Boolean).reduce<unknown>((node, part) => (node as Schema | undefined)?.[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')], root);
  if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return target as Schema | boolean;
}

/** Validates without recording errors (anyOf, oneOf, not, if). */
function passes(schema: Schema | boolean, data: unknown, walk: Walk): boolean {
  const scratch: Walk = { ...walk, errors: [] };
  check(schema, data, '', '#', scratch);
  return scratch.errors.length === 0;
}

function objectChecks(schema: Schema, data: Record<string, unknown>, path: string, at: string, walk: Walk, add: (e: KeywordError) => void): void {
  for (const name of (schema.required as string[] | undefined) ?? [])
    if (data[name] === undefined) add({ keyword: 'required', params: { missingProperty: name }, message: `must have required property '${name}'`, at: 'required' });
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  for (const [name, sub] of Object.entries(properties)) if (data[name] !== undefined) check(sub, data[name], child(path, name), child(`${at}/properties`, name), walk);
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== true)
    for (const name of Object.keys(data).filter((n) => !(n in properties))) {
      if (extra === false) add({ keyword: 'additionalProperties', params: { additionalProperty: name }, message: 'must NOT have additional properties', at: 'additionalProperties' });
      else check(extra as Schema, data[name], child(path, name), `${at}/additionalProperties`, walk);
    }
  for (const [name, dep] of Object.entries((schema.dependencies as Record<string, string[] | Schema> | undefined) ?? {})) {
    if (data[name] === undefined) continue;
    if (!Array.isArray(dep)) check(dep, data, path, child(`${at}/dependencies`, name), walk);
    else for (const missing of dep.filter((d) => data[d] === undefined))
      add({ keyword: 'dependencies', params: { property: name, missingProperty: missing, deps: dep.join(', '), depsCount: dep.length }, message: `must have property ${missing} when property ${name} is present`, at: 'dependencies' });
  }
}

function arrayChecks(schema: Schema, data: unknown[], path: string, at: string, walk: Walk, add: (e: KeywordError) => void): void {
  const { items, minItems, maxItems, uniqueItems } = schema;
  if (Array.isArray(items)) items.forEach((sub, i) => i < data.length && check(sub as Schema, data[i], child(path, i), child(`${at}/items`, i), walk));
  else if (items !== undefined) data.forEach((value, i) => check(items as Schema, value, child(path, i), `${at}/items`, walk));
  if (typeof minItems === 'number' && data.length < minItems) add({ keyword: 'minItems', params: { limit: minItems }, message: `must NOT have fewer than ${minItems} items`, at: 'minItems' });
  if (typeof maxItems === 'number' && data.length > maxItems) add({ keyword: 'maxItems', params: { limit: maxItems }, message: `must NOT have more than ${maxItems} items`, at: 'maxItems' });
  if (uniqueItems === true && data.some((v, i) => data.findIndex((w) => deepEqual(v, w)) !== i)) add({ keyword: 'uniqueItems', params: {}, message: 'must NOT have duplicate items', at: 'uniqueItems' });
}

function combinatorChecks(schema: Schema, data: unknown, path: string, at: string, walk: Walk, add: (e: KeywordError) => void): void {
  ((schema.allOf as Schema[] | undefined) ?? []).forEach((sub, i) => check(sub, data, path, child(`${at}/allOf`, i), walk));
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((sub) => passes(sub as Schema, data, walk))) add({ keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf', at: 'anyOf' });
  if (Array.isArray(schema.oneOf)) {
    const matching = schema.oneOf.filter((sub) => passes(sub as Schema, data, walk)).length;
    if (matching !== 1) add({ keyword: 'oneOf', params: { passingSchemas: null }, message: 'must match exactly one schema in oneOf', at: 'oneOf' });
  }
  if (schema.not !== undefined && passes(schema.not as Schema, data, walk)) add({ keyword: 'not', params: {}, message: 'must NOT be valid', at: 'not' });
  if (schema.if !== undefined) {
    const branch = passes(schema.if as Schema, data, walk) ? 'then' : 'else';
    if (schema[branch] !== undefined) check(schema[branch] as Schema, data, path, `${at}/${branch}`, walk);
  }
}

function check(schema: Schema | boolean, data: unknown, path: string, at: string, walk: Walk): void {
  const add = (e: KeywordError): void => {
    walk.errors.push({ instancePath: path, schemaPath: `${at}/${e.at}`, keyword: e.keyword, params: e.params, message: e.message, parentSchema: schema as Schema } as ErrorObject);
  };
  if (schema === true) return;
  if (schema === false) return add({ keyword: 'false schema', params: {}, message: 'boolean schema is false', at: '' });
  if (typeof schema.$ref === 'string') return check(resolveRef(walk.root, schema.$ref), data, path, schema.$ref, walk);
  for (const key of Object.keys(schema)) if (!HANDLED.has(key) && !ANNOTATIONS.has(key)) walk.warn(`keyword "${key}" is not checked`);
  if (schema.type !== undefined && !typeMatches(schema.type, data)) add({ keyword: 'type', params: { type: schema.type }, message: `must be ${String(schema.type)}`, at: 'type' });
  if (Array.isArray(schema.enum) && !schema.enum.some((v) => deepEqual(v, data))) add({ keyword: 'enum', params: { allowedValues: schema.enum }, message: 'must be equal to one of the allowed values', at: 'enum' });
  if ('const' in schema && !deepEqual(schema.const, data)) add({ keyword: 'const', params: { allowedValue: schema.const }, message: 'must be equal to constant', at: 'const' });
  const type = jsonType(data);
  if (type === 'string') stringErrors(schema, data as string, walk.formats, walk.warn).forEach(add);
  if (type === 'number' || type === 'integer') numberErrors(schema, data as number).forEach(add);
  if (type === 'object') objectChecks(schema, data as Record<string, unknown>, path, at, walk, add);
  if (type === 'array') arrayChecks(schema, data as unknown[], path, at, walk, add);
  combinatorChecks(schema, data, path, at, walk, add);
}

/** A validate function with ajv's calling convention: returns validity, leaves errors on `.errors`. */
export function interpretSchema(schema: Schema, formats: Record<string, Format>, root: Schema = schema, warn: (m: string) => void = () => undefined): InterpretedValidateFn {
  const validate: InterpretedValidateFn = (data: unknown) => {
    const walk: Walk = { root, formats, errors: [], warn };
    check(schema, data, '', '#', walk);
    validate.errors = walk.errors.length > 0 ? walk.errors : null;
    return walk.errors.length === 0;
  };
  return validate;
}
