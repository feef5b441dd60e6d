/**
 * Where the patient is in a care wizard: the steps that apply, then the review, as an ordered
 * list; the current one marked aria-current="step". A step already passed is a button back to it
 * (what was typed stays); the ones ahead are plain text, because each step is checked on Next.
 */
import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../../domain/care/careWizard';
import { REVIEW } from '../../preauthorization/wizardDraft';

interface Props {
  steps: WizardStep[];
  /** The current step's id, or REVIEW. */
  current: string;
  onGo: (stepId: string) => void;
}

export function WizardBreadcrumb({ steps, current, onGo }: Props) {
  const { t } = useTranslation();
  const items = [...steps.map((s) => ({ id: s.id, title: t(s.title) })), { id: REVIEW, title: t('preauth.wizard.review') }];
  const at = items.findIndex((item) => item.id === current);
  return (
    <nav className="wizard-breadcrumb" aria-label={t('preauth.wizard.breadcrumb')}>
      <ol>
        {items.map((item, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'ahead';
          return (
            <li key={item.id} className={`wizard-breadcrumb__item wizard-breadcrumb__item--${state}`} data-step={item.id}>
              {state === 'done' ? (
                <button type="button" className="text-button" onClick={() => onGo(item.id)}>
                  <span className="wizard-breadcrumb__number">{i + 1}.</span> {item.title}
                </button>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>
                  <span className="wizard-breadcrumb__number">{i + 1}.</span> {item.title}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
