/**
 * A health tool's questions: its form document, with the advice an answer needs at once
 * (answerAdvice.ts) drawn under its question the moment the answer is chosen and for as long as
 * it stays, before and whatever the rest of the form (AdvisedFieldTemplate).
 */
import { useMemo, useState } from 'react';
import type { FormDocument, HealthTool } from '../../../generated/config-types';
import { ADVISED_QUESTIONS, answerAdvice } from '../../domain/healthTools/answerAdvice';
import { PortalForm, type PortalFormProps } from '../../forms/PortalForm';
import { AdvisedFieldTemplate, AnswerAdviceContext } from './AdvisedFieldTemplate';

type Props = Pick<PortalFormProps, 'form' | 'send' | 'onFailed' | 'onSubmitted'> & { instrument: HealthTool['instrument'] };

/** A copy of the document whose advised questions are drawn by AdvisedFieldTemplate (RJSF's per-field `ui:FieldTemplate`). */
function withAdvice(form: FormDocument, questions: readonly string[]): FormDocument {
  if (questions.length === 0) return form;
  const uiSchema = { ...form.uiSchema };
  for (const question of questions) uiSchema[question] = { ...uiSchema[question], 'ui:FieldTemplate': AdvisedFieldTemplate };
  return { ...form, uiSchema };
}

export function HealthToolForm({ instrument, form, ...submitting }: Props) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  // The same copy for every render: PortalForm translates the document again when it changes.
  const advised = useMemo(() => withAdvice(form, ADVISED_QUESTIONS[instrument]), [form, instrument]);
  const advice = useMemo(() => answerAdvice(instrument, answers), [instrument, answers]);
  return (
    <AnswerAdviceContext.Provider value={advice}>
      <PortalForm form={advised} onChange={setAnswers} {...submitting} />
    </AnswerAdviceContext.Provider>
  );
}
