/**
 * The portal's downloadable documents (issue 33: a care answer, a video call's note, a payment's
 * receipt) as PDF, drawn with pdfkit in DejaVu Sans, embedded and subset: PDF's standard fonts
 * know only WinAnsi, which has neither Hungarian ő ű nor Romanian ș ț. The font comes from the
 * dejavu-fonts-ttf package, so no machine needs a font installed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** One document: its title, who issues it, a list of facts, text sections and a closing line. */
export interface PdfContent {
  /** The document's heading, also its PDF title. */
  title: string;
  /** Who issues it (the brand's name): the PDF's author, and the line above the heading. */
  issuer: string;
  /** The document's language (hu, en, ro), for screen readers. */
  lang: string;
  /** Label and value pairs, in order; a value may span lines. */
  facts: [string, string][];
  /** Headed blocks of running text (the question, the answer, the note). */
  sections?: { heading: string; text: string }[];
  /** A last line in small print. */
  footer?: string;
}

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Read once, on the first document: most instances never draw one. */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= { regular: fs.readFileSync(path.join(fontDir, 'DejaVuSans.ttf')), bold: fs.readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')) };
  return fonts;
}

/** Text as it may be drawn: control characters other than line breaks and tabs dropped. */
export function printable(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

/** The PDF of `content`, A4, one column; long text flows onto further pages. */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: content.lang, displayTitle: true, info: { Title: content.title, Author: content.issuer, Creator: content.issuer } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular').fontSize(10).fillColor('#444444').text(printable(content.issuer));
  doc.moveDown(0.5).font('bold').fontSize(18).fillColor('#000000').text(printable(content.title));
  doc.moveDown(0.8).fontSize(11);
  for (const [label, value] of content.facts) {
    doc.font('bold').text(`${printable(label)}: `, { continued: true }).font('regular').text(printable(value));
    doc.moveDown(0.2);
  }
  for (const section of content.sections ?? []) {
    doc.moveDown(0.8).font('bold').fontSize(13).text(printable(section.heading));
    doc.moveDown(0.3).font('regular').fontSize(11).text(printable(section.text), { align: 'left' });
  }
  if (content.footer) doc.moveDown(1.5).font('regular').fontSize(9).fillColor('#444444').text(printable(content.footer));
  doc.end();
  return done;
}
