/**
 * The `<input>` behind RJSF's text-like widgets (text, email, password, date, number …), as
 * RJSF core draws it, with the field's real ARIA state (fieldAria) and the form document's
 * `ui:autocomplete` token as the autocomplete attribute; a `decimal` field asks a phone for its
 * number keys (inputmode), as a number input cannot take the decimal comma in every browser.
 * A `ui:placeholder` longer than a phone-wide box shows (PLACEHOLDER_FITS) is drawn under the box
 * as a hint the box names instead: a cut-off example helps nobody, and it vanishes on typing.
 */
import type { ChangeEvent, FocusEvent } from 'react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { fieldAria } from './fieldAria';

/**
 * The longest placeholder a box shows whole: about 280 px of text on a 390 px phone inside the
 * wizard's dialog, at the portal's largest text size (1.125 × 16 px), holds some 26 characters.
 */
export const PLACEHOLDER_FITS = 24;

/** The id of a long placeholder drawn as a hint under its box. */
export const placeholderHintId = (id: string): string => `${id}__placeholder`;

export function AccessibleInput(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, placeholder, required, autocomplete } = props;
  const inputProps = getInputProps(schema, type, options);
  const shown = value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value)) ? '' : value;
  const hint = placeholder && placeholder.length > PLACEHOLDER_FITS ? placeholder : undefined;
  const aria = fieldAria(props);
  const describedBy = [aria['aria-describedby'], hint ? placeholderHintId(id) : undefined].filter(Boolean).join(' ');
  const input = (
    <input
      id={id}
      name={htmlName || id}
      className="form-control"
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={hint ? undefined : placeholder}
      required={required}
      autoComplete={autocomplete}
      value={shown as string | number}
      {...inputProps}
      // A measurement written with a decimal comma or point: a phone offers its number keys.
      {...(schema.format === 'decimal' ? { inputMode: 'decimal' as const } : {})}
      onChange={onChangeOverride ?? ((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      {...aria}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
    />
  );
  if (!hint) return input;
  return (
    <>
      {input}
      <p id={placeholderHintId(id)} className="form-hint">
        {hint}
      </p>
    </>
  );
}
