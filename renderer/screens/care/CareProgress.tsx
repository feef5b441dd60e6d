/**
 * Where an item is on its way (flowStates of the shared state machine): the steps in order, the
 * ones behind marked done, the current one aria-current. A cancelled or deleted item (or a rejected
 * claim) has left the way, so it shows none; a claim waiting for information stands at "submitted".
 */
import { useTranslation } from 'react-i18next';
import { stateKey } from '../../care/careLabels';
import { itemFlowStates, progressStateOf, type ItemFlow, type ItemState } from '../../domain/care/careMachine';

export function CareProgress({ flow, state }: { flow: ItemFlow; state: ItemState }) {
  const { t } = useTranslation();
  const steps = itemFlowStates(flow);
  const at = steps.indexOf(progressStateOf(state));
  if (at < 0) return null;
  return (
    <ol className="care-progress" aria-label={t('care.progress')} data-testid="care-progress">
      {steps.map((step, index) => {
        const phase = index < at ? 'done' : index === at ? 'current' : 'todo';
        return (
          <li key={step} className={`care-progress__step care-progress__step--${phase}`} aria-current={phase === 'current' ? 'step' : undefined}>
            <span className="care-progress__mark" aria-hidden="true">
              {phase === 'done' ? '✓' : index + 1}
            </span>
            <span>{t(stateKey(flow, step))}</span>
            {phase === 'done' ? <span className="visually-hidden"> ({t('care.stepDone')})</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
