/**
 * The request form of a care service: the form document its `care.form` names, with the
 * specialty choice shaped by the service document. A service that lists specialties (the
 * specialist consultation) asks for one of those, required, each named in the patient's language;
 * a service without them never sends one (the server would refuse it with RM1008), so a shared
 * consultation form's specialty field is left out there.
 */
import type { FormDocument } from '../../generated/config-types';
import type { CareOfService } from '../domain/care/careOfService';

export const SPECIALTY_FIELD = 'specialty';
const SPECIALTY_TITLE = 'care.request.specialty';

type Schema = FormDocument['schema'];

export function careForm(form: FormDocument, care: Pick<CareOfService, 'specialties'>): FormDocument {
  const { [SPECIALTY_FIELD]: existing, ...others } = form.schema.properties;
  const required = (form.schema.required ?? []).filter((name) => name !== SPECIALTY_FIELD);
  const { [SPECIALTY_FIELD]: _ui, ...uiOthers } = (form.uiSchema ?? {}) as Record<string, unknown>;
  const order = uiOthers['ui:order'];
  if (!care.specialties) {
    const schema: Schema = { ...form.schema, properties: others, required };
    const uiSchema = Array.isArray(order) ? { ...uiOthers, 'ui:order': order.filter((name) => name !== SPECIALTY_FIELD) } : uiOthers;
    return { ...form, schema, uiSchema: uiSchema as FormDocument['uiSchema'] };
  }
  const specialty = {
    type: 'string' as const,
    title: existing?.title ?? SPECIALTY_TITLE,
    // Named by the services' own names (care.serviceNames.<key>), translated with the other titles.
    oneOf: care.specialties.map((key) => ({ const: key, title: `care.serviceNames.${key}` })),
  };
  const schema: Schema = { ...form.schema, properties: { [SPECIALTY_FIELD]: specialty, ...others }, required: [SPECIALTY_FIELD, ...required] };
  const uiSchema = Array.isArray(order) && !order.includes(SPECIALTY_FIELD) ? { ...form.uiSchema, 'ui:order': [SPECIALTY_FIELD, ...order] } : form.uiSchema;
  return { ...form, schema, uiSchema: uiSchema as FormDocument['uiSchema'] };
}
