/**
 * The portal's replacements for RJSF core's controls: every control a form document can name
 * carries its real ARIA state (fieldAria) and its `ui:autocomplete` token. The select serves the
 * care requests (a specialty, a channel); `provider` chooses a provider (the pre-authorisation); radio widgets are not replaced: no form document uses them yet.
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AccessibleCheckbox } from './AccessibleCheckbox';
import { AccessibleInput } from './AccessibleInput';
import { AccessibleSelect } from './AccessibleSelect';
import { AccessibleTextarea } from './AccessibleTextarea';
import { ProviderSelect } from './ProviderSelect';

export const formTemplates: Partial<TemplatesType> = { BaseInputTemplate: AccessibleInput };

export const formWidgets: RegistryWidgetsType = { TextareaWidget: AccessibleTextarea, CheckboxWidget: AccessibleCheckbox, SelectWidget: AccessibleSelect, provider: ProviderSelect };
