/**
 * The global message line (issue 4): why the session ended (errors.sessionExpired), or the last
 * failed non-silent query, resolved as spec section 8 says (resolveErrorMessage). A query the API
 * never answered (a network failure) reads as a plain sentence with a "Try again" that asks the
 * failed queries again (issue 38); the focus then goes to the page's heading, not to <body>.
 */
import { useTranslation } from 'react-i18next';
import { isNetworkFailure, resolveErrorMessage } from '../api/apiError';
import { retryFailedQueries } from '../api/baseApi';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { endedReasonShown, selectEndedReason } from '../app/sessionSlice';
import { noticeDismissed, selectNotice } from '../app/uiSlice';
import { pageFallback } from './focusRescue';

export default function GlobalNotice() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const ended = useAppSelector(selectEndedReason);
  const notice = useAppSelector(selectNotice);
  if (!ended && !notice) return null;
  const text = ended ? t(ended) : resolveErrorMessage(notice!.code, notice!.message ?? undefined, notice!.hasCode, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
  const retryable = !ended && isNetworkFailure(notice!.code);
  /** The line goes with the button pressed: the focus goes to the page's heading rather than to <body>. */
  const close = () => {
    const fallback = pageFallback();
    dispatch(ended ? endedReasonShown() : noticeDismissed());
    fallback?.focus();
  };
  const retry = () => {
    close();
    dispatch(retryFailedQueries());
  };
  return (
    <div className="global-notice panel" role="alert" data-testid="global-notice">
      <span>{text}</span>{' '}
      {retryable ? (
        <button type="button" className="global-notice__retry" onClick={retry} data-testid="global-notice-retry">
          {t('ui.retry')}
        </button>
      ) : null}{' '}
      <button type="button" className="global-notice__close" onClick={close}>
        {t('ui.account.dismiss')}
      </button>
    </div>
  );
}
