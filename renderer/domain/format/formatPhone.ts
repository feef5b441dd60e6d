/**
 * Phone numbers as the portal shows them (spec section 9). A module of its own, re-exported by
 * format.ts: the footer (entry chunk) needs only this, and importing format.ts there would put
 * date-fns and the time-zone data into every route's first download.
 */

/** Splits digits into groups of the given sizes, or undefined when the lengths do not add up. */
function group(digits: string, sizes: number[]): string[] | undefined {
  if (sizes.reduce((sum, size) => sum + size, 0) !== digits.length) return undefined;
  let at = 0;
  return sizes.map((size) => digits.slice(at, (at += size)));
}

/**
 * Hungarian numbers: Budapest has the one-digit area code 1 (1 + 7 digits); other areas and mobile
 * networks have two digits followed by 7 (mobile) or 6 (landline) digits.
 * Romanian numbers have 9 digits: Bucharest 21/31 + 7, everything else 3 + 3 + 3.
 */
function nationalGroups(country: string, digits: string): string[] | undefined {
  if (country === '36') {
    if (digits.startsWith('1')) return group(digits, [1, 3, 4]);
    return group(digits, digits.length === 9 ? [2, 3, 4] : [2, 3, 3]);
  }
  return group(digits, /^[23]1/.test(digits) ? [2, 3, 4] : [3, 3, 3]);
}

/** "+36 30 123 4567", "+40 721 234 567"; anything not recognisably +36 or +40 is returned as written. */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s,.\-()/]/g, '').replace(/^00/, '+');
  const match = /^\+(36|40)(\d+)$/.exec(compact);
  const groups = match ? nationalGroups(match[1]!, match[2]!) : undefined;
  return match && groups ? `+${match[1]} ${groups.join(' ')}` : phone.trim();
}
