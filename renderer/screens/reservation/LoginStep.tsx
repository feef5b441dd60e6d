/**
 * Step login: the brand's login form document in place, so the patient keeps the chosen slot.
 * The usual login flow runs (tokens, user, subscription); when it needs another screen first
 * (choosing a subscription, the privacy statement) the visitor goes there, as from /login. An
 * account with a second factor gives it on its own page and comes back here, the slot still chosen.
 */
import { useTranslation } from 'react-i18next';
import { formPartKey, RESERVATION_FORMS } from '../../domain/brand/bundleParts';
import { useAppDispatch } from '../../app/hooks';
import { completeLogin, HOME_PATH } from '../../app/loginFlow';
import { SECOND_FACTOR_PATH, isSecondFactorStep, type SecondFactorState } from '../../app/secondFactorStep';
import { PortalForm } from '../../forms/PortalForm';
import { usePortalNavigate } from '../../routing/PortalLink';
import { BundlePartGate } from '../../ui/BundlePartGate';

export default function LoginStep({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const unavailable = () => (
    <p className="panel" role="status">
      {t('reservation.login.unavailable')}
    </p>
  );
  return (
    <BundlePartGate kind="form" partKey={formPartKey(RESERVATION_FORMS.login)} missing={unavailable}>
      {({ form }) => (
        <PortalForm
          form={form}
          onSubmitted={async (answer) => {
            if (isSecondFactorStep(answer)) {
              navigate(SECOND_FACTOR_PATH, { state: { step: answer.secondFactor, to: `${window.location.pathname}${window.location.search}` } satisfies SecondFactorState });
              return;
            }
            if (typeof answer?.token !== 'string') throw new Error('login answered no token');
            const next = await completeLogin(dispatch, { token: answer.token, refresh_token: typeof answer.refresh_token === 'string' ? answer.refresh_token : undefined });
            if (next === HOME_PATH) onLoggedIn();
            else navigate(next);
          }}
        />
      )}
    </BundlePartGate>
  );
}
