/** The account's password once more, asked in place before a change to how the account signs in. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../ui/BusyButton';
import { FieldError } from '../../../ui/FieldError';

interface Props {
  /** What the confirm button says. */
  action: string;
  busy: boolean;
  /** The server's refusal (a wrong password), shown beside the field. */
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  testId: string;
}

export function PasswordAgain({ action, busy, error, onConfirm, onCancel, testId }: Props) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setMissing(true);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setMissing(false);
    onConfirm(password);
  };
  const message = missing ? t('signIn.security.passwordRequired') : error;
  return (
    <form className="security__password" onSubmit={submit} noValidate data-testid={testId}>
      <div className="field">
        <label htmlFor={fieldId}>{t('signIn.security.password')}</label>
        <input id={fieldId} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required
          aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined} autoFocus data-testid={`${testId}-password`} />
        <FieldError id={errorId} message={message} />
      </div>
      <p className="button-row">
        <BusyButton type="submit" className="button" busy={busy} data-testid={`${testId}-confirm`}>{action}</BusyButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>{t('signIn.security.cancel')}</button>
      </p>
    </form>
  );
}
