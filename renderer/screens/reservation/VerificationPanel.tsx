/** Step verification: where the link went, how long it works, and what to do if it does not arrive (UX.md success state). */
import { useTranslation } from 'react-i18next';
import { BackToSearch } from './BackToSearch';
import type { Sent } from './RegistrationStep';

export function VerificationPanel({ sent }: { sent: Sent }) {
  const { t } = useTranslation();
  return (
    <div className="panel panel--success" data-testid="reservation-verification">
      <p role="status">{t('reservation.verification.sent', { email: sent.email, minutes: sent.minutes })}</p>
      {sent.discountRate > 0 ? <p>{t('reservation.finished.discount', { percent: sent.discountRate })}</p> : null}
      <p>{t('reservation.verification.notArrived')}</p>
      <BackToSearch />
    </div>
  );
}
