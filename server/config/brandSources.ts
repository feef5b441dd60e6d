/**
 * Reads a brands folder into layered documents: for every brand, each document kind as the
 * _base file with the brand's own file laid over it. Files are parsed once, however many
 * brands share them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { DOCUMENT_KINDS, type DocumentKind } from '../../renderer/domain/brand/documentKinds';
import { didYouMeanSentence } from './didYouMean';
import { locate, readJsonSource, type JsonSource } from './jsonSource';
import { layer, type LayeredDocument } from './layeredDocument';

export const BASE_DIR = '_base';
export const LOCALES = ['hu', 'en', 'ro'] as const;
export type LocaleId = (typeof LOCALES)[number];

export interface BrandSources {
  id: string;
  docs: Record<DocumentKind, LayeredDocument>;
  /** locales[lng][namespace] */
  locales: Record<LocaleId, Record<string, LayeredDocument>>;
}

export interface SourceTree {
  brands: BrandSources[];
  iconSets: Record<string, LayeredDocument>;
  problems: ConfigProblem[];
}

/** A brand folder's name: its id and its development host (<id>.localhost), so lower-case words joined by hyphens. */
export const BRAND_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The folders a brand folder may hold beside its documents. */
const BRAND_FOLDERS = ['locales', 'assets'];

class SourceReader {
  private readonly cache = new Map<string, JsonSource | null>();
  constructor(private readonly root: string, readonly problems: ConfigProblem[]) {}

  /** A path as the problems name it: relative to the brands folder. */
  relative(...segments: string[]): string {
    return path.relative(this.root, path.join(this.root, ...segments)).split(path.sep).join('/');
  }

  /** Reads a file, checking that its "$schema" names `schema` the way editors find it (the brands folder beside schemas/). */
  read(schema: string, ...segments: string[]): JsonSource | null {
    const absolute = path.join(this.root, ...segments);
    if (this.cache.has(absolute)) return this.cache.get(absolute)!;
    const source = fs.existsSync(absolute) ? readJsonSource(absolute, this.relative(...segments), this.problems) : null;
    if (source) this.checkSchemaLink(source, schema, segments);
    this.cache.set(absolute, source);
    return source;
  }

  /**
   * A "$schema" is right when it leads to the schema from where the file is, or, for a brands folder
   * away from the project (a copy being tried), when it is what it is with the folder beside schemas/.
   */
  private checkSchemaLink(source: JsonSource, schema: string, segments: string[]): void {
    const value = source.value as { $schema?: unknown } | null;
    if (!value || typeof value !== 'object' || !('$schema' in value)) return;
    const expected = `${'../'.repeat(segments.length)}schemas/${schema}`;
    if (value.$schema === expected) return;
    if (typeof value.$schema === 'string' && path.posix.basename(value.$schema) === schema) {
      const folder = fs.realpathSync(path.dirname(path.join(this.root, ...segments)));
      if (fs.existsSync(path.resolve(folder, value.$schema))) return;
    }
    const at = locate(source, ['$schema']);
    this.problems.push({
      file: source.file, line: at.line, column: at.column, pointer: '/$schema', rule: 'brand/schemaLink', received: value.$schema, allowed: expected,
      message: `"$schema" should be "${expected}": editors follow it to complete and check this file as you type, and stop silently when it leads nowhere.`,
    });
  }

  list(...segments: string[]): fs.Dirent[] {
    const absolute = path.join(this.root, ...segments);
    return fs.existsSync(absolute) ? fs.readdirSync(absolute, { withFileTypes: true }).filter((e) => !e.name.startsWith('.')) : [];
  }

  /** A file or folder no document kind knows: an error, with the name it most likely meant. */
  unknown(segments: string[], known: readonly string[], what: string): void {
    const name = segments.at(-1)!;
    this.problems.push({
      file: this.relative(...segments), line: 1, column: 1, pointer: '', rule: 'brand/unknownFile', received: name, allowed: known.join(', '),
      message: `The portal reads no ${what} named "${name}" here, so whatever it holds is ignored.${didYouMeanSentence(name, known)}`,
    });
  }
}

