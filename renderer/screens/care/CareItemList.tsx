/**
 * The patient's care items, newest first (of one service on its page, of every service on My
 * care), with every state: a skeleton, the catalogue error with a retry, a sentence when there
 * are none. Cancelling and deleting ask first in the shared ConfirmDialog (the safe choice
 * focused); every action's outcome — the new state, or the catalogue's RS message when the item
 * had moved on meanwhile — is announced and takes the focus. The list refetches after every
 * action (careApi tags), refusals included.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { useCareActionMutation, useListCareItemsQuery, type CareItem } from '../../api/careApi';
import { useBundle } from '../../app/bundle';
import { useAppDispatch } from '../../app/hooks';
import { modalClosed, modalOpened } from '../../app/uiSlice';
import { stateKey } from '../../care/careLabels';
import type { ItemAction } from '../../domain/care/careMachine';
import type { CareUploads as UploadRules } from '../../domain/care/careOfService';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { CareItemCard } from './CareItemCard';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';

export const CONFIRM_MODAL_ID = 'care-confirm';

interface Props {
  /** One service's items; every service's when absent. */
  service?: string;
  uploads?: { page: string; rules: UploadRules } | null;
  /** Link each item to its service's page (My care). */
  linkServices?: boolean;
  empty: ReactNode;
}

type Asked = { item: CareItem; action: 'cancel' | 'delete' } | null;

const newestFirst = (items: CareItem[]): CareItem[] => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

export function CareItemList({ service, uploads, linkServices = false, empty }: Props) {
  const { t, i18n } = useTranslation();
  const bundle = useBundle();
  const dispatch = useAppDispatch();
  // Refetched on every visit: an operator may have moved an item since.
  const { data, error, isError, isFetching, refetch } = useListCareItemsQuery(service, { refetchOnMountOrArgChange: true });
  const [act, { isLoading }] = useCareActionMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [asked, setAsked] = useState<Asked>(null);

  const run = async (item: CareItem, action: ItemAction, body?: Record<string, unknown>) => {
    const result = await act({ id: item.id, action, body });
    dispatch(modalClosed(CONFIRM_MODAL_ID));
    setAsked(null);
    if ('error' in result) setOutcome({ kind: 'error', message: describeApiError(result.error, i18n).message, at: Date.now() });
    else {
      const state = t(stateKey(result.data.flow ?? item.flow, result.data.state));
      setOutcome({ kind: 'success', message: t(`care.outcome.${action}`, { state }), at: Date.now() });
    }
  };

  const onAction = (item: CareItem, action: ItemAction, body?: Record<string, unknown>) => {
    setOutcome(null);
    if (action === 'cancel' || action === 'delete') {
      setAsked({ item, action });
      dispatch(modalOpened(CONFIRM_MODAL_ID));
    } else void run(item, action, body);
  };

  let list: ReactNode;
  if (isError && !data) list = <RetryPanel title={t('care.list.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="care-items-error" />;
  else if (!data) list = <ListSkeleton testId="care-items-loading" />;
  else if (data.items.length === 0) list = <div className="panel" data-testid="care-items-empty">{empty}</div>;
  else
    list = (
      <ul className="care-items" data-testid="care-items">
        {newestFirst(data.items).map((item) => (
          <CareItemCard
            key={item.id}
            item={item}
            serviceLink={linkServices ? bundle.services[item.service]?.route : undefined}
            uploads={uploads}
            onAction={onAction}
            busy={isLoading}
          />
        ))}
      </ul>
    );

  return (
    <>
      <ActionOutcome outcome={outcome} testId="care-outcome" />
      {list}
      {asked ? (
        <ConfirmDialog
          id={CONFIRM_MODAL_ID}
          title={t(`care.confirm.${asked.action}Title`)}
          keepLabel={t('care.confirm.keep')}
          confirmLabel={t(`care.confirm.${asked.action}`)}
          busyLabel={t('care.confirm.busy')}
          busy={isLoading}
          onConfirm={() => void run(asked.item, asked.action)}
          testId="care-confirm"
        >
          <p>{t(`care.confirm.${asked.action}Question`)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
