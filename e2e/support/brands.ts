/** The brands under test, read with the same loader the server uses, and their translations. */
import path from 'node:path';
import { loadBrands, type EffectiveBrand } from '../../server/config/loadBrands';
import { localeText } from '../../server/config/localeText';

export const BRANDS: EffectiveBrand[] = loadBrands(path.resolve(import.meta.dirname, '../../brands')).brands;

export function brand(id: string): EffectiveBrand {
  const found = BRANDS.find((b) => b.id === id);
  if (!found) throw new Error(`no brand ${id}`);
  return found;
}

export function hostOf(b: EffectiveBrand): string {
  return b.brand.hosts?.[0] ?? 'localhost';
}

/** A translation of the brand ("routes.home") in a locale, as the portal shows it, with its {{values}} filled in. */
export function text(b: EffectiveBrand, locale: 'hu' | 'en' | 'ro', key: string, values: Record<string, string> = {}): string {
  const found = localeText(b.locales[locale], key, values);
  if (found === undefined) throw new Error(`no text ${key} in ${b.id}/${locale}`);
  return found;
}

export function rgb(hex: string): string {
  const h = hex.slice(1);
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
