/**
 * The corpus of brand mistakes (issue 17): each case in tests/fixtures/brand-mistakes is a copy
 * of the brands folder (the repository's _base, and its default brand as "clinic") with the
 * case's files laid over it: one planted mistake a product owner makes. The validator must find
 * it, and say it well: the full report of each case is its snapshot (report.txt beside it), so a
 * change of wording is a reviewed change. Paths in the report are relative to the brands folder. Two
 * cases are warnings (a valid combination a person rarely means): the brands still load.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../server/config/formatProblems';
import { loadBrands } from '../../server/config/loadBrands';
import { formats } from '../../schemas/vocabulary';
import formsSchema from '../../schemas/forms.schema.json';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORPUS = path.join(ROOT, 'tests/fixtures/brand-mistakes');
const CASES = readdirSync(CORPUS, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

function reportOf(name: string): { report: string; rules: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-mistake-'));
  try {
    symlinkSync(path.join(ROOT, 'brands/_base'), path.join(dir, '_base'));
    cpSync(path.join(ROOT, 'brands/default'), path.join(dir, 'clinic'), { recursive: true });
    cpSync(path.join(CORPUS, name, 'brands'), dir, { recursive: true });
    const { brands, problems, warnings } = loadBrands(dir);
    return { report: formatProblems(problems, 'human', brands.length, '', warnings), rules: [...new Set([...problems, ...warnings].map((p) => p.rule))].sort() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rule each planted mistake must be reported under (and no other problem with it). */
const EXPECTED_RULES: Record<string, string[]> = {
  'array-element-line': ['schema/type'],
  'blocked-home': ['guards/blockedHome'],
  'byte-order-mark': ['json/byteOrderMark'],
  'empty-file': ['json/empty'],
  'faint-control-border': ['theme/non-text-contrast'],
  'folder-name': ['brand/folderName'],
  'form-unknown-format': ['schema/enum'],
  'form-unknown-keyword': ['schema/additionalProperties'],
  'image-missing': ['asset/missing'],
  'image-not-its-type': ['asset/content'],
  'image-with-script': ['asset/content'],
  'out-of-range': ['schema/maximum'],
  'partner-tile-nowhere': ['advice/partnerTile'],
  'private-home-search': ['advice/privateHomeSearch'],
  'redirect-dead-end': ['guards/deadEnd', 'reference/route'],
  'redirect-loop': ['guards/loop'],
  'route-no-far-match': ['reference/route'],
  'route-same-service': ['reference/route'],
  'schema-link': ['brand/schemaLink'],
  'trailing-comma': ['json/trailingComma'],
  'translation-own-route': ['translation/missing'],
  'unknown-file': ['brand/unknownFile'],
  'unknown-locale-file': ['brand/unknownFile'],
};

describe('the corpus of brand mistakes', () => {
  it('has a case for every planted mistake it names, and names every case', () => {
    expect(CASES).toEqual(Object.keys(EXPECTED_RULES).sort());
  });

  it.each(CASES)('%s: found, and reported as its snapshot says', async (name) => {
    const { report, rules } = reportOf(name);
    expect(rules).toEqual(EXPECTED_RULES[name]);
    await expect(report).toMatchFileSnapshot(path.join(CORPUS, name, 'report.txt'));
  });
});

describe('the vocabulary of form fields', () => {
  it('allows exactly the formats the portal validates (schemas/vocabulary.ts)', () => {
    expect(formsSchema.definitions.field.properties.format.enum).toEqual(Object.keys(formats));
  });
});
