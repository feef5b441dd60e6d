/**
 * /delete-public-reservation/:token? — the cancel link of an anonymous booking. Cancelling cannot
 * be undone, so the patient confirms with a button first: a link opened by mistake (or by a mail
 * client's preview) must not give the appointment away; the question names the appointment (its
 * time in Budapest, the clinic, the doctor). Without a token, a field to paste it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/apiError';
import { useDeletePublicReservationMutation } from '../../api/reservationsApi';
import type { ScreenProps } from '../../routing/routeEntry';
import { ConfirmChoice } from '../../ui/ConfirmChoice';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { LoadingPanel } from '../../ui/LoadingPanel';
import { deadState, useCheckTokenQuery } from '../../api/tokensApi';
import { LinkProblemText } from '../account/LinkProblem';
import { BackToSearch } from './BackToSearch';
import { TokenPasteForm } from './TokenPasteForm';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDateTime } from '../../domain/format/format';
import './reservation.css';

export const DELETE_PATH = '/delete-public-reservation';
const DELETE_FLOW = 'delete-public-reservation';

type Outcome = { state: 'asking' } | { state: 'done' } | { state: 'failed'; code: string; message: string };

export default function DeletePublicReservationScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const locale = useAppSelector(selectLocale);
  const [cancel, { isLoading }] = useDeletePublicReservationMutation();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });
  const check = useCheckTokenQuery({ flow: DELETE_FLOW, token }, { skip: !token });
  const state = check.data?.state;
  const dead = deadState(state);
  // A check that could not be made does not stop the cancellation: its own answer then says what happened.
  const usable = state === 'live' || check.isError;
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => setOutcome({ state: 'asking' }), [token]);
  useEffect(() => {
    if (outcome.state !== 'asking') result.current?.focus();
  }, [outcome.state]);

  const confirm = async () => {
    try {
      await cancel(token).unwrap();
      setOutcome({ state: 'done' });
    } catch (error) {
      const described = describeApiError(error as never, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
      setOutcome({ state: 'failed', code: described.code, message: described.message });
    }
  };

  let body;
  if (!token) body = <TokenPasteForm basePath={DELETE_PATH} />;
  else if (outcome.state === 'asking' && dead) {
    // Checked before asking: a link that can no longer cancel says so instead of "are you sure?".
    body = (
      <div className="panel reservation__problem" role="alert" data-testid="token-failed" data-code="U017">
        <LinkProblemText flow={DELETE_FLOW} state={dead} />
        {dead === 'used' ? <p>{t('reservation.delete.usedHint')}</p> : null}
        <BackToSearch primary />
      </div>
    );
  } else if (outcome.state === 'asking' && !usable) body = <LoadingPanel />;
  else if (outcome.state === 'asking') {
    body = (
      <div className="panel" data-testid="delete-confirm">
        {check.data?.appointment ? (
          <dl className="reservation__facts" data-testid="delete-appointment">
            <dt>{t('reservation.delete.when')}</dt>
            <dd>{formatDateTime(check.data.appointment.start, locale)}</dd>
            <dt>{t('reservation.delete.where')}</dt>
            <dd>{check.data.appointment.provider}</dd>
            <dt>{t('reservation.delete.doctor')}</dt>
            <dd>{check.data.appointment.doctor}</dd>
          </dl>
        ) : null}
        <p>{t('reservation.delete.question')}</p>
        <ConfirmChoice
          keep={<BackToSearch />}
          confirmLabel={t('reservation.delete.submit')}
          busyLabel={t('reservation.delete.working')}
          busy={isLoading}
          onConfirm={() => void confirm()}
          testId="delete-submit"
        />
      </div>
    );
  } else if (outcome.state === 'done') {
    body = (
      <div ref={result} tabIndex={-1} className="panel panel--success" role="status" data-testid="delete-done">
        <p>{t('reservation.delete.done')}</p>
        <BackToSearch primary />
      </div>
    );
  } else {
    body = (
      <div ref={result} tabIndex={-1} className="panel reservation__problem" role="alert" data-testid="token-failed" data-code={outcome.code}>
        <p>{outcome.message}</p>
        {outcome.code === 'U017' ? <p>{t('reservation.delete.usedHint')}</p> : null}
        <BackToSearch primary />
      </div>
    );
  }

  return (
    <div className="screen reservation" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {body}
    </div>
  );
}
