/** What the validator says of a brand image's content and name (server/config/brandImages.ts). */
import { describe, expect, it } from 'vitest';
import { imageContentProblem, sniffImage } from '../../../server/config/brandImages';
import { IMAGE_NAME, MAX_IMAGE_BYTES, imageStem } from '../../../renderer/domain/brand/imageNames';

const svg = (body: string, head = '') => Buffer.from(`${head}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe('brand images', () => {
  it('knows an image by its content, whatever its name says', () => {
    expect([sniffImage(PNG), sniffImage(JPEG), sniffImage(WEBP), sniffImage(svg('<rect/>'))]).toEqual(['png', 'jpg', 'webp', 'svg']);
    expect(sniffImage(svg('<rect/>', '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n'))).toBe('svg');
    expect(sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffImage(Buffer.from(''))).toBeUndefined();
  });

  it('accepts each type under its own extension', () => {
    expect([imageContentProblem('a.png', PNG), imageContentProblem('a.jpg', JPEG), imageContentProblem('a.webp', WEBP), imageContentProblem('a.svg', svg('<use href="#x"/>'))]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('names the type a misnamed image holds, and the name to give it', () => {
    expect(imageContentProblem('logo.svg', JPEG)).toBe('logo.svg holds a JPEG image, not an SVG one: rename it logo.jpg, and use "/brand/logo.jpg" where a document names it.');
    expect(imageContentProblem('logo.png', Buffer.from('just text'))).toBe('logo.png is not a PNG image: its content is no image the portal knows (svg, png, webp, jpg).');
  });

  it('refuses an SVG that runs code or loads from elsewhere', () => {
    for (const body of ['<script>alert(1)</script>', '<rect onclick="x()"/>', '<a href="javascript:x()"><rect/></a>', '<foreignObject><div/></foreignObject>']) {
      expect(imageContentProblem('logo.svg', svg(body)), body).toMatch(/holds code/);
    }
    expect(imageContentProblem('logo.svg', svg('<image href="https://cdn.example.org/a.png"/>'))).toMatch(/loads https:\/\/cdn\.example\.org\/a\.png from elsewhere/);
    expect(imageContentProblem('logo.svg', svg('<style>@import url(//fonts.example.org/x.css)</style>'))).toMatch(/loads \/\/fonts\.example\.org/);
  });

  it('refuses an image over the size every visitor would load', () => {
    expect(imageContentProblem('hero.png', Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]))).toMatch(/^hero\.png is 513 KB; a brand image may have at most 512 KB/);
  });

  it('takes names that stay the same on every system', () => {
    expect(['logo.svg', 'hero-2.png', 'a.jpg', 'x.webp'].every((n) => IMAGE_NAME.test(n))).toBe(true);
    expect(['Logo.svg', 'hero 2.png', 'logo.jpeg', 'logo.gif', '.svg', 'logo..svg'].some((n) => IMAGE_NAME.test(n))).toBe(false);
    // An upload's own name made into one.
    expect([imageStem('Hero Photo.PNG'), imageStem('Logó (végleges).svg'), imageStem('___.png'), imageStem('logo')]).toEqual(['hero-photo', 'logo-vegleges', 'image', 'logo']);
  });
});
