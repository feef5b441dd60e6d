/**
 * The brands a server instance serves: loaded and validated with the same code as
 * `npm run validate`, prepared once per load (bundle JSON, config answer, host table), and
 * resolved per request by Host header. A reload that finds problems keeps the last good set.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrandBundle } from '../../generated/config-types';
import { ConfigError, type ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { formatProblems } from './formatProblems';
import { loadBrands, type EffectiveBrand, type LoadResult } from './loadBrands';
import { configResponse, publicBundle } from './publicBundle';
import { bundlePart, routeParts, shellBundle } from '../../renderer/domain/brand/bundleParts';
import type { Locale } from '../../generated/config-types';

export interface ServedBrand {
  id: string;
  effective: EffectiveBrand;
  bundle: BrandBundle;
  /** The bundle as JSON, for /api/brand-bundle. */
  bundleJson: string;
  /** The bundle's shell for a page in one language on one route, as JSON safe inside a <script> element (made once per pair). */
  inlineShell: (locale: Locale, routePattern: string) => string;
  /** One part of the bundle as JSON (renderer/domain/brand/bundleParts.ts); undefined for a key the bundle lacks. */
  partJson: (key: string) => string | undefined;
  configJson: string;
  configEtag: string;
  routePatterns: string[];
  /** Folders /brand/<file> is served from, brand first. */
  assetDirs: string[];
}

interface Loaded {
  byId: Map<string, ServedBrand>;
  byHost: Map<string, ServedBrand>;
  fallback: ServedBrand;
}

/** JSON that no value can end early inside a <script> element ("<" escaped; U+2028/9 for old parsers). */
export const scriptSafe = (json: string): string => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Remembers a function's answers by its arguments. The arguments come from the brand's own tables
 * (a route pattern, an offered locale, a part key the bundle has), so the memory stays bounded:
 * an unknown part key is answered but not kept.
 */
function once<A extends string[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = args.join('\u0000');
    if (made.has(key)) return made.get(key)!;
    const value = make(...args);
    if (value !== undefined) made.set(key, value);
    return value;
  };
}

/** How a shell without parts ends: its last key is "parts" (bundleParts.ts shellBundle). */
const EMPTY_PARTS_END = '{}}';

function prepare(brandsDir: string, effective: EffectiveBrand): ServedBrand {
  const bundle = publicBundle(effective);
  const shellBase = once((locale: Locale) => {
    const json = JSON.stringify(shellBundle(bundle, locale, []));
    if (!json.endsWith(`"parts":${EMPTY_PARTS_END}`)) throw new Error('the shell no longer ends with its parts');
    return json;
  });
  const partJson = once((key: string) => {
    const part = bundlePart(bundle, key);
    return part && JSON.stringify(part);
  });
  const bundleJson = JSON.stringify(bundle);
  const configJson = JSON.stringify(configResponse(effective));
  return {
    id: effective.id,
    effective,
    bundle,
    bundleJson,
    inlineShell: (locale: Locale, routePattern: string) => {
      // The shell of a language is made once and the route's parts spliced into its empty "parts":
      // a string per route and language would keep megabytes of near-copies.
      const route = effective.routes.routes[routePattern];
      const inlined = (route ? routeParts(route, locale, bundle.services, bundle.healthTools) : []).flatMap((key) => {
        const json = partJson(key);
        return json === undefined ? [] : [`${JSON.stringify(key)}:${json}`];
      });
      const base = shellBase(locale);
      return scriptSafe(`${base.slice(0, -EMPTY_PARTS_END.length)}{${inlined.join(',')}}}`);
    },
    partJson,
    configJson,
    configEtag: `"${createHash('sha1').update(configJson).digest('base64url')}"`,
    routePatterns: Object.keys(effective.routes.routes),
    assetDirs: [path.join(brandsDir, effective.id, 'assets'), path.join(brandsDir, '_base', 'assets')],
  };
}

function load(brandsDir: string, { brands, problems }: LoadResult = loadBrands(brandsDir)): Loaded | ConfigProblem[] {
  if (problems.length > 0) return problems;
  const byId = new Map<string, ServedBrand>();
  const byHost = new Map<string, ServedBrand>();
  let fallback: ServedBrand | undefined;
  for (const effective of brands) {
    const served = prepare(brandsDir, effective);
    byId.set(served.id, served);
    for (const host of effective.brand.hosts ?? []) byHost.set(host, served);
    if (effective.brand.fallback) fallback = served;
  }
  if (!fallback) throw new Error('validated brands without a fallback');
  return { byId, byHost, fallback };
}

export class BrandRegistry {
  private constructor(readonly brandsDir: string, private current: Loaded) {}

  /** Loads every brand (or takes the result of loadBrands(brandsDir) already run); throws ConfigError with the validator's full report when any is invalid. */
  static load(brandsDir: string, loaded?: LoadResult): BrandRegistry {
    const result = load(brandsDir, loaded);
    if (Array.isArray(result)) throw new ConfigError(result, formatProblems(result, 'human', 0));
    return new BrandRegistry(brandsDir, result);
  }

  /** Loads again; on problems keeps serving the last good brands and returns the problems. */
  reload(): ConfigProblem[] {
    const result = load(this.brandsDir);
    if (Array.isArray(result)) return result;
    this.current = result;
    return [];
  }

  /** The brand for a Host header (port ignored), or the fallback brand. */
  resolve(host: string | undefined, override?: string): ServedBrand {
    if (override) {
      const chosen = this.current.byId.get(override);
      if (chosen) return chosen;
    }
    const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
    return this.current.byHost.get(name) ?? this.current.fallback;
  }

  all(): ServedBrand[] {
    return [...this.current.byId.values()];
  }

  /** Watches the brands folder (development) and reloads on change. */
  watch(onReload: (problems: ConfigProblem[]) => void): () => void {
    let timer: NodeJS.Timeout | undefined;
    const watcher = fs.watch(this.brandsDir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => onReload(this.reload()), 150);
    });
    return () => {
      clearTimeout(timer);
      watcher.close();
    };
  }
}
