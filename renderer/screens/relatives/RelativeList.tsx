/**
 * The patient's relatives with every state: a skeleton, the catalogue error with a retry, a
 * sentence when there are none. One card at a time is changed in place with the service's edit
 * form; removing asks first in the shared ConfirmDialog (the safe choice focused). Each outcome —
 * saved, removed, or the catalogue's message (404 when another tab removed the relative) — goes to
 * the page, which announces it and gives it the focus.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { useChangeRelativeMutation, useListRelativesQuery, useRemoveRelativeMutation, type Relative } from '../../api/relativesApi';
import { formPartKey } from '../../app/bundleParts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, modalOpened, selectLocale } from '../../app/uiSlice';
import { formatDate } from '../../i18n/format';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { RelativeCard } from './RelativeCard';
import { RelativeForm } from './RelativeForm';

export const REMOVE_MODAL_ID = 'remove-relative';

interface Props {
  editForm: string;
  announce: (kind: 'success' | 'error', message: string) => void;
  /** An earlier outcome goes when the patient starts something else. */
  quiet: () => void;
}

export function RelativeList({ editForm, announce, quiet }: Props) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  // Refetched on every visit: another tab or device may have changed the list.
  const { data, error, isError, isFetching, refetch } = useListRelativesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [change] = useChangeRelativeMutation();
  const [remove, { isLoading: removing }] = useRemoveRelativeMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const [asked, setAsked] = useState<Relative | null>(null);

  const ask = (relative: Relative) => {
    quiet();
    setEditing(null);
    setAsked(relative);
    dispatch(modalOpened(REMOVE_MODAL_ID));
  };

  const confirmRemove = async (relative: Relative) => {
    const result = await remove(relative.id);
    dispatch(modalClosed(REMOVE_MODAL_ID));
    setAsked(null);
    if ('error' in result) announce('error', describeApiError(result.error, i18n).message);
    else announce('success', t('relatives.outcome.removed', { name: relative.name }));
  };

  if (isError && !data) return <RetryPanel title={t('relatives.page.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="relatives-error" />;
  if (!data) return <ListSkeleton testId="relatives-loading" />;

  const editor = (relative: Relative) =>
    editing !== relative.id ? null : (cancel: ReactNode) => (
      <BundlePartGate
        kind="form"
        partKey={formPartKey(editForm)}
        missing={() => (
          <>
            <p className="panel panel--notice">{t('relatives.page.unavailable')}</p>
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
              save={(body) => change({ id: relative.id, body })}
              onSaved={(saved) => {
                setEditing(null);
                announce('success', t('relatives.outcome.saved', { name: saved.name }));
              }}
              besideSubmit={cancel}
            />
          </>
        )}
      </BundlePartGate>
    );

  return (
    <>
      <p className="relatives__count" data-testid="relatives-count">
        {t('relatives.page.count', { count: data.relatives.length, limit: data.limit })}
      </p>
      {data.relatives.length === 0 ? (
        <p className="panel" data-testid="relatives-empty">
          {t('relatives.page.empty')}
        </p>
      ) : (
        <ul className="relatives__list" data-testid="relatives">
          {data.relatives.map((relative) => (
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
      {asked ? (
        <ConfirmDialog
          id={REMOVE_MODAL_ID}
          title={t('relatives.confirm.title')}
          keepLabel={t('relatives.confirm.keep')}
          confirmLabel={t('relatives.confirm.remove')}
          busyLabel={t('relatives.confirm.busy')}
          busy={removing}
          onConfirm={() => void confirmRemove(asked)}
          testId="relative-remove-confirm"
        >
          <p>{t('relatives.confirm.question', { name: asked.name, relation: t(`relatives.relation.${asked.relation}`).toLocaleLowerCase(locale), date: formatDate(asked.birthDate, locale) })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
