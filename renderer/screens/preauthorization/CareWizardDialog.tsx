/**
 * A care request asked step by step in a modal dialog (the pre-authorisation of spec §2): the
 * breadcrumb of the steps that apply, the current step's own form document (RJSF, PortalForm) with
 * Next and Back, then a review with Send; Cancel and Escape ask before typed answers are lost. Only
 * the current step is checked on Next (its form, and its documents where the step takes them);
 * Back and the breadcrumb keep what was typed, even what does not pass yet. Every change goes to
 * the draft (useWizardDraft), so a reload opens the dialog again on the same step.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { useCreateCareItemMutation, type CareItem } from '../../api/careApi';
import { formPartKey } from '../../domain/brand/bundleParts';
import type { CareUploads as UploadRules } from '../../domain/care/careOfService';
import { ErrorSummary, type SummaryItem } from '../../forms/ErrorSummary';
import { PortalForm } from '../../forms/PortalForm';
import { applicableAnswers, applicableSteps, chosenProvider, type CareWizard, type WizardStep } from '../../domain/care/careWizard';
import type { DraftControl } from '../../preauthorization/useWizardDraft';
import { REVIEW } from '../../preauthorization/wizardDraft';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { BusyButton } from '../../ui/BusyButton';
import { Modal } from '../../ui/Modal';
import { CareUploads, type UploadsState } from '../care/CareUploads';
import { WizardBreadcrumb } from './WizardBreadcrumb';
import { WizardReview } from './WizardReview';

export const WIZARD_MODAL_ID = 'care-wizard';

interface Props {
  serviceKey: string;
  wizard: CareWizard;
  uploads: { page: string; rules: UploadRules } | null;
  control: DraftControl;
  providerName: (id: number) => string | undefined;
  /** Cancel or Escape: the page asks before discarding. */
  onDismiss: () => void;
  onSent: (item: CareItem) => void;
}

/** Thrown by a step's send to show a sentence in the form's summary (PortalForm's error path). */
const stepError = (code: string, message: string) => ({ status: 'CUSTOM_ERROR', data: { code, message } });

export function CareWizardDialog({ serviceKey, wizard, uploads, control, providerName, onDismiss, onSent }: Props) {
  const { t, i18n } = useTranslation();
  const { draft, update } = control;
  const steps = applicableSteps(wizard, draft.answers);
  const current = draft.step === REVIEW || steps.some((s) => s.id === draft.step) ? draft.step : steps[0]!.id;
  const index = current === REVIEW ? steps.length : steps.findIndex((s) => s.id === current);
  const step = current === REVIEW ? null : steps[index]!;
  const total = steps.length + 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const files = useRef<UploadsState>({ ids: draft.files.map((f) => f.id), busy: false, files: draft.files });
  const [create, { isLoading: sending }] = useCreateCareItemMutation();
  const [problems, setProblems] = useState<SummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const moved = useRef(false);

  // A new step takes the focus on its heading, so a screen reader reads where the patient is now.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [current]);

  const go = (stepId: string) => {
    setProblems([]);
    update((d) => ({ ...d, step: stepId }));
  };
  const next = () => go(index + 1 < steps.length ? steps[index + 1]!.id : REVIEW);
  const back = () => go(steps[Math.max(0, index - 1)]!.id);

  const send = async () => {
    setProblems([]);
    const answers = applicableAnswers(wizard, draft.answers);
    const providerId = chosenProvider(wizard, answers);
    const result = await create({ service: serviceKey, answers, ...(draft.files.length > 0 ? { uploadIds: draft.files.map((f) => f.id) } : {}), ...(providerId !== undefined ? { providerId } : {}) });
    if ('error' in result) {
      const described = describeApiError(result.error, i18n);
      setProblems([{ message: described.message }, ...Object.values(described.fieldErrors).flat().map((message) => ({ message }))]);
      setAttempt((n) => n + 1);
      return;
    }
    onSent(result.data);
  };

  const stepTitle = step ? t(step.title) : t('preauth.wizard.review');
  return (
    <Modal
      id={WIZARD_MODAL_ID}
      title={t('preauth.wizard.title')}
      closeButton={false}
      onDismiss={onDismiss}
      actions={
        <button type="button" className="button button--secondary" onClick={onDismiss} data-testid="wizard-cancel">
          {t('preauth.wizard.cancel')}
        </button>
      }
    >
      <div className="care-wizard" data-testid="care-wizard" data-step={current}>
        <WizardBreadcrumb steps={steps} current={current} onGo={go} />
        <h3 ref={heading} tabIndex={-1} className="care-wizard__heading" data-testid="wizard-heading">
          {t('preauth.wizard.progress', { current: index + 1, total, step: stepTitle })}
        </h3>
        {step ? (
          <StepForm step={step} uploads={uploads} control={control} files={files} canGoBack={index > 0} onNext={next} onBack={back} />
        ) : (
          <ReviewStep wizard={wizard} control={control} providerName={providerName} problems={problems} attempt={attempt} sending={sending} onChangeStep={go} onSend={() => void send()} onBack={back} />
        )}
      </div>
    </Modal>
  );
}

