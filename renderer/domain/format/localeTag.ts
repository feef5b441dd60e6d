/** The BCP 47 tag of each portal locale (spec §9: en-GB, hu-HU, ro-RO), for Intl's formats and collation. */
import type { PortalLocale } from './format';

export const LOCALE_TAG: Readonly<Record<PortalLocale, string>> = { hu: 'hu-HU', en: 'en-GB', ro: 'ro-RO' };