function namespacesOf(reader: SourceReader, folder: string, lng: string): string[] {
  return reader.list(folder, 'locales', lng).filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name.slice(0, -5));
}

/** What a brand folder holds that the portal does not read: a misnamed document, locale file or folder. */
function checkFolder(reader: SourceReader, id: string, baseNamespaces: readonly string[]): void {
  const documents = DOCUMENT_KINDS.map((kind) => `${kind}.json`);
  for (const entry of reader.list(id)) {
    if (entry.isFile() ? !documents.includes(entry.name) : !BRAND_FOLDERS.includes(entry.name)) {
      reader.unknown([id, entry.name], entry.isFile() ? documents : BRAND_FOLDERS, entry.isFile() ? 'document' : 'folder');
    }
  }
  for (const entry of reader.list(id, 'locales')) {
    if (!entry.isDirectory() || !(LOCALES as readonly string[]).includes(entry.name)) reader.unknown([id, 'locales', entry.name], LOCALES, 'language folder');
  }
  const namespaceFiles = baseNamespaces.map((ns) => `${ns}.json`);
  for (const lng of LOCALES) {
    for (const entry of reader.list(id, 'locales', lng)) {
      if (!entry.isFile() || !namespaceFiles.includes(entry.name)) reader.unknown([id, 'locales', lng, entry.name], namespaceFiles, 'locale file');
    }
  }
}

function brandSources(reader: SourceReader, id: string): BrandSources {
  const docs = Object.fromEntries(
    DOCUMENT_KINDS.map((kind) => [kind, layer(kind, reader.read(`${kind}.schema.json`, BASE_DIR, `${kind}.json`), reader.read(`${kind}.schema.json`, id, `${kind}.json`))]),
  ) as Record<DocumentKind, LayeredDocument>;
  const locales = {} as BrandSources['locales'];
  for (const lng of LOCALES) {
    const namespaces = new Set([...namespacesOf(reader, BASE_DIR, lng), ...namespacesOf(reader, id, lng)]);
    locales[lng] = Object.fromEntries(
      [...namespaces].sort().map((ns) => [ns, layer('locale', reader.read('locale.schema.json', BASE_DIR, 'locales', lng, `${ns}.json`), reader.read('locale.schema.json', id, 'locales', lng, `${ns}.json`))]),
    );
  }
  return { id, docs, locales };
}

/** Every brand folder (not starting with "_") of `brandsDir`, read with its base. */
export function readSourceTree(brandsDir: string): SourceTree {
  const problems: ConfigProblem[] = [];
  const reader = new SourceReader(brandsDir, problems);
  const ids = reader.list().filter((e) => e.isDirectory() && !e.name.startsWith('_')).map((e) => e.name).sort();
  const baseNamespaces = namespacesOf(reader, BASE_DIR, 'hu');
  const brands: BrandSources[] = [];
  for (const id of ids) {
    if (!BRAND_ID_PATTERN.test(id)) {
      const suggestion = id.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
      problems.push({
        file: reader.relative(id), line: 1, column: 1, pointer: '', rule: 'brand/folderName', received: id, allowed: 'lower-case letters, digits and single hyphens',
        message: `The brand folder "${id}" cannot be a brand's id: it names the brand in addresses (${suggestion || 'name'}.localhost) and in every report, so it takes lower-case letters, digits and hyphens only. Rename the folder${suggestion ? ` to "${suggestion}"` : ''}.`,
      });
      continue;
    }
    if (!fs.existsSync(path.join(brandsDir, id, 'brand.json'))) {
      problems.push({ file: reader.relative(id), line: 1, column: 1, pointer: '', rule: 'brand/missing', message: `The brand folder "${id}" has no brand.json; every brand needs one.` });
      continue;
    }
    checkFolder(reader, id, baseNamespaces);
    brands.push(brandSources(reader, id));
  }
  const iconSets = Object.fromEntries(
    reader.list(BASE_DIR, 'icon-sets').filter((e) => e.name.endsWith('.json')).map((e) => [e.name.slice(0, -5), layer('iconSet', reader.read('icon-set.schema.json', BASE_DIR, 'icon-sets', e.name), null)]),
  );
  return { brands, iconSets, problems };
}
