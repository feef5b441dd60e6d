/**
 * A claim's facts in the item's term-and-value list (patient's card and operator's item alike):
 * the amount asked for, the amount approved, the open question and the reason of a rejection.
 */
import { useTranslation } from 'react-i18next';
import type { CareItem } from '../../api/careApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { claimedHufOf, openQuestionOf, rejectionReasonOf } from '../../care/claim';
import { formatMoney } from '../../domain/format/format';

export function ClaimFacts({ item }: { item: CareItem }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  if (item.flow !== 'claim') return null;
  const claimed = claimedHufOf(item);
  const question = openQuestionOf(item);
  const reason = rejectionReasonOf(item);
  return (
    <>
      {claimed !== null ? (
        <>
          <dt>{t('care.claim.claimed')}</dt>
          <dd data-testid="claim-claimed">{formatMoney(claimed, 'HUF', locale)}</dd>
        </>
      ) : null}
      {typeof item.approvedHuf === 'number' ? (
        <>
          <dt>{t('care.claim.approved')}</dt>
          <dd data-testid="claim-approved">{formatMoney(item.approvedHuf, 'HUF', locale)}</dd>
        </>
      ) : null}
      {question ? (
        <>
          <dt>{t('care.claim.question')}</dt>
          <dd className="care-item__answer" data-testid="claim-question">
            {question}
          </dd>
        </>
      ) : null}
      {reason ? (
        <>
          <dt>{t('care.claim.rejectionReason')}</dt>
          <dd className="care-item__answer" data-testid="claim-reason">
            {reason}
          </dd>
        </>
      ) : null}
    </>
  );
}
