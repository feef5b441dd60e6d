/**
 * RJSF core's single-choice select (a specialty, a preferred channel), with the field's real ARIA
 * state (fieldAria) instead of core's references to parts that may not be drawn, and its autocomplete
 * token (a country list is filled from the browser's address book). While nothing is chosen it says
 * what to do: the field's `ui:placeholder`, else "Choose…" (ui.form.choose); core leaves it blank.
 */
import type { ChangeEvent, FocusEvent } from 'react';
import { enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldAria } from './fieldAria';

export function AccessibleSelect(props: WidgetProps) {
  const { schema, id, htmlName, options, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const { t } = useTranslation();
  const format = getOptionValueFormat(options);
  const decode = (event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>) => enumOptionValueDecoder(event.target.value, enumOptions, format, emptyValue);
  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-control"
      value={enumOptionSelectedValue(value, enumOptions, false, format, '') as string}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={(event) => onChange(decode(event))}
      onBlur={(event) => onBlur(id, decode(event))}
      onFocus={(event) => onFocus(id, decode(event))}
      {...fieldAria(props)}
    >
      {schema.default === undefined ? <option value="">{placeholder || t('ui.form.choose')}</option> : null}
      {(enumOptions ?? []).map(({ value: optionValue, label }, index) => (
        <option key={String(optionValue)} value={enumOptionValueEncoder(optionValue, index, format)} disabled={enumDisabled?.includes(optionValue)}>
          {label}
        </option>
      ))}
    </select>
  );
}
