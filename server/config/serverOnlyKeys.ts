/**
 * Finds the properties a schema marks `"serverOnly": true` and removes them from a document, so
 * that what the browser receives is derived from the schema rather than from a hand-kept list.
 */
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import { readSchemaFiles } from './schemaRegistry';

type Schema = Record<string, unknown>;
export type KeyPath = string[];

function resolver(): (ref: string, from: string) => { schema: Schema; file: string } {
  const files = new Map(readSchemaFiles().map((f) => [f.name, f.schema]));
  return (ref, from) => {
    const [target, fragment = ''] = ref.split('#');
    const file = target ? target.replace(/^\.\.\//, '').replace(/^\.\//, '') : from;
    let node: unknown = files.get(file);
    for (const seg of fragment.split('/').filter(Boolean)) node = (node as Schema)?.[seg];
    return { schema: (node ?? {}) as Schema, file };
  };
}

/** Paths of all serverOnly properties reachable from a schema file's root. */
export function serverOnlyPaths(schemaFile: string): KeyPath[] {
  const resolve = resolver();
  const found: KeyPath[] = [];
  const walk = (schema: Schema, file: string, at: KeyPath, depth: number): void => {
    if (depth > 12) return;
    if (typeof schema.$ref === 'string') {
      const next = resolve(schema.$ref, file);
      walk(next.schema, next.file, at, depth + 1);
      return;
    }
    const properties = isPlainObject(schema.properties) ? schema.properties : {};
    for (const [key, sub] of Object.entries(properties)) {
      if (!isPlainObject(sub)) continue;
      if (sub.serverOnly === true) found.push([...at, key]);
      else walk(sub, file, [...at, key], depth + 1);
    }
  };
  walk(resolve('#', schemaFile).schema, schemaFile, [], 0);
  return found;
}

/** A copy of `doc` without the values at `paths`. */
export function withoutPaths<T>(doc: T, paths: readonly KeyPath[]): T {
  const copy = structuredClone(doc) as unknown;
  for (const path of paths) {
    let node = copy;
    for (const key of path.slice(0, -1)) node = isPlainObject(node) ? node[key] : undefined;
    if (isPlainObject(node)) delete node[path[path.length - 1]!];
  }
  return copy as T;
}
