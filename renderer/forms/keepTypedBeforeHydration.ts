/**
 * What a person typed into a server-rendered form before the page's code ran (issue 33: a login
 * e-mail typed at once on a slow phone). Hydration leaves that text in the fields, but the form's
 * state starts from the data the server rendered: the next render of a field wrote the empty value
 * back (the e-mail vanished as the password was typed) and a submit sent nothing.
 *
 * Each field whose value differs from the one rendered (defaultValue, defaultChecked,
 * defaultSelected: the server's HTML and hydration set them) is changed once more as typing would
 * change it, so its own widget reads it (a select's option, a checkbox's tick) and tells the form.
 * React takes an input event for a change only when the value differs from the last one assigned
 * through the element (its value tracker), so the rendered value is assigned first and the typed
 * one through the prototype's setter, which the tracker does not see: the way testing libraries type.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs nobody types into before hydration, or whose value is not the person's. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file', 'radio']);

/** The option the server's HTML selected: the one marked selected, else the first. */
function renderedOption(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

function retype(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function keepTypedBeforeHydration(form: ParentNode): void {
  for (const field of form.querySelectorAll<Field>('input, textarea, select')) {
    if (field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      if (field.value !== renderedOption(field)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked === field.defaultChecked) continue;
      // React hears a checkbox by its click: back to the rendered tick, and the click gives the person's.
      field.checked = field.defaultChecked;
      field.click();
    } else if (!(field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) && field.value !== field.defaultValue) {
      retype(field);
    }
  }
}
