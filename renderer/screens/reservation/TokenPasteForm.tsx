/**
 * For a token route opened without its token (/verify-public-reservation, /delete-public-reservation):
 * paste the emailed link or the code at its end, and go on to the same route with the token.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenFromPaste } from '../../reservation/tokenFromPaste';
import { usePortalNavigate } from '../../routing/PortalLink';

export function TokenPasteForm({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = usePortalNavigate();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = tokenFromPaste(value, basePath);
    if (!token) {
      setInvalid(true);
      document.getElementById(`${id}-token`)?.focus();
      return;
    }
    navigate(`${basePath}/${encodeURIComponent(token)}`);
  };

  return (
    <form className="reservation__form panel" onSubmit={submit} noValidate data-testid="token-paste-form">
      <p>{t('reservation.token.intro')}</p>
      <div className={invalid ? 'reservation__field has-error' : 'reservation__field'}>
        <label htmlFor={`${id}-token`}>{t('reservation.token.label')}</label>
        <input
          id={`${id}-token`}
          name="token"
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid ? (
          <p className="reservation__field-error" id={`${id}-error`} role="alert">
            {t('reservation.token.required')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        {t('reservation.token.submit')}
      </button>
    </form>
  );
}
