/**
 * A brand's images in the studio (renderer/studio/model/brandImages.ts): which it has and where its
 * documents name them, and the drafts a replaced, added or removed image makes, judged by the
 * validator CI runs once laid over a copy of the brands folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../../server/config/loadBrands';
import { brandFiles } from '../../../server/studio/brandStudio';
import { draftFolder } from '../../../server/studio/draftFiles';
import { readDraft } from '../../../server/studio/studioDraft';
import { imagesOf, withAddedImage, withReplacedImage, withSavedImage, withoutOwnImage } from '../../../renderer/studio/model/brandImages';
import { documentState, type Draft } from '../../../renderer/studio/model/brandSet';

const BRANDS = path.resolve(import.meta.dirname, '../../../brands');
const KINDS = ['brand', 'routes', 'guards', 'services', 'forms', 'content'];
const files = brandFiles(BRANDS);

/** A real 2×2 PNG. */
function png(): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = zlib.deflateSync(Buffer.from([0, 31, 78, 121, 31, 78, 121, 0, 31, 78, 121, 31, 78, 121]));
  const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}
const svg = (fill: string) => `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="${fill}"/></svg>`).toString('base64')}`;

/** The validator's problems for the brands folder with the draft laid over it. */
function problemsWith(draft: Draft) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-images-'));
  try {
    draftFolder(BRANDS, dir, readDraft({ files: draft }));
    return loadBrands(dir).problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('brand images in the studio', () => {
  it("lists the brand's own images and _base's, with where its documents name them", () => {
    const images = imagesOf(files, {}, 'default', KINDS);
    expect(images.map((i) => i.name)).toEqual(['favicon.svg', 'hero.svg', 'logo.svg']);
    expect(images.find((i) => i.name === 'logo.svg')).toMatchObject({ own: true, inBase: true, changed: false, usedAt: ['brand.json themeTokens.logo.src'], src: files['default/assets/logo.svg'] });
    expect(images.find((i) => i.name === 'hero.svg')).toMatchObject({ own: true, inBase: false, usedAt: ['brand.json themeTokens.imagery.hero'] });
  });

  it('replaces an image by one of its type in place', () => {
    const { draft, name } = withReplacedImage(files, {}, 'default', KINDS, 'logo.svg', { dataUrl: svg('#0b5394'), type: 'svg' });
    expect(name).toBe('logo.svg');
    expect(draft).toEqual({ 'default/assets/logo.svg': svg('#0b5394') });
    expect(imagesOf(files, draft, 'default', KINDS).find((i) => i.name === 'logo.svg')).toMatchObject({ changed: true, src: svg('#0b5394') });
    expect(withSavedImage(files, draft, 'default', 'logo.svg')).toEqual({});
    expect(problemsWith(draft)).toEqual([]);
  });

  it('names an image of another type after it, and points the documents to it: the set stays valid', () => {
    const { draft, name } = withReplacedImage(files, {}, 'default', KINDS, 'logo.svg', { dataUrl: png(), type: 'png' });
    expect(name).toBe('logo.png');
    expect(draft['default/assets/logo.png']).toBe(png());
    expect(draft['default/assets/logo.svg']).toBeNull();
    expect((documentState(files, draft, 'default', 'brand').effective as { themeTokens: { logo: { src: string } } }).themeTokens.logo.src).toBe('/brand/logo.png');
    // Other brands keep _base's logo.
    expect(documentState(files, draft, 'retail', 'brand').effective).toMatchObject({ themeTokens: { logo: { src: '/brand/logo.svg' } } });
    expect(imagesOf(files, draft, 'default', KINDS).find((i) => i.name === 'logo.svg')).toMatchObject({ own: false, usedAt: [] });
    expect(problemsWith(draft)).toEqual([]);
  });

  it('adds an image under a name made from the file, which the validator finds named nowhere wrong', () => {
    const { draft, name } = withAddedImage(files, {}, 'retail', 'Nyári Kampány.PNG', { dataUrl: png(), type: 'png' });
    expect(name).toBe('nyari-kampany.png');
    expect(Object.keys(draft)).toEqual(['retail/assets/nyari-kampany.png']);
    expect(problemsWith(draft)).toEqual([]);
  });

  it("removing the brand's own image shows _base's; removing one a document names is a problem", () => {
    const logo = withoutOwnImage(files, {}, 'default', 'logo.svg');
    expect(imagesOf(files, logo, 'default', KINDS).find((i) => i.name === 'logo.svg')).toMatchObject({ own: false, src: files['_base/assets/logo.svg'] });
    expect(problemsWith(logo)).toEqual([]);
    const hero = withoutOwnImage(files, {}, 'default', 'hero.svg');
    expect(imagesOf(files, hero, 'default', KINDS).map((i) => i.name)).not.toContain('hero.svg');
    expect(problemsWith(hero)).toEqual([expect.objectContaining({ file: 'default/brand.json', rule: 'asset/missing', pointer: '/themeTokens/imagery/hero' })]);
  });
});
