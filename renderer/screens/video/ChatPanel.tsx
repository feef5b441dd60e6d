/**
 * The text chat beside the video: the messages so far (a log the screen reader reads as they
 * come) and a field to write. What cannot be sent stays in the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatTime } from '../../domain/format/format';
import { CHAT_MAX_LENGTH, type CallRole } from '../../domain/video/callWindow';
import type { ChatMessage } from '../../domain/video/roomMessages';

export function ChatPanel({ messages, role, onSend, disabled }: { messages: ChatMessage[]; role: CallRole; onSend: (text: string) => boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [text, setText] = useState('');
  const [notSent, setNotSent] = useState(false);
  const headingId = useId();
  const fieldId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (onSend(value)) {
      setText('');
      setNotSent(false);
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
        <input id={fieldId} type="text" value={text} maxLength={CHAT_MAX_LENGTH} onChange={(e) => setText(e.target.value)} disabled={disabled} autoComplete="off" data-testid="chat-input" placeholder={t('video.chat.placeholder')} />
        <button type="submit" className="button" disabled={disabled || !text.trim()}>
          {t('video.chat.send')}
        </button>
      </form>
      {notSent ? (
        <p className="field-error" role="alert">
          {t('video.chat.notSent')}
        </p>
      ) : null}
    </section>
  );
}
