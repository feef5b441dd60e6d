/**
 * The slot summary of the reservation screen and every way it can fail to be bookable, plus
 * SlotProblem, which says so with the catalogue's words, a retry where retrying can help, and the
 * way back to the search (UX.md: every state has an answer).
 */
import { useTranslation } from 'react-i18next';
import type { SlotSummaryResponse } from '../../../generated/config-types';
import { describeApiError, type DescribedError } from '../../api/apiError';
import { useGetSlotSummaryQuery } from '../../api/reservationsApi';
import { notBookableCode, SLOT_STATE_CODES } from '../../reservation/notBookableCode';
import type { ReservationTarget } from '../../reservation/reservationLink';
import { LoadingPanel } from '../../ui/LoadingPanel';
import { BackToSearch } from './BackToSearch';
import { SlotSummaryCard } from './SlotSummaryCard';

export type SlotSummaryState = 'loading' | 'failed' | 'notFound' | 'notBookable' | 'ready';

export interface SlotSummary {
  state: SlotSummaryState;
  slot?: SlotSummaryResponse;
  error?: DescribedError;
  retry(): void;
  /** After a booking failed with `code`: ask again when the failure is about the slot, so the screen says why. */
  recheck(code: string): void;
}

export function useSlotSummary(target: ReservationTarget): SlotSummary {
  const { t, i18n } = useTranslation();
  const query = useGetSlotSummaryQuery(target.slotId);
  const retry = () => void query.refetch();
  const recheck = (code: string) => {
    if (SLOT_STATE_CODES.has(code)) retry();
  };
  const base = { retry, recheck };
  if (query.isError) {
    const error = describeApiError(query.error, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
    return { ...base, state: error.code === '#404' || error.code === '404' ? 'notFound' : 'failed', error };
  }
  const slot = query.data;
  if (!slot) return { ...base, state: 'loading' };
  // A link whose service is not the slot's would be refused by the booking (RR1007).
  if (slot.subfunction.id !== target.subfunctionId) return { ...base, state: 'notFound', slot };
  return { ...base, state: slot.bookable ? 'ready' : 'notBookable', slot };
}

export function SlotProblem({ summary, loggedIn }: { summary: SlotSummary; loggedIn: boolean }) {
  const { t } = useTranslation();
  if (summary.state === 'loading') return <LoadingPanel />;
  const reason = summary.slot?.notBookableReason;
  const code = summary.state === 'notBookable' && reason ? notBookableCode(reason, loggedIn) : summary.state === 'notFound' ? 'RR1007' : summary.error?.code;
  const message =
    summary.state === 'notBookable' && reason ? t(`errors.${notBookableCode(reason, loggedIn)}`) : summary.state === 'notFound' ? t('reservation.slotNotFound') : (summary.error?.message ?? '');
  return (
    <div className="reservation__layout">
      {summary.state === 'notBookable' && summary.slot ? <SlotSummaryCard slot={summary.slot} /> : null}
      <div className="panel reservation__problem" role="alert" data-testid="reservation-problem" data-code={code}>
        <h2>{t('reservation.problem.title')}</h2>
        <p>{message}</p>
        <div className="button-row">
          <BackToSearch primary />
          {summary.state === 'failed' ? (
            <button type="button" className="button button--secondary" onClick={summary.retry}>
              {t('reservation.problem.retry')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
