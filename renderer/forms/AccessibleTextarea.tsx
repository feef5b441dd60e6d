/** RJSF core's textarea widget, with the field's real ARIA state (fieldAria) and its autocomplete token. */
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './fieldAria';

export function AccessibleTextarea(props: WidgetProps) {
  const { id, htmlName, options, placeholder, value, required, disabled, readonly, autofocus, autocomplete, onChange, onBlur, onFocus } = props;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={autocomplete}
      rows={typeof options.rows === 'number' ? options.rows : undefined}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...fieldAria(props)}
    />
  );
}
