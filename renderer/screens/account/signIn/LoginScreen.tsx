/**
 * The login page: the login form (FormScreen) and, under it, signing in with a passkey alone
 * (issue 34) where the browser has passkeys. The passkey's own check (fingerprint, face, PIN) is
 * the second factor, so no password is asked.
 */
import { useTranslation } from 'react-i18next';
import type { TokenPair } from '../../../api/accountsApi';
import { useAppDispatch } from '../../../app/hooks';
import { completeLogin } from '../../../app/loginFlow';
import { SIGN_IN_NAMESPACE } from '../../../domain/brand/bundleParts';
import { usePortalNavigate } from '../../../routing/PortalLink';
import type { ScreenProps } from '../../../routing/routeEntry';
import { useOnwardTarget } from '../../../routing/useOnwardTarget';
import { NamespaceTexts } from '../../../ui/NamespaceTexts';
import FormScreen from '../../form/FormScreen';
import { PasskeySignIn, usePasskeysAvailable } from './PasskeySignIn';
import './signIn.css';

function PasskeyAlone() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const onward = useOnwardTarget();
  if (!usePasskeysAvailable()) return null;
  const signedIn = async (pair: TokenPair) => navigate(onward(await completeLogin(dispatch, pair)), { replace: true });
  return (
    <PasskeySignIn heading={t('signIn.passkey.loginHeading')} hint={t('signIn.passkey.loginHint')} action={t('signIn.passkey.login')}
      className="login-passkey" buttonClass="button button--secondary" testId="login-passkey" onSignedIn={signedIn} />
  );
}

export default function LoginScreen(props: ScreenProps) {
  return (
    <FormScreen {...props}>
      <NamespaceTexts namespace={SIGN_IN_NAMESPACE}>
        <PasskeyAlone />
      </NamespaceTexts>
    </FormScreen>
  );
}
