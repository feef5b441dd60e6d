/**
 * A JSON file kept with its syntax tree, so a value in the merged configuration can be traced
 * back to the line and column where an author wrote it.
 */
import fs from 'node:fs';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ConfigProblem } from './configProblem';

export interface JsonSource {
  file: string;
  value: unknown;
  root: Node | undefined;
  lineStarts: number[];
}

export interface Located {
  line: number;
  column: number;
  /** True when the whole path exists in this file; false when only an ancestor does. */
  exact: boolean;
  /** How many path segments were found. */
  depth: number;
  /** The node at that depth is not an object, so the file replaced everything below it. */
  replaces: boolean;
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(source: JsonSource, offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = source.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (source.lineStarts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - source.lineStarts[lo]! + 1 };
}

/** Reads and parses a JSON file; syntax errors become problems (all of them, with positions). */
export function readJsonSource(absolute: string, file: string, problems: ConfigProblem[]): JsonSource | null {
  const text = fs.readFileSync(absolute, 'utf8');
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const source: JsonSource = { file, value: undefined, root, lineStarts: lineStartsOf(text) };
  if (errors.length > 0 || !root) {
    for (const e of errors) {
      const { line, column } = position(source, e.offset);
      problems.push({ file, line, column, pointer: '', rule: 'json/syntax', message: `This file is not valid JSON: ${printParseErrorCode(e.error)}.` });
    }
    return null;
  }
  source.value = JSON.parse(text);
  return source;
}

/** Finds the deepest node along `path`; for an object key, points at the key itself. */
export function locate(source: JsonSource, path: readonly string[]): Located {
  let depth = path.length;
  let node: Node | undefined;
  while (depth >= 0) {
    node = source.root ? findNodeAtLocation(source.root, path.slice(0, depth)) : undefined;
    if (node) break;
    depth -= 1;
  }
  if (!node) return { line: 1, column: 1, exact: false, depth: 0, replaces: false };
  const anchor = node.parent?.type === 'property' ? node.parent : node;
  return { ...position(source, anchor.offset), exact: depth === path.length, depth, replaces: node.type !== 'object' };
}
