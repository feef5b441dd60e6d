/**
 * What a brand image may be called and weigh: shared by the validator (brandImages.ts) and the
 * brand studio's page, which names and checks an upload before sending it.
 */

/** The image types a brand may use, by file extension. */
export const IMAGE_TYPES = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;
export const IMAGE_EXTENSIONS = Object.keys(IMAGE_TYPES) as ImageType[];
/** An image's file name: lower-case words joined by hyphens, and one of the extensions above. */
export const IMAGE_NAME = new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${IMAGE_EXTENSIONS.join('|')})$`);
/** Every visitor of the brand loads its images: a first page has 200 KB in all. */
export const MAX_IMAGE_BYTES = 512 * 1024;
/** How a document names an image: the whole value is its address, /brand/<name>. */
export const IMAGE_REFERENCE = new RegExp(`^/brand/([^/]+\\.(?:${IMAGE_EXTENSIONS.join('|')}))$`);

/** The extension of an image type ("image/jpeg" → "jpg"), or undefined for a type no brand image has. */
export const extensionOfType = (mimeType: string): ImageType | undefined => IMAGE_EXTENSIONS.find((e) => IMAGE_TYPES[e] === mimeType.toLowerCase());

/** A name as IMAGE_NAME takes it, made from an uploaded file's name ("Hero Photo.PNG" → "hero-photo"), without extension. */
export function imageStem(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return stem || 'image';
}
