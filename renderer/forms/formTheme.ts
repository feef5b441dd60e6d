/**
 * The portal's replacements for RJSF core's controls: every control a form document can name
 * carries its real ARIA state (fieldAria) and its `ui:autocomplete` token. The select serves the
 * care requests (a specialty, a preferred channel) and says what to do while nothing is chosen; a
 * radio group lays its choices out as a checkbox is; `provider` is a combobox of the providers
 * (the pre-authorisation's clinic, one of about 300).
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AccessibleCheckbox } from './AccessibleCheckbox';
import { AccessibleInput } from './AccessibleInput';
import { AccessibleRadio } from './AccessibleRadio';
import { AccessibleSelect } from './AccessibleSelect';
import { AccessibleTextarea } from './AccessibleTextarea';
import { ProviderCombobox } from './ProviderCombobox';

export const formTemplates: Partial<TemplatesType> = { BaseInputTemplate: AccessibleInput };

export const formWidgets: RegistryWidgetsType = {
  TextareaWidget: AccessibleTextarea,
  CheckboxWidget: AccessibleCheckbox,
  SelectWidget: AccessibleSelect,
  RadioWidget: AccessibleRadio,
  provider: ProviderCombobox,
};
