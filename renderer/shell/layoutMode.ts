/**
 * Which layout the page uses (spec sections 1 and 2): `webview` when the URL has `webview` or
 * `_webview` (remembered for the browser session, since the mobile app only sets it on the first
 * URL), `embed` when it has iframe=1 (kept in every later URL by keepEmbed), else `normal`.
 */
import { isEmbedded } from '../domain/brand/keepEmbed';

export type LayoutMode = 'normal' | 'embed' | 'webview';

export const WEBVIEW_SESSION_KEY = 'portal.webview';

export const hasWebviewParam = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return params.has('webview') || params.has('_webview');
};

/**
 * window.sessionStorage, or null where reading the property itself throws (a SecurityError when
 * the browser blocks storage, e.g. the portal in a third-party iframe).
 */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads and, when the URL says so, records the webview flag; storage errors mean "not remembered". */
export function detectWebview(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  const inUrl = hasWebviewParam(search);
  try {
    if (inUrl) storage?.setItem(WEBVIEW_SESSION_KEY, '1');
    return inUrl || storage?.getItem(WEBVIEW_SESSION_KEY) === '1';
  } catch {
    return inUrl;
  }
}

export function layoutModeFor(search: string, webview: boolean): LayoutMode {
  if (webview || hasWebviewParam(search)) return 'webview';
  return isEmbedded(search) ? 'embed' : 'normal';
}
