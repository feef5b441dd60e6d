/**
 * One document of a brand as the base file with the brand's file laid over it, remembering both
 * sources so that any pointer in the merged value can be traced to the file that wrote it.
 */
import { mergePatch } from '../../renderer/domain/brand/mergePatch';
import { decodePointer, encodePointer, type ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { locate, type JsonSource } from './jsonSource';

export interface LayeredDocument {
  /** Schema this document is validated against. */
  kind: string;
  base: JsonSource | null;
  overlay: JsonSource | null;
  /** The merged value, without "$schema" keys. */
  value: unknown;
}

export function layer(kind: string, base: JsonSource | null, overlay: JsonSource | null): LayeredDocument {
  const merged = mergePatch(base?.value ?? {}, overlay?.value ?? {});
  if (merged && typeof merged === 'object' && !Array.isArray(merged)) delete (merged as Record<string, unknown>).$schema;
  return { kind, base, overlay, value: merged };
}

export interface Origin {
  file: string;
  line: number;
  column: number;
}

/** The file (brand over base) and position where the value at `pointer` was written. */
export function originOf(doc: LayeredDocument, pointer: string | readonly string[]): Origin {
  const path = typeof pointer === 'string' ? decodePointer(pointer) : pointer;
  const over = doc.overlay ? locate(doc.overlay, path) : null;
  const base = doc.base ? locate(doc.base, path) : null;
  // The brand wins when it wrote the value, replaced an ancestor wholesale, or got at least as deep.
  const useOverlay = over && (over.exact || (over.depth > 0 && over.replaces) || !base || over.depth >= base.depth);
  const chosen = useOverlay ? over : base;
  const source = useOverlay ? doc.overlay : doc.base;
  if (!chosen || !source) return { file: doc.overlay?.file ?? doc.base?.file ?? '?', line: 1, column: 1 };
  return { file: source.file, line: chosen.line, column: chosen.column };
}

export type ProblemDraft = Omit<ConfigProblem, 'file' | 'line' | 'column' | 'pointer'>;

/** Builds a problem located in whichever layer wrote `path`. */
export function problemAt(doc: LayeredDocument, path: readonly (string | number)[], draft: ProblemDraft): ConfigProblem {
  const segments = path.map(String);
  return { ...originOf(doc, segments), pointer: encodePointer(segments), ...draft };
}
