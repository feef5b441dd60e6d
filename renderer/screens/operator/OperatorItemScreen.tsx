/**
 * One care item in the operator console (/operator/care/:id, role operator, issue 12): the
 * patient, the service, the state and where it is on its way, the patient's answers, the
 * documents, the history and the actions the state allows. After an action the item is fetched
 * again (careApi tags) and a status message announcing the new state — or the catalogue's RS
 * message of a refusal — takes the focus.
 */
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '../../api/apiError';
import { patientOf, useGetOperatorCareItemQuery, useOperatorCareActionMutation, type OperatorCareItem } from '../../api/careApi';
import { useBundle } from '../../app/bundle';
import { formPartKey } from '../../domain/brand/bundleParts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, selectLocale } from '../../app/uiSlice';
import { useBundlePart } from '../../app/useBundlePart';
import { serviceNameKey, stateKey } from '../../care/careLabels';
import type { ItemAction } from '../../domain/care/careMachine';
import { careOfService } from '../../domain/care/careOfService';
import { formatDateTime } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import { CareDocuments } from '../care/CareDocuments';
import { CareHistory } from '../care/CareHistory';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { CareItemSummary } from '../care/CareItemSummary';
import { CANCEL_MODAL_ID, OperatorActions } from './OperatorActions';
import '../appointments/appointments.css';
import '../care/care.css';
import './operator.css';
import { CareTexts } from '../care/CareTexts';
import { useIsWizardItem, WizardItemAnswers } from '../preauthorization/WizardItemAnswers';

function OperatorItem({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const itemId = /^\d+$/.test(id) ? Number(id) : NaN;
  const dispatch = useAppDispatch();
  const { data: item, error, isError, isFetching, refetch } = useGetOperatorCareItemQuery(itemId, { skip: Number.isNaN(itemId), refetchOnMountOrArgChange: true });
  const [act, { isLoading }] = useOperatorCareActionMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onAction = async (action: ItemAction, body?: Record<string, unknown>) => {
    if (!item) return;
    setOutcome(null);
    const result = await act({ id: item.id, action, body });
    dispatch(modalClosed(CANCEL_MODAL_ID));
    if ('error' in result) setOutcome({ kind: 'error', message: describeApiError(result.error, i18n).message, at: Date.now() });
    else setOutcome({ kind: 'success', message: t('care.operator.done', { state: t(stateKey(result.data.flow ?? item.flow, result.data.state)) }), at: Date.now() });
  };

  let body;
  if (Number.isNaN(itemId))
    body = (
      <p className="panel panel--error" role="alert">
        {t('care.operator.notFound')}
      </p>
    );
  else if (isError && !item) body = <RetryPanel error={error} onRetry={() => void refetch()} retrying={isFetching} testId="operator-item-error" />;
  else if (!item) body = <ListSkeleton rows={2} testId="operator-item-loading" />;
  else body = <ItemDetails item={item} busy={isLoading} onAction={onAction} />;

  return (
    <div className="screen operator-item" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>
        <PortalLink className="standalone-link" to="/operator/care">{t('care.operator.backToQueue')}</PortalLink>
      </p>
      <ActionOutcome outcome={outcome} testId="operator-outcome" />
      {body}
    </div>
  );
}

function ItemDetails({ item, busy, onAction }: { item: OperatorCareItem; busy: boolean; onAction: (action: ItemAction, body?: Record<string, unknown>) => Promise<void> }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const patient = patientOf(item);
  const wizardItem = useIsWizardItem(item);
  return (
    <article className="care-item panel" data-testid="operator-item" data-state={item.state} aria-labelledby="operator-item-title">
      <h2 id="operator-item-title">
        {t(serviceNameKey(item))} – {patient.name || patient.email}
      </h2>
      <CareItemSummary
        item={item}
        sent={formatDateTime(item.createdAt, locale)}
        details={
          <>
            <dt>{t('care.operator.patient')}</dt>
            <dd>
              {patient.name}
              {patient.email ? ` <${patient.email}>` : ''}
            </dd>
          </>
        }
      />
      <section className="operator-item__section" aria-labelledby="operator-answers-title">
        <h3 id="operator-answers-title">{t('care.operator.answers')}</h3>
        {wizardItem ? <WizardItemAnswers item={item} /> : <Answers item={item} />}
      </section>
      <section className="operator-item__section" aria-labelledby="operator-documents-title">
        <h3 id="operator-documents-title">{t('care.item.documents')}</h3>
        <CareDocuments item={item} operator />
      </section>
      <section className="operator-item__section" aria-labelledby="operator-history-title">
        <h3 id="operator-history-title">{t('care.item.history')}</h3>
        <CareHistory events={item.events} />
      </section>
      <section className="operator-item__section" aria-labelledby="operator-actions-title">
        <h3 id="operator-actions-title">{t('care.operator.actions')}</h3>
        <OperatorActions item={item} busy={busy} onAction={onAction} />
      </section>
    </article>
  );
}

/** The patient's answers, each under its field's title from the service's form document when it is at hand. */
function Answers({ item }: { item: OperatorCareItem }) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const care = careOfService(bundle.services[item.service]);
  const { part } = useBundlePart('form', care ? formPartKey(care.form) : undefined);
  const properties = (part?.form.schema.properties ?? {}) as Record<string, { title?: string; oneOf?: { const?: unknown; title?: string }[] }>;
  const entries = Object.entries(item.answers ?? {}).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (entries.length === 0) return <p>{t('care.operator.noAnswers')}</p>;
  const shown = (value: unknown, field?: string): string => {
    if (typeof value === 'boolean') return t(value ? 'providers.yes' : 'providers.no');
    // A choice is shown by its title in the form (a channel, a specialty), not by its stored value.
    const choice = field === undefined ? undefined : properties[field]?.oneOf?.find((option) => option.const === value);
    if (choice?.title) return t(choice.title);
    if (Array.isArray(value)) return value.map((one) => shown(one)).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return (
    <dl className="operator-item__answers" data-testid="operator-answers">
      {entries.map(([field, value]) => (
        <Fragment key={field}>
          <dt>{properties[field]?.title ? t(properties[field]!.title!) : field}</dt>
          <dd>{shown(value, field)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The screen once the care texts are at hand (CareTexts): every text of it is looked up after they arrive. */
export default function OperatorItemScreen(props: ScreenProps) {
  return (
    <CareTexts>
      <OperatorItem {...props} />
    </CareTexts>
  );
}
