/**
 * The duplicate-name rule of uploads (spec §5, issue 33): the documents of one care request may not
 * share a name, compared without letter case ("report.pdf" and "Report.PDF" are one name to a
 * patient). It holds per request: a name sent with one request may come again with the next. The
 * server applies it to each upload and to the documents a request attaches; the upload list of
 * the care screens applies it as files are picked.
 */

/** What two names are compared by. */
export const documentNameKey = (name: string): string => name.trim().toLowerCase();

/** The positions in `names` of each name that repeats one of `earlier` or one before it in `names`. */
export function repeatedNames(names: readonly string[], earlier: readonly string[] = []): number[] {
  const seen = new Set(earlier.map(documentNameKey));
  const repeated: number[] = [];
  names.forEach((name, index) => {
    const key = documentNameKey(name);
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}
