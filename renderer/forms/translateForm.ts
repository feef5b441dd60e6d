/**
 * Form documents hold translation keys where RJSF expects text: field titles in the schema and
 * placeholders, help and descriptions in the uiSchema. These copies carry the current language's
 * text; the document itself is never changed.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

type Translate = (key: string) => string;

const TRANSLATED_SCHEMA_KEYS = ['title', 'description'] as const;
const TRANSLATED_UI_KEYS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'] as const;
const SUBSCHEMA_MAPS = ['properties', 'definitions', '$defs', 'dependencies'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SUBSCHEMA_SINGLE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function translateSchema(schema: RJSFSchema, t: Translate): RJSFSchema {
  const out: Record<string, unknown> = { ...schema };
  for (const key of TRANSLATED_SCHEMA_KEYS) if (typeof schema[key] === 'string') out[key] = t(schema[key]);
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, isObject(sub) ? translateSchema(sub, t) : sub]));
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map((sub) => (isObject(sub) ? translateSchema(sub, t) : sub));
  }
  for (const key of SUBSCHEMA_SINGLE) if (isObject(schema[key])) out[key] = translateSchema(schema[key] as RJSFSchema, t);
  return out as RJSFSchema;
}

export function translateUiSchema(uiSchema: UiSchema | undefined, t: Translate): UiSchema {
  if (!uiSchema) return {};
  return Object.fromEntries(
    Object.entries(uiSchema).map(([key, value]) => {
      if ((TRANSLATED_UI_KEYS as readonly string[]).includes(key) && typeof value === 'string') return [key, t(value)];
      if (!key.startsWith('ui:') && isObject(value)) return [key, translateUiSchema(value as UiSchema, t)];
      return [key, value];
    }),
  ) as UiSchema;
}
