// @vitest-environment happy-dom
/**
 * Birth dates as day, month and year boxes (issue 38, the GOV.UK date input): in the language's
 * order, one fieldset named by the field's title, numeric boxes with the birthday autocomplete
 * tokens (off for a relative's), the ISO date emitted as before, and a date typed in part kept as
 * typed and refused, its first wrong box marked.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinDate, partOrder, splitDate, wrongPart } from '../../../renderer/forms/MemorableDateInput';
import { PortalForm } from '../../../renderer/forms/PortalForm';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, typeInto, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const boxes = (c: HTMLElement) => [...c.querySelectorAll<HTMLInputElement>('.memorable-date input')];

async function submit(container: HTMLElement) {
  const form = container.querySelector('form')!;
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('the parts of a date', () => {
  it('orders the boxes as the language writes dates', () => {
    expect(partOrder('hu')).toEqual(['year', 'month', 'day']);
    expect(partOrder('en')).toEqual(['day', 'month', 'year']);
    expect(partOrder('ro')).toEqual(['day', 'month', 'year']);
  });

  it('joins a real date as ISO and keeps anything else as typed', () => {
    expect(joinDate({ day: '7', month: '5', year: '1990' })).toBe('1990-05-07');
    expect(joinDate({ day: '', month: '', year: '' })).toBeUndefined();
    expect(joinDate({ day: '31', month: '2', year: '1990' })).toBe('1990-2-31');
    expect(joinDate({ day: '7', month: '', year: '1990' })).toBe('1990--7');
    expect(splitDate('1990--7')).toEqual({ year: '1990', month: '', day: '7' });
    expect(splitDate('1990-05-07')).toEqual({ year: '1990', month: '05', day: '07' });
  });

  it('names the first wrong part in the order asked', () => {
    expect(wrongPart({ day: '31', month: '2', year: '1990' })).toBe('day');
    expect(wrongPart({ day: '', month: '13', year: '90' }, ['year', 'month', 'day'])).toBe('year');
    expect(wrongPart({ day: '29', month: '2', year: '2000' })).toBeUndefined();
    expect(wrongPart({ day: 'x', month: '2', year: '2000' })).toBe('day');
  });
});

describe('a birth date field', () => {
  it.each([
    ['hu', ['Év', 'Hónap', 'Nap'], 'Születési dátum'],
    ['en', ['Day', 'Month', 'Year'], 'Date of birth'],
    ['ro', ['Zi', 'Lună', 'An'], 'Data nașterii'],
  ] as const)('%s: three labelled numeric boxes in one named fieldset', async (locale, labels, legend) => {
    rendered = await renderPortal({ bundle, locale, element: <PortalForm form={bundle.forms!.publicReservation!} /> });
    const c = await waitFor(() => rendered!.container.querySelector('.memorable-date') && rendered!.container);
    const fieldset = c.querySelector('fieldset.memorable-date')!;
    expect(fieldset.querySelector('legend')!.textContent).toContain(legend);
    const inputs = boxes(c);
    expect(inputs.map((input) => c.querySelector(`label[for="${input.id}"]`)?.textContent)).toEqual(labels);
    expect(inputs[0]!.id).toBe('root_birthDate');
    expect(inputs.every((input) => input.type === 'text' && input.getAttribute('inputmode') === 'numeric')).toBe(true);
    expect(inputs.map((input) => input.getAttribute('autocomplete')).sort()).toEqual(['bday-day', 'bday-month', 'bday-year']);
    // The field template draws no `<label>` of its own for the group.
    expect(c.querySelectorAll('label[for="root_birthDate"]')).toHaveLength(1);
  });

  it('sends the ISO date a native date input sent', async () => {
    const changed = vi.fn();
    rendered = await renderPortal({ bundle, locale: 'en', element: <PortalForm form={bundle.forms!.relativeAdd!} onChange={changed} /> });
    const c = await waitFor(() => rendered!.container.querySelector('.memorable-date') && rendered!.container);
    const [day, month, year] = boxes(c);
    // Someone else's birth date: the browser must not offer the person's own.
    expect(day!.getAttribute('autocomplete')).toBe('off');
    typeInto(day!, '7');
    typeInto(month!, '5');
    typeInto(year!, '1990');
    expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ birthDate: '1990-05-07' }));
  });

  it('keeps a date that cannot be as typed, refuses it by the field\'s name and marks the wrong box', async () => {
    rendered = await renderPortal({ bundle, locale: 'en', element: <PortalForm form={bundle.forms!.relativeAdd!} /> });
    const c = await waitFor(() => rendered!.container.querySelector('.memorable-date') && rendered!.container);
    const [day, month, year] = boxes(c);
    typeInto(day!, '31');
    typeInto(month!, '2');
    typeInto(year!, '1990');
    await submit(c);
    const summary = await waitFor(() => c.querySelector<HTMLElement>('.error-summary'));
    expect(summary.textContent).toContain('Date of birth');
    expect([day, month, year].map((box) => box!.value)).toEqual(['31', '2', '1990']);
    expect(day!.getAttribute('aria-invalid')).toBe('true');
    expect(month!.hasAttribute('aria-invalid')).toBe(false);
    const fieldset = c.querySelector('fieldset.memorable-date')!;
    expect(fieldset.getAttribute('aria-describedby')).toContain('root_birthDate__error');
    expect(c.querySelector('#root_birthDate__error')?.textContent).toContain('Date of birth');
  });

  it('shows a saved date in its boxes', async () => {
    rendered = await renderPortal({ bundle, locale: 'hu', element: <PortalForm form={bundle.forms!.relativeAdd!} initialData={{ birthDate: '1985-11-03' }} /> });
    const c = await waitFor(() => rendered!.container.querySelector('.memorable-date') && rendered!.container);
    expect(boxes(c).map((box) => box.value)).toEqual(['1985', '11', '03']);
  });
});
