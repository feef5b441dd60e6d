/**
 * The sign-in step after a right password (/login/second-factor, issue 34): the account's passkey,
 * a code of its authenticator app, or one of its recovery codes. The step's ticket comes in the
 * history state from the login form; without it (a reload, a link) the page says to sign in again.
 * A code that is not right says so beside the field, and the field keeps it for correcting.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeApiError } from '../../../api/apiError';
import { useSignInWithCodeMutation } from '../../../api/secondFactorApi';
import type { TokenPair } from '../../../api/accountsApi';
import { useAppDispatch } from '../../../app/hooks';
import { completeLogin } from '../../../app/loginFlow';
import { secondFactorStateOf } from '../../../app/secondFactorStep';
import { SIGN_IN_NAMESPACE } from '../../../domain/brand/bundleParts';
import { PortalLink, usePortalNavigate } from '../../../routing/PortalLink';
import type { ScreenProps } from '../../../routing/routeEntry';
import { useOnwardTarget } from '../../../routing/useOnwardTarget';
import { BusyButton } from '../../../ui/BusyButton';
import { FieldError } from '../../../ui/FieldError';
import { NamespaceTexts } from '../../../ui/NamespaceTexts';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { PasskeySignIn } from './PasskeySignIn';
import './signIn.css';

const EXPIRED = 'A409';

function Screen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const onward = useOnwardTarget();
  const state = secondFactorStateOf(useLocation().state);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ message: string; expired: boolean } | null>(null);
  const [signInWithCode, { isLoading: checking }] = useSignInWithCodeMutation();
  const fieldId = useId();
  const errorId = useId();

  if (!state) {
    return (
      <div className="screen second-factor-screen" data-screen-kind={route.meta.screen}>
        <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
        <p className="panel" data-testid="second-factor-missing">{t('signIn.startAgain')}</p>
        <p><PortalLink to="/login" className="standalone-link">{t('signIn.backToLogin')}</PortalLink></p>
      </div>
    );
  }
  const { step, to } = state;
  const canCode = step.methods.includes('totp') || step.methods.includes('recovery');
  const recoveryOnly = !step.methods.includes('totp');
  const recovering = useRecovery || recoveryOnly;

  const finish = async (pair: TokenPair) => {
    const target = await completeLogin(dispatch, pair);
    navigate(onward(target === '/' ? to : target), { replace: true });
  };

  const failed = (caught: unknown): { message: string; expired: boolean } => {
    const described = describeApiError(caught as never, i18n);
    return { message: described.message, expired: described.code === EXPIRED };
  };

  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const typed = code.trim();
    if (typed === '') {
      setError({ message: t(recovering ? 'signIn.recoveryRequired' : 'signIn.codeRequired'), expired: false });
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      await finish(await signInWithCode({ ticket: step.ticket, code: typed }).unwrap());
    } catch (caught) {
      setError(failed(caught));
      document.getElementById(fieldId)?.focus();
    }
  };

  return (
    <div className="screen second-factor-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('signIn.lead')}</p>
      {step.methods.includes('passkey') ? (
        <PasskeySignIn ticket={step.ticket} heading={t('signIn.passkey.heading')} hint={t('signIn.passkey.hint')} action={t('signIn.passkey.use')}
          className="panel second-factor__passkey" buttonClass="button" testId="second-factor-passkey" onSignedIn={finish} />
      ) : null}
      {canCode ? (
        <form className="second-factor__code" onSubmit={(event) => void onCode(event)} noValidate data-testid="second-factor-code-form">
          <h2>{t(recovering ? 'signIn.recoveryHeading' : 'signIn.codeHeading')}</h2>
          <div className="field">
            <label htmlFor={fieldId}>{t(recovering ? 'signIn.recoveryLabel' : 'signIn.codeLabel')}</label>
            <p className="form-hint" id={`${fieldId}-hint`}>{t(recovering ? 'signIn.recoveryHint' : 'signIn.codeHint')}</p>
            <input
              id={fieldId}
              key={recovering ? 'recovery' : 'code'}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode={recovering ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={recovering ? 40 : 6}
              pattern={recovering ? undefined : '[0-9]*'}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${fieldId}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}
              data-testid="second-factor-code"
            />
            <FieldError id={errorId} message={error?.message ?? null} />
          </div>
          {error?.expired ? <p><PortalLink to="/login" className="standalone-link">{t('signIn.backToLogin')}</PortalLink></p> : null}
          <p className="button-row">
            <BusyButton type="submit" className="button" busy={checking} data-testid="second-factor-submit">{t('signIn.submit')}</BusyButton>
          </p>
          {!recoveryOnly && step.methods.includes('recovery') ? (
            <p>
              <button type="button" className="text-button" onClick={() => { setUseRecovery(!useRecovery); setCode(''); setError(null); }} data-testid="second-factor-switch">
                {t(useRecovery ? 'signIn.useApp' : 'signIn.useRecovery')}
              </button>
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="second-factor__lost">{t('signIn.lost')}</p>
    </div>
  );
}

export default function SecondFactorScreen(props: ScreenProps) {
  return (
    <NamespaceTexts namespace={SIGN_IN_NAMESPACE}>
      <Screen {...props} />
    </NamespaceTexts>
  );
}
