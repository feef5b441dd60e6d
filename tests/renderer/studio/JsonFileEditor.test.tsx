// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonFileEditor, type JsonFileProblem } from '../../../renderer/studio/JsonFileEditor';
import { offsetOfLineColumn } from '../../../renderer/studio/model/textPosition';
import { bundledSchema } from '../../../server/config/schemaBundle';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/** The editor over a brand.json text kept in state, as the studio page keeps it. */
async function renderEditor(initial: string, problems: JsonFileProblem[] = []) {
  const texts: string[] = [];
  function Harness() {
    const [text, setText] = useState(initial);
    return (
      <JsonFileEditor
        label="brand.json"
        text={text}
        onChange={(next) => {
          texts.push(next);
          setText(next);
        }}
        schema={bundledSchema('brand')}
        problems={problems}
      />
    );
  }
  container = document.createElement('div');
  document.body.appendChild(container);
  await act(async () => {
    root = createRoot(container!);
    root.render(<Harness />);
  });
  const textarea = container.querySelector('textarea')!;
  return { textarea, texts };
}

/** Puts the caret at `offset` as a person would: focus, then move the selection. */
async function caretAt(textarea: HTMLTextAreaElement, offset: number) {
  await act(async () => {
    textarea.focus();
    textarea.setSelectionRange(offset, offset);
    textarea.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true }));
    document.dispatchEvent(new Event('selectionchange'));
  });
}

const suggestions = () => [...document.querySelectorAll<HTMLButtonElement>('.studio-json-item')];
const suggestion = (label: string) => suggestions().find((b) => b.querySelector('.studio-json-item-label')?.textContent === label);

describe('JsonFileEditor', () => {
  it('is a labelled, monospace-ready textarea without spell checking or wrapping', async () => {
    const { textarea } = await renderEditor('{}');
    expect(document.querySelector(`label[for="${textarea.id}"]`)?.textContent).toBe('brand.json');
    expect(textarea.getAttribute('spellcheck')).toBe('false');
    expect(textarea.getAttribute('wrap')).toBe('off');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('h3')?.textContent).toBe('Allowed here');
  });

  it('inserts the chosen suggestion at the caret and gives the textarea back its focus, caret after the insertion', async () => {
    const text = '{\n  "themeTokens": {\n    \n  }\n}';
    const { textarea, texts } = await renderEditor(text);
    const offset = text.indexOf('\n  }');
    await caretAt(textarea, offset);
    const density = suggestion('density');
    expect(density, suggestions().map((b) => b.textContent).join(' | ')).toBeDefined();
    expect(suggestion('colors')!.textContent).toContain('Brand colours');
    await act(async () => density!.click());
    const inserted = '"density": ""';
    expect(texts.at(-1)).toBe(text.slice(0, offset) + inserted + text.slice(offset));
    expect(textarea.value).toBe(texts.at(-1));
    expect(document.activeElement).toBe(textarea);
    expect(textarea.selectionStart).toBe(offset + inserted.length);
    // at the new value the enum values are offered, and choosing one replaces the empty string
    expect(suggestions().map((b) => b.querySelector('.studio-json-item-label')!.textContent)).toEqual(['"compact"', '"comfortable"', '"spacious"']);
    await act(async () => suggestion('"spacious"')!.click());
    expect(textarea.value).toBe(text.slice(0, offset) + '"density": "spacious"' + text.slice(offset));
    expect(textarea.selectionStart).toBe(offset + '"density": "spacious"'.length);
  });

  it('replaces a partly typed key', async () => {
    const text = '{ "themeTokens": { "dens } }';
    const { textarea } = await renderEditor(text);
    await caretAt(textarea, text.indexOf(' } }'));
    await act(async () => suggestion('density')!.click());
    expect(textarea.value).toBe('{ "themeTokens": { "density": "" } }');
  });

  it('moves to the suggestions on Ctrl+Space and back on Escape', async () => {
    const { textarea } = await renderEditor('{ }');
    await caretAt(textarea, 2);
    await act(async () => {
      textarea.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', ctrlKey: true, bubbles: true }));
    });
    expect(document.activeElement).toBe(suggestions()[0]);
    await act(async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(document.activeElement).toBe(suggestions()[1]);
    await act(async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(document.activeElement).toBe(textarea);
  });

  it('lists the problems; each puts the caret at its line and column', async () => {
    const text = '{\n  "name": "Brand",\n  "fallback": "yes"\n}';
    const { textarea } = await renderEditor(text, [
      { line: 3, column: 15, message: 'fallback is true or false.' },
      { line: 1, column: 1, message: 'Something at the start.' },
    ]);
    const list = document.getElementById(textarea.getAttribute('aria-describedby')!)!;
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const buttons = [...list.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Line 3, column 15: fallback is true or false.', 'Line 1, column 1: Something at the start.']);
    await act(async () => buttons[0]!.click());
    expect(document.activeElement).toBe(textarea);
    expect(textarea.selectionStart).toBe(text.indexOf('"yes"'));
    // and the suggestions follow the caret there
    expect(suggestions().map((b) => b.querySelector('.studio-json-item-label')!.textContent)).toEqual(['true', 'false']);
  });
});

describe('offsetOfLineColumn', () => {
  it('counts 1-based lines and columns, kept inside the text', () => {
    expect(offsetOfLineColumn('ab\ncd\nef', 2, 2)).toBe(4);
    expect(offsetOfLineColumn('ab\ncd', 1, 99)).toBe(2);
    expect(offsetOfLineColumn('ab\ncd', 9, 1)).toBe(5);
  });
});
