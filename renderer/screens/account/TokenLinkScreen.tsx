/**
 * The token links of spec section 2 (/verify-registration/:token, /verify-email/:token, …): the
 * route's flow (params.flow) is completed with POST /api/tokens/{flow} {token} and the outcome
 * shown above the home screen's tiles. Password recovery and finish registration need a new
 * password first: they show their form document (passwordReset, finishRegistration) with the
 * token added; those flows log the user in.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/apiError';
import { accountsApi } from '../../api/accountsApi';
import { deadState, useCheckTokenQuery } from '../../api/tokensApi';
import { formPartKey, PASSWORD_FORMS } from '../../domain/brand/bundleParts';
import { useAppDispatch } from '../../app/hooks';
import { completeLogin } from '../../app/loginFlow';
import type { AppDispatch } from '../../app/store';
import type { ScreenProps } from '../../routing/routeEntry';
import { UnknownScreen } from '../../routing/UnknownScreen';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { LoadingPanel } from '../../ui/LoadingPanel';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ServiceTiles } from '../services-home/ServicesHomeScreen';
import { lazyChunk } from '../../routing/lazyChunk';
import { LinkProblem } from './LinkProblem';
import { ChunkSuspense } from '../../ui/ChunkSuspense';

/** The catalogue's code for a link that is invalid, expired or used (spec section 8). */
const LINK_INVALID = 'U017';

/** Flows that take a new password: their form document in forms.json. */

/** Flows whose success says more than the general "all done". */
const DONE_MESSAGES: Record<string, string> = { 'finish-reservation': 'ui.tokenLink.finishReservationDone' };

const TokenPasswordForm = lazyChunk('screens/account/TokenPasswordForm', () => import('./TokenPasswordForm'));

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'failed'; message: string };

/** One request per link, even when StrictMode runs the effect twice (the token is single-use). */
const completions = new Map<string, Promise<unknown>>();

function complete(dispatch: AppDispatch, flow: string, token: string): Promise<unknown> {
  const key = `${flow}:${token}`;
  let pending = completions.get(key);
  if (!pending) {
    pending = dispatch(accountsApi.endpoints.completeTokenFlow.initiate({ flow, token }))
      .unwrap()
      .then(async (answer) => {
        if (answer.token) await completeLogin(dispatch, { token: answer.token, refresh_token: answer.refresh_token });
        return answer;
      });
    completions.set(key, pending);
  }
  return pending;
}

export default function TokenLinkScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const flow = route.meta.params?.flow ?? '';
  const formId = PASSWORD_FORMS[flow];
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  // The link is checked first (on the server too): a dead one says why at once, and is never sent.
  const check = useCheckTokenQuery({ flow, token }, { skip: !flow || !token });
  const state = check.data?.state;
  // A check that could not be made does not stop the link: its own answer then says what happened.
  const usable = state === 'live' || check.isError;
  const { refetch } = check;

  useEffect(() => {
    if (formId || !flow || !token || !usable) return undefined;
    let live = true;
    setOutcome({ state: 'working' });
    complete(dispatch, flow, token)
      .then(() => live && setOutcome({ state: 'done' }))
      .catch((error: unknown) => {
        if (!live) return;
        const described = describeApiError(error as never, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
        // Used up meanwhile (another tab): the check says how, and the page shows that instead.
        if (described.code === LINK_INVALID) void refetch();
        setOutcome({ state: 'failed', message: described.message });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language; the request must not run again for it.
  }, [flow, token, formId, dispatch, usable]);

  const dead = deadState(state);
  if (formId) {
    return (
      <div className="screen screen--form">
        <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
        {dead ? (
          <LinkProblem flow={flow} state={dead} />
        ) : !usable ? (
          <LoadingPanel />
        ) : (
          <BundlePartGate kind="form" partKey={formPartKey(formId)} missing={() => <UnknownScreen route={route} />}>
            {({ form }) => (
              <ChunkSuspense chunk={TokenPasswordForm} fallback={<LoadingPanel />}>
                {/* A link used or replaced by a newer one while the form was open: the check says which, in place of the form. */}
                <TokenPasswordForm form={form} token={token} onFailed={(code) => {
                  if (code === LINK_INVALID) void refetch();
                }} />
              </ChunkSuspense>
            )}
          </BundlePartGate>
        )}
      </div>
    );
  }

  const shown = dead ? 'dead' : !usable ? 'working' : outcome.state;
  return (
    <div className="screen">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <div data-testid="token-link-outcome" data-state={shown}>
        {shown === 'working' ? <LoadingPanel /> : null}
        {dead ? <LinkProblem flow={flow} state={dead} /> : null}
        {shown === 'done' ? (
          <p className="panel panel--success" role="status">
            {t(DONE_MESSAGES[flow] ?? 'ui.tokenLink.done')}
          </p>
        ) : null}
        {shown === 'failed' && outcome.state === 'failed' ? (
          <p className="panel panel--error" role="alert">
            {outcome.message}
          </p>
        ) : null}
      </div>
      <ServiceTiles />
    </div>
  );
}
