/**
 * Card payments as a table: when, for what, how much (whole forints), where the payment stands,
 * the card's masked number and, for a paid one, its receipt as a PDF (issue 33). An empty list says so. On a narrow screen the table scrolls sideways in
 * a region that takes the keyboard focus, so it can be scrolled without a mouse.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Med24Transactions } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDateTime, formatMoney } from '../../domain/format/format';
import { receiptUrl } from '../../api/med24Api';
import { DownloadLink } from '../../ui/DownloadLink';

export function TransactionsList({ transactions }: { transactions: Med24Transactions['transactions'] }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const captionId = useId();
  const when = (tx: Med24Transactions['transactions'][number]): string => formatDateTime(tx.confirmedAt ?? tx.createdAt, locale);
  if (transactions.length === 0) return <p data-testid="transactions-empty">{t('med24.transactions.empty')}</p>;
  return (
    <div className="med24-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="med24-table" data-testid="transactions">
        <caption id={captionId} className="visually-hidden">{t('med24.transactions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('med24.transactions.date')}</th>
            <th scope="col">{t('med24.transactions.product')}</th>
            <th scope="col">{t('med24.transactions.amount')}</th>
            <th scope="col">{t('med24.transactions.status')}</th>
            <th scope="col">{t('med24.transactions.card')}</th>
            <th scope="col">{t('med24.receipt.column')}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr key={tx.orderRef} data-status={tx.status} data-order={tx.orderRef}>
              <td>{when(tx)}</td>
              <td>{tx.productName}</td>
              <td className="med24-table__amount">{formatMoney(tx.amountHuf, 'HUF', locale)}</td>
              <td>{t(`med24.transactions.state.${tx.status}`)}</td>
              <td>{tx.cardMask ?? '–'}</td>
              <td>
                {tx.status === 'succeeded' ? (
                  <DownloadLink href={receiptUrl(tx.orderRef)} testId="receipt-download">
                    {t('med24.receipt.download')}
                    <span className="visually-hidden">, {when(tx)}</span>
                  </DownloadLink>
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
