/**
 * The patient's video consultation (/services/virtual-clinic/call/{id}, issue 16), in the order a
 * patient lives it:
 * 1. before the waiting room opens: when it opens (by the server's clock), what is needed, and
 *    the check of camera and microphone already;
 * 2. the check: oneself on screen, the microphone's level, the choice of devices — or why the
 *    devices cannot be had, with the way on by phone;
 * 3. the waiting room: connected, waiting for the doctor to let them in;
 * 4. the call, with the chat beside it; leaving it is not the end (the patient may come back
 *    while it lasts, without being admitted again);
 * 5. after the doctor ended it: the doctor's note, once written, with its PDF (the appointment shows both too).
 * A step that gives way to the next takes the pressed button with it: the focus goes to the new
 * step's heading (or the call itself), not to <body> (issue 38).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoCall } from '../../../generated/config-types';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatTime } from '../../domain/format/format';
import { useBundle } from '../../app/bundle';
import { videoNoteDocumentUrl } from '../../api/videoApi';
import { PortalLink } from '../../routing/PortalLink';
import { DownloadLink } from '../../ui/DownloadLink';
import { useFocusIfLost } from '../../ui/focusRescue';
import { routePathOfKind } from '../../routing/routePathOfKind';
import type { ScreenProps } from '../../routing/routeEntry';
import { useLocalMedia, type LocalMedia } from '../../video/localMedia';
import { useVideoCall } from '../../video/useVideoCall';
import { CallScreenFrame, useRefetchWhenOpen, type CallSideProps } from './CallScreenFrame';
import { CallStage } from './CallStage';
import { ChatPanel } from './ChatPanel';
import { DeviceSelects, LevelMeter, VideoOf } from './DeviceControls';
import { MediaProblemPanel, PhoneWayOn } from './MediaProblemPanel';

/** Where the focus goes when a step gives way to the next and took the focused button with it. */
const VIEW_FOCUS = {
  over: '#video-after',
  replaced: '[data-testid="call-replaced"]',
  call: '[data-testid="call-stage"]',
  room: '#video-waiting',
  check: '#video-check',
} as const;

/** While the doctor has not yet written the note, the page asks again this often. */
const NOTE_POLL_MS = 15_000;

function Instructions() {
  const { t } = useTranslation();
  return (
    <section className="panel video-instructions" aria-labelledby="video-instructions">
      <h2 id="video-instructions">{t('video.instructions.title')}</h2>
      <ul>
        <li>{t('video.instructions.browser')}</li>
        <li>{t('video.instructions.permissions')}</li>
        <li>{t('video.instructions.quiet')}</li>
      </ul>
      <PhoneWayOn />
    </section>
  );
}

function AfterCall({ call, note }: { call: VideoCall; note: string | null }) {
  const { t } = useTranslation();
  const bundle = useBundle();
  return (
    <section className="panel" aria-labelledby="video-after" data-testid="call-over">
      <h2 id="video-after" tabIndex={-1}>{t(call.ended ? 'video.after.ended' : 'video.after.closed')}</h2>
      {note ? (
        <>
          <h3>{t('video.after.noteTitle', { name: call.doctorName })}</h3>
          <p className="video-note" data-testid="doctor-note">
            {note}
          </p>
          <p>
            <DownloadLink href={videoNoteDocumentUrl(call.id)} testId="call-note-download">
              {t('video.noteDocument.download')}
            </DownloadLink>
          </p>
        </>
      ) : (
        <p data-testid="note-pending">{t('video.after.noteLater')}</p>
      )}
      <p>
        <PortalLink to={routePathOfKind(bundle.routes, 'appointments', '/services/appointments')}>{t('video.after.appointments')}</PortalLink>
      </p>
    </section>
  );
}

/**
 * The patient's side of the call: the step they are at (the check, the waiting room, left), their
 * camera and microphone, the connection to the room once in it, and the end and the note, asked
 * of the server again until they are known.
 */
function usePatientCall(call: VideoCall, refetch: () => void) {
  // Once admitted (a reload, a second visit during the call) the page goes straight back in.
  const [step, setStep] = useState<'check' | 'room' | 'left'>(call.admitted && call.phase === 'open' ? 'room' : 'check');
  const closed = call.phase === 'closed';
  const media = useLocalMedia(!closed);
  // Heard the end on the socket: it stays open for the note, which the doctor writes next.
  const [heardEnd, setHeardEnd] = useState(false);
  const session = useVideoCall({ call, stream: media.stream, enabled: step === 'room' && (call.phase === 'open' || heardEnd) });
  const room = session.room;
  useEffect(() => {
    if (room?.ended) setHeardEnd(true);
  }, [room?.ended]);
  const ended = call.ended || Boolean(room?.ended);
  const note = room?.note ?? call.note;

  useRefetchWhenOpen(call, refetch);
  // A connection that keeps failing may mean the call is over: the answer says.
  useEffect(() => {
    if (session.status === 'reconnecting') refetch();
  }, [session.status, refetch]);
  // The note follows the end; until it comes, ask again now and then.
  useEffect(() => {
    if (!ended || note) return undefined;
    const timer = setInterval(refetch, NOTE_POLL_MS);
    return () => clearInterval(timer);
  }, [ended, note, refetch]);
  useEffect(() => {
    if (room?.ended && !call.ended) refetch();
  }, [room?.ended, call.ended, refetch]);

  return { step, setStep, closed, media, session, room, ended, note };
}

