/**
 * The patient's answer to the operator's question on a claim (answerInformation): more documents,
 * at least one, and a short text if they like. Sending puts the claim back to "submitted"; while
 * it runs the button keeps the focus and ignores clicks (BusyButton).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareItem } from '../../api/careApi';
import type { CareUploads as UploadRules } from '../../domain/care/careOfService';
import { BusyButton } from '../../ui/BusyButton';
import { CareUploads, type UploadsState } from './CareUploads';

/** The longest message the API takes. */
export const MESSAGE_MAX = 2000;

interface Props {
  item: CareItem;
  uploads: { page: string; rules: UploadRules };
  busy: boolean;
  onSend: (body: { uploadIds: number[]; message?: string }) => void;
}

export function ClaimAnswer({ item, uploads, busy, onSend }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const errorId = useId();
  const [files, setFiles] = useState<UploadsState>({ ids: [], busy: false });
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The answer adds to what the claim holds: the rules' minimum is the request's, not the answer's.
  const rules = { ...uploads.rules, minFiles: 1, maxFiles: Math.max(1, uploads.rules.maxFiles - item.documents.length) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (files.busy) return setError(t('care.uploads.wait'));
    if (files.ids.length === 0) return setError(t('care.claim.answerNeedsDocument'));
    setError(null);
    onSend({ uploadIds: files.ids, ...(message.trim() ? { message: message.trim() } : {}) });
  };

  return (
    <form className="care-item__add claim-answer" onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="claim-answer">
      <h4 id={titleId}>{t('care.claim.answerTitle')}</h4>
      <CareUploads page={uploads.page} rules={rules} onChange={setFiles} />
      <div className="field">
        <label htmlFor={messageId}>{t('care.claim.answerMessage')}</label>
        <textarea id={messageId} value={message} maxLength={MESSAGE_MAX} onChange={(e) => setMessage(e.target.value)} />
      </div>
      {error ? (
        <p id={errorId} className="panel panel--error" role="alert" data-testid="claim-answer-error">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <BusyButton type="submit" className="button" busy={busy} data-action="answerInformation" aria-describedby={error ? errorId : undefined}>
          {t('care.action.answerInformation')}
        </BusyButton>
      </div>
    </form>
  );
}
