// @vitest-environment happy-dom
/**
 * Every control of every base form document tells assistive technology the truth: aria-invalid
 * while it has an error and not after it is corrected, aria-describedby naming only elements on
 * the page, and the document's autocomplete token.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalForm } from '../../../renderer/forms/PortalForm';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
const forms = bundle.forms!;
let rendered: Rendered | undefined;
afterEach(() => rendered?.unmount());

async function renderForm(id: string) {
  rendered = await renderPortal({ bundle, locale: 'hu', element: <PortalForm form={forms[id]!} /> });
  return waitFor(() => rendered!.container.querySelector('form'));
}

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Every id an aria-describedby names that no element has. */
function danglingReferences(root: HTMLElement): string[] {
  return [...root.querySelectorAll('[aria-describedby]')].flatMap((el) =>
    el
      .getAttribute('aria-describedby')!
      .split(/\s+/)
      .filter((id) => id && !document.getElementById(id))
      .map((id) => `${el.id} → ${id}`),
  );
}

const controls = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('input, textarea, select')];

describe.each(Object.keys(forms))('form %s', (id) => {
  it('names only existing elements in aria-describedby, before and after a failed submit', async () => {
    const form = await renderForm(id);
    expect(danglingReferences(rendered!.container)).toEqual([]);
    expect(controls(rendered!.container).filter((c) => c.hasAttribute('aria-invalid'))).toEqual([]);
    await submit(form);
    expect(danglingReferences(rendered!.container)).toEqual([]);
  });

  it('marks each required field invalid after an empty submit, tied to its message', async () => {
    const form = await renderForm(id);
    await submit(form);
    for (const field of forms[id]!.schema.required ?? []) {
      const control = rendered!.container.querySelector<HTMLElement>(`#root_${field}`)!;
      expect(control.getAttribute('aria-invalid'), field).toBe('true');
      const described = control.getAttribute('aria-describedby')!.split(' ');
      expect(described, field).toContain(`root_${field}__error`);
      expect(document.getElementById(`root_${field}__error`)?.textContent, field).not.toBe('');
    }
  });

  it('renders the autocomplete token of the form document on each field', async () => {
    await renderForm(id);
    const ui = (forms[id]!.uiSchema ?? {}) as Record<string, { 'ui:autocomplete'?: string }>;
    for (const [field, options] of Object.entries(ui)) {
      if (!options['ui:autocomplete']) continue;
      // A birth date's boxes (MemorableDateInput) take the token's part: bday-day, bday-month, bday-year.
      const token = options['ui:autocomplete'] === 'bday' ? /^bday-(day|month|year)$/ : new RegExp(`^${options['ui:autocomplete']}$`);
      expect(rendered!.container.querySelector(`#root_${field}`)?.getAttribute('autocomplete'), field).toMatch(token);
    }
  });
});

describe('registration form', () => {
  it('asks the browser for the name, contact and birth date by their autocomplete tokens', async () => {
    await renderForm('registration');
    const token = (field: string) => rendered!.container.querySelector(`#root_${field}`)?.getAttribute('autocomplete');
    expect([token('lastName'), token('firstName'), token('email'), token('phone'), token('password')]).toEqual(['family-name', 'given-name', 'email', 'tel', 'new-password']);
    // The birth date's day, month and year boxes, each by its own token.
    const parts = [...rendered!.container.querySelectorAll('.memorable-date input')].map((box) => box.getAttribute('autocomplete')).sort();
    expect(parts).toEqual(['bday-day', 'bday-month', 'bday-year']);
  });

  it('drops aria-invalid and the error reference once the field is corrected', async () => {
    const form = await renderForm('registration');
    await submit(form);
    const lastName = rendered!.container.querySelector<HTMLInputElement>('#root_lastName')!;
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    await type(lastName, 'Minta');
    await settle();
    expect(lastName.hasAttribute('aria-invalid')).toBe(false);
    expect(lastName.getAttribute('aria-describedby') ?? '').not.toContain('__error');
    expect(document.getElementById('root_lastName__error')).toBeNull();
    // The others are still wrong and still say so.
    expect(rendered!.container.querySelector('#root_firstName')?.getAttribute('aria-invalid')).toBe('true');
    expect(danglingReferences(rendered!.container)).toEqual([]);
  });
});

describe('a field with a description (the booking note)', () => {
  it('is described by its hint, which is on the page', async () => {
    await renderForm('reservation');
    const note = rendered!.container.querySelector('#root_patientComment')!;
    expect(note.getAttribute('aria-describedby')).toBe('root_patientComment__description');
    expect(document.getElementById('root_patientComment__description')?.textContent).not.toBe('');
  });
});
