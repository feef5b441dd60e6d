/**
 * The portal's replacements for RJSF core's controls: every control a form document can name
 * carries its real ARIA state (fieldAria) and its `ui:autocomplete` token. The select serves the
 * care requests (a specialty, a preferred channel) and says what to do while nothing is chosen; a
 * radio group lays its choices out as a checkbox is; `provider` is a combobox of the providers
 * (the pre-authorisation's clinic, one of about 300). A birth date (a memorable date format) is
 * asked as day, month and year boxes (MemorableDateInput), its field drawn without a `<label>`.
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AccessibleCheckbox } from './AccessibleCheckbox';
import { AccessibleInput } from './AccessibleInput';
import { AccessibleRadio } from './AccessibleRadio';
import { AccessibleSelect } from './AccessibleSelect';
import { AccessibleTextarea } from './AccessibleTextarea';
import { MEMORABLE_DATE_FORMATS, MemorableDateInput, PortalFieldTemplate } from './MemorableDateInput';
import { ProviderCombobox } from './ProviderCombobox';

export const formTemplates: Partial<TemplatesType> = { BaseInputTemplate: AccessibleInput, FieldTemplate: PortalFieldTemplate };

export const formWidgets: RegistryWidgetsType = {
  TextareaWidget: AccessibleTextarea,
  CheckboxWidget: AccessibleCheckbox,
  SelectWidget: AccessibleSelect,
  RadioWidget: AccessibleRadio,
  provider: ProviderCombobox,
  // RJSF draws a string field with the widget named as its format when no ui:widget is given.
  ...Object.fromEntries(MEMORABLE_DATE_FORMATS.map((format) => [format, MemorableDateInput])),
};
