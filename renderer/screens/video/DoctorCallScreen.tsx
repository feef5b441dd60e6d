/**
 * The doctor's side of a video consultation (/doctor/video/{id}, role doctor; issue 16): the
 * patient's details and what they wrote when booking, whether they wait, the admit button, the
 * call with the chat, ending it for both (asked once more), and the note for the patient, which
 * can be written during the call and is saved to the appointment. Its buttons keep the focus
 * while they work (BusyButton), and a view that gives way to the next (admitted: the call; ended:
 * the note) takes the focus to itself rather than leaving it on <body> (issue 38).
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoCall } from '../../../generated/config-types';
import { describeApiError } from '../../api/apiError';
import { useAdmitPatientMutation, useEndCallMutation, useSaveCallNoteMutation } from '../../api/videoApi';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmChoice } from '../../ui/ConfirmChoice';
import { useFocusIfLost } from '../../ui/focusRescue';
import { useLocalMedia } from '../../video/localMedia';
import { useVideoCall } from '../../video/useVideoCall';
import { CallScreenFrame, useRefetchWhenOpen, type CallSideProps } from './CallScreenFrame';
import { CallStage } from './CallStage';
import { ChatPanel } from './ChatPanel';
import { DeviceSelects, VideoOf } from './DeviceControls';
import { MediaProblemPanel } from './MediaProblemPanel';

/** Where the focus goes when the doctor's view changes and took the focused button with it. */
const DOCTOR_VIEW_FOCUS = {
  over: '[data-testid="call-over"]',
  early: '#doctor-early',
  call: '[data-testid="call-stage"]',
  away: '#doctor-waiting',
  waiting: '#doctor-waiting',
} as const;

/** The note request schema's maxLength (schemas/api/video-note-request.schema.json). */
const NOTE_MAX_LENGTH = 4000;

function NoteForm({ call }: { call: VideoCall }) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState(call.note ?? '');
  const [save, { isLoading, error, isSuccess, reset }] = useSaveCallNoteMutation();
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !note.trim()) return;
    void save({ id: call.id, body: { note } });
  };
  return (
    <form className="panel video-note-form" onSubmit={submit} aria-labelledby={`${fieldId}-title`} noValidate>
      <h2 id={`${fieldId}-title`}>{t('video.note.title')}</h2>
      <p className="field">
        <label htmlFor={fieldId}>{t('video.note.label', { name: call.patientName })}</label>
        <textarea id={fieldId} rows={5} maxLength={NOTE_MAX_LENGTH} value={note} onChange={(e) => {
          setNote(e.target.value);
          if (isSuccess) reset();
        }} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} data-testid="note-input" />
      </p>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {describeApiError(error, i18n).message}
        </p>
      ) : null}
      {isSuccess ? (
        <p role="status" data-testid="note-saved">
          {t('video.note.saved')}
        </p>
      ) : null}
      <p className="button-row">
        <BusyButton type="submit" className="button" busy={isLoading} unavailable={!note.trim()} data-testid="save-note">
          {t('video.note.save')}
        </BusyButton>
      </p>
    </form>
  );
}

