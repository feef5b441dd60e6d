/**
 * A page-view event eventDelayMs (250 ms, spec section 9) after each route change, so the new
 * page's title is set, and only while the visitor allows analytics cookies. The tag-manager code
 * is its own chunk, loaded only for a visitor who allowed it (a first visit has not).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectCookieAllowed } from '../consent/consentSlice';

export const DEFAULT_EVENT_DELAY_MS = 250;

const analytics = () => import('../consent/analytics');

export function AnalyticsEffects() {
  const { brand } = useBundle();
  const { i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const allowed = useAppSelector((state) => selectCookieAllowed(state, 'analytics'));
  const settings = brand.analytics;
  const active = allowed && settings.provider !== 'none';

  useEffect(() => {
    if (active) void analytics().then(({ loadTagManager }) => loadTagManager(settings));
  }, [active, settings]);

  useEffect(() => {
    if (!active) return undefined;
    // A language switch is not a page view, so the language is read when the event fires.
    const timer = setTimeout(
      () =>
        void analytics().then(({ pushPageView }) =>
          pushPageView({ page_path: `${pathname}${search}`, page_title: document.title, page_language: i18n.language }),
        ),
      settings.eventDelayMs ?? DEFAULT_EVENT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [active, pathname, search, settings.eventDelayMs, i18n]);

  return null;
}
