/**
 * A text of one locale's namespaces ("errors.U001" → the U001 entry of errors.json), resolved as
 * i18next resolves it in the browser: {{name}} takes the value of `name`, and $t(key) nests the
 * text at another key (the brand's name, its phone lines: renderer/domain/format/brandTexts.ts). Used by
 * the server's mails, titles and error messages and by the tests that read what a page should say.
 */
export type LocaleTexts = Record<string, unknown>;

/** i18next's nesting: "$t(brand.name)" inside a text is the text at that key. */
const NESTED = /\$t\(([\w.#-]+)\)/g;
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;
/** Deeper nesting than this is a loop in the documents; the key is left as written. */
const MAX_NESTING = 3;

export function localeText(namespaces: LocaleTexts | undefined, key: string, values: Record<string, string> = {}, depth = 0): string | undefined {
  const [ns, ...path] = key.split('.');
  let node: unknown = namespaces?.[ns!];
  for (const segment of path) node = (node as Record<string, unknown> | undefined)?.[segment];
  if (typeof node !== 'string') return undefined;
  const text = node.replace(VARIABLE, (_m, name: string) => values[name] ?? '');
  if (depth >= MAX_NESTING) return text;
  return text.replace(NESTED, (whole, nested: string) => localeText(namespaces, nested, values, depth + 1) ?? whole);
}
