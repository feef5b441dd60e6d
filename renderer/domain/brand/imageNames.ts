/**
 * What a brand image may be called and weigh, and how a document names one: shared by the
 * validator (brandImages.ts) and the brand studio's page, which names and checks an upload before
 * sending it and shows where the documents name each image.
 */
import { isPlainObject } from './mergePatch';

/** The image types a brand may use, by file extension. */
export const IMAGE_TYPES = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const IMAGE_EXTENSIONS = Object.keys(IMAGE_TYPES) as ImageType[];
/** An image's file name: lower-case words joined by hyphens, and one of the extensions above. */
export const IMAGE_NAME = new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${IMAGE_EXTENSIONS.join('|')})$`);
/** Every visitor of the brand loads its images: a first page has 200 KB in all. */
export const MAX_IMAGE_BYTES = 512 * 1024;
/** How a document names an image: the whole value is its address, /brand/<name>. */
const IMAGE_REFERENCE = new RegExp(`^/brand/([^/]+\\.(?:${IMAGE_EXTENSIONS.join('|')}))$`);

/** The extension of an image type ("image/jpeg" → "jpg"), or undefined for a type no brand image has. */
export const extensionOfType = (mimeType: string): ImageType | undefined => IMAGE_EXTENSIONS.find((e) => IMAGE_TYPES[e] === mimeType.toLowerCase());

/** A name as IMAGE_NAME takes it, made from an uploaded file's name ("Hero Photo.PNG" → "hero-photo"), without extension. */
export function imageStem(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return stem || 'image';
}

/** Each "/brand/<name>" of a value, with its path (one path array, copied only for a match: documents are large). */
export function imageReferences(value: unknown): { value: string; name: string; at: (string | number)[] }[] {
  const found: { value: string; name: string; at: (string | number)[] }[] = [];
  const at: (string | number)[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') {
      const name = node.startsWith('/brand/') ? IMAGE_REFERENCE.exec(node)?.[1] : undefined;
      if (name) found.push({ value: node, name, at: [...at] });
    } else if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i += 1) {
        at.push(i);
        walk(node[i]);
        at.pop();
      }
    } else if (isPlainObject(node)) {
      for (const key in node) {
        at.push(key);
        walk(node[key]);
        at.pop();
      }
    }
  };
  walk(value);
  return found;
}
