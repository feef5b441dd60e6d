/**
 * The form a relative is added or changed with: the service document's form document rendered by
 * the portal's RJSF form (errors beside the fields and summarised on top), sent through the
 * relatives API. The name goes trimmed, as the server keeps it; the server's violations name the
 * fields (/name, /birthDate, /relation) and show beside them, a refusal (RL1001) on top. What was
 * typed stays in the fields after any error.
 */
import type { ReactNode } from 'react';
import type { FormDocument, RelativeRequest } from '../../../generated/config-types';
import type { Person } from './RelativeList';
import { PortalForm } from '../../forms/PortalForm';

interface Props {
  form: FormDocument;
  /** The relative being changed; none for a new one. */
  initial?: RelativeRequest;
  save: (body: RelativeRequest) => { unwrap: () => Promise<Person> };
  onSaved: (relative: Person) => void;
  /** Beside the submit button: the edit form's way out. */
  besideSubmit?: ReactNode;
}

const bodyOf = (data: Record<string, unknown>): RelativeRequest =>
  ({ ...data, name: typeof data.name === 'string' ? data.name.trim() : data.name }) as RelativeRequest;

export function RelativeForm({ form, initial, save, onSaved, besideSubmit }: Props) {
  return (
    <PortalForm
      form={form}
      initialData={initial ? { ...initial } : undefined}
      send={async (data) => (await save(bodyOf(data)).unwrap()) as unknown as Record<string, unknown>}
      onSubmitted={(answer) => onSaved(answer as unknown as Person)}
      besideSubmit={besideSubmit}
    />
  );
}