function DoctorCall({ call, refetch }: CallSideProps) {
  const { t, i18n } = useTranslation();
  const media = useLocalMedia(call.phase !== 'closed');
  const ready = Boolean(media.stream) || media.problem !== null;
  const session = useVideoCall({ call, stream: media.stream, enabled: call.phase === 'open' && ready });
  const [admit, admitting] = useAdmitPatientMutation();
  const [end, ending] = useEndCallMutation();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const room = session.room;
  const ended = call.ended || Boolean(room?.ended);
  const admitted = call.admitted || Boolean(room?.admitted);
  const waiting = Boolean(room?.peer.present);
  // Admitting, ending and keeping on talking each take the pressed button away: the focus goes on.
  const view = ended || call.phase === 'closed' ? 'over' : call.phase === 'early' ? 'early' : admitted && waiting ? 'call' : admitted ? 'away' : 'waiting';
  useFocusIfLost(view, () => document.querySelector<HTMLElement>(DOCTOR_VIEW_FOCUS[view]));
  useFocusIfLost(confirmEnd, () => (confirmEnd ? null : document.querySelector<HTMLElement>('[data-testid="hang-up"]')));

  useRefetchWhenOpen(call, refetch);

  if (ended || call.phase === 'closed') {
    return (
      <>
        <p className="panel" role="status" tabIndex={-1} data-testid="call-over">
          {t(ended ? 'video.after.ended' : 'video.after.closed')}
        </p>
        <NoteForm call={call} />
        <p>
          <PortalLink to="/doctor/video">{t('video.doctor.backToDay')}</PortalLink>
        </p>
      </>
    );
  }

  const mediaPanel = media.problem ? <MediaProblemPanel problem={media.problem} onRetry={media.retry} /> : null;
  let main;
  if (call.phase === 'early') {
    main = <p id="doctor-early" className="panel" role="status" tabIndex={-1}>{t('video.doctor.opensLater')}</p>;
  } else if (admitted && waiting) {
    main = (
      <div className="video-call-layout">
        <CallStage call={session} media={media} peerName={call.patientName} hangUpLabel={t('video.call.end')} onHangUp={() => setConfirmEnd(true)} />
        <ChatPanel messages={session.chat} role="doctor" onSend={session.sendChat} disabled={session.status !== 'open'} />
      </div>
    );
  } else {
    main = (
      <section className="panel video-waiting" aria-labelledby="doctor-waiting" data-testid="doctor-waiting">
        <h2 id="doctor-waiting" tabIndex={-1}>{t('video.doctor.roomTitle')}</h2>
        <p role="status" data-testid="patient-presence">
          {t(waiting ? 'video.doctor.patientWaiting' : admitted ? 'video.doctor.patientAway' : 'video.doctor.patientNotHere', { name: call.patientName })}
        </p>
        <VideoOf stream={media.stream} muted label={t('video.call.selfVideo')} testId="doctor-preview" className="video-preview video-preview--small" />
        {!media.problem ? <DeviceSelects media={media} /> : null}
        {!admitted ? (
          <p className="button-row">
            <BusyButton className="button" busy={admitting.isLoading} unavailable={!waiting} onClick={() => void admit(call.id)} data-testid="admit">
              {t('video.doctor.admit', { name: call.patientName })}
            </BusyButton>
          </p>
        ) : null}
        {admitting.error ? <p className="field-error" role="alert">{describeApiError(admitting.error, i18n).message}</p> : null}
      </section>
    );
  }

  return (
    <>
      {mediaPanel}
      {main}
      {confirmEnd ? (
        <EndCallQuestion
          patientName={call.patientName}
          ending={ending}
          onKeep={() => setConfirmEnd(false)}
          onEnd={() => void end(call.id).then(() => setConfirmEnd(false))}
        />
      ) : null}
      {call.phase === 'open' ? <NoteForm call={call} /> : null}
    </>
  );
}

interface EndCallQuestionProps {
  patientName: VideoCall['patientName'];
  /** The end's request as it stands: under way, or refused. */
  ending: { isLoading: boolean; error?: FetchBaseQueryError | SerializedError };
  /** Keep talking: the question goes. */
  onKeep: () => void;
  onEnd: () => void;
}

/** Ending the call for both, asked once more (keeping on talking is the focused choice). */
function EndCallQuestion({ patientName, ending, onKeep, onEnd }: EndCallQuestionProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="panel" role="alertdialog" aria-labelledby="end-question" data-testid="confirm-end">
      <p id="end-question">{t('video.doctor.endQuestion', { name: patientName })}</p>
      <ConfirmChoice
        keep={<button type="button" className="button button--secondary" autoFocus onClick={onKeep}>{t('video.doctor.keepTalking')}</button>}
        confirmLabel={t('video.call.end')}
        busyLabel={t('video.doctor.ending')}
        busy={ending.isLoading}
        onConfirm={onEnd}
        testId="end-confirm"
      />
      {ending.error ? <p className="field-error" role="alert">{describeApiError(ending.error, i18n).message}</p> : null}
    </div>
  );
}

export default function DoctorCallScreen(props: ScreenProps) {
  return <CallScreenFrame {...props} Side={DoctorCall} />;
}
