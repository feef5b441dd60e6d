/**
 * Cookie consent (spec sections 3, 4, 9). Necessary cookies are always on; analytics start off
 * and switch on only when the visitor accepts. The answer goes to the `cookie_consent` cookie for
 * a year. The banner is the first thing of the page, in the flow rather than floating over it:
 * first in the tab order, it can never cover a focused element (WCAG 2.2 2.4.11), and one
 * sentence and a row of buttons keep it under a fifth of a phone's screen. The page stays usable
 * before answering; the footer's "cookie settings" reopens it with focus moved into it. A partner
 * app's webview asks about cookies itself, so the banner is not shown there. Answering removes
 * the banner with the button pressed, so the focus moves on first (issue 38): back to what
 * reopened it (the footer's link), else to the next stop of the page — the skip link for a
 * keyboard, the main landmark (no ring) for a pointer.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { writeConsentCookie } from '../consent/consentCookie';
import type { ConsentValue, OptionalCookie } from '../domain/brand/consentCookie';
import { consentAnswered, selectConsentAnswer, selectConsentDialogOpen } from '../consent/consentSlice';
import { focusLost } from './focusRescue';

export function CookieConsent() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectConsentDialogOpen);
  const answer = useAppSelector(selectConsentAnswer);
  const [analytics, setAnalytics] = useState(Boolean(answer?.enabled.includes('analytics')));
  const [showSettings, setShowSettings] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const analyticsBox = useRef<HTMLInputElement>(null);
  // "Settings" gives way to the choices (its button turns into "Save"): the focus goes to the first one that can be changed.
  useEffect(() => {
    if (showSettings && (panel.current?.contains(document.activeElement) || focusLost())) analyticsBox.current?.focus();
  }, [showSettings]);
  /** What had the focus when the settings were reopened (the footer's link): it gets it back. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // Focus moves in only when the visitor asked for the settings (a previous answer exists).
    if (open && answer) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !panel.current?.contains(active)) opener.current = active;
      panel.current?.focus();
      panel.current?.scrollIntoView({ block: 'start' });
    }
    if (open) setAnalytics(Boolean(answer?.enabled.includes('analytics')));
  }, [open, answer]);

  if (!open) return null;

  /** The focus leaves the banner before it goes (a click's detail is 0 when a key pressed the button). */
  const moveFocusOn = (event: MouseEvent) => {
    if (!panel.current?.contains(document.activeElement)) return;
    const back = opener.current?.isConnected ? opener.current : null;
    opener.current = null;
    const byKeyboard = event.detail === 0;
    const next = back ?? (byKeyboard ? document.querySelector<HTMLElement>('.skip-link') : null) ?? document.getElementById('main');
    next?.focus({ preventScroll: !back && !byKeyboard });
  };

  const save = (enabled: OptionalCookie[], event: MouseEvent) => {
    moveFocusOn(event);
    const value: ConsentValue = { consent: enabled.length > 0, enabled };
    writeConsentCookie(value);
    dispatch(consentAnswered(value));
    setShowSettings(false);
  };

  return (
    <section ref={panel} className="cookie-consent" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="visually-hidden">
        {t('ui.cookie.title')}
      </h2>
      <p className="cookie-consent__text">{t('ui.cookie.text')}</p>
      {showSettings || answer ? (
        <fieldset className="cookie-consent__choices">
          <legend className="visually-hidden">{t('ui.cookie.settings')}</legend>
          <label className="checkbox">
            <input type="checkbox" checked disabled aria-describedby={`${titleId}-necessary`} />
            <span>{t('ui.cookie.necessary')}</span>
          </label>
          <p id={`${titleId}-necessary`} className="cookie-consent__hint">
            {t('ui.cookie.necessaryText')}
          </p>
          <label className="checkbox">
            <input ref={analyticsBox} type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} aria-describedby={`${titleId}-analytics`} />
            <span>{t('ui.cookie.analytics')}</span>
          </label>
          <p id={`${titleId}-analytics`} className="cookie-consent__hint">
            {t('ui.cookie.analyticsText')}
          </p>
        </fieldset>
      ) : null}
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={(e) => save(['analytics'], e)}>
          {t('ui.cookie.accept')}
        </button>
        <button type="button" className="button button--secondary" onClick={(e) => save([], e)}>
          {t('ui.cookie.reject')}
        </button>
        {showSettings || answer ? (
          <button type="button" className="button button--secondary" onClick={(e) => save(analytics ? ['analytics'] : [], e)}>
            {t('ui.cookie.save')}
          </button>
        ) : (
          <button type="button" className="text-button" onClick={() => setShowSettings(true)}>
            {t('ui.cookie.settings')}
          </button>
        )}
      </div>
    </section>
  );
}
