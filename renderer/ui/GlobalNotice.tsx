/**
 * The global message line (issue 4): why the session ended (errors.sessionExpired), or the last
 * failed non-silent query, resolved as spec section 8 says (resolveErrorMessage).
 */
import { useTranslation } from 'react-i18next';
import { resolveErrorMessage } from '../api/apiError';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { endedReasonShown, selectEndedReason } from '../app/sessionSlice';
import { noticeDismissed, selectNotice } from '../app/uiSlice';

export default function GlobalNotice() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const ended = useAppSelector(selectEndedReason);
  const notice = useAppSelector(selectNotice);
  if (!ended && !notice) return null;
  const text = ended ? t(ended) : resolveErrorMessage(notice!.code, notice!.message ?? undefined, notice!.hasCode, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
  const dismiss = () => dispatch(ended ? endedReasonShown() : noticeDismissed());
  return (
    <div className="global-notice panel" role="alert" data-testid="global-notice">
      <span>{text}</span>{' '}
      <button type="button" className="global-notice__close" onClick={dismiss}>
        {t('ui.account.dismiss')}
      </button>
    </div>
  );
}
