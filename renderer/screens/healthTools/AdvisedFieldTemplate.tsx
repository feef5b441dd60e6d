/**
 * The field template of a question an answer to which can need advice at once (answerAdvice.ts):
 * RJSF's own template, with the advice of the answer given drawn right under the control and
 * above the question's help, where the person's eyes and finger already are on a phone. The page
 * gives the advice of the answers so far through AnswerAdviceContext; the template is one
 * component for every render, so the field keeps its focus while the advice comes and goes.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { errorId, type FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { AnswerAdvice } from '../../domain/healthTools/answerAdvice';
import { EmergencyCall } from './EmergencyCall';
import { DoctorLineCall } from '../../ui/UrgentCare';

export const AnswerAdviceContext = createContext<readonly AnswerAdvice[]>([]);

export function AdvisedFieldTemplate(props: FieldTemplateProps) {
  const { t } = useTranslation();
  const { FieldTemplate } = props.registry.templates;
  const question = props.fieldPathId.path.at(-1);
  const advice = useContext(AnswerAdviceContext).find((a) => a.field === question);
  if (!advice) return <FieldTemplate {...props} />;
  const refusal = advice.kind === 'refusal' ? t(`healthTools.${advice.instrument}.refusal.${advice.reason}`) : null;
  // A submit anyway has the page's scoring say the same refusal beside the field: it is said once,
  // by the advice, which takes the error's id so the control's aria-describedby still finds it.
  const saidByAdvice = refusal !== null && !!props.rawErrors?.length && props.rawErrors.every((error) => error === refusal);
  const panel = (
    <AdvicePanel kind={advice.kind}>
      {refusal === null ? <UrgentCalls /> : <p id={saidByAdvice ? errorId(props.id) : undefined}>{refusal}</p>}
    </AdvicePanel>
  );
  return (
    <FieldTemplate
      {...props}
      errors={saidByAdvice ? undefined : props.errors}
      help={
        <>
          {panel}
          {props.help}
        </>
      }
    />
  );
}

/**
 * role="alert" has the advice read out as it appears, without taking the focus from the question.
 * A question low on a phone's screen would leave the advice under the fold: it is brought into
 * view as it appears, by as little as that takes.
 */
function AdvicePanel({ kind, children }: { kind: AnswerAdvice['kind']; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} className="panel panel--refused health-tool__answer-advice" role="alert" data-testid="answer-advice" data-advice={kind}>
      {children}
    </div>
  );
}

/** 112 as the result says it, and the brand's round-the-clock doctor line as the page's urgent-care box says it. */
function UrgentCalls() {
  return (
    <>
      <p>
        <EmergencyCall />
      </p>
      <p>
        <DoctorLineCall />
      </p>
    </>
  );
}
