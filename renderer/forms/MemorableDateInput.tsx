/**
 * A memorable date (a birth date) asked as day, month and year boxes, the GOV.UK "date input"
 * pattern, in the order the page's language writes dates (hu: év, hónap, nap; en and ro: day,
 * month, year). Chosen by the field's schema format (MEMORABLE_DATE_FORMATS), so the form document
 * says "birth date" once. The boxes are one fieldset whose legend is the field's title; the field's
 * error is tied to the group, and the first wrong box is marked invalid. The value is the ISO
 * `YYYY-MM-DD` the forms always sent; what does not make a real date is kept as typed and emitted
 * as a string the date format refuses, so the person is told and nothing they typed is lost.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { FieldTemplateProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';
import { useTranslation } from 'react-i18next';
import { fieldAria } from './fieldAria';
import './memorableDate.css';

/** Schema formats asked as a memorable date (the person knows it without a calendar). */
export const MEMORABLE_DATE_FORMATS = ['birthDate', 'adultBirthDate'] as const;

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = Record<DatePart, string>;

const EMPTY: DateParts = { day: '', month: '', year: '' };

/** The boxes in the order the language writes a date: Hungarian year first, the others day first. */
export const partOrder = (language: string): DatePart[] => (language.split('-')[0] === 'hu' ? ['year', 'month', 'day'] : ['day', 'month', 'year']);

const AUTOCOMPLETE: Record<DatePart, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' };
const MAX_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** "1990-05-07" → its parts; anything else (a date typed in part) → the parts it holds. */
export function splitDate(value: unknown): DateParts {
  if (typeof value !== 'string' || value === '') return EMPTY;
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first part (in the language's order) that is empty or cannot be; undefined when the parts make a real date. */
export function wrongPart(parts: DateParts, order: DatePart[] = ['day', 'month', 'year']): DatePart | undefined {
  const digits = (part: DatePart) => /^\d+$/.test(parts[part].trim());
  const number = (part: DatePart) => Number(parts[part].trim());
  const year = number('year');
  const month = number('month');
  const ok: Record<DatePart, boolean> = {
    year: digits('year') && parts.year.trim().length === 4,
    month: digits('month') && month >= 1 && month <= 12,
    day: digits('day') && number('day') >= 1 && number('day') <= (digits('month') && month >= 1 && month <= 12 && digits('year') ? daysIn(year, month) : 31),
  };
  return order.find((part) => !ok[part]);
}

/**
 * The value the parts make: undefined while all are empty, the ISO date when they make a real one,
 * else the parts as typed joined with dashes (which no date format accepts).
 */
export function joinDate(parts: DateParts): string | undefined {
  const trimmed = { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
  if (!trimmed.day && !trimmed.month && !trimmed.year) return undefined;
  if (wrongPart(trimmed)) return `${trimmed.year}-${trimmed.month}-${trimmed.day}`;
  return `${trimmed.year}-${trimmed.month.padStart(2, '0')}-${trimmed.day.padStart(2, '0')}`;
}

/** The id of one box: the first takes the field's own id, so the error summary's link lands in it. */
export const partId = (id: string, part: DatePart, order: DatePart[]): string => (order[0] === part ? id : `${id}-${part}`);

export function MemorableDateInput(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors, options, autocomplete } = props;
  const { t, i18n } = useTranslation();
  const order = partOrder(i18n.language);
  const [parts, setParts] = useState<DateParts>(() => splitDate(value));
  // The boxes as last typed: two boxes changed in one go (typing kept from before hydration) both count.
  const current = useRef(parts);
  // The value this widget last sent: a value from elsewhere (a reset, the saved details) replaces the boxes.
  const sent = useRef<unknown>(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      current.current = splitDate(value);
      setParts(current.current);
    }
  }, [value]);

  const aria = fieldAria(props);
  const invalid = (rawErrors ?? []).length > 0;
  // The first wrong box; when the boxes make a real date the date itself is refused (too young): all of them.
  const wrong = invalid ? wrongPart(parts, order) : undefined;
  const isMarked = (part: DatePart) => invalid && (wrong === undefined || wrong === part);

  const change = (part: DatePart) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...current.current, [part]: event.target.value };
    current.current = next;
    setParts(next);
    const joined = joinDate(next);
    sent.current = joined ?? options.emptyValue;
    onChange(sent.current);
  };

  return (
    <fieldset className="memorable-date" aria-describedby={aria['aria-describedby']} data-testid={`memorable-date-${id}`}>
      <legend className="control-label memorable-date__legend">
        {label}
        {required ? <span className="required">*</span> : null}
      </legend>
      <div className="memorable-date__parts">
        {order.map((part) => {
          const partKey = partId(id, part, order);
          return (
            <div key={part} className={`memorable-date__part memorable-date__part--${part}`}>
              <label htmlFor={partKey} className="memorable-date__label">
                {t(`ui.form.date.${part}`)}
              </label>
              <input
                id={partKey}
                name={`${id}-${part}`}
                className="form-control memorable-date__input"
                type="text"
                inputMode="numeric"
                maxLength={MAX_LENGTH[part]}
                size={MAX_LENGTH[part]}
                // Someone else's birth date (a relative's) says `off`: the browser must not offer the person's own.
                autoComplete={(autocomplete ?? options.autocomplete) === 'off' ? 'off' : AUTOCOMPLETE[part]}
                value={parts[part]}
                disabled={disabled}
                readOnly={readonly}
                required={required}
                spellCheck={false}
                onChange={change(part)}
                onBlur={() => onBlur(id, sent.current)}
                onFocus={() => onFocus(id, sent.current)}
                // A wrong box says so, and names the message (the group names it too).
                {...(isMarked(part) ? { 'aria-invalid': true as const, 'aria-describedby': aria['aria-describedby'] } : {})}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Whether a field is drawn by MemorableDateInput: a memorable date format and no other widget named. */
export function isMemorableDate(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined): boolean {
  return (MEMORABLE_DATE_FORMATS as readonly string[]).includes(String(schema?.format)) && uiSchema?.['ui:widget'] === undefined;
}

const DefaultFieldTemplate = getDefaultRegistry().templates.FieldTemplate;

/**
 * RJSF's field template, without its `<label>` for a memorable date: the widget's legend names the
 * group (a label cannot name three boxes). Errors and help are drawn as for every field.
 */
export function PortalFieldTemplate(props: FieldTemplateProps) {
  if (!isMemorableDate(props.schema, props.uiSchema)) return <DefaultFieldTemplate {...props} />;
  return <DefaultFieldTemplate {...props} displayLabel={false} />;
}
