/**
 * "Two-step sign-in" (/profile/security, issue 34): the account's second factors. An authenticator
 * app is set up by scanning a QR code (or typing its key) and confirming one code, which shows the
 * recovery codes once; passkeys are added by the browser's own dialog and listed with when they were
 * made and last used; removing a factor, or asking for new recovery codes, needs the password once
 * more. How to get back in without the phone or the passkey is said on the page. Support acting
 * for the person sees it but changes nothing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorStatus, TotpSetup } from '../../../../generated/config-types';
import { describeApiError } from '../../../api/apiError';
import {
  useAddPasskeyMutation, useConfirmTotpMutation, useNewRecoveryCodesMutation, usePasskeyRegistrationOptionsMutation, useRemovePasskeyMutation,
  useRemoveTotpMutation, useSecondFactorStatusQuery, useStartTotpMutation,
} from '../../../api/secondFactorApi';
import { useAppSelector } from '../../../app/hooks';
import { selectSessionUser } from '../../../app/sessionSlice';
import { selectLocale } from '../../../app/uiSlice';
import { SIGN_IN_NAMESPACE } from '../../../domain/brand/bundleParts';
import { formatDateTime } from '../../../domain/format/format';
import { PortalLink } from '../../../routing/PortalLink';
import type { ScreenProps } from '../../../routing/routeEntry';
import { ActionOutcome, type Outcome } from '../../../ui/ActionOutcome';
import { BusyButton } from '../../../ui/BusyButton';
import { NamespaceTexts } from '../../../ui/NamespaceTexts';
import { QrCode } from '../../../ui/QrCode';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../../appointments/ListStates';
import { PasskeyCeremonyError, registrationCeremony } from '../signIn/passkeyCeremony';
import { usePasskeysAvailable } from '../signIn/PasskeySignIn';
import { PasswordAgain } from './PasswordAgain';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpConfirm } from './TotpConfirm';
import './security.css';

type Asking = { kind: 'totp-off' } | { kind: 'new-codes' } | { kind: 'remove-passkey'; id: number; name: string } | null;

/** The key in groups of four, as a person types it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function useErrorText() {
  const { i18n } = useTranslation();
  return (caught: unknown) => describeApiError(caught as never, i18n).message;
}

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const readOnly = Boolean(useAppSelector(selectSessionUser)?.isImpersonator);
  const errorText = useErrorText();
  const { data, error, isError, isFetching, refetch } = useSecondFactorStatusQuery();
  const [status, setStatus] = useState<SecondFactorStatus | undefined>(undefined);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [askError, setAskError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const passkeysHere = usePasskeysAvailable();
  const [startTotp, { isLoading: starting }] = useStartTotpMutation();
  const [confirmTotp, { isLoading: confirming }] = useConfirmTotpMutation();
  const [removeTotp, { isLoading: removingTotp }] = useRemoveTotpMutation();
  const [newCodes, { isLoading: renewing }] = useNewRecoveryCodesMutation();
  const [registrationOptions, { isLoading: preparing }] = usePasskeyRegistrationOptionsMutation();
  const [addPasskey, { isLoading: adding }] = useAddPasskeyMutation();
  const [removePasskey, { isLoading: removingPasskey }] = useRemovePasskeyMutation();

  const shown = status ?? data;

  const said = (kind: 'success' | 'error', message: string) => setOutcome({ kind, message, at: Date.now() });
  const ask = (next: Asking) => {
    setAskError(null);
    setAsking(next);
  };

  const onStart = async () => {
    try {
      setSetup(await startTotp().unwrap());
    } catch (caught) {
      said('error', errorText(caught));
    }
  };

  const onConfirm = async (code: string): Promise<string | null> => {
    try {
      const answer = await confirmTotp(code).unwrap();
      setSetup(null);
      setCodes(answer.codes);
      return null;
    } catch (caught) {
      return errorText(caught);
    }
  };

  const onPassword = async (password: string) => {
    if (!asking) return;
    try {
      if (asking.kind === 'totp-off') {
        setStatus(await removeTotp(password).unwrap());
        said('success', t('signIn.security.app.removed'));
      } else if (asking.kind === 'new-codes') {
        setCodes((await newCodes(password).unwrap()).codes);
      } else {
        setStatus(await removePasskey({ id: asking.id, password }).unwrap());
        said('success', t('signIn.security.passkeys.removed', { name: asking.name }));
      }
      setAsking(null);
    } catch (caught) {
      setAskError(errorText(caught));
    }
  };

  const onAddPasskey = async () => {
    try {
      const { challengeId, options } = await registrationOptions().unwrap();
      const credential = await registrationCeremony(options);
      setStatus(await addPasskey({ challengeId, credential }).unwrap());
      said('success', t('signIn.security.passkeys.added'));
    } catch (caught) {
      said('error', caught instanceof PasskeyCeremonyError ? t(`signIn.passkey.${caught.failure}`) : errorText(caught));
    }
  };

  const codesDone = () => {
    setCodes(null);
    setStatus(undefined);
    void refetch();
    said('success', t('signIn.security.recovery.stored'));
  };

  const busy = starting || confirming || removingTotp || renewing || preparing || adding || removingPasskey;
  const asked = (kind: NonNullable<Asking>['kind'], action: string, testId: string) =>
    asking?.kind === kind ? <PasswordAgain action={action} busy={busy} error={askError} onConfirm={(p) => void onPassword(p)} onCancel={() => setAsking(null)} testId={testId} /> : null;

  return (
    <div className="screen security-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('signIn.security.lead')}</p>
      {readOnly ? <p className="panel panel--notice" data-testid="security-impersonating">{t('signIn.security.impersonating')}</p> : null}
      <ActionOutcome outcome={outcome} testId="security-outcome" />
      {codes ? <RecoveryCodes codes={codes} onDone={codesDone} /> : null}
      {isError && !shown ? <RetryPanel title={t('signIn.security.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="security-error" /> : null}
      {!shown && !isError ? <ListSkeleton rows={3} testId="security-loading" /> : null}
      {shown && !codes ? (
        <>
          <section className="panel security__section" aria-labelledby="security-app" data-testid="security-app">
            <h2 id="security-app">{t('signIn.security.app.heading')}</h2>
            <p className="security__state" data-testid="security-app-state">{t(shown.totp ? 'signIn.security.on' : 'signIn.security.off')}</p>
            <p>{t('signIn.security.app.hint')}</p>
            {readOnly ? null : shown.totp ? (
              asked('totp-off', t('signIn.security.app.remove'), 'security-app-off') ?? (
                <p className="button-row"><button type="button" className="button button--secondary" onClick={() => ask({ kind: 'totp-off' })} data-testid="security-app-remove">{t('signIn.security.app.remove')}</button></p>
              )
            ) : setup ? (
              <div className="security__setup" data-testid="security-app-setup">
                <h3>{t('signIn.security.app.scanHeading')}</h3>
                <p>{t('signIn.security.app.scan')}</p>
                <QrCode value={setup.uri} label={t('signIn.security.app.qrLabel')} testId="security-app-qr" />
                <p>{t('signIn.security.app.typeKey')}</p>
                <p><code className="security__secret" data-testid="security-app-secret" data-secret={setup.secret}>{grouped(setup.secret)}</code></p>
                <TotpConfirm busy={confirming} onConfirm={onConfirm} onCancel={() => setSetup(null)} />
              </div>
            ) : (
              <p className="button-row"><BusyButton type="button" className="button" busy={starting} onClick={() => void onStart()} data-testid="security-app-start">{t('signIn.security.app.start')}</BusyButton></p>
            )}
          </section>

          <section className="panel security__section" aria-labelledby="security-passkeys" data-testid="security-passkeys">
            <h2 id="security-passkeys">{t('signIn.security.passkeys.heading')}</h2>
            <p>{t('signIn.security.passkeys.hint')}</p>
            {shown.passkeys.length === 0 ? <p data-testid="security-passkeys-none">{t('signIn.security.passkeys.none')}</p> : (
              <ul className="security__passkeys">
                {shown.passkeys.map((passkey) => (
                  <li key={passkey.id} data-testid="security-passkey">
                    <strong>{passkey.name}</strong>
                    <span className="security__when">{t('signIn.security.passkeys.addedAt', { when: formatDateTime(passkey.createdAt, locale) })}</span>
                    <span className="security__when">{passkey.lastUsedAt ? t('signIn.security.passkeys.usedAt', { when: formatDateTime(passkey.lastUsedAt, locale) }) : t('signIn.security.passkeys.neverUsed')}</span>
                    {readOnly ? null : asking?.kind === 'remove-passkey' && asking.id === passkey.id ? asked('remove-passkey', t('signIn.security.passkeys.remove'), 'security-passkey-remove-form') : (
                      <button type="button" className="button button--secondary" onClick={() => ask({ kind: 'remove-passkey', id: passkey.id, name: passkey.name })}
                        aria-label={t('signIn.security.passkeys.removeNamed', { name: passkey.name })} data-testid="security-passkey-remove">{t('signIn.security.passkeys.remove')}</button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {readOnly ? null : passkeysHere ? (
              <p className="button-row"><BusyButton type="button" className="button" busy={preparing || adding} onClick={() => void onAddPasskey()} data-testid="security-passkey-add">{t('signIn.security.passkeys.add')}</BusyButton></p>
            ) : <p className="form-hint">{t('signIn.passkey.unsupported')}</p>}
          </section>

          <section className="panel security__section" aria-labelledby="security-recovery" data-testid="security-recovery">
            <h2 id="security-recovery">{t('signIn.security.recovery.heading')}</h2>
            <p data-testid="security-recovery-left">{t('signIn.security.recovery.left', { count: shown.recoveryCodesLeft })}</p>
            <p>{t('signIn.security.recovery.hint')}</p>
            {readOnly || (!shown.totp && shown.passkeys.length === 0) ? null : asked('new-codes', t('signIn.security.recovery.renew'), 'security-recovery-form') ?? (
              <p className="button-row"><button type="button" className="button button--secondary" onClick={() => ask({ kind: 'new-codes' })} data-testid="security-recovery-renew">{t('signIn.security.recovery.renew')}</button></p>
            )}
          </section>

          <section className="security__lost" aria-labelledby="security-lost">
            <h2 id="security-lost">{t('signIn.security.lost.heading')}</h2>
            <p>{t('signIn.security.lost.text')}</p>
          </section>
        </>
      ) : null}
      <p><PortalLink to="/profile" className="standalone-link">{t('signIn.security.back')}</PortalLink></p>
    </div>
  );
}

export default function SecurityScreen(props: ScreenProps) {
  return (
    <NamespaceTexts namespace={SIGN_IN_NAMESPACE}>
      <Screen {...props} />
    </NamespaceTexts>
  );
}
