/** Where the visitor is in the booking: an ordered list, the current stage marked for screen readers too. */
import { useTranslation } from 'react-i18next';
import { reservationStages } from '../../reservation/reservationStages';
import type { ReservationStep } from '../../reservation/reservationSlice';

export function ReservationStepper({ step }: { step: ReservationStep }) {
  const { t } = useTranslation();
  return (
    <ol className="reservation__stepper" aria-label={t('reservation.stages.label')}>
      {reservationStages(step).map((stage, i) => (
        <li key={stage.key} className={`reservation__stage reservation__stage--${stage.state}`} aria-current={stage.state === 'current' ? 'step' : undefined}>
          <span className="reservation__stage-number" aria-hidden="true">
            {stage.state === 'done' ? '✓' : i + 1}
          </span>
          {t(`reservation.stages.${stage.key}`)}
          {stage.state === 'done' ? <span className="visually-hidden"> ({t('reservation.stages.completed')})</span> : null}
        </li>
      ))}
    </ol>
  );
}
