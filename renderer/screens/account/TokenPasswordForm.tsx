/** The new-password form of a token link (its own chunk: it brings RJSF). */
import type { FormDocument } from '../../../generated/config-types';
import { PortalForm } from '../../forms/PortalForm';

export default function TokenPasswordForm({ form, token }: { form: FormDocument; token: string }) {
  return <PortalForm form={form} extraBody={{ token }} />;
}
