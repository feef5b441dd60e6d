/** The code of the authenticator app being set up: it confirms the app, which then signs in with it. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../ui/BusyButton';
import { FieldError } from '../../../ui/FieldError';

interface Props {
  busy: boolean;
  /** Answers the refusal's text, or null when the app is set up. */
  onConfirm: (code: string) => Promise<string | null>;
  onCancel: () => void;
}

export function TotpConfirm({ busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.replace(/\s/g, '');
    const refusal = /^\d{6}$/.test(typed) ? await onConfirm(typed) : t('signIn.security.app.sixDigits');
    setError(refusal);
    if (refusal) document.getElementById(fieldId)?.focus();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="security-app-confirm">
      <div className="field">
        <label htmlFor={fieldId}>{t('signIn.security.app.codeLabel')}</label>
        <input id={fieldId} value={code} onChange={(event) => setCode(event.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={7}
          required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} data-testid="security-app-code" />
        <FieldError id={errorId} message={error} />
      </div>
      <p className="button-row">
        <BusyButton type="submit" className="button" busy={busy} data-testid="security-app-confirm-submit">{t('signIn.security.app.confirm')}</BusyButton>
        <button type="button" className="button button--secondary" onClick={onCancel}>{t('signIn.security.cancel')}</button>
      </p>
    </form>
  );
}
