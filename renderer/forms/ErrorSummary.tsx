/**
 * The error summary at the top of a form (UX.md): every problem in one list, each linking to its
 * field, and focus moved here after a failed submit so the reader hears what to fix.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryItem {
  /** Form field name; the item links to the field when given. */
  field?: string;
  message: string;
}

interface ErrorSummaryProps {
  items: SummaryItem[];
  /** Changes on every failed submit, so focus moves even when the errors are the same. */
  attempt: number;
  idPrefix?: string;
}

export function ErrorSummary({ items, attempt, idPrefix = 'root' }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;

  const focusField = (field: string) => document.getElementById(`${idPrefix}_${field}`)?.focus();
  return (
    <div ref={box} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {t('validation.summary', { count: items.length })}
      </h2>
      <ul>
        {items.map((item, index) => (
          <li key={`${item.field ?? ''}-${index}`}>
            {item.field ? (
              <a
                href={`#${idPrefix}_${item.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(item.field!);
                }}
              >
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
