/**
 * The text chat beside the video: the messages so far (a log the screen reader reads as they
 * come) and a field to write. What cannot be sent stays in the field. While the connection is
 * away the field is read-only and the button marked unusable rather than disabled, so a person
 * writing keeps the focus (issue 38).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatTime } from '../../domain/format/format';
import { CHAT_MAX_LENGTH, type CallRole } from '../../domain/video/callWindow';
import type { ChatMessage } from '../../domain/video/roomMessages';
import { BusyButton } from '../../ui/BusyButton';

export function ChatPanel({ messages, role, onSend, disabled }: { messages: ChatMessage[]; role: CallRole; onSend: (text: string) => boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [text, setText] = useState('');
  const [notSent, setNotSent] = useState(false);
  const headingId = useId();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || disabled) return;
    if (onSend(value)) {
      setText('');
      setNotSent(false);
      // Sent with the button: it cannot send an empty field, so the focus goes back to writing.
      field.current?.focus();
    } else setNotSent(true);
  };
  return (
    <section className="video-chat panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('video.chat.title')}</h2>
      <div className="video-chat__log" role="log" aria-live="polite" data-testid="chat-log">
        {messages.length === 0 ? <p className="video-chat__empty">{t('video.chat.empty')}</p> : null}
        <ol className="video-chat__list">
          {messages.map((m) => (
            <li key={m.id} className={m.sender === role ? 'video-chat__mine' : 'video-chat__theirs'} data-testid="chat-message">
              <span className="video-chat__who">
                {t(m.sender === role ? 'video.chat.you' : `video.chat.${m.sender}`)} <time dateTime={m.sentAt}>{formatTime(m.sentAt, locale)}</time>
              </span>
              <span className="video-chat__text">{m.text}</span>
            </li>
          ))}
        </ol>
      </div>
      <form className="video-chat__form" onSubmit={submit}>
        <label htmlFor={fieldId} className="visually-hidden">
          {t('video.chat.label')}
        </label>
        <input ref={field} id={fieldId} type="text" value={text} maxLength={CHAT_MAX_LENGTH} onChange={(e) => setText(e.target.value)} readOnly={disabled} aria-disabled={disabled ? 'true' : undefined} autoComplete="off" data-testid="chat-input" placeholder={t('video.chat.placeholder')} />
        <BusyButton type="submit" className="button" busy={false} unavailable={disabled || !text.trim()}>
          {t('video.chat.send')}
        </BusyButton>
      </form>
      {notSent ? (
        <p className="field-error" role="alert">
          {t('video.chat.notSent')}
        </p>
      ) : null}
    </section>
  );
}
