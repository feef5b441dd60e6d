/**
 * A part of a document in a form RJSF makes from the part's schema. The form checks nothing
 * itself: the problems are the server validator's, the same CI reports, shown beside their fields.
 */
import { useEffect, useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { ConfigProblem } from '../domain/brand/configProblem';
import { createFormValidator } from '../forms/formValidator';
import { errorSchemaFor } from './model/problemPlaces';

interface PartFormProps {
  schema: Record<string, unknown>;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The document's problems; those inside the part show beside their fields. */
  problems: ConfigProblem[];
  /** Where the part is in its document. */
  at: string[];
  /** A field to bring into view (a problem chosen in the list). */
  focus?: string[];
}

/** The studio writes only what the author changes: no defaults filled in, no array grown to its minimum. */
const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, constAsDefaults: 'never' } as const;
const UI = { 'ui:submitButtonOptions': { norender: true } };

/** RJSF's id of the field at a path below the form's root. */
const fieldId = (path: readonly string[]) => ['root', ...path].join('_');

export function PartForm({ schema, value, onChange, problems, at, focus }: PartFormProps) {
  const rjsfSchema = schema as RJSFSchema;
  const validator = useMemo(() => createFormValidator(rjsfSchema), [rjsfSchema]);
  // By the path's text: the part's array is made anew each render, and a new error schema makes RJSF merge again.
  const atKey = at.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by atKey, as said above.
  const extraErrors = useMemo(() => errorSchemaFor(problems, at), [problems, atKey]);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focus) return;
    const below = focus.slice(at.length);
    const target = box.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(below))}`) ?? box.current?.querySelector<HTMLElement>('input, select, textarea');
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [focus, at]);

  return (
    <div ref={box} className="studio-form">
      <Form
        schema={rjsfSchema}
        uiSchema={UI}
        formData={value}
        validator={validator}
        extraErrors={extraErrors}
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={NO_DEFAULTS}
        onChange={(event) => onChange(event.formData)}
      />
    </div>
  );
}
