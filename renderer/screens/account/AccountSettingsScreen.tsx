/**
 * The patient's settings (/profile, issue 33): the language of the portal and of their mails (one
 * of the brand's), which optional mails they get (each step of a care request) and which are always
 * sent, and their login address with the ways to change it and the password. The choices are the
 * account's (PATCH /api/me/settings), so they hold on every device; a saved language switches the
 * page at once. A support user acting as the patient sees them but cannot change them.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings, AccountSettingsRequest, Locale } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useSaveSettingsMutation } from '../../api/accountsApi';
import { useBundle } from '../../app/bundle';
import { ACCOUNT_NAMESPACE } from '../../domain/brand/bundleParts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadUser } from '../../app/loginFlow';
import { selectSessionUser, settingsSaved } from '../../app/sessionSlice';
import { useLanguageSwitch } from '../../i18n/useLanguageSwitch';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ActionOutcome } from '../../ui/ActionOutcome';
import { BusyButton } from '../../ui/BusyButton';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton } from '../appointments/ListStates';
import './accountSettings.css';

type Saved = { kind: 'success' | 'error'; message?: string; at: number } | null;

/** What the form changes of the saved settings; empty when nothing. */
function changesOf(saved: AccountSettings, locale: Locale, careProgressMail: boolean): AccountSettingsRequest {
  return {
    ...(locale !== saved.locale ? { locale } : {}),
    ...(careProgressMail !== saved.careProgressMail ? { careProgressMail } : {}),
  };
}

function SettingsForm({ settings, readOnly }: { settings: AccountSettings; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const { brand } = useBundle();
  const dispatch = useAppDispatch();
  const switchTo = useLanguageSwitch();
  const [save, { isLoading }] = useSaveSettingsMutation();
  const [locale, setLocale] = useState<Locale>(settings.locale);
  const [careProgressMail, setCareProgressMail] = useState(settings.careProgressMail);
  const [saved, setSaved] = useState<Saved>(null);

  // A choice made meanwhile in the header's language switch shows here too.
  useEffect(() => setLocale(settings.locale), [settings.locale]);
  useEffect(() => setCareProgressMail(settings.careProgressMail), [settings.careProgressMail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const change = changesOf(settings, locale, careProgressMail);
    try {
      if (Object.keys(change).length > 0) dispatch(settingsSaved(await save(change).unwrap()));
      if (change.locale && change.locale !== i18n.language) await switchTo(change.locale);
      setSaved({ kind: 'success', at: Date.now() });
    } catch (caught) {
      setSaved({ kind: 'error', message: describeApiError(caught as never, i18n).message, at: Date.now() });
    }
  };

  return (
    <form className="portal-form account-settings" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="account-settings__group" disabled={readOnly} aria-describedby="settings-language-hint">
        <legend>{t('account.settings.language')}</legend>
        <p className="form-hint" id="settings-language-hint">{t('account.settings.languageHint')}</p>
        <div className="choice-group">
          {brand.locales.map((lng) => (
            <label key={lng} className="choice">
              <input type="radio" name="locale" value={lng} checked={locale === lng} onChange={() => setLocale(lng)} data-testid={`settings-locale-${lng}`} />
              <span lang={lng}>{t(`ui.language.${lng}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="account-settings__group" disabled={readOnly}>
        <legend>{t('account.settings.mails')}</legend>
        <label className="choice">
          <input type="checkbox" checked={careProgressMail} onChange={(event) => setCareProgressMail(event.target.checked)} aria-describedby="settings-care-hint" data-testid="settings-care-progress" />
          <span>{t('account.settings.careProgress')}</span>
        </label>
        <p className="form-hint" id="settings-care-hint">{t('account.settings.careProgressHint')}</p>
        <p className="account-settings__always" data-testid="settings-always-sent">{t('account.settings.alwaysSent')}</p>
      </fieldset>
      <ActionOutcome
        outcome={saved && { kind: saved.kind, message: saved.kind === 'success' ? t('account.settings.saved') : t('account.settings.saveFailed', { reason: saved.message ?? '' }), at: saved.at }}
        testId="settings-outcome"
      />
      {readOnly ? null : (
        <p className="button-row">
          <BusyButton type="submit" className="button" busy={isLoading} data-testid="settings-save">
            {t(isLoading ? 'account.settings.saving' : 'account.settings.save')}
          </BusyButton>
        </p>
      )}
    </form>
  );
}

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [reloadFailed, setReloadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const settings = user?.settings;

  // A me answer from before the settings existed: ask again (once, and on each retry).
  useEffect(() => {
    if (user && !settings) void loadUser(dispatch).then((fresh) => setReloadFailed(!fresh?.settings));
  }, [user, settings, dispatch, attempt]);

  return (
    <div className="screen account-settings-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('account.settings.lead')}</p>
      {user?.isImpersonator ? (
        <p className="panel panel--notice" data-testid="settings-impersonating">
          {t('account.settings.impersonating')}
        </p>
      ) : null}
      {settings ? <SettingsForm settings={settings} readOnly={Boolean(user?.isImpersonator)} /> : null}
      {!settings && !reloadFailed ? <ListSkeleton rows={2} testId="settings-loading" /> : null}
      {!settings && reloadFailed ? (
        <div className="panel panel--error" role="alert" data-testid="settings-load-error">
          <p>{t('account.settings.loadError')}</p>
          <button type="button" className="button" onClick={() => { setReloadFailed(false); setAttempt((n) => n + 1); }}>
            {t('appointments.retry')}
          </button>
        </div>
      ) : null}
      <section className="panel account-settings__account" aria-labelledby="settings-account">
        <h2 id="settings-account">{t('account.settings.account')}</h2>
        <dl className="details-list">
          <dt>{t('account.settings.email')}</dt>
          <dd data-testid="settings-email">{user?.email}</dd>
        </dl>
        <ul className="account-settings__links">
          <li>
            <PortalLink to="/change-email">{t('ui.header.changeEmail')}</PortalLink>
          </li>
          <li>
            <PortalLink to="/change-password">{t('ui.header.changePassword')}</PortalLink>
          </li>
          <li>
            <PortalLink to="/profile/security" data-testid="settings-security">{t('routes.security')}</PortalLink>
          </li>
          <li>
            <PortalLink to="/profile/devices" data-testid="settings-devices">{t('routes.devices')}</PortalLink>
          </li>
        </ul>
      </section>
      <section className="panel account-settings__account" aria-labelledby="settings-data-access">
        <h2 id="settings-data-access">{t('account.settings.healthData')}</h2>
        <p>{t('account.settings.dataAccessHint')}</p>
        <p>
          <PortalLink to="/profile/data-access" className="standalone-link" data-testid="settings-data-access">{t('routes.dataAccess')}</PortalLink>
        </p>
      </section>
    </div>
  );
}

/** The page's texts are a part of their own (bundleParts.ts ACCOUNT_NAMESPACE), loaded before it shows. */
export default function AccountSettingsScreen(props: ScreenProps) {
  return (
    <NamespaceTexts namespace={ACCOUNT_NAMESPACE}>
      <Screen {...props} />
    </NamespaceTexts>
  );
}
