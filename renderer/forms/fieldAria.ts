/**
 * The ARIA state of one form control, derived from what its field template actually draws. RJSF's
 * own widgets name `<id>__error <id>__description <id>__help` whether or not those elements exist,
 * and never say the value is invalid; a screen reader then announces nothing useful, and axe
 * reports the dangling references. Here a control names only the parts that are on the page and
 * carries aria-invalid exactly while it has errors.
 */
import { descriptionId, errorId, helpId, type WidgetProps } from '@rjsf/utils';

export interface FieldAria {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * `descriptionShown`: whether the field's description is drawn for this control; the field
 * template draws it beside a labelled control (RJSF's displayLabel, i.e. `!hideLabel`), a
 * checkbox draws its own.
 */
export function fieldAria(props: Pick<WidgetProps, 'id' | 'rawErrors' | 'hideError' | 'hideLabel' | 'options' | 'schema'>, descriptionShown = !props.hideLabel): FieldAria {
  const { id, rawErrors, hideError, options, schema } = props;
  const invalid = (rawErrors ?? []).length > 0;
  const description = options.description ?? schema.description;
  const ids = [
    invalid && !hideError ? errorId(id) : null,
    descriptionShown && description ? descriptionId(id) : null,
    options.help ? helpId(id) : null,
  ].filter((part): part is string => part !== null);
  return { ...(invalid ? { 'aria-invalid': true as const } : {}), ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}) };
}