function PatientCall({ call, refetch }: CallSideProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const { step, setStep, closed, media, session, room, ended, note } = usePatientCall(call, refetch);
  // Each step gives way to the next with the button pressed (enter, leave, hang up): the focus goes to the new step's heading.
  const view = ended || closed ? 'over' : step === 'room' && session.status === 'replaced' ? 'replaced' : step === 'room' && room?.admitted ? 'call' : step === 'room' ? 'room' : 'check';
  useFocusIfLost(view, () => document.querySelector<HTMLElement>(VIEW_FOCUS[view]));

  if (ended || closed) return <AfterCall call={{ ...call, ended }} note={note} />;

  if (step === 'room' && session.status === 'replaced') {
    return (
      <div className="panel" role="alert" tabIndex={-1} data-testid="call-replaced">
        <p>{t('video.room.replaced')}</p>
        <button type="button" className="button" onClick={() => setStep('left')}>
          {t('video.room.continueHere')}
        </button>
      </div>
    );
  }

  if (step === 'room' && room?.admitted) {
    return (
      <div className="video-call-layout">
        <CallStage call={session} media={media} peerName={call.doctorName} hangUpLabel={t('video.call.leave')} onHangUp={() => setStep('left')} />
        <ChatPanel messages={session.chat} role="patient" onSend={session.sendChat} disabled={session.status !== 'open'} />
      </div>
    );
  }

  if (step === 'room') {
    return (
      <section className="panel video-waiting" aria-labelledby="video-waiting" data-testid="waiting-room">
        <h2 id="video-waiting" tabIndex={-1}>{t('video.room.title')}</h2>
        <p role="status" data-testid="waiting-status">
          {session.status === 'open' ? t('video.room.waiting', { name: call.doctorName }) : t('video.room.connecting')}
        </p>
        <VideoOf stream={media.stream} muted label={t('video.call.selfVideo')} testId="waiting-self" className="video-preview video-preview--small" />
        <p>{t('video.room.keepOpen')}</p>
        <button type="button" className="button button--secondary" onClick={() => setStep('check')}>
          {t('video.room.leave')}
        </button>
      </section>
    );
  }

  const canEnter = call.phase === 'open' && Boolean(media.stream);
  return (
    <>
      {step === 'left' ? (
        <p className="panel" role="status" data-testid="call-left">
          {t('video.room.left')}
        </p>
      ) : null}
      {call.phase === 'early' ? (
        <p className="panel" role="status" data-testid="room-opens">
          {t('video.room.opensAt', { time: formatTime(call.opensAt, locale) })}
        </p>
      ) : null}
      <section className="panel video-check" aria-labelledby="video-check" data-testid="device-check">
        <h2 id="video-check" tabIndex={-1}>{t('video.check.title')}</h2>
        {media.problem ? <MediaProblemPanel problem={media.problem} onRetry={media.retry} /> : <DevicePreview media={media} />}
        <p className="button-row">
          <button type="button" className="button" disabled={!canEnter} onClick={() => setStep('room')} data-testid="enter-room">
            {t(step === 'left' ? 'video.check.rejoin' : 'video.check.enter')}
          </button>
        </p>
      </section>
      <Instructions />
    </>
  );
}

/** The check of camera and microphone: oneself on screen, the microphone's level, and the choice of devices. */
function DevicePreview({ media }: { media: LocalMedia }) {
  const { t } = useTranslation();
  return (
    <>
      <VideoOf stream={media.stream} muted label={t('video.call.selfVideo')} testId="preview" className="video-preview" />
      {media.withoutCamera ? <p role="status">{t('video.check.withoutCamera')}</p> : null}
      {!media.stream ? <p role="status">{t('video.check.asking')}</p> : null}
      <LevelMeter stream={media.stream} />
      <DeviceSelects media={media} />
    </>
  );
}

export default function VideoCallScreen(props: ScreenProps) {
  return <CallScreenFrame {...props} Side={PatientCall} />;
}
