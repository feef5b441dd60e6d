/**
 * A calendar day typed in the locale's format (hu yyyy.MM.dd, en dd/MM/yyyy, ro dd.MM.yyyy; spec
 * §9), where a native date input would show the browser's format whatever the portal's language.
 * A text that is not a day keeps the last good value, says so beside the field (aria-invalid,
 * aria-describedby) and blocks the form's submit through the constraint API, so a search never
 * runs silently with an older date.
 *
 * The value (YYYY-MM-DD) is what the field holds; the text is only its face in one language. What
 * the person typed stays as typed while the language is the same and the value is the one it
 * gave; after a language switch, or a value set from outside (a day list's next-day button), the
 * text is written again from the value. Kept as typed, "2026.11.27" read as Romanian was no day,
 * and the search was refused until it was typed again (issue 33).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from '../app/uiSlice';
import { formatDate, parseDate, type PortalLocale } from '../domain/format/format';

export interface LocaleDateInputProps {
  name: string;
  label: string;
  /** YYYY-MM-DD. */
  value: string;
  onChange(value: string): void;
}

/** The field's text, with the language it is in and the value (YYYY-MM-DD) the field held when it was last written. */
interface Shown {
  text: string;
  locale: PortalLocale;
  value: string;
}

export function LocaleDateInput({ name, label, value, onChange }: LocaleDateInputProps) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const id = useId();
  const [shown, setShown] = useState<Shown>(() => ({ text: formatDate(value, locale), locale, value }));
  let { text } = shown;
  if (shown.locale !== locale || shown.value !== value) {
    // The value came from the text typed here: it stays as typed. Anything else (another
    // language, a value set from outside) writes the text again from the value.
    text = shown.locale === locale && parseDate(shown.text, locale) === value ? shown.text : formatDate(value, locale);
    setShown({ text, locale, value });
  }
  const setText = (next: string) => setShown({ text: next, locale, value });
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
