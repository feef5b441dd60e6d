/**
 * Where a problem of the validator belongs in the studio: which brand and document, at which
 * path inside it; and the problems of one form as RJSF's error schema, so each shows beside its
 * field. A problem in a _base file belongs to every brand's document of that kind.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { decodePointer, type ConfigProblem } from '../../domain/brand/configProblem';
import { BASE, type DocId } from './brandSet';

export interface ProblemPlace {
  /** The brand whose file it is, or "_base". */
  owner: string;
  doc: DocId | undefined;
  path: string[];
}

export function placeOf(problem: ConfigProblem): ProblemPlace {
  const match = /^([^/]+)\/(.+)\.json$/.exec(problem.file);
  return { owner: match?.[1] ?? problem.file.split('/')[0]!, doc: match?.[2], path: decodePointer(problem.pointer) };
}

/** The problems of a brand's document: those of the brand's file and of the _base file under it. */
export function problemsOfDocument(problems: readonly ConfigProblem[], brandId: string, doc: DocId): ConfigProblem[] {
  return problems.filter((p) => {
    const place = placeOf(p);
    return place.doc === doc && (place.owner === brandId || place.owner === BASE);
  });
}

const startsWith = (path: readonly string[], prefix: readonly string[]): boolean => prefix.every((segment, i) => path[i] === segment);

/**
 * RJSF's error schema for the part of a document a form shows (at `at`): every problem inside it
 * under its field; one about the whole file (an unknown file, a broken $schema) at its top.
 */
export function errorSchemaFor(problems: readonly ConfigProblem[], at: readonly string[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    const path = decodePointer(problem.pointer);
    if (path.length > 0 && !startsWith(path, at)) continue;
    const inside = path.slice(at.length);
    let node = root;
    for (const segment of inside) node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(problem.message);
  }
  return root as ErrorSchema;
}
