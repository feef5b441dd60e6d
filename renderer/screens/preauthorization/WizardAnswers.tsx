/**
 * The answers of a care wizard, step by step under each step's name: each answer under its field's
 * title from the step's form document, a choice by its title, a date in the reader's format, the
 * provider by name. The review before sending, the operator console and My care show the same.
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formPartKey } from '../../domain/brand/bundleParts';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { useBundlePart } from '../../app/useBundlePart';
import { formatDate } from '../../domain/format/format';
import { applicableSteps, type CareWizard, type WizardAnswers as Answers, type WizardStep } from '../../domain/care/careWizard';

type Field = { title?: string; format?: string; oneOf?: { const?: unknown; title?: string }[] };

interface StepProps {
  step: WizardStep;
  answers: Record<string, unknown>;
  /** The name of a chosen provider. */
  providerName: (id: number) => string | undefined;
}

function StepAnswers({ step, answers, providerName }: StepProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { part } = useBundlePart('form', formPartKey(step.form));
  const form = part?.form;
  const properties = (form?.schema.properties ?? {}) as Record<string, Field>;
  const ui = (form?.uiSchema ?? {}) as Record<string, { 'ui:widget'?: string } | undefined>;
  // The form's own order, then anything else the answers hold.
  const names = [...new Set([...Object.keys(properties), ...Object.keys(answers)])];
  const shown = (name: string, value: unknown): string => {
    if (value === undefined || value === null || value === '') return t('preauth.wizard.empty');
    if (typeof value === 'boolean') return t(value ? 'preauth.answer.yes' : 'preauth.answer.no');
    const field = properties[name];
    const choice = field?.oneOf?.find((option) => option.const === value);
    if (choice?.title) return t(choice.title);
    if (ui[name]?.['ui:widget'] === 'provider' && typeof value === 'number') return providerName(value) ?? String(value);
    // A day is a field of the date format or drawn by the date widget (a date format that also says which days, dateTodayOrLater).
    const isDay = field?.format === 'date' || ui[name]?.['ui:widget'] === 'date';
    if (isDay && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (
    <dl className="details-list wizard-answers__list">
      {names.map((name) => (
        <Fragment key={name}>
          <dt>{properties[name]?.title ? t(properties[name]!.title!) : name}</dt>
          <dd>{shown(name, answers[name])}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

interface Props {
  wizard: CareWizard;
  answers: Answers;
  providerName: (id: number) => string | undefined;
  /** Heading level of each step's name. */
  level?: 3 | 4;
  /** Drawn after a step's answers (the review's "Change" button). */
  after?: (step: WizardStep) => ReactNode;
}

export function WizardAnswers({ wizard, answers, providerName, level = 4, after }: Props) {
  const { t } = useTranslation();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="wizard-answers" data-testid="wizard-answers">
      {applicableSteps(wizard, answers).map((step) => (
        <section key={step.id} className="wizard-answers__step" data-step={step.id}>
          <Heading>{t(step.title)}</Heading>
          <StepAnswers step={step} answers={answers[step.id] ?? {}} providerName={providerName} />
          {after?.(step)}
        </section>
      ))}
    </div>
  );
}
