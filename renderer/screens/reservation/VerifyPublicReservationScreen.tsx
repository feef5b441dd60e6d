/**
 * /verify-public-reservation/:token? — the emailed link of an anonymous booking. The token is
 * posted once (the link is single-use) and the confirmed reservation shown as the flow's finished
 * step; a used, expired or mangled link says so (U017). Without a token, a field to paste it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/apiError';
import { reservationsApi, type VerifiedReservationAnswer } from '../../api/reservationsApi';
import { useAppDispatch } from '../../app/hooks';
import { onceByKey } from '../../reservation/onceByKey';
import type { ScreenProps } from '../../routing/routeEntry';
import { LoadingPanel } from '../../ui/LoadingPanel';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { deadState, useCheckTokenQuery } from '../../api/tokensApi';
import { LinkProblemText } from '../account/LinkProblem';
import { BackToSearch } from './BackToSearch';
import { FinishedPanel } from './FinishedPanel';
import { TokenPasteForm } from './TokenPasteForm';
import './reservation.css';

export const VERIFY_PATH = '/verify-public-reservation';
const VERIFY_FLOW = 'verify-public-reservation';

type Outcome = { state: 'working' } | { state: 'done'; answer: VerifiedReservationAnswer } | { state: 'failed'; code: string; message: string };

const verifyOnce = onceByKey<VerifiedReservationAnswer>();

export default function VerifyPublicReservationScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  // A link that did not work says how (expired, used, unknown), once it has failed.
  const invalid = outcome.state === 'failed' && outcome.code === 'U017';
  const state = useCheckTokenQuery({ flow: VERIFY_FLOW, token }, { skip: !invalid }).data?.state;
  const dead = invalid ? deadState(state) : undefined;

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    setOutcome({ state: 'working' });
    verifyOnce(token, () => dispatch(reservationsApi.endpoints.verifyPublicReservation.initiate(token)).unwrap())
      .then((answer) => live && setOutcome({ state: 'done', answer }))
      .catch((error: unknown) => {
        if (!live) return;
        const described = describeApiError(error as never, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
        setOutcome({ state: 'failed', code: described.code, message: described.message });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes with the language; the single-use token must not be posted again for it.
  }, [token, dispatch]);

  return (
    <div className="screen reservation" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {!token ? (
        <TokenPasteForm basePath={VERIFY_PATH} />
      ) : outcome.state === 'working' ? (
        <LoadingPanel />
      ) : outcome.state === 'done' ? (
        <FinishedPanel reservation={outcome.answer.reservation} discountRate={outcome.answer.reservation.discountRate} loggedIn={false} />
      ) : (
        <div className="panel reservation__problem" role="alert" data-testid="token-failed" data-code={outcome.code}>
          {dead ? <LinkProblemText flow={VERIFY_FLOW} state={dead} /> : <p>{outcome.message}</p>}
          {outcome.code === 'U017' ? <p>{t('reservation.verify.usedHint')}</p> : null}
          <BackToSearch primary />
        </div>
      )}
    </div>
  );
}
