/**
 * RJSF core's select widget (one choice: an enum, or a oneOf of consts with titles), with the
 * field's real ARIA state (fieldAria) and its autocomplete token. Options carry their index as the
 * value, as core's do, so any JSON value can be a choice.
 */
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { fieldAria } from './fieldAria';

export function AccessibleSelect(props: WidgetProps) {
  const { id, htmlName, options, value, placeholder, required, disabled, readonly, autofocus, autocomplete, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const valueOf = (index: string): unknown => (index === '' ? emptyValue : enumOptionsValueForIndex(index, enumOptions, emptyValue));
  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-control"
      value={typeof selected === 'string' ? selected : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={autocomplete}
      onChange={(event) => onChange(valueOf(event.target.value))}
      onBlur={(event) => onBlur(id, valueOf(event.target.value))}
      onFocus={(event) => onFocus(id, valueOf(event.target.value))}
      {...fieldAria(props)}
    >
      <option value="">{placeholder ?? ''}</option>
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
