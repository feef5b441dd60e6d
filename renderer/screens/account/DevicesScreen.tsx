/**
 * "Signed-in devices" (/profile/devices, issue 34): every place the person is signed in, by
 * browser and system, when they signed in there and when it was last used (Budapest time), this
 * device marked and a session support opened for them named. Each other device can be signed out
 * at once, or all of them; signing out here is the menu's log out. Support acting for the person
 * sees the list but cannot sign anything out.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeApiError } from '../../api/apiError';
import { useEndOtherSessionsMutation, useEndSessionMutation, useListSessionsQuery, type SignedInSession } from '../../api/sessionsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logout } from '../../app/loginFlow';
import { selectSessionUser } from '../../app/sessionSlice';
import { selectLocale } from '../../app/uiSlice';
import { ACCOUNT_NAMESPACE } from '../../domain/brand/bundleParts';
import { formatDateTime } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { BusyButton } from '../../ui/BusyButton';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import './devices.css';

/** "Chrome 131 on Android 14", or as much of it as the device said. */
function useDeviceName(): (session: SignedInSession) => string {
  const { t } = useTranslation();
  return (session) => {
    if (session.browser && session.os) return t('account.devices.browserOn', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? t('account.devices.unknownDevice');
  };
}

interface DeviceProps {
  session: SignedInSession;
  readOnly: boolean;
  busy: boolean;
  onEnd: (session: SignedInSession) => void;
}

function Device({ session, readOnly, busy, onEnd }: DeviceProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const nameOf = useDeviceName();
  const name = nameOf(session);
  return (
    <li className="devices__device" data-testid="device" data-current={session.current ? 'true' : undefined} data-support={session.support ? 'true' : undefined}>
      <p className="devices__name">
        <strong>{name}</strong>
        {session.deviceType !== 'unknown' ? <span className="devices__kind">{t(`account.devices.kind.${session.deviceType}`)}</span> : null}
        {session.current ? <span className="devices__here" data-testid="device-current">{t('account.devices.thisDevice')}</span> : null}
      </p>
      {session.support ? <p className="devices__support" data-testid="device-support">{t('account.devices.support')}</p> : null}
      <dl className="devices__times">
        <dt>{t('account.devices.signedIn')}</dt>
        <dd><time dateTime={session.firstSeen}>{formatDateTime(session.firstSeen, locale)}</time></dd>
        <dt>{t('account.devices.lastUsed')}</dt>
        <dd><time dateTime={session.lastSeen}>{formatDateTime(session.lastSeen, locale)}</time></dd>
      </dl>
      {readOnly ? null : (
        <p className="button-row">
          <BusyButton type="button" className="button button--secondary" busy={busy} onClick={() => onEnd(session)} data-testid="device-end"
            aria-label={session.current ? undefined : t('account.devices.endNamed', { device: name })}>
            {t(session.current ? 'account.devices.endHere' : 'account.devices.end')}
          </BusyButton>
        </p>
      )}
    </li>
  );
}

function Screen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const readOnly = Boolean(user?.isImpersonator);
  const { data, error, isError, isFetching, refetch } = useListSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const nameOf = useDeviceName();

  const failed = (caught: unknown) => setOutcome({ kind: 'error', message: t('account.devices.failed', { reason: describeApiError(caught as never, i18n).message }), at: Date.now() });

  const onEnd = async (session: SignedInSession) => {
    if (ending) return;
    if (session.current) {
      await logout(dispatch);
      navigate('/');
      return;
    }
    setEnding(session.id);
    try {
      await endSession(session.id).unwrap();
      setOutcome({ kind: 'success', message: t('account.devices.ended', { device: nameOf(session) }), at: Date.now() });
    } catch (caught) {
      failed(caught);
    } finally {
      setEnding(null);
    }
  };

  const onEndOthers = async () => {
    if (endingOthers) return;
    const count = data?.sessions.filter((s) => !s.current).length ?? 0;
    try {
      await endOthers().unwrap();
      setOutcome({ kind: 'success', message: t('account.devices.endedOthers', { count }), at: Date.now() });
    } catch (caught) {
      failed(caught);
    }
  };

  const others = data?.sessions.filter((s) => !s.current).length ?? 0;
  return (
    <div className="screen devices-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('account.devices.lead')}</p>
      {readOnly ? <p className="panel panel--notice" data-testid="devices-impersonating">{t('account.devices.impersonating')}</p> : null}
      <ActionOutcome outcome={outcome} testId="devices-outcome" />
      {isError && !data ? (
        <RetryPanel title={t('account.devices.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="devices-error" />
      ) : !data ? (
        <ListSkeleton rows={2} testId="devices-loading" />
      ) : (
        <>
          <ul className="devices__list" data-testid="devices-list">
            {data.sessions.map((session) => (
              <Device key={session.id} session={session} readOnly={readOnly} busy={ending === session.id} onEnd={(s) => void onEnd(s)} />
            ))}
          </ul>
          {others > 0 && !readOnly ? (
            <section className="panel devices__others" aria-labelledby="devices-others">
              <h2 id="devices-others">{t('account.devices.othersHeading')}</h2>
              <p>{t('account.devices.othersHint')}</p>
              <p className="button-row">
                <BusyButton type="button" className="button" busy={endingOthers} onClick={() => void onEndOthers()} data-testid="devices-end-others">
                  {t('account.devices.endOthers')}
                </BusyButton>
              </p>
            </section>
          ) : null}
        </>
      )}
      <p className="devices__note">{t('account.devices.note')}</p>
      <p>
        <PortalLink to="/profile" className="standalone-link">{t('account.dataAccess.back')}</PortalLink>
      </p>
    </div>
  );
}

export default function DevicesScreen(props: ScreenProps) {
  return (
    <NamespaceTexts namespace={ACCOUNT_NAMESPACE}>
      <Screen {...props} />
    </NamespaceTexts>
  );
}