interface StepFormProps {
  step: WizardStep;
  uploads: Props['uploads'];
  control: DraftControl;
  /** The step's documents as they stand (their ids, whether one is still uploading), for the check on Next. */
  files: RefObject<UploadsState>;
  /** A step before this one: Back goes there. */
  canGoBack: boolean;
  onNext: () => void;
  onBack: () => void;
}

/** A step's own form document, with its documents where the step takes them; Next checks this step only. */
function StepForm({ step, uploads, control: { draft, update }, files, canGoBack, onNext, onBack }: StepFormProps) {
  const { t } = useTranslation();
  const checkStep = async (): Promise<null> => {
    if (step.uploads) {
      if (files.current.busy) throw stepError('preauth.uploadsBusy', t('preauth.wizard.uploadsBusy'));
      if (files.current.ids.length === 0) throw stepError('preauth.uploadsRequired', t('preauth.wizard.uploadsRequired'));
    }
    return null;
  };

  return (
    <BundlePartGate kind="form" partKey={formPartKey(step.form)} missing={() => <p className="panel panel--error">{t('care.request.unavailable')}</p>}>
      {({ form }) => (
        <PortalForm
          key={step.id}
          form={form}
          initialData={draft.answers[step.id]}
          onChange={(data) => update((d) => ({ ...d, answers: { ...d.answers, [step.id]: data } }))}
          send={checkStep}
          onSubmitted={onNext}
          beforeSubmit={
            step.uploads && uploads ? (
              <CareUploads
                page={uploads.page}
                rules={uploads.rules}
                initial={draft.files}
                legend={t('preauth.wizard.documentsLegend')}
                onChange={(state) => {
                  files.current = state;
                  update((d) => ({ ...d, files: state.files ?? [] }));
                }}
              />
            ) : null
          }
          besideSubmit={
            canGoBack ? (
              <button type="button" className="button button--secondary" onClick={onBack} data-testid="wizard-back">
                {t('preauth.wizard.back')}
              </button>
            ) : null
          }
        />
      )}
    </BundlePartGate>
  );
}

interface ReviewStepProps {
  wizard: CareWizard;
  control: DraftControl;
  providerName: (id: number) => string | undefined;
  /** What refused the last Send, and how many Sends were refused (ErrorSummary). */
  problems: SummaryItem[];
  attempt: number;
  sending: boolean;
  onChangeStep: (stepId: string) => void;
  onSend: () => void;
  onBack: () => void;
}

/** The answers and documents to look over before Send, with what refused the last Send. */
function ReviewStep({ wizard, control: { draft }, providerName, problems, attempt, sending, onChangeStep, onSend, onBack }: ReviewStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorSummary items={problems} attempt={attempt} />
      <WizardReview wizard={wizard} answers={draft.answers} files={draft.files} providerName={providerName} onChangeStep={onChangeStep} />
      <div className="button-row">
        <BusyButton className="button" onClick={onSend} busy={sending} data-testid="wizard-send">
          {t('preauth.wizard.send')}
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onBack} data-testid="wizard-back">
          {t('preauth.wizard.back')}
        </button>
      </div>
    </>
  );
}
