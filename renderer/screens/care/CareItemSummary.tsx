/**
 * Where a care item stands, as the patient's card and the operator's item both show it: the state
 * badge beside when it was sent, the next step, the progress through its flow, and the booked
 * appointment and the written answer once there are any, a claim's amounts, question or reason, and the provider the patient chose. `details` come first in the list (the
 * operator's view names the patient there).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareItem } from '../../api/careApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { nextStepKey } from '../../care/careLabels';
import { formatDateTime } from '../../domain/format/format';
import { CareProgress } from './CareProgress';
import { CareStateBadge } from './CareStateBadge';
import { ClaimFacts } from './ClaimFacts';
import { ForWhomFacts } from '../../relatives/ForWhomField';

export function CareItemSummary({ item, sent, details }: { item: CareItem; sent: ReactNode; details?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  return (
    <>
      <p className="care-item__badges">
        <CareStateBadge flow={item.flow} state={item.state} />
        <span className="care-item__created">{sent}</span>
      </p>
      <p className="care-item__next" data-testid="care-next-step">
        <strong>{t('care.item.nextStep')}</strong> {t(nextStepKey(item))}
      </p>
      <CareProgress flow={item.flow} state={item.state} />
      <dl className="details-list">
        <ForWhomFacts relative={item.relative} />
        {details}
        <ClaimFacts item={item} />
        {item.provider ? (
          <>
            <dt>{t('care.item.provider')}</dt>
            <dd data-testid="care-provider">{item.provider.name}</dd>
          </>
        ) : null}
        {item.appointmentAt ? (
          <>
            <dt>{t('care.item.appointment')}</dt>
            <dd>
              <time dateTime={item.appointmentAt}>{formatDateTime(item.appointmentAt, locale)}</time>
              {item.channel ? `, ${t(`care.channel.${item.channel}`)}` : ''}
            </dd>
          </>
        ) : null}
        {item.answer ? (
          <>
            <dt>{t('care.item.answer')}</dt>
            <dd className="care-item__answer" data-testid="care-answer">
              {item.answer}
            </dd>
          </>
        ) : null}
      </dl>
    </>
  );
}
