/**
 * RJSF core's checkbox widget (a consent box: terms, privacy), with the field's real ARIA state
 * (fieldAria). It draws the field's description itself, as core does, because the field template
 * leaves descriptions of unlabelled booleans out.
 */
import { descriptionId, getTemplate, getUiOptions, labelValue, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';
import { fieldAria } from './fieldAria';

export function AccessibleCheckbox(props: WidgetProps) {
  const { schema, uiSchema, options, id, htmlName, value, disabled, readonly, label, hideLabel, autofocus = false, onBlur, onFocus, onChange, registry, required } = props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  // An unticked box fails HTML validation, so `required` only when the value must be true (const/enum).
  const trueValueRequired = schemaRequiresTrueValue(schema) && required;
  const explicitWidget = getUiOptions(uiSchema).widget === 'checkbox';
  const description = explicitWidget ? undefined : (options.description ?? schema.description);
  const descriptionShown = !hideLabel && Boolean(description);
  return (
    <div className={`checkbox ${disabled || readonly ? 'disabled' : ''}`}>
      {descriptionShown && description ? <DescriptionFieldTemplate id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      <label className="choice">
        <input
          type="checkbox"
          id={id}
          name={htmlName || id}
          checked={value === true}
          required={trueValueRequired}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={(event) => onBlur(id, event.target.checked)}
          onFocus={(event) => onFocus(id, event.target.checked)}
          {...fieldAria(props, descriptionShown)}
        />
        {labelValue(
          <span>
            {label}
            {trueValueRequired ? <span className="required">*</span> : null}
          </span>,
          hideLabel,
        )}
      </label>
    </div>
  );
}
