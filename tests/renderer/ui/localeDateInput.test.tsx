// @vitest-environment happy-dom
/**
 * The date field of the searches (issue 33, item 3): its text is the stored day in the current
 * language, so a language switch writes it again in the new format and the field stays valid;
 * what the person typed stays as typed until the language or the day changes from outside.
 */
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeChanged } from '../../../renderer/app/uiSlice';
import { LocaleDateInput } from '../../../renderer/ui/LocaleDateInput';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';

let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

let stored = '';
/** The field with its value held as a form holds it, and a button that sets it from outside. */
function Holder({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  stored = value;
  return (
    <>
      <LocaleDateInput name="week" label="Week" value={value} onChange={setValue} />
      <button type="button" id="next" onClick={() => setValue('2026-12-04')}>
        next
      </button>
    </>
  );
}

async function field(locale: 'hu' | 'en' | 'ro', initial = '2026-11-27'): Promise<HTMLInputElement> {
  rendered = await renderPortal({ bundle: baseBundle(), locale, element: <Holder initial={initial} /> });
  return waitFor(() => document.querySelector<HTMLInputElement>('input[name="week"]'));
}

const switchTo = (locale: 'hu' | 'en' | 'ro') => act(() => void rendered!.store.dispatch(localeChanged(locale)));

describe('LocaleDateInput', () => {
  it('writes the stored day again in the new language after a switch, and stays valid', async () => {
    const input = await field('hu');
    expect(input.value).toBe('2026.11.27');
    switchTo('ro');
    expect(input.value).toBe('27.11.2026');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.validity.customError).toBe(false);
    switchTo('en');
    expect(input.value).toBe('27/11/2026');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(stored).toBe('2026-11-27');
  });

  it('a day typed stays as typed; a half-typed one gives way to the last good day in the new language', async () => {
    const input = await field('hu');
    typeInto(input, '2026.12.1');
    expect(stored).toBe('2026-12-01');
    expect(input.value).toBe('2026.12.1');
    typeInto(input, '2026.12.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(stored).toBe('2026-12-01');
    switchTo('ro');
    expect(input.value).toBe('01.12.2026');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('a day set from outside replaces the text', async () => {
    const input = await field('ro');
    typeInto(input, '1.12.2026');
    expect(stored).toBe('2026-12-01');
    await act(async () => document.getElementById('next')!.click());
    expect(input.value).toBe('04.12.2026');
  });
});
