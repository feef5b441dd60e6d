/** A care item's state in words (colour is never the only signal). */
import { useTranslation } from 'react-i18next';
import { isSettled, stateKey } from '../../care/careLabels';
import type { ItemFlow, ItemState } from '../../domain/care/careMachine';

export function CareStateBadge({ flow, state }: { flow: ItemFlow; state: ItemState }) {
  const { t } = useTranslation();
  return (
    <span className={isSettled(state) ? 'badge badge--neutral' : 'badge'} data-testid="care-state" data-state={state}>
      {t(stateKey(flow, state))}
    </span>
  );
}
