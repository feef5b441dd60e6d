/**
 * One care item as the patient reads it: the service, when it was asked for, its state and the
 * next step, where it is on its way, the booked time and channel, the written answer, the
 * documents and the history, and the answer as a PDF to keep (issue 33). The actions are the
 * ones the shared state machine allows the patient now (itemActions): cancel, delete, add documents, and a claim's answer to the operator's question;
 * the screen asks before cancelling or deleting. Buttons keep the focus while an action runs
 * (BusyButton), and closing the adding of documents gives it back to "Add documents".
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerDocumentUrl, type CareItem } from '../../api/careApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { serviceNameKey } from '../../care/careLabels';
import { itemActions, type ItemAction } from '../../domain/care/careMachine';
import type { CareUploads as UploadRules } from '../../domain/care/careOfService';
import { formatDate } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import { BusyButton } from '../../ui/BusyButton';
import { DownloadLink } from '../../ui/DownloadLink';
import { useFocusIfLost } from '../../ui/focusRescue';
import { CareDocuments } from './CareDocuments';
import { CareHistory } from './CareHistory';
import { CareItemSummary } from './CareItemSummary';
import { CareUploads, type UploadsState } from './CareUploads';
import { ClaimAnswer } from './ClaimAnswer';
import { WizardItemAnswers } from '../preauthorization/WizardItemAnswers';

interface Props {
  item: CareItem;
  /** The service page's link (My care); absent on the service page itself. */
  serviceLink?: string;
  /** Upload rules and page of the service, for adding documents. */
  uploads?: { page: string; rules: UploadRules } | null;
  onAction?: (item: CareItem, action: ItemAction, body?: Record<string, unknown>) => void;
  busy?: boolean;
}

export function CareItemCard({ item, serviceLink, uploads, onAction, busy = false }: Props) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const titleId = useId();
  const actions = onAction ? itemActions(item.flow, item.state, 'patient') : [];
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<UploadsState>({ ids: [], busy: false });
  // Sending or going back closes the adding part with the button pressed: the focus goes back to "Add documents".
  const addButton = useRef<HTMLButtonElement>(null);
  useFocusIfLost(adding, () => (adding ? null : addButton.current));
  const name = t(serviceNameKey(item));

  return (
    <li className="care-item panel" data-testid="care-item" data-care-id={item.id} data-state={item.state}>
      <h3 id={titleId} className="care-item__title">
        {serviceLink ? <PortalLink to={serviceLink}>{name}</PortalLink> : name}
      </h3>
      <CareItemSummary item={item} sent={t('care.item.created', { date: formatDate(item.createdAt, locale) })} />
      {item.answer ? (
        <p className="care-item__download">
          <DownloadLink href={answerDocumentUrl(item)} testId="care-answer-download">
            {t('care.answerDocument.download')}
          </DownloadLink>
        </p>
      ) : null}
      <details className="care-item__more">
        <summary>{t('care.item.more')}</summary>
        <WizardItemAnswers item={item} />
        <h4>{t('care.item.documents')}</h4>
        <CareDocuments item={item} />
        <h4>{t('care.item.history')}</h4>
        <CareHistory events={item.events} />
      </details>
      {actions.length > 0 ? (
        <div className="button-row care-item__actions" data-testid="care-actions">
          {actions.includes('addDocuments') && uploads && !adding ? (
            <button ref={addButton} type="button" className="button button--secondary" aria-describedby={titleId} onClick={() => setAdding(true)} data-action="addDocuments">
              {t('care.action.addDocuments')}
            </button>
          ) : null}
          {actions.includes('cancel') ? (
            <BusyButton className="button button--secondary" aria-describedby={titleId} busy={busy} onClick={() => onAction?.(item, 'cancel')} data-action="cancel">
              {t('care.action.cancel')}
            </BusyButton>
          ) : null}
          {actions.includes('delete') ? (
            <BusyButton className="button button--secondary" aria-describedby={titleId} busy={busy} onClick={() => onAction?.(item, 'delete')} data-action="delete">
              {t('care.action.delete')}
            </BusyButton>
          ) : null}
        </div>
      ) : null}
      {uploads && actions.includes('answerInformation') ? (
        <ClaimAnswer item={item} uploads={uploads} busy={busy} onSend={(body) => onAction?.(item, 'answerInformation', body)} />
      ) : null}
      {adding && uploads && actions.includes('addDocuments') ? (
        <div className="care-item__add">
          <CareUploads page={uploads.page} rules={uploads.rules} onChange={setAdded} />
          <div className="button-row">
            <BusyButton
              className="button"
              busy={busy || added.busy}
              unavailable={added.ids.length === 0}
              onClick={() => {
                onAction?.(item, 'addDocuments', { uploadIds: added.ids });
                setAdding(false);
              }}
            >
              {t('care.action.sendDocuments')}
            </BusyButton>
            <button type="button" className="button button--secondary" onClick={() => setAdding(false)}>
              {t('ui.form.back')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
