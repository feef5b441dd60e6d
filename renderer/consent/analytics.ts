/**
 * The tag-manager data layer (spec sections 4 and 9). Page views are pushed to window.dataLayer
 * only with analytics consent. With provider "local" nothing is ever loaded from a third party;
 * with "tag-manager" the container script is added only once consent exists. The script is an
 * external file (no inline code), so it also needs the brand's CSP to allow its origin.
 */
import type { AnalyticsSettings } from '../../generated/config-types';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export const TAG_MANAGER_SCRIPT_ID = 'portal-tag-manager';

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
  page_language: string;
}

export function pushPageView(event: Omit<PageViewEvent, 'event'>, win: Window = window): void {
  (win.dataLayer ??= []).push({ event: 'page_view', ...event });
}

/** Adds the tag-manager container once; a no-op for "local" and "none" and without a container id. */
export function loadTagManager(settings: AnalyticsSettings, doc: Document = document): boolean {
  if (settings.provider !== 'tag-manager' || !settings.containerId || doc.getElementById(TAG_MANAGER_SCRIPT_ID)) return false;
  const win = doc.defaultView;
  if (win) (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(settings.containerId)}`;
  doc.head.appendChild(script);
  return true;
}
