/**
 * The review before a care wizard's request is sent: every step's answers with a button to change
 * that step, the documents, and Send; a refusal is summarised with the catalogue's sentences (a
 * violation names its step's field), and nothing typed is lost.
 */
import { useTranslation } from 'react-i18next';
import type { CareWizard, WizardAnswers as Answers } from '../../domain/care/careWizard';
import type { StoredFile } from '../care/CareUploads';
import { WizardAnswers } from './WizardAnswers';

interface Props {
  wizard: CareWizard;
  answers: Answers;
  files: StoredFile[];
  providerName: (id: number) => string | undefined;
  onChangeStep: (stepId: string) => void;
}

export function WizardReview({ wizard, answers, files, providerName, onChangeStep }: Props) {
  const { t } = useTranslation();
  return (
    <div className="wizard-review" data-testid="wizard-review">
      <p>{t('preauth.wizard.reviewIntro')}</p>
      <WizardAnswers
        wizard={wizard}
        answers={answers}
        providerName={providerName}
        after={(step) => (
          <button type="button" className="button button--secondary wizard-review__change" onClick={() => onChangeStep(step.id)} data-change={step.id}>
            {t('preauth.wizard.change')}
            <span className="visually-hidden">: {t(step.title)}</span>
          </button>
        )}
      />
      <section className="wizard-answers__step">
        <h4>{t('preauth.wizard.documents')}</h4>
        {files.length > 0 ? (
          <ul data-testid="wizard-review-documents">
            {files.map((file) => (
              <li key={file.id}>{file.name}</li>
            ))}
          </ul>
        ) : (
          <p>{t('preauth.wizard.noDocuments')}</p>
        )}
      </section>
    </div>
  );
}
