/** Answers a generated document as a download: a PDF the browser saves under a plain file name. */
import type { Response } from 'express';
import { renderPdf, type PdfContent } from './pdfDocument';

/**
 * A file name of `words` and `id` a person and every file system can read: accents dropped
 * (ő → o, ș → s), anything but letters and digits a hyphen, lower case.
 */
export function pdfFileName(words: string, id: string | number): string {
  const base = words.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${base || 'document'}-${String(id).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

export async function sendPdf(res: Response, fileName: string, content: PdfContent): Promise<void> {
  const pdf = await renderPdf(content);
  // attachment(): saved, never shown in the portal's origin; private: a shared cache keeps none.
  res.attachment(fileName);
  res.set({ 'Content-Type': 'application/pdf', 'Content-Length': String(pdf.length), 'Cache-Control': 'private, no-store' });
  res.end(pdf);
}
