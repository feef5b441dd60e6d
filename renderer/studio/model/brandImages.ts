/**
 * A brand's images as the studio shows them: the files of its assets/ folder and of _base's, which
 * it falls back to, each with where the brand's documents name it (/brand/<name>). A new image is
 * an upload laid into the draft as a data: URL; one of another type than the image it replaces
 * takes that type's name, and the brand's documents are pointed to it.
 */
import { imageReferences, imageStem, type ImageType } from '../../domain/brand/imageNames';
import { isPlainObject } from '../../domain/brand/mergePatch';
import { overlayText } from './brandFile';
import { BASE, documentState, schemaLinkOf, textOf, withFile, type Draft, type Files } from './brandSet';

export interface BrandImage {
  name: string;
  /** What the portal serves as /brand/<name>: the brand's own image, else _base's. */
  src: string;
  /** Whether the brand has the image itself (else it is _base's). */
  own: boolean;
  /** Whether _base has an image of that name (what removing the brand's own leaves). */
  inBase: boolean;
  /** Whether the draft changes the brand's image. */
  changed: boolean;
  /** Where the brand's documents name it: "brand.json theme.logo.src". */
  usedAt: string[];
}

const imageFile = (owner: string, name: string): string => `${owner}/assets/${name}`;
const ASSET_FILE = /^([^/]+)\/assets\/([^/]+)$/;

function namesIn(files: Files, draft: Draft, owner: string): string[] {
  const names = new Set<string>();
  for (const file of [...Object.keys(files), ...Object.keys(draft)]) {
    const match = ASSET_FILE.exec(file);
    if (match?.[1] === owner && textOf(files, draft, file) !== undefined) names.add(match[2]!);
  }
  return [...names];
}

/** The brand's images, by name: its own and _base's. */
export function imagesOf(files: Files, draft: Draft, brandId: string, kinds: readonly string[]): BrandImage[] {
  const own = namesIn(files, draft, brandId);
  const base = namesIn(files, draft, BASE);
  const usedAt = new Map<string, string[]>();
  for (const kind of kinds) {
    for (const { name, at } of imageReferences(documentState(files, draft, brandId, kind).effective)) {
      usedAt.set(name, [...(usedAt.get(name) ?? []), `${kind}.json ${at.join('.')}`]);
    }
  }
  return [...new Set([...own, ...base])].sort().map((name) => {
    const file = imageFile(brandId, name);
    const mine = textOf(files, draft, file);
    return {
      name,
      src: mine ?? textOf(files, draft, imageFile(BASE, name))!,
      own: mine !== undefined,
      inBase: base.includes(name),
      changed: file in draft,
      usedAt: usedAt.get(name) ?? [],
    };
  });
}

/** The draft with every "/brand/<from>" of the brand's documents made "/brand/<to>". */
function pointedTo(files: Files, draft: Draft, brandId: string, kinds: readonly string[], from: string, to: string): Draft {
  let next = draft;
  const rewrite = (value: unknown): unknown => {
    if (value === `/brand/${from}`) return `/brand/${to}`;
    if (Array.isArray(value)) return value.map(rewrite);
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v)]));
    return value;
  };
  for (const kind of kinds) {
    const state = documentState(files, next, brandId, kind);
    if (state.syntaxError) continue;
    const effective = rewrite(state.effective);
    if (JSON.stringify(effective) === JSON.stringify(state.effective)) continue;
    next = withFile(files, next, state.file, overlayText({ base: state.base, effective, previous: state.overlay, schemaLink: schemaLinkOf(kind) }));
  }
  return next;
}

export interface Upload {
  dataUrl: string;
  type: ImageType;
}

/**
 * The draft with the brand's image `name` replaced by an upload. An upload of the same type takes
 * its place; one of another type is named after it with its own extension (logo.svg → logo.png),
 * the brand's documents are pointed to the new name, and the brand's own old image goes.
 */
export function withReplacedImage(files: Files, draft: Draft, brandId: string, kinds: readonly string[], name: string, upload: Upload): { draft: Draft; name: string } {
  const stem = name.replace(/\.[^.]*$/, '');
  const renamed = `${stem}.${upload.type}`;
  let next = withFile(files, draft, imageFile(brandId, renamed), upload.dataUrl);
  if (renamed !== name) {
    if (textOf(files, next, imageFile(brandId, name)) !== undefined) next = withFile(files, next, imageFile(brandId, name), undefined);
    next = pointedTo(files, next, brandId, kinds, name, renamed);
  }
  return { draft: next, name: renamed };
}

/** The draft with a new image named after the uploaded file ("Hero Photo.PNG" → hero-photo.png); an image of that name is replaced. */
export function withAddedImage(files: Files, draft: Draft, brandId: string, fileName: string, upload: Upload): { draft: Draft; name: string } {
  const name = `${imageStem(fileName)}.${upload.type}`;
  return { draft: withFile(files, draft, imageFile(brandId, name), upload.dataUrl), name };
}

/** The draft without the brand's own image (then _base's of that name shows, if it has one). */
export const withoutOwnImage = (files: Files, draft: Draft, brandId: string, name: string): Draft => withFile(files, draft, imageFile(brandId, name), undefined);

/** The draft with the brand's image as it is saved. */
export const withSavedImage = (files: Files, draft: Draft, brandId: string, name: string): Draft => withFile(files, draft, imageFile(brandId, name), files[imageFile(brandId, name)]);

/** The image file a problem is about ("sunrise/assets/logo.svg" → { owner, name }), or undefined. */
export function imageOfProblemFile(file: string): { owner: string; name: string } | undefined {
  const match = ASSET_FILE.exec(file);
  return match ? { owner: match[1]!, name: match[2]! } : undefined;
}
