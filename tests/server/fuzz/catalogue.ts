/**
 * The error catalogue as the fuzz suite checks it: the codes of brands/_base/locales/<locale>/errors.json
 * that are texts (not groups such as "payment") and exist in every locale, so a code the server
 * answers can always be shown in the visitor's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../testApp';

const LOCALES = ['en', 'hu', 'ro'] as const;

function codesOf(locale: string): Set<string> {
  const file = path.join(ROOT, 'brands/_base/locales', locale, 'errors.json');
  const document = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Set(Object.entries(document).filter(([key, value]) => key !== '$schema' && typeof value === 'string').map(([key]) => key));
}

function loadCatalogue(): ReadonlySet<string> {
  const [first, ...others] = LOCALES.map(codesOf);
  return new Set([...first!].filter((code) => others.every((codes) => codes.has(code))));
}

export const CATALOGUE: ReadonlySet<string> = loadCatalogue();
