/**
 * A JSON file kept with its syntax tree, so a value in the merged configuration can be traced
 * back to the line and column where an author wrote it.
 */
import fs from 'node:fs';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';

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

/** What a parser error means, in words an author can act on (jsonc-parser's codes name the parser's state). */
const SYNTAX_WORDS: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol: 'there is a character here that JSON does not allow (text must be in double quotes)',
  InvalidNumberFormat: 'this number is not written as JSON writes numbers',
  PropertyNameExpected: 'a key in double quotes is expected here',
  ValueExpected: 'a value is missing here',
  ColonExpected: 'a colon is missing between the key and its value',
  CommaExpected: 'a comma is missing between two entries',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'the file goes on after its closing bracket',
  InvalidCommentToken: 'JSON allows no comments',
  UnexpectedEndOfComment: 'JSON allows no comments',
  UnexpectedEndOfString: 'a text is not closed with a double quote',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'a \\u escape needs four hexadecimal digits',
  InvalidEscapeCharacter: 'this backslash escape does not exist in JSON',
  InvalidCharacter: 'a text contains a control character (a tab or line break must be written \\t or \\n)',
};

/** The comma a parser error right after it points at, when the next character closes an object or list. */
function trailingComma(text: string, offset: number): { comma: number; closer: string } | undefined {
  let at = offset;
  while (at < text.length && /\s/.test(text[at]!)) at += 1;
  const closer = text[at];
  if (closer !== '}' && closer !== ']') return undefined;
  let back = offset - 1;
  while (back >= 0 && /\s/.test(text[back]!)) back -= 1;
  return text[back] === ',' ? { comma: back, closer } : undefined;
}

/** What stands before a comma, as an author finds it: the line's text up to it, shortened. */
function beforeComma(text: string, comma: number): string {
  const lineStart = text.lastIndexOf('\n', comma - 1) + 1;
  let before = text.slice(lineStart, comma).trim();
  if (!before) return 'the entry on the line before';
  if (before.length > 60) before = `…${before.slice(-60)}`;
  return before;
}

/**
 * Reads and parses a JSON file; what keeps it from being read becomes problems, each said as a
 * sentence: an empty file, a byte-order mark, a comma before a closing bracket (one problem, not
 * the parser's two codes), and the first other syntax error with its position.
 */
export function readJsonSource(absolute: string, file: string, problems: ConfigProblem[]): JsonSource | null {
  const raw = fs.readFileSync(absolute, 'utf8');
  const bom = raw.charCodeAt(0) === 0xfeff;
  // The mark is reported and the rest still read, so one run names every problem of the file.
  const text = bom ? ` ${raw.slice(1)}` : raw;
  const source: JsonSource = { file, value: undefined, root: undefined, lineStarts: lineStartsOf(text) };
  const problem = (offset: number, rule: string, message: string) => problems.push({ file, ...position(source, offset), pointer: '', rule, message });
  if (bom) problem(0, 'json/byteOrderMark', 'Remove the invisible byte-order mark at the start of the file: save it as UTF-8 without a BOM (most editors offer "UTF-8" beside "UTF-8 with BOM").');
  if (text.trim() === '') {
    problem(0, 'json/empty', 'The file is empty. A brand file holds one JSON object: write {} for a file that changes nothing over _base, or delete the file.');
    return null;
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  source.root = root;
  const commas = new Set<number>();
  // After the first other error the parser's later ones are mostly its own confusion: only that one is said.
  let saidSyntax = false;
  for (const e of errors) {
    const trailing = trailingComma(text, e.offset);
    if (trailing) {
      if (commas.has(trailing.comma)) continue;
      commas.add(trailing.comma);
      problem(trailing.comma, 'json/trailingComma', `Remove the comma after ${beforeComma(text, trailing.comma)}: JSON allows no comma before a closing ${trailing.closer}.`);
      continue;
    }
    if (saidSyntax) continue;
    saidSyntax = true;
    const code = printParseErrorCode(e.error);
    problem(e.offset, 'json/syntax', `This file is not valid JSON here: ${SYNTAX_WORDS[code] ?? code}.`);
  }
  if (errors.length > 0 || !root || bom) return null;
  source.value = JSON.parse(text);
  return source;
}

/** Finds the deepest node along `path`; for an object key, points at the key itself. */
export function locate(source: JsonSource, path: readonly string[]): Located {
  let depth = path.length;
  let node: Node | undefined;
  // A pointer's segments are text; an index into a list is looked up as a number, or the
  // location would stop at the list and name its key rather than the element.
  const segments = (n: number) => {
    const out: (string | number)[] = [];
    let at: Node | undefined = source.root;
    for (const segment of path.slice(0, n)) {
      const index = at?.type === 'array' && /^\d+$/.test(segment) ? Number(segment) : segment;
      out.push(index);
      at = at ? findNodeAtLocation(at, [index]) : undefined;
    }
    return out;
  };
  while (depth >= 0) {
    node = source.root ? findNodeAtLocation(source.root, segments(depth)) : undefined;
    if (node) break;
    depth -= 1;
  }
  if (!node) return { line: 1, column: 1, exact: false, depth: 0, replaces: false };
  const anchor = node.parent?.type === 'property' ? node.parent : node;
  return { ...position(source, anchor.offset), exact: depth === path.length, depth, replaces: node.type !== 'object' };
}
