/**
 * A brand's images: the files of its assets/ folder (and _base's, which every brand falls back
 * to), served as /brand/<name>. The validator checks that each image is what its name says, runs
 * no code and loads nothing from elsewhere, and that every "/brand/<name>" a document names is
 * there; the brand studio uses the same names and limits for what it uploads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrandSources } from './brandSources';
import { DOCUMENT_KINDS } from '../../renderer/domain/brand/documentKinds';
import { BASE_DIR } from './brandSources';
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { didYouMean } from './didYouMean';
import { problemAt } from './layeredDocument';
import { IMAGE_EXTENSIONS, IMAGE_NAME, IMAGE_TYPES, MAX_IMAGE_BYTES, imageReferences, type ImageType } from '../../renderer/domain/brand/imageNames';

const ASSETS = 'assets';

/** What the bytes are, by their first bytes (SVG: by its root element). */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const text = b.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) return 'svg';
  return undefined;
}

const TYPE_NAMES: Record<ImageType, string> = { svg: 'an SVG', png: 'a PNG', webp: 'a WebP', jpg: 'a JPEG' };

/** The sentence of what is wrong with an image file's content, or undefined when nothing is. */
export function imageContentProblem(name: string, bytes: Uint8Array): string | undefined {
  const extension = path.extname(name).slice(1) as ImageType;
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    return `${name} is ${Math.ceil(bytes.byteLength / 1024)} KB; a brand image may have at most ${MAX_IMAGE_BYTES / 1024} KB, as every visitor loads it. Make it smaller (an SVG, or fewer pixels).`;
  }
  const actual = sniffImage(bytes);
  if (actual !== extension) {
    if (actual) {
      const renamed = `${name.slice(0, -extension.length)}${actual}`;
      return `${name} holds ${TYPE_NAMES[actual]} image, not ${TYPE_NAMES[extension]} one: rename it ${renamed}, and use "/brand/${renamed}" where a document names it.`;
    }
    return `${name} is not ${TYPE_NAMES[extension]} image: its content is no image the portal knows (${IMAGE_EXTENSIONS.join(', ')}).`;
  }
  if (extension !== 'svg') return undefined;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (/<script[\s>/]|\son[a-z]+\s*=|javascript:|<foreignObject[\s>/]/i.test(text)) {
    return `${name} holds code (a <script>, an on… attribute, a javascript: address or a <foreignObject>); a brand image draws and runs nothing.`;
  }
  const external = /(?:href|src)\s*=\s*["']\s*((?:[a-z][a-z0-9+.-]*:)?\/\/[^"']*)/i.exec(text) ?? /url\(\s*["']?\s*((?:[a-z][a-z0-9+.-]*:)?\/\/[^)"']*)/i.exec(text);
  if (external) return `${name} loads ${external[1]} from elsewhere; a brand image holds everything it draws (the portal's pages load nothing from other sites).`;
  return undefined;
}

/** The image files of a brand folder's assets/ (names the portal serves as /brand/<name>). */
function imageFiles(brandsDir: string, folder: string): string[] {
  const dir = path.join(brandsDir, folder, ASSETS);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name).sort();
}

function contentProblems(brandsDir: string, folder: string, names: readonly string[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const name of names) {
    const file = `${folder}/${ASSETS}/${name}`;
    if (!IMAGE_NAME.test(name)) {
      const extension = path.extname(name).slice(1).toLowerCase();
      problems.push({
        file, line: 1, column: 1, pointer: '', rule: 'asset/name', received: name, allowed: `lower-case words joined by hyphens, ending .${IMAGE_EXTENSIONS.join(', .')}`,
        message: extension in IMAGE_TYPES
          ? `The image name "${name}" takes lower-case letters, digits and hyphens only, as its address /brand/${name} must stay the same on every system.`
          : `The portal serves no "${path.extname(name) || name}" file as a brand image: use ${IMAGE_EXTENSIONS.join(', ')}.`,
      });
      continue;
    }
    const sentence = imageContentProblem(name, fs.readFileSync(path.join(brandsDir, file)));
    if (sentence) problems.push({ file, line: 1, column: 1, pointer: '', rule: 'asset/content', received: name, message: sentence });
  }
  return problems;
}

/** The image a reference most likely meant: the same name with another extension, else a close name. */
function meant(name: string, available: readonly string[]): string | undefined {
  const stem = name.slice(0, name.lastIndexOf('.'));
  return available.find((a) => a.slice(0, a.lastIndexOf('.')) === stem) ?? didYouMean(name, available);
}

/**
 * The images of every brand: the content of _base's and each brand's own, and each "/brand/<name>"
 * a brand's documents name, found in the brand's assets/ or _base's.
 */
export function imageProblems(brandsDir: string, brands: readonly BrandSources[]): ConfigProblem[] {
  const baseImages = imageFiles(brandsDir, BASE_DIR);
  const problems = contentProblems(brandsDir, BASE_DIR, baseImages);
  for (const brand of brands) {
    const own = imageFiles(brandsDir, brand.id);
    problems.push(...contentProblems(brandsDir, brand.id, own));
    const available = [...new Set([...own, ...baseImages])].sort();
    for (const kind of DOCUMENT_KINDS) {
      const doc = brand.docs[kind];
      for (const { value, name, at } of imageReferences(doc.value)) {
        if (available.includes(name)) continue;
        const guess = meant(name, available);
        problems.push(problemAt(doc, at, {
          rule: 'asset/missing', received: value, allowed: available.map((a) => `/brand/${a}`).join(', '),
          message: `"${value}" names no image: neither ${brand.id}/${ASSETS}/ nor ${BASE_DIR}/${ASSETS}/ has ${name}, so the page would show a broken image.${guess ? ` Did you mean "/brand/${guess}"?` : ''}`,
        }));
      }
    }
  }
  return problems;
}
