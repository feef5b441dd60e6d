/**
 * JSON request bodies spoilt from a valid-looking example: fields replaced by bad values, missing,
 * duplicated or holding huge, deeply nested or unrepresentable numbers; prototype-pollution keys;
 * another JSON value altogether; malformed or truncated text; random bytes.
 */
import fc from 'fast-check';
import { badNumber, badString, badValue, DANGEROUS_KEYS, hugeString, RAW_NUMBER_LITERALS } from './badValues';

export type JsonExample = Record<string, unknown>;

export const MALFORMED_JSON = [
  '', ' ', '{', '}', '[', '{"a":}', '{"a":1,}', '[1,2', "{'a':1}", '{"a":1}{"b":2}', '{a:1}', 'NaN', 'Infinity', '-Infinity', 'undefined', '"text"', '123',
  'null', 'true', '\ufeff{}', '{"a":"\u0001"}', '{"a":"\\x41"}', '{"a":"\\u12"}', '{"a":0x10}', '{"a":01}', '{"a":+1}', '{"a":.5}', '{"a":1.}',
  '{"a":"b"', '{"\\ud800":"\\udfff"}', '/* */{}', '{}//', '{"a":1}\u0000', '\u0000{}', '{"a" : 1 , }', '[]', '[{}]', '{}', '{"":""}',
];

/** Nesting `depth` levels deep: arrays, objects or both in turn (JSON.parse must not overflow the stack). */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('array', 'object', 'mixed'), fc.constantFrom(64, 1000, 10_000, 30_000))
  .map(([kind, depth]) => {
    if (kind === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    if (kind === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;
  });

const MARKER = '\u0000raw\u0000';

/** The example with one field's JSON text replaced verbatim by `raw`. */
function withRawField(example: JsonExample, key: string, raw: string): string {
  return JSON.stringify({ ...example, [key]: MARKER }).replace(JSON.stringify(MARKER), () => raw);
}

function fieldsOf(example: JsonExample): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  return keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: fc.constantFrom(...DANGEROUS_KEYS) }) : fc.constantFrom(...DANGEROUS_KEYS);
}

/** A bad value of the same JSON type as `value`, so the body still gets past the type checks. */
function sameType(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') return fc.oneof({ weight: 5, arbitrary: badString }, { weight: 1, arbitrary: hugeString(5000) });
  if (typeof value === 'number') return badNumber;
  if (typeof value === 'boolean') return fc.boolean();
  if (value && typeof value === 'object' && !Array.isArray(value)) return fc.dictionary(fc.constantFrom(...Object.keys(value)), badString);
  return badValue;
}

/** The example with one to three of its fields given a bad value of the field's own type. */
function typedChanges(example: JsonExample): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  if (keys.length === 0) return fc.constant('{}');
  const change = fc.constantFrom(...keys).chain((key) => sameType(example[key]).map((value): [string, unknown] => [key, value]));
  // Mostly one change, so the other fields stay valid and the request gets as far as it can.
  const changes = fc.oneof({ weight: 3, arbitrary: change.map((c) => [c]) }, { weight: 1, arbitrary: fc.array(change, { minLength: 2, maxLength: 3 }) });
  return changes.map((list) => JSON.stringify(Object.fromEntries([...Object.entries(example), ...list])));
}

/** JSON text (or raw bytes) for a body whose valid form looks like `example`. */
export function badJsonBody(example: JsonExample): fc.Arbitrary<string | Buffer> {
  const text = JSON.stringify(example);
  const field = fieldsOf(example);
  const keys = Object.keys(example);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(text) },
    { weight: 16, arbitrary: typedChanges(example) },
    { weight: 12, arbitrary: fc.array(fc.tuple(field, badValue), { minLength: 1, maxLength: 3 }).map((changes) => JSON.stringify(Object.fromEntries([...Object.entries(example), ...changes]))) },
    { weight: 2, arbitrary: fc.subarray(keys).map((kept) => JSON.stringify(Object.fromEntries(kept.map((k) => [k, example[k]])))) },
    { weight: 3, arbitrary: fc.tuple(field, fc.constantFrom(...RAW_NUMBER_LITERALS)).map(([key, raw]) => withRawField(example, key, raw)) },
    { weight: 2, arbitrary: fc.tuple(field, deepJson).map(([key, raw]) => withRawField(example, key, raw)) },
    { weight: 2, arbitrary: fc.tuple(field, hugeString(150_000)).map(([key, huge]) => JSON.stringify({ ...example, [key]: huge })) },
    {
      weight: 2,
      arbitrary: fc.tuple(field, badValue, fc.boolean()).map(([key, value, first]) => {
        const duplicate = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
        if (text === '{}') return `{${duplicate}}`;
        return first ? text.replace(/^\{/, `{${duplicate},`) : text.replace(/\}$/, `,${duplicate}}`);
      }),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom('{"__proto__":{"isAdmin":true,"hasAppointments":true,"userId":1}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"prototype":{"polluted":1}}')
        .map((pollution) => (text === '{}' ? pollution : `${pollution.slice(0, -1)},${text.slice(1)}`)),
    },
    { weight: 2, arbitrary: badValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
    { weight: 1, arbitrary: fc.nat({ max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
  );
}
