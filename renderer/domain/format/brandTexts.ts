/**
 * Texts that name the brand nest its own words instead of writing them, so a brand that changes
 * its name or a phone number in one file changes it everywhere: page titles, the footer, content
 * pages and mails.
 *
 * The name is one text per locale: `name` in the brand's `brand` locale namespace
 * (brands/<brand>/locales/<lng>/brand.json), nested as "$t(brand.name)". Hungarian puts the
 * definite article before a product's name, and the article follows the name's first sound ("az
 * Egészségpont", "a TeleHealth Plusz"), so a Hungarian text nests `brand.theName` mid-sentence or
 * `brand.TheName` at the start of one; in English and Romanian both are the name itself.
 *
 * The phone lines come from the brand document's `contact` and are nested as
 * "$t(brand.doctorLinePhone)" and "$t(brand.callCentrePhone)", written as the portal shows numbers.
 *
 * All of these are derived when the brand is loaded; a product owner writes only `name`.
 */
import type { BrandDocument } from '../../../generated/config-types';
import { capitalise, hungarianArticle } from './withArticle';
import { formatPhone } from './formatPhone';

export const BRAND_NAME_KEY = 'brand.name';

export interface DerivedBrandTexts {
  theName?: string;
  TheName?: string;
  doctorLinePhone: string;
  callCentrePhone: string;
}

export function brandNameForms(name: string, lng: string): { theName: string; TheName: string } {
  if (lng !== 'hu') return { theName: name, TheName: name };
  const theName = `${hungarianArticle(name)} ${name}`;
  return { theName, TheName: capitalise(theName) };
}

/** The `brand` locale namespace of one language with the derived texts added; texts written in the file win. */
export function withDerivedBrandTexts(namespace: Record<string, unknown>, lng: string, brand: Pick<BrandDocument, 'contact'>): Record<string, unknown> {
  const name = namespace.name;
  const derived: DerivedBrandTexts = {
    ...(typeof name === 'string' ? brandNameForms(name, lng) : {}),
    doctorLinePhone: formatPhone(brand.contact.doctorLine.phone),
    callCentrePhone: formatPhone(brand.contact.callCentre.phone),
  };
  return { ...derived, ...namespace };
}
