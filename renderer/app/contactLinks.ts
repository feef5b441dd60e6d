/**
 * Telephone links of the brand's own lines. A document names a line, not a number
 * (`"href": "tel:callCentre"` or `"tel:doctorLine"` in content.json), so a brand that sets its own
 * `contact` in brand.json is dialled at its own number wherever a base page offers a call.
 */
import type { ContactSettings } from '../../generated/config-types';

/** tel: address of a shown number: digits and the leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

const LINES: Record<string, (contact: ContactSettings) => string> = {
  'tel:callCentre': (contact) => contact.callCentre.phone,
  'tel:doctorLine': (contact) => contact.doctorLine.phone,
};

/** A document's link with a named line replaced by the brand's number; any other link as it is. */
export function resolveContactHref(href: string, contact: ContactSettings): string {
  const line = Object.prototype.hasOwnProperty.call(LINES, href) ? LINES[href] : undefined;
  return line ? telHref(line(contact)) : href;
}
