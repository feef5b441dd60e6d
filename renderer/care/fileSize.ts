/** A file's size as a person reads it, in the locale's number format: 820 kB, 2,4 MB. */
import type { PortalLocale } from '../domain/format/format';
import { LOCALE_TAG } from '../domain/format/localeTag';

export function formatFileSize(bytes: number, locale: PortalLocale): string {
  const megabytes = bytes / 1024 / 1024;
  if (megabytes >= 1) return `${new Intl.NumberFormat(LOCALE_TAG[locale], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(megabytes)}\u00a0MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))}\u00a0kB`;
}
