/**
 * Cookie consent (spec sections 3, 4, 9). Necessary cookies are always on; analytics start off
 * and switch on only when the visitor accepts. The answer goes to the `cookie_consent` cookie for
 * a year. The panel is a non-modal dialog docked at the bottom so the page stays readable and
 * usable before answering; the footer's "cookie settings" reopens it with focus moved into it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { writeConsentCookie, type ConsentValue, type OptionalCookie } from '../consent/consentCookie';
import { consentAnswered, selectConsentAnswer, selectConsentDialogOpen } from '../consent/consentSlice';

export function CookieConsent() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectConsentDialogOpen);
  const answer = useAppSelector(selectConsentAnswer);
  const [analytics, setAnalytics] = useState(Boolean(answer?.enabled.includes('analytics')));
  const [showSettings, setShowSettings] = useState(false);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus moves in only when the visitor asked for the settings (a previous answer exists).
    if (open && answer) panel.current?.focus();
    if (open) setAnalytics(Boolean(answer?.enabled.includes('analytics')));
  }, [open, answer]);

  if (!open) return null;

  const save = (enabled: OptionalCookie[]) => {
    const value: ConsentValue = { consent: enabled.length > 0, enabled };
    writeConsentCookie(value);
    dispatch(consentAnswered(value));
    setShowSettings(false);
  };

  return (
    <div ref={panel} className="cookie-consent" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="cookie-consent__title">
        {t('ui.cookie.title')}
      </h2>
      <p>{t('ui.cookie.text')}</p>
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
            <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} aria-describedby={`${titleId}-analytics`} />
            <span>{t('ui.cookie.analytics')}</span>
          </label>
          <p id={`${titleId}-analytics`} className="cookie-consent__hint">
            {t('ui.cookie.analyticsText')}
          </p>
        </fieldset>
      ) : null}
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={() => save(['analytics'])}>
          {t('ui.cookie.accept')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => save([])}>
          {t('ui.cookie.reject')}
        </button>
        {showSettings || answer ? (
          <button type="button" className="button button--secondary" onClick={() => save(analytics ? ['analytics'] : [])}>
            {t('ui.cookie.save')}
          </button>
        ) : (
          <button type="button" className="text-button" onClick={() => setShowSettings(true)}>
            {t('ui.cookie.settings')}
          </button>
        )}
      </div>
    </div>
  );
}
