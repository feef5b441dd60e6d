/**
 * The `mobileApp` object of a service document (services.json, the mobile application page, type
 * 35): what the page says about the app. Read defensively, like healthToolOfService: anything that
 * is not a complete description reads as none. The store links are the brand's (brand.json
 * mobileApp), not the service's.
 */
import type { MobileAppPage } from '../../../generated/config-types';

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function mobileAppOfService(service: unknown): MobileAppPage | null {
  const page = service && typeof service === 'object' ? (service as { mobileApp?: unknown }).mobileApp : undefined;
  if (!page || typeof page !== 'object') return null;
  const { description, features } = page as Record<string, unknown>;
  if (!isString(description) || !Array.isArray(features) || features.length === 0 || !features.every(isString)) return null;
  return page as MobileAppPage;
}
