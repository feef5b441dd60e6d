/**
 * Page title rule (spec section 2, with the brand's own name as the suffix): the translated route
 * name, " - ", the brand's name; the name alone when the route name has no translation.
 */
export const TITLE_SEPARATOR = ' - ';

export interface TitleTranslator {
  t: (key: string) => string;
  exists: (key: string) => boolean;
}

export function pageTitle(titleKey: string | undefined, suffix: string, i18n: TitleTranslator): string {
  if (!titleKey || !i18n.exists(titleKey)) return suffix;
  const name = i18n.t(titleKey).trim();
  return name ? `${name}${TITLE_SEPARATOR}${suffix}` : suffix;
}
