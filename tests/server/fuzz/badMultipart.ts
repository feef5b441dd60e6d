/**
 * Multipart bodies for the upload endpoint, spoilt lightly (the uploads router is being rewritten):
 * odd field names and file names, part types and contents, too many parts, and broken framing
 * (no or another boundary, no closing delimiter, a boundary too long, garbage between parts).
 */
import fc from 'fast-check';
import type { EncodedBody } from './badEncodings';
import { badString } from './badValues';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const ODD_FIELD_NAMES = ['fileData[]', '__proto__', 'constructor', '', 'a'.repeat(300), 'filedata', 'file\u0000Data'];
const FILE_NAMES = ['scan.pdf', 'photo.png', '../../etc/passwd', 'a\u0000.pdf', '😀.pdf', '', 'x'.repeat(300), '.pdf', 'CON', 'a.php.pdf', 'a.pdf.php', '%2e%2e%2fa.pdf', 'C:\\x\\a.pdf', '"quoted".pdf'];
const PART_TYPES = ['application/pdf', 'image/png', 'text/html', 'application/octet-stream', '', 'multipart/mixed; boundary=y', '../../x'];

interface Part {
  field: string;
  file?: string;
  type: string;
  data: Buffer;
}

/** Mostly a file in fileData with a PDF or PNG inside (so some get stored), else odd names and contents. */
const part: fc.Arbitrary<Part> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      field: fc.constant('fileData'),
      file: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FILE_NAMES) }, { weight: 1, arbitrary: badString }),
      type: fc.constantFrom(...PART_TYPES),
      data: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(PDF, PNG) }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ field: fc.constant('name'), type: fc.constant(''), data: badString.map((text) => Buffer.from(text)) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      field: fc.oneof(fc.constantFrom(...ODD_FIELD_NAMES), badString),
      file: fc.option(fc.constantFrom(...FILE_NAMES), { nil: undefined }),
      type: fc.constantFrom(...PART_TYPES),
      data: fc.oneof(fc.constantFrom(PDF, PNG, Buffer.alloc(0)), badString.map((text) => Buffer.from(text))),
    }),
  },
);

const quote = (text: string): string => text.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));

function partBytes(boundary: string, p: Part): Buffer {
  const disposition = `form-data; name="${quote(p.field)}"${p.file === undefined ? '' : `; filename="${quote(p.file)}"`}`;
  const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
  return Buffer.concat([Buffer.from(head, 'utf8'), p.data, Buffer.from('\r\n')]);
}

type Framing = 'good' | 'no-boundary' | 'other-boundary' | 'unclosed' | 'long-boundary' | 'garbage' | 'quoted-boundary';

export const badMultipart: fc.Arbitrary<EncodedBody> = fc
  .record({
    parts: fc.oneof({ weight: 4, arbitrary: fc.array(part, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.array(part, { maxLength: 12 }) }),
    framing: fc.oneof({ weight: 6, arbitrary: fc.constant<Framing>('good') }, { weight: 3, arbitrary: fc.constantFrom<Framing>('no-boundary', 'other-boundary', 'unclosed', 'long-boundary', 'garbage', 'quoted-boundary') }),
  })
  .map(({ parts, framing }) => {
    const boundary = framing === 'long-boundary' ? 'b'.repeat(200) : 'fuzzboundary';
    const body = Buffer.concat([
      framing === 'garbage' ? Buffer.from('garbage before\r\n') : Buffer.alloc(0),
      ...parts.map((p) => partBytes(boundary, p)),
      Buffer.from(framing === 'unclosed' ? '' : `--${boundary}--\r\n`),
    ]);
    const type = { 'no-boundary': 'multipart/form-data', 'other-boundary': 'multipart/form-data; boundary=other', 'quoted-boundary': `multipart/form-data; boundary="${boundary}"` }[framing as string]
      ?? `multipart/form-data; boundary=${boundary}`;
    return { headers: { 'Content-Type': type }, body, chunked: false };
  });
