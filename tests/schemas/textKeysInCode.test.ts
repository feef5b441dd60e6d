/**
 * Every text key the code names literally in a translation call (`t('care.uploads.wait')`, also
 * inside a condition: `t(busy ? 'account.settings.saving' : 'account.settings.save')`) is in the
 * shared texts of hu, en and ro, so no screen or mail shows a raw key. Keys built at run time
 * (`ui.tiles.groups.${group}`) are the documents' own checks' business.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOCALES = ['hu', 'en', 'ro'] as const;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  );
}

function texts(locale: string): Record<string, unknown> {
  const dir = path.join(ROOT, 'brands/_base/locales', locale);
  return Object.fromEntries(fs.readdirSync(dir).map((file) => [file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))]));
}

/** Whether the key is there, as a text or as a plural's forms (`_one`, `_other`). */
function hasKey(doc: Record<string, unknown>, key: string): boolean {
  let node: unknown = doc;
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Record<string, unknown>;
    if (part in record) node = record[part];
    else return index === parts.length - 1 && (`${part}_one` in record || `${part}_other` in record);
  }
  return node !== undefined;
}

/** The literal keys of a known namespace inside each translation call's arguments. */
function literalKeys(namespaces: string[]): { file: string; key: string }[] {
  const found: { file: string; key: string }[] = [];
  for (const file of [...sourceFiles(path.join(ROOT, 'renderer')), ...sourceFiles(path.join(ROOT, 'server'))]) {
    const source = fs.readFileSync(file, 'utf8');
    for (const call of source.matchAll(/\bt\(([^()]*)\)/g)) {
      for (const literal of call[1]!.matchAll(/'([a-zA-Z0-9]+(?:\.[a-zA-Z0-9_]+)+)'/g)) {
        const key = literal[1]!;
        if (namespaces.includes(key.split('.')[0]!)) found.push({ file: path.relative(ROOT, file), key });
      }
    }
  }
  return found;
}

describe('text keys named in the code', () => {
  const english = texts('en');
  const keys = literalKeys(Object.keys(english));

  it('finds the calls it checks', () => {
    expect(keys.length).toBeGreaterThan(500);
    expect(keys).toContainEqual({ file: 'renderer/screens/account/AccountSettingsScreen.tsx', key: 'account.settings.save' });
  });

  for (const locale of LOCALES) {
    it(`are all in the ${locale} texts`, () => {
      const doc = texts(locale);
      const missing = keys.filter(({ key }) => !hasKey(doc, key)).map(({ file, key }) => `${file}: ${key}`);
      expect(missing).toEqual([]);
    });
  }
});
