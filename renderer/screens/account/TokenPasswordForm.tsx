/** The new-password form of a token link (its own chunk: it brings RJSF). */
import type { FormDocument } from '../../../generated/config-types';
import { PortalForm } from '../../forms/PortalForm';

/** `onFailed` is told the code of a refused submit (the link was used up or replaced meanwhile). */
export default function TokenPasswordForm({ form, token, onFailed }: { form: FormDocument; token: string; onFailed?: (code: string) => void }) {
  return <PortalForm form={form} extraBody={{ token }} onFailed={onFailed} />;
}
