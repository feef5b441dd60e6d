/**
 * The price a booking was made at (issue 11): the doctor's price then, the discount it carried and
 * what is left to pay, rounded to the currency's unit (forints have none below them in practice;
 * lei have bani). A booking whose price is unknown has none rather than today's price.
 */
import type { BookedPrice as MaybeBookedPrice } from '../../../generated/config-types';
import { discountedAmount } from '../../../renderer/domain/format/format';

type BookedPrice = NonNullable<MaybeBookedPrice>;

const isCurrency = (currency: string | null): currency is BookedPrice['currency'] => currency === 'HUF' || currency === 'RON';

export function bookedPrice(r: { price: number | null; currency: string | null; discount_rate: number }): BookedPrice | null {
  if (r.price === null || !isCurrency(r.currency)) return null;
  return { amount: r.price, currency: r.currency, discountRate: r.discount_rate, discountedAmount: discountedAmount(r.price, r.discount_rate, r.currency) };
}
