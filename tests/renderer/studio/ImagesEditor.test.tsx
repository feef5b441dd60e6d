// @vitest-environment happy-dom
/**
 * The studio's images list: an upload of a type no brand image has, or over the size limit, is
 * refused with a sentence and changes nothing; an image's problems from the validator show beside
 * it; an accepted upload goes into the draft as a data: URL.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImagesEditor } from '../../../renderer/studio/ImagesEditor';
import type { Draft, Files } from '../../../renderer/studio/model/brandSet';
import type { ConfigProblem } from '../../../renderer/domain/brand/configProblem';
import { MAX_IMAGE_BYTES } from '../../../renderer/domain/brand/imageNames';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LOGO = 'data:image/svg+xml;base64,PHN2Zy8+';
const FILES: Files = {
  '_base/brand.json': '{ "themeTokens": { "logo": { "src": "/brand/logo.svg" } } }',
  '_base/assets/logo.svg': LOGO,
  'retail/brand.json': '{}',
};

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

function renderImages(problems: ConfigProblem[] = []) {
  const drafts: Draft[] = [];
  function Harness() {
    const [draft, setDraft] = useState<Draft>({});
    return <ImagesEditor files={FILES} draft={draft} kinds={['brand']} brandId="retail" problems={problems} onDraft={(next) => { drafts.push(next); setDraft(next); }} />;
  }
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(<Harness />));
  return { drafts, view: container };
}

async function upload(view: HTMLElement, label: string, file: File) {
  const input = [...view.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.querySelector('input')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => input.dispatchEvent(new Event('change', { bubbles: true })));
  // The file is read asynchronously; each try lets React apply what has arrived.
  await vi.waitFor(async () => {
    await act(async () => undefined);
    expect(view.querySelector('[role="alert"], [role="status"]')).not.toBeNull();
  });
}

describe('the images list', () => {
  it("shows _base's image the brand falls back to, where it is named, and the validator's problem beside it", () => {
    const { view } = renderImages([{ file: '_base/assets/logo.svg', line: 1, column: 1, pointer: '', rule: 'asset/content', message: 'logo.svg holds code' }]);
    const row = view.querySelector('[data-image="logo.svg"]')!;
    expect(row.textContent).toContain("_base's, which retail shows too");
    expect(row.textContent).toContain('Named at brand.json themeTokens.logo.src');
    expect(row.querySelector('.studio-field-problem')?.textContent).toBe('logo.svg holds code');
    expect(row.querySelector('img')?.getAttribute('src')).toBe(LOGO);
  });

  it('refuses a GIF and an image over the limit, with a sentence, and keeps the draft', async () => {
    const { view, drafts } = renderImages();
    await upload(view, 'Replace logo.svg', new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('logo.gif is no image a brand can show: use SVG, PNG, WebP or JPEG.');
    await upload(view, 'Add an image', new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'photo.png', { type: 'image/png' }));
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('photo.png has 513 KB; a brand image may have at most 512 KB, as every visitor loads it.');
    expect(drafts).toEqual([]);
  });

  it("takes the brand's own logo into the draft as a data: URL of its type", async () => {
    const { view, drafts } = renderImages();
    await upload(view, 'Replace logo.svg', new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'Our Logo.svg', { type: '' }));
    expect(view.querySelector('[role="status"]')?.textContent).toBe('logo.svg replaced.');
    expect(drafts.at(-1)).toEqual({ 'retail/assets/logo.svg': `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}` });
    expect(view.querySelector('[data-image="logo.svg"]')?.textContent).toContain("retail's, changed and not saved yet");
  });
});
