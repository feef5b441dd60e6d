/**
 * A calendar day typed in the locale's format (hu yyyy.MM.dd, en dd/MM/yyyy, ro dd.MM.yyyy; spec
 * §9), where a native date input would show the browser's format whatever the portal's language.
 * A text that is not a day keeps the last good value, says so beside the field (aria-invalid,
 * aria-describedby) and blocks the form's submit through the constraint API, so a search never
 * runs silently with an older date.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from '../app/uiSlice';
import { formatDate, parseDate } from '../domain/format/format';

export interface LocaleDateInputProps {
  name: string;
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  onChange(value: string): void;
}

export function LocaleDateInput({ name, label, value, onChange }: LocaleDateInputProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const id = useId();
  const [text, setText] = useState(() => formatDate(value, locale));
  const invalid = parseDate(text, locale) === null;
  const message = t('ui.dateField.invalid');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <span id={`${id}-hint`} className="field__hint">
        {t('ui.dateField.hint')}
      </span>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        ref={(input) => input?.setCustomValidity(invalid ? message : '')}
        onChange={(e) => {
          setText(e.target.value);
          const day = parseDate(e.target.value, locale);
          if (day !== null) onChange(day);
        }}
        onBlur={() => {
          const day = parseDate(text, locale);
          if (day !== null) setText(formatDate(day, locale));
        }}
      />
      {invalid && (
        <span id={`${id}-error`} className="field__error">
          {message}
        </span>
      )}
    </div>
  );
}
