/**
 * The `<input>` behind RJSF's text-like widgets (text, email, password, date, number …), as
 * RJSF core draws it, with the field's real ARIA state (fieldAria) and the form document's
 * `ui:autocomplete` token as the autocomplete attribute; a `decimal` field asks a phone for its
 * number keys (inputmode), as a number input cannot take the decimal comma in every browser.
 */
import type { ChangeEvent, FocusEvent } from 'react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { fieldAria } from './fieldAria';

export function AccessibleInput(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, placeholder, required, autocomplete } = props;
  const inputProps = getInputProps(schema, type, options);
  const shown = value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value)) ? '' : value;
  return (
    <input
      id={id}
      name={htmlName || id}
      className="form-control"
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      required={required}
      autoComplete={autocomplete}
      value={shown as string | number}
      {...inputProps}
      // A measurement written with a decimal comma or point: a phone offers its number keys.
      {...(schema.format === 'decimal' ? { inputMode: 'decimal' as const } : {})}
      onChange={onChangeOverride ?? ((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      {...fieldAria(props)}
    />
  );
}
