/**
 * Signing in with a passkey: the server's options, the browser's dialog, the answer checked by the
 * server. On the login page alone (no ticket: the passkey is both factors) and on the second step
 * after a password (the step's ticket). What went wrong is said in place.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../api/apiError';
import type { TokenPair } from '../../../api/accountsApi';
import { usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation } from '../../../api/secondFactorApi';
import { BusyButton } from '../../../ui/BusyButton';
import { PasskeyCeremonyError, passkeysAvailable, signInCeremony } from './passkeyCeremony';

/** Whether this browser has passkeys; false until asked after the first render, as on the server. */
export function usePasskeysAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    void passkeysAvailable().then((yes) => live && setAvailable(yes));
    return () => {
      live = false;
    };
  }, []);
  return available;
}

interface Props {
  /** The sign-in step's ticket after a password; none for a passkey alone. */
  ticket?: string;
  heading: string;
  hint: string;
  action: string;
  className: string;
  buttonClass: string;
  testId: string;
  onSignedIn: (pair: TokenPair) => Promise<void>;
}

export function PasskeySignIn({ ticket, heading, hint, action, className, buttonClass, testId, onSignedIn }: Props) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [options, { isLoading: asking }] = usePasskeySignInOptionsMutation();
  const [signIn, { isLoading: verifying }] = useSignInWithPasskeyMutation();

  const onClick = async () => {
    if (asking || verifying) return;
    setError(null);
    try {
      const ceremony = await options(ticket === undefined ? {} : { ticket }).unwrap();
      const credential = await signInCeremony(ceremony.options);
      await onSignedIn(await signIn({ challengeId: ceremony.challengeId, credential }).unwrap());
    } catch (caught) {
      setError(caught instanceof PasskeyCeremonyError ? t(`signIn.passkey.${caught.failure}`) : describeApiError(caught as never, i18n).message);
    }
  };

  return (
    <section className={className} aria-labelledby={`${testId}-heading`}>
      <h2 id={`${testId}-heading`}>{heading}</h2>
      <p>{hint}</p>
      {error ? <p className="panel panel--error" role="alert" data-testid={`${testId}-error`}>{error}</p> : null}
      <p className="button-row">
        <BusyButton type="button" className={buttonClass} busy={asking || verifying} onClick={() => void onClick()} data-testid={testId}>{action}</BusyButton>
      </p>
    </section>
  );
}
