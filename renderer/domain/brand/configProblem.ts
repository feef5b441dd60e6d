/** One thing wrong with a brand's configuration, located where an author wrote it. */
export interface ConfigProblem {
  /** Path of the file, relative to the brands folder ("default/brand.json", "_base/routes.json"). */
  file: string;
  /** 1-based line and column of the value (or of the nearest enclosing value that exists). */
  line: number;
  column: number;
  /** JSON pointer inside that file. */
  pointer: string;
  /** The author-facing sentence. */
  message: string;
  /** The value found there, when there is one. */
  received?: unknown;
  /** What would be accepted. */
  allowed?: string;
  /** Which check found it, e.g. "schema/additionalProperties" or "reference/route". */
  rule: string;
  /** A warning: a valid combination a person rarely means; the brand still loads. Errors have none. */
  severity?: 'warning';
}

/** A brand folder that was read but is invalid; thrown by the server at start-up. */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[], readonly report: string) {
    super(report);
    this.name = 'ConfigError';
  }
}

export function encodePointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function decodePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
