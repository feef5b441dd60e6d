/**
 * A link from an email that cannot be used (issue 11): one sentence about the link (expired,
 * already used, not recognised) and what to do next, never a form's error summary. What to do
 * depends on the flow: a password link can be asked for again; a step that may be done already
 * (a confirmation, a cancellation) is checked by logging in or in the booking; any other is the
 * call centre's.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { formatPhone } from '../../domain/format/formatPhone';
import type { DeadState } from '../../api/tokensApi';
import { PortalLink } from '../../routing/PortalLink';
import { useLinkAllowed } from '../../routing/useGuards';


/** Flows whose link can be asked for again, and where. */
const ASK_AGAIN: Record<string, string> = { 'password-recovery': '/password-recovery' };
/** Flows whose used link most likely did its work already: logging in shows it. */
const MAYBE_DONE = new Set(['verify-registration', 'finish-registration', 'verify-email', 'verify-contact-email', 'verify-corporate', 'finish-reservation', 'verify-public-reservation']);

/** What a dead link says, inside whatever panel its page shows problems in. */
export function LinkProblemText({ flow, state }: { flow: string; state: DeadState }) {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const allowed = useLinkAllowed();
  const askAgain = ASK_AGAIN[flow];
  const maybeDone = state === 'used' && MAYBE_DONE.has(flow) && allowed('/login');
  return (
    <>
      <p data-testid="link-problem" data-state={state}>
        <strong>{t(`ui.tokenLink.state.${state}`)}</strong>
      </p>
      {maybeDone ? (
        <p>
          {t('ui.tokenLink.maybeDone')} <PortalLink to="/login">{t('routes.login')}</PortalLink>
        </p>
      ) : null}
      {askAgain && allowed(askAgain) ? (
        <p>
          <PortalLink className="link-button" to={askAgain}>
            {t('ui.tokenLink.requestNew')}
          </PortalLink>
        </p>
      ) : null}
      <p>{t('ui.tokenLink.callUs', { phone: formatPhone(brand.contact.callCentre.phone) })}</p>
    </>
  );
}

export function LinkProblem({ flow, state }: { flow: string; state: DeadState }) {
  return (
    <div className="panel panel--error" role="alert">
      <LinkProblemText flow={flow} state={state} />
    </div>
  );
}
