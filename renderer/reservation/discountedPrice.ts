/**
 * The fee after the doctor's discount. HUF has no minor unit in practice (formatMoney shows none),
 * so it is rounded to whole forints; RON to bani. Rounding here, not in the formatter, keeps the
 * shown amount the one the clinic charges rather than a display artefact.
 */
export function discountedPrice(price: number, discountPercent: number, currency: 'HUF' | 'RON'): number {
  const percent = Math.min(100, Math.max(0, discountPercent));
  const raw = (price * (100 - percent)) / 100;
  const unit = currency === 'HUF' ? 1 : 100;
  return Math.round(raw * unit) / unit;
}
