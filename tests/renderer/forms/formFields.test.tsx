// @vitest-environment happy-dom
/**
 * The shared RJSF widgets of every form document (issue 33): a select without a value says what to
 * do (the field's placeholder, else "Choose…" in the page's language); a placeholder too long for a
 * phone-wide box is drawn under it as a hint the box names; a radio group's choices are `.choice`
 * rows, as checkboxes and "Who is this for?" are, and the group carries the field's name and state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FormDocument } from '../../../generated/config-types';
import { PortalForm } from '../../../renderer/forms/PortalForm';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const bundle = baseBundle();
let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const form = (locale: 'hu' | 'en' | 'ro', document: FormDocument) => renderPortal({ bundle, locale, element: <PortalForm form={document} /> });
const find = <T extends Element>(selector: string) => waitFor(() => rendered!.container.querySelector<T>(selector));

describe('a select with nothing chosen', () => {
  it.each([
    ['hu', 'Válasszon…'],
    ['en', 'Choose…'],
    ['ro', 'Alegeți…'],
  ] as const)('%s: says "%s" when the field has no placeholder', async (locale, hint) => {
    rendered = await form(locale, bundle.forms!.careConsultation!);
    const select = await find<HTMLSelectElement>('#root_channel');
    expect(select.value).toBe('');
    expect(select.options[0]!.textContent).toBe(hint);
    expect(select.options[0]!.value).toBe('');
  });

  it('says the field\'s own placeholder when it has one', async () => {
    rendered = await form('en', bundle.forms!.relativeAdd!);
    const select = await find<HTMLSelectElement>('#root_relation');
    expect(select.options[0]!.textContent).toBe('Please choose');
  });
});

describe('a placeholder', () => {
  it('too long for a phone-wide box is a hint under the box, which names it', async () => {
    rendered = await form('en', bundle.forms!.careConsultation!);
    const input = await find<HTMLInputElement>('#root_preferredTimes');
    expect(input.hasAttribute('placeholder')).toBe(false);
    const hint = rendered.container.querySelector('#root_preferredTimes__placeholder')!;
    expect(hint.textContent).toBe('For example: weekday mornings, or Tuesday after 4 pm');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('root_preferredTimes__placeholder');
  });

  it('that fits stays a placeholder', async () => {
    rendered = await form('hu', bundle.forms!.publicReservation!);
    const input = await find<HTMLInputElement>('#root_phone');
    expect(input.getAttribute('placeholder')).toBe('+36 30 123 4567');
    expect(rendered.container.querySelector('#root_phone__placeholder')).toBeNull();
  });
});

describe('a radio group', () => {
  const radioForm: FormDocument = {
    ...bundle.forms!.careConsultation!,
    uiSchema: { ...bundle.forms!.careConsultation!.uiSchema, channel: { 'ui:widget': 'radio', 'ui:help': 'care.form.symptomsHelp' } },
  };

  it('draws each choice as a .choice row, the group named and described as its field', async () => {
    rendered = await form('en', radioForm);
    const group = await find<HTMLElement>('#root_channel');
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.getAttribute('aria-label')).toBe('Preferred way of talking');
    expect(group.getAttribute('aria-describedby')).toBe('root_channel__help');
    const rows = [...group.querySelectorAll('label')];
    expect(rows.map((row) => row.className)).toEqual(['choice', 'choice', 'choice']);
    expect(rows.map((row) => row.textContent)).toEqual(['Phone call-back', 'Video call', 'In person']);
    expect(rows.every((row) => row.querySelector('input[type="radio"][name="root_channel"]'))).toBe(true);
  });
});
