/**
 * Reads a brands folder into layered documents: for every brand, each document kind as the
 * _base file with the brand's own file laid over it. Files are parsed once, however many
 * brands share them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigProblem } from './configProblem';
import { readJsonSource, type JsonSource } from './jsonSource';
import { layer, type LayeredDocument } from './layeredDocument';

export const BASE_DIR = '_base';
export const LOCALES = ['hu', 'en', 'ro'] as const;
export type LocaleId = (typeof LOCALES)[number];
export const DOCUMENT_KINDS = ['brand', 'routes', 'guards', 'services', 'forms', 'content'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

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

class SourceReader {
  private readonly cache = new Map<string, JsonSource | null>();
  constructor(private readonly root: string, readonly problems: ConfigProblem[]) {}

  read(...segments: string[]): JsonSource | null {
    const absolute = path.join(this.root, ...segments);
    if (this.cache.has(absolute)) return this.cache.get(absolute)!;
    const source = fs.existsSync(absolute) ? readJsonSource(absolute, path.relative(process.cwd(), absolute), this.problems) : null;
    this.cache.set(absolute, source);
    return source;
  }

  list(...segments: string[]): fs.Dirent[] {
    const absolute = path.join(this.root, ...segments);
    return fs.existsSync(absolute) ? fs.readdirSync(absolute, { withFileTypes: true }) : [];
  }
}

function namespacesOf(reader: SourceReader, folder: string, lng: string): string[] {
  return reader.list(folder, 'locales', lng).filter((e) => e.isFile() && e.name.endsWith('.json')).map((e) => e.name.slice(0, -5));
}

function brandSources(reader: SourceReader, id: string): BrandSources {
  const docs = Object.fromEntries(
    DOCUMENT_KINDS.map((kind) => [kind, layer(kind, reader.read(BASE_DIR, `${kind}.json`), reader.read(id, `${kind}.json`))]),
  ) as Record<DocumentKind, LayeredDocument>;
  const locales = {} as BrandSources['locales'];
  for (const lng of LOCALES) {
    const namespaces = new Set([...namespacesOf(reader, BASE_DIR, lng), ...namespacesOf(reader, id, lng)]);
    locales[lng] = Object.fromEntries(
      [...namespaces].sort().map((ns) => [ns, layer('locale', reader.read(BASE_DIR, 'locales', lng, `${ns}.json`), reader.read(id, 'locales', lng, `${ns}.json`))]),
    );
  }
  return { id, docs, locales };
}

/** Every brand folder (not starting with "_") of `brandsDir`, read with its base. */
export function readSourceTree(brandsDir: string): SourceTree {
  const problems: ConfigProblem[] = [];
  const reader = new SourceReader(brandsDir, problems);
  const ids = reader.list().filter((e) => e.isDirectory() && !e.name.startsWith('_')).map((e) => e.name).sort();
  const brands: BrandSources[] = [];
  for (const id of ids) {
    if (!fs.existsSync(path.join(brandsDir, id, 'brand.json'))) {
      problems.push({ file: path.relative(process.cwd(), path.join(brandsDir, id)), line: 1, column: 1, pointer: '', rule: 'brand/missing', message: `The brand folder "${id}" has no brand.json; every brand needs one.` });
      continue;
    }
    brands.push(brandSources(reader, id));
  }
  const iconSets = Object.fromEntries(
    reader.list(BASE_DIR, 'icon-sets').filter((e) => e.name.endsWith('.json')).map((e) => [e.name.slice(0, -5), layer('iconSet', reader.read(BASE_DIR, 'icon-sets', e.name), null)]),
  );
  return { brands, iconSets, problems };
}
