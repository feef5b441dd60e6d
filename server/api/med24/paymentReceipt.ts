/**
 * A paid card payment's receipt (issue 33): the seller (the brand), the buyer (the customer's
 * billing address, migration 0018), what was paid for, the amount with the VAT its product's
 * price includes (products.vat_percent, migration 0029), when it was paid and the gateway's
 * transaction id, in the request's language. Only a payment that succeeded and was not given back
 * has one; any other, or another customer's, answers 404 #404.
 */
import type { Request, Response } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import { formatDate, formatDateTime, formatMoney } from '../../../renderer/domain/format/format';
import { shownPaymentStatus } from '../../../renderer/domain/payments/paymentMachine';
import { NotFoundError } from '../../http/errors';
import { requestLocale, translate } from '../../http/requestLocale';
import { pdfFileName, sendPdf } from '../../documents/sendPdf';
import type { ApiContext } from '../apiContext';
import { invoiceOf } from './customerProfile';

/** The VAT a gross amount of whole forints includes at `percent`, rounded to the forint. */
export function includedVat(grossHuf: number, percent: number): number {
  return Math.round((grossHuf * percent) / (100 + percent));
}

async function paidPayment(ctx: ApiContext, brand: ServedBrand, userId: number, orderRef: string) {
  // A modification's payment is for the product it changes to; the subscription's own, for its product.
  const row = await ctx.db.selectFrom('payments').innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
    .leftJoin('subscription_modifications', 'subscription_modifications.id', 'payments.modification_id')
    .innerJoin('products', (join) => join.on((eb) => eb('products.id', '=', eb.fn.coalesce('subscription_modifications.to_product_id', 'subscriptions.product_id'))))
    .select(['payments.order_ref', 'payments.amount_huf', 'payments.status', 'payments.refunded_at', 'payments.card_mask', 'payments.created_at', 'payments.ipn_at',
      'payments.transaction_id', 'payments.modification_id', 'subscriptions.billing_period', 'products.name', 'products.vat_percent'])
    .where('subscriptions.user_id', '=', userId).where('payments.brand_id', '=', brand.id).where('payments.order_ref', '=', orderRef).executeTakeFirst();
  if (!row || shownPaymentStatus(row) !== 'succeeded') throw new NotFoundError('No such paid payment');
  return row;
}

export async function sendPaymentReceipt(ctx: ApiContext, brand: ServedBrand, req: Request, res: Response, userId: number, orderRef: string): Promise<void> {
  const payment = await paidPayment(ctx, brand, userId, orderRef);
  const buyer = await invoiceOf(ctx.db, userId);
  const locale = requestLocale(req, brand);
  const t = (key: string, values: Record<string, string> = {}): string => translate(brand, locale, key, values) ?? key;
  const money = (huf: number): string => formatMoney(huf, 'HUF', locale);
  const vat = includedVat(payment.amount_huf, payment.vat_percent);
  const country = buyer ? (new Intl.DisplayNames([locale], { type: 'region' }).of(buyer.country.toUpperCase()) ?? buyer.country) : '';
  const buyerLines = buyer ? [buyer.company, buyer.name, buyer.address, buyer.address2, `${buyer.zip} ${buyer.city}`, country].filter((line): line is string => Boolean(line)).join('\n') : '–';
  let period = '';
  if (payment.modification_id !== null) period = t('med24.receipt.change');
  else if (payment.billing_period) period = t(payment.billing_period === 'year' ? 'med24.receipt.periodYear' : 'med24.receipt.periodMonth');
  const title = t('med24.receipt.title');
  await sendPdf(res, pdfFileName(title, payment.order_ref), {
    title, issuer: t('brand.name'), lang: locale,
    facts: [
      [t('med24.receipt.seller'), t('brand.name')],
      [t('med24.receipt.buyer'), buyerLines],
      [t('med24.receipt.product'), period ? `${payment.name}, ${period}` : payment.name],
      [t('med24.receipt.paidAt'), formatDateTime(payment.ipn_at ?? payment.created_at, locale)],
      [t('med24.receipt.transactionId'), payment.transaction_id ?? '–'],
      [t('med24.receipt.orderRef'), payment.order_ref],
      ...(payment.card_mask ? [[t('med24.receipt.card'), payment.card_mask] as [string, string]] : []),
      [t('med24.receipt.net'), money(payment.amount_huf - vat)],
      [t('med24.receipt.vat', { rate: String(payment.vat_percent) }), money(vat)],
      [t('med24.receipt.gross'), money(payment.amount_huf)],
    ],
    footer: t('med24.receipt.footer', { date: formatDate(new Date(ctx.clock()), locale) }),
  });
}
