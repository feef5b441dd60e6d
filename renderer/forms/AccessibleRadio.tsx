/**
 * RJSF core's radio group (`"ui:widget": "radio"`), with the field's real ARIA state (fieldAria) on
 * the group, which carries the field's name (core's label points at the group's div, which a label
 * cannot name). Each choice is a `.choice` row, as a checkbox and "Who is this for?" are: the
 * button centred on its text, the whole row a 44 px target (UX.md).
 */
import { enumOptionsIsSelected, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, optionId, type WidgetProps } from '@rjsf/utils';
import { fieldAria } from './fieldAria';

export function AccessibleRadio(props: WidgetProps) {
  const { id, htmlName, label, options, value, required, disabled, readonly, autofocus = false, onBlur, onFocus, onChange } = props;
  const { enumOptions, enumDisabled, inline, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, format, emptyValue);
  return (
    <div id={id} role="radiogroup" aria-label={label} className={`choice-group${inline ? ' choice-group--inline' : ''}`} {...fieldAria(props)}>
      {(enumOptions ?? []).map((option, index) => (
        <label key={String(option.value)} className="choice">
          <input
            type="radio"
            id={optionId(id, index)}
            name={htmlName || id}
            value={enumOptionValueEncoder(option.value, index, format)}
            checked={enumOptionsIsSelected(option.value, value)}
            required={required}
            disabled={disabled || readonly || enumDisabled?.includes(option.value)}
            autoFocus={autofocus && index === 0}
            onChange={() => onChange(option.value)}
            onBlur={(event) => onBlur(id, decode(event.target.value))}
            onFocus={(event) => onFocus(id, decode(event.target.value))}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
