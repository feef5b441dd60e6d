/** The duplicate-name rule of a care request's documents (spec §5, issue 33): per request, without letter case. */
import { describe, expect, it } from 'vitest';
import { documentNameKey, repeatedNames } from '../../../../renderer/domain/care/documentNames';

describe('repeated document names', () => {
  it('are found within the names, the first of each name being no repeat', () => {
    expect(repeatedNames(['report.pdf', 'scan.png', 'Report.PDF', 'report.pdf'])).toEqual([2, 3]);
    expect(repeatedNames(['report.pdf', 'report.pdf.pdf', 'report'])).toEqual([]);
  });

  it('are found against the names the request has already', () => {
    expect(repeatedNames(['invoice.pdf', 'report.pdf'], ['REPORT.pdf'])).toEqual([1]);
  });

  it('are compared without letter case and the spaces around them', () => {
    expect(documentNameKey('  Zárójelentés.PDF ')).toBe(documentNameKey('zárójelentés.pdf'));
  });

  it('of another request do not count: a name comes again with the next request', () => {
    expect(repeatedNames(['report.pdf'], [])).toEqual([]);
  });
});
