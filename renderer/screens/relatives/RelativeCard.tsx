/**
 * One relative as the patient reads it: the name, how they are related, the date of birth in the
 * locale's format and the age. "Change details" turns the card into the edit form (focus on its
 * first field; Cancel gives the focus back to the button); "Remove" asks first (the page's dialog).
 * Both buttons are described by the name, so a screen reader says whose they are.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from './RelativeList';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatDate } from '../../domain/format/format';
import { relativeAge } from '../../relatives/relativeAge';

interface Props {
  relative: Person;
  /** The edit form while the card is being changed, drawn with the card's Cancel button beside its submit; null otherwise. */
  editor: ((cancel: ReactNode) => ReactNode) | null;
  onEdit: (relative: Person) => void;
  onCancelEdit: () => void;
  onRemove: (relative: Person) => void;
}

export function RelativeCard({ relative, editor, onEdit, onCancelEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const titleId = useId();
  const card = useRef<HTMLLIElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  const editing = editor !== null;

  useEffect(() => {
    if (editing) card.current?.querySelector<HTMLElement>('.portal-form input, .portal-form select')?.focus();
    else if (cancelled.current) {
      cancelled.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  return (
    <li ref={card} className={`relative-card panel${editing ? ' relative-card--editing' : ''}`} data-testid="relative" data-relative-id={relative.id}>
      <h3 id={titleId} className="relative-card__name" data-testid="relative-name">
        {relative.name}
      </h3>
      {editor ? (
        <div className="relative-card__edit" data-testid="relative-edit">
          {editor(
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                cancelled.current = true;
                onCancelEdit();
              }}
              data-testid="relative-edit-cancel"
            >
              {t('relatives.form.cancel')}
            </button>,
          )}
        </div>
      ) : (
        <>
          <dl className="details-list">
            <dt>{t('relatives.card.relation')}</dt>
            <dd data-testid="relative-relation">{t(`relatives.relation.${relative.relation}`)}</dd>
            <dt>{t('relatives.card.birthDate')}</dt>
            <dd data-testid="relative-birth-date">
              <time dateTime={relative.birthDate}>{formatDate(relative.birthDate, locale)}</time>
            </dd>
            <dt>{t('relatives.card.age')}</dt>
            <dd data-testid="relative-age">{relativeAge(relative.birthDate, t)}</dd>
          </dl>
          <div className="button-row">
            <button ref={editButton} type="button" className="button button--secondary" aria-describedby={titleId} onClick={() => onEdit(relative)} data-testid="relative-edit-open">
              {t('relatives.edit')}
            </button>
            <button type="button" className="button button--secondary" aria-describedby={titleId} onClick={() => onRemove(relative)} data-testid="relative-remove">
              {t('relatives.remove')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
