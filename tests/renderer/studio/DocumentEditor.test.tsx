// @vitest-environment happy-dom
/**
 * A change in the studio's form writes the brand's file with that change alone: no default the
 * schema names filled in, no line the brand restates from _base dropped, the keys where they were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentEditor, type EditorPlace } from '../../../renderer/studio/DocumentEditor';
import type { Draft, Files } from '../../../renderer/studio/model/brandSet';
import { GENERAL } from '../../../renderer/studio/model/formParts';
import type { ConfigProblem } from '../../../renderer/domain/brand/configProblem';
import { bundledSchema } from '../../../server/config/schemaBundle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BRANDS = path.resolve(import.meta.dirname, '../../../brands');
const read = (file: string) => fs.readFileSync(path.join(BRANDS, file), 'utf8');
const FILES: Files = Object.fromEntries(['_base/brand.json', 'retail/brand.json', '_base/services.json'].map((f) => [f, read(f)]));
const SCHEMAS = Object.fromEntries(['brand', 'services', 'locale'].map((k) => [k, bundledSchema(k as 'brand')]));

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

async function renderEditor(place: EditorPlace, problems: ConfigProblem[] = []) {
  const drafts: Draft[] = [];
  function Harness() {
    const [draft, setDraft] = useState<Draft>({});
    const [at, setAt] = useState(place);
    return (
      <DocumentEditor
        files={FILES} draft={draft} kinds={['brand', 'services']} schemas={SCHEMAS} brandId="retail" place={at} onPlace={setAt}
        problems={problems} warnings={[]} onDraft={(next) => { drafts.push(next); setDraft(next); }}
      />
    );
  }
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container!);
    root.render(<Harness />);
  });
  return drafts;
}

/** Types into a field as React hears it: the value set natively, then an input event. */
async function type(selector: string, value: string) {
  const input = container!.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  expect(input, selector).not.toBeNull();
  await act(async () => {
    const prototype = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    // A select's options carry RJSF's encoded values: the option is found by what it reads.
    const given = input instanceof HTMLSelectElement ? [...input.options].find((o) => o.textContent === value)?.value : value;
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, given);
    input!.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

describe('DocumentEditor', () => {
  it("changes one line of the brand's file for a changed name", async () => {
    const drafts = await renderEditor({ doc: 'brand', part: [GENERAL] });
    await type('#root_name', 'Egészségklub Plusz');
    expect(drafts.at(-1)).toEqual({ 'retail/brand.json': FILES['retail/brand.json']!.replace('"name": "Egészségklub"', '"name": "Egészségklub Plusz"') });
  });

  it('changes one colour and keeps the colours retail restates from _base', async () => {
    const drafts = await renderEditor({ doc: 'brand', part: ['themeTokens'] });
    await type('#root_colors_primary', '#0b5394');
    expect(drafts.at(-1)).toEqual({ 'retail/brand.json': FILES['retail/brand.json']!.replace('"primary": "#00468c"', '"primary": "#0b5394"') });
  });

  it("creates the brand's services file holding the one change of a tile", async () => {
    const drafts = await renderEditor({ doc: 'services', part: ['services', 'psychology'] });
    await type('#root_tile_group', 'prevention');
    expect(JSON.parse(drafts.at(-1)!['retail/services.json']!)).toEqual({ $schema: '../../schemas/services.schema.json', services: { psychology: { tile: { group: 'prevention' } } } });
  });

  it("shows the validator's problem beside its field", async () => {
    const problem: ConfigProblem = { file: 'retail/brand.json', pointer: '/themeTokens/colors/primary', line: 14, column: 18, rule: 'theme/contrast', message: 'The primary colour contrasts only 2.23:1.' };
    await renderEditor({ doc: 'brand', part: ['themeTokens'] }, [problem]);
    expect(container!.querySelector('#root_colors_primary__error')?.textContent).toContain('contrasts only 2.23:1');
  });
});
