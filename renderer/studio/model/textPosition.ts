/** Text offsets for 1-based line and column positions, as the brand validator reports problems. */

/** The offset of `line`, `column` (both 1-based) in `text`, kept inside the text and the line. */
export function offsetOfLineColumn(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l += 1) {
    const next = text.indexOf('\n', start);
    if (next < 0) return text.length;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  const lineEnd = end < 0 ? text.length : end;
  return Math.min(start + Math.max(0, column - 1), lineEnd);
}
