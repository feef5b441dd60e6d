/**
 * A list of people with every state: a skeleton, the catalogue error with a retry, a sentence when
 * there are none. It shows the patient's relatives (useRelativesSource) and the people a
 * paid-variant subscription covers (its beneficiaries), each with its own texts under `texts`
 * (page.*, outcome.*, confirm.*); the cards and the form are the same. One card at a time is changed in place with the service's edit
 * form; removing asks first in the shared ConfirmDialog (the safe choice focused). Each outcome —
 * saved, removed, or the catalogue's message (404 when another tab removed the relative) — goes to
 * the page, which announces it and gives it the focus.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import type { RelativeRequest } from '../../../generated/config-types';
import { useChangeRelativeMutation, useListRelativesQuery, useRemoveRelativeMutation, type Relative } from '../../api/relativesApi';
import { formPartKey } from '../../domain/brand/bundleParts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, modalOpened, selectLocale } from '../../app/uiSlice';
import { formatDate, type PortalLocale } from '../../domain/format/format';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { RelativeCard } from './RelativeCard';
import { RelativeForm } from './RelativeForm';

export const REMOVE_MODAL_ID = 'remove-relative';

/** A person in the list: a relative, or someone a subscription covers. */
export type Person = Pick<Relative, 'id' | 'name' | 'birthDate' | 'relation'>;

/** Where the list's people come from and how they are changed and removed. */
export interface PeopleSource {
  data: { people: Person[]; limit: number } | undefined;
  error: FetchBaseQueryError | SerializedError | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
  change: (id: number, body: RelativeRequest) => { unwrap: () => Promise<Person> };
  remove: (id: number) => Promise<{ error?: FetchBaseQueryError | SerializedError }>;
  removing: boolean;
}

/** The patient's relatives, refetched on every visit: another tab or device may have changed the list. */
export function useRelativesSource(): PeopleSource {
  const { data, error, isError, isFetching, refetch } = useListRelativesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [change] = useChangeRelativeMutation();
  const [remove, { isLoading: removing }] = useRemoveRelativeMutation();
  return {
    data: data ? { people: data.relatives, limit: data.limit } : undefined, error, isError, isFetching, refetch: () => void refetch(),
    change: (id, body) => change({ id, body }), remove: (id) => remove(id), removing,
  };
}

interface Props {
  source: PeopleSource;
  /** The locale prefix of the list's own texts: `relatives`, or the subscription's beneficiaries. */
  texts?: string;
  editForm: string;
  announce: (kind: 'success' | 'error', message: string) => void;
  /** An earlier outcome goes when the patient starts something else. */
  quiet: () => void;
}

export function RelativeList({ source, texts = 'relatives', editForm, announce, quiet }: Props) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const { data, error, isError, isFetching, refetch, change, remove, removing } = source;
  const [editing, setEditing] = useState<number | null>(null);
  const [asked, setAsked] = useState<Person | null>(null);

  const ask = (relative: Person) => {
    quiet();
    setEditing(null);
    setAsked(relative);
    dispatch(modalOpened(REMOVE_MODAL_ID));
  };

  const confirmRemove = async (relative: Person) => {
    const result = await remove(relative.id);
    dispatch(modalClosed(REMOVE_MODAL_ID));
    setAsked(null);
    if ('error' in result) announce('error', describeApiError(result.error, i18n).message);
    else announce('success', t(`${texts}.outcome.removed`, { name: relative.name }));
  };

  if (isError && !data) return <RetryPanel title={t(`${texts}.page.loadError`)} error={error} onRetry={refetch} retrying={isFetching} testId="relatives-error" />;
  if (!data) return <ListSkeleton testId="relatives-loading" />;

  const editor = (relative: Person) =>
    editing !== relative.id ? null : (cancel: ReactNode) => (
      <PersonEditor
        relative={relative}
        editForm={editForm}
        texts={texts}
        cancel={cancel}
        save={(body) => change(relative.id, body)}
        onSaved={(saved) => {
          setEditing(null);
          announce('success', t(`${texts}.outcome.saved`, { name: saved.name }));
        }}
      />
    );

  return (
    <>
      <p className="relatives__count" data-testid="relatives-count">
        {t(`${texts}.page.count`, { count: data.people.length, limit: data.limit })}
      </p>
      {data.people.length === 0 ? (
        <p className="panel" data-testid="relatives-empty">
          {t(`${texts}.page.empty`)}
        </p>
      ) : (
        <ul className="relatives__list" data-testid="relatives">
          {data.people.map((relative) => (
            <RelativeCard
              key={relative.id}
              relative={relative}
              editor={editor(relative)}
              onEdit={(r) => {
                quiet();
                setEditing(r.id);
              }}
              onCancelEdit={() => setEditing(null)}
              onRemove={ask}
            />
          ))}
        </ul>
      )}
      {asked ? <RemoveQuestion person={asked} texts={texts} locale={locale} busy={removing} onConfirm={() => void confirmRemove(asked)} /> : null}
    </>
  );
}

interface PersonEditorProps {
  relative: Person;
  editForm: string;
  texts: string;
  /** The card's way out of the form, drawn beside its submit button. */
  cancel: ReactNode;
  save: (body: RelativeRequest) => { unwrap: () => Promise<Person> };
  onSaved: (saved: Person) => void;
}

/** One person's details changed in place with the service's edit form (a notice when the brand has none). */
function PersonEditor({ relative, editForm, texts, cancel, save, onSaved }: PersonEditorProps) {
  const { t } = useTranslation();
  return (
    <BundlePartGate
      kind="form"
      partKey={formPartKey(editForm)}
      missing={() => (
        <>
          <p className="panel panel--notice">{t(`${texts}.page.unavailable`)}</p>
          {cancel}
        </>
      )}
    >
      {({ form }) => (
        <>
          <h4>{t(form.title)}</h4>
          <RelativeForm
            form={form}
            initial={{ name: relative.name, birthDate: relative.birthDate, relation: relative.relation }}
            save={save}
            onSaved={onSaved}
            besideSubmit={cancel}
          />
        </>
      )}
    </BundlePartGate>
  );
}

interface RemoveQuestionProps {
  person: Person;
  texts: string;
  locale: PortalLocale;
  busy: boolean;
  onConfirm: () => void;
}

/** Asks before a person is removed from the list (the shared ConfirmDialog, the safe choice focused). */
function RemoveQuestion({ person, texts, locale, busy, onConfirm }: RemoveQuestionProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      id={REMOVE_MODAL_ID}
      title={t(`${texts}.confirm.title`)}
      keepLabel={t(`${texts}.confirm.keep`)}
      confirmLabel={t(`${texts}.confirm.remove`)}
      busyLabel={t(`${texts}.confirm.busy`)}
      busy={busy}
      onConfirm={onConfirm}
      testId="relative-remove-confirm"
    >
      <p>{t(`${texts}.confirm.question`, { name: person.name, relation: t(`relatives.relation.${person.relation}`).toLocaleLowerCase(locale), date: formatDate(person.birthDate, locale) })}</p>
    </ConfirmDialog>
  );
}
