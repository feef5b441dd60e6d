/**
 * The operator's actions on a care item: exactly those the shared state machine allows the
 * operator from the item's state (availableActions), one control each — approve, book (a Budapest
 * date and time and a channel), mark appeared, close (a written answer, required), cancel (an
 * optional reason, asked again in a destructive confirmation). A claim has its own: ask for
 * information (a question, required), approve with an amount (required, at most the amount
 * claimed, which it starts with), mark paid, reject (a reason, required). While an action runs
 * its buttons keep the focus and ignore clicks (BusyButton), rather than being disabled.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorCareItem } from '../../api/careApi';
import { useAppDispatch } from '../../app/hooks';
import { modalOpened } from '../../app/uiSlice';
import { budapestInstant } from '../../care/bookingTime';
import { claimedHufOf } from '../../care/claim';
import { itemActions, type ItemAction } from '../../domain/care/careMachine';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FieldError } from '../../ui/FieldError';

export const CHANNELS = ['phone', 'video', 'in_person'] as const;
export const CANCEL_MODAL_ID = 'operator-care-cancel';
/** The longest answer the API takes. */
export const ANSWER_MAX = 20000;
/** The longest question or reason the API takes. */
export const REASON_MAX = 1000;

interface Props {
  item: OperatorCareItem;
  busy: boolean;
  onAction: (action: ItemAction, body?: Record<string, unknown>) => Promise<void>;
}

function BookForm({ item, busy, onAction }: Props) {
  const { t } = useTranslation();
  const timeId = useId();
  const errorId = useId();
  const [when, setWhen] = useState('');
  const [channel, setChannel] = useState<string>(item.channel ?? (item.answers?.channel as string | undefined) ?? 'phone');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const appointmentAt = budapestInstant(when);
    if (!appointmentAt) {
      setError(t('care.operator.bookTimeRequired'));
      document.getElementById(timeId)?.focus();
      return;
    }
    setError(null);
    void onAction('book', { appointmentAt, channel });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="operator-book" aria-labelledby={`${timeId}-legend`}>
      <h3 id={`${timeId}-legend`}>{t(item.state === 'booked' ? 'care.operator.rebook' : 'care.action.book')}</h3>
      {item.provider ? <p data-testid="operator-book-provider">{t('care.operator.bookWith', { provider: item.provider.name })}</p> : null}
      <div className="field">
        <label htmlFor={timeId}>{t('care.operator.bookTime')}</label>
        <input id={timeId} type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <FieldError id={errorId} message={error} />
      </div>
      <label className="field">
        <span>{t('care.operator.channel')}</span>
        <select value={channel} onChange={(e) => setChannel(e.target.value)}>
          {CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`care.channel.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <div>
        <BusyButton type="submit" className="button" busy={busy} data-action="book">
          {t('care.action.book')}
        </BusyButton>
      </div>
    </form>
  );
}

function CloseForm({ busy, onAction }: Omit<Props, 'item'>) {
  const { t } = useTranslation();
  const answerId = useId();
  const errorId = useId();
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (answer.trim() === '') {
      setError(t('care.operator.answerRequired'));
      document.getElementById(answerId)?.focus();
      return;
    }
    setError(null);
    void onAction('close', { answer: answer.trim() });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="operator-close" aria-labelledby={`${answerId}-title`}>
      <h3 id={`${answerId}-title`}>{t('care.action.close')}</h3>
      <div className="field">
        <label htmlFor={answerId}>{t('care.operator.answer')}</label>
        <textarea id={answerId} value={answer} maxLength={ANSWER_MAX} required onChange={(e) => setAnswer(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <FieldError id={errorId} message={error} />
      </div>
      <div>
        <BusyButton type="submit" className="button" busy={busy} data-action="close">
          {t('care.action.close')}
        </BusyButton>
      </div>
    </form>
  );
}

function CancelForm({ busy, onAction }: Omit<Props, 'item'>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  return (
    <div data-testid="operator-cancel">
      <div className="field">
        <label htmlFor={reasonId}>{t('care.operator.reason')}</label>
        <textarea id={reasonId} value={reason} maxLength={ANSWER_MAX} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div>
        <BusyButton className="button button--secondary" busy={busy} onClick={() => dispatch(modalOpened(CANCEL_MODAL_ID))} data-action="cancel">
          {t('care.action.cancel')}
        </BusyButton>
      </div>
      <ConfirmDialog
        id={CANCEL_MODAL_ID}
        title={t('care.confirm.cancelTitle')}
        keepLabel={t('care.confirm.keep')}
        confirmLabel={t('care.confirm.cancel')}
        busyLabel={t('care.confirm.busy')}
        busy={busy}
        onConfirm={() => void onAction('cancel', reason.trim() ? { reason: reason.trim() } : {})}
        testId="care-confirm"
      >
        <p>{t('care.confirm.cancelQuestionOperator')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** One required text (a question, a reason) sent with one action. */
function TextActionForm({ action, field, label, required, busy, onAction }: Omit<Props, 'item'> & { action: ItemAction; field: string; label: string; required: string }) {
  const { t } = useTranslation();
  const textId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (value.trim() === '') {
      setError(required);
      document.getElementById(textId)?.focus();
      return;
    }
    setError(null);
    void onAction(action, { [field]: value.trim() });
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`operator-${action}`} aria-labelledby={`${textId}-title`}>
      <h3 id={`${textId}-title`}>{t(`care.action.${action}`)}</h3>
      <div className="field">
        <label htmlFor={textId}>{label}</label>
        <textarea id={textId} value={value} maxLength={REASON_MAX} required onChange={(e) => setValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <FieldError id={errorId} message={error} />
      </div>
      <div>
        <BusyButton type="submit" className={action === 'reject' ? 'button button--secondary' : 'button'} busy={busy} data-action={action}>
          {t(`care.action.${action}`)}
        </BusyButton>
      </div>
    </form>
  );
}

/** Approving a claim: the amount paid back, in whole forints, from 1 to the amount claimed. */
function ApproveClaimForm({ item, busy, onAction }: Props) {
  const { t } = useTranslation();
  const amountId = useId();
  const errorId = useId();
  const claimed = claimedHufOf(item);
  const [amount, setAmount] = useState(claimed === null ? '' : String(claimed));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = Number(amount.trim());
    const fits = /^[0-9]+$/.test(amount.trim()) && value >= 1 && (claimed === null || value <= claimed);
    if (!fits) {
      setError(t('care.operator.amountInvalid', { max: claimed ?? '' }));
      document.getElementById(amountId)?.focus();
      return;
    }
    setError(null);
    void onAction('approve', { amountHuf: value });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="operator-approve-claim" aria-labelledby={`${amountId}-title`}>
      <h3 id={`${amountId}-title`}>{t('care.action.approveClaim')}</h3>
      <div className="field">
        <label htmlFor={amountId}>{t('care.operator.amount')}</label>
        <input id={amountId} type="text" inputMode="numeric" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <FieldError id={errorId} message={error} />
      </div>
      <div>
        <BusyButton type="submit" className="button" busy={busy} data-action="approve">
          {t('care.action.approveClaim')}
        </BusyButton>
      </div>
    </form>
  );
}

/** A claim's controls: what the machine allows from its state. */
function ClaimActions({ item, busy, onAction, actions }: Props & { actions: ItemAction[] }) {
  const { t } = useTranslation();
  return (
    <div className="operator-actions" data-testid="operator-actions">
      {actions.includes('markPaid') ? (
        <div className="button-row">
          <BusyButton className="button" busy={busy} onClick={() => void onAction('markPaid')} data-action="markPaid">
            {t('care.action.markPaid')}
          </BusyButton>
        </div>
      ) : null}
      {actions.includes('approve') ? <ApproveClaimForm item={item} busy={busy} onAction={onAction} /> : null}
      {actions.includes('requestInformation') ? (
        <TextActionForm action="requestInformation" field="question" label={t('care.operator.question')} required={t('care.operator.questionRequired')} busy={busy} onAction={onAction} />
      ) : null}
      {actions.includes('reject') ? (
        <TextActionForm action="reject" field="reason" label={t('care.operator.rejectReason')} required={t('care.operator.rejectReasonRequired')} busy={busy} onAction={onAction} />
      ) : null}
      {actions.includes('cancel') ? <CancelForm busy={busy} onAction={onAction} /> : null}
    </div>
  );
}

export function OperatorActions({ item, busy, onAction }: Props) {
  const { t } = useTranslation();
  const actions = itemActions(item.flow, item.state, 'operator');
  if (actions.length === 0) return <p data-testid="operator-no-actions">{t('care.operator.noActions')}</p>;
  if (item.flow === 'claim') return <ClaimActions item={item} busy={busy} onAction={onAction} actions={actions} />;
  if (actions.length === 0) return <p data-testid="operator-no-actions">{t('care.operator.noActions')}</p>;
  return (
    <div className="operator-actions" data-testid="operator-actions">
      {actions.includes('approve') || actions.includes('markAppeared') ? (
        <div className="button-row">
          {actions.includes('approve') ? (
            <BusyButton className="button" busy={busy} onClick={() => void onAction('approve')} data-action="approve">
              {t('care.action.approve')}
            </BusyButton>
          ) : null}
          {actions.includes('markAppeared') ? (
            <BusyButton className="button" busy={busy} onClick={() => void onAction('markAppeared')} data-action="markAppeared">
              {t('care.action.markAppeared')}
            </BusyButton>
          ) : null}
        </div>
      ) : null}
      {actions.includes('book') ? <BookForm item={item} busy={busy} onAction={onAction} /> : null}
      {actions.includes('close') ? <CloseForm busy={busy} onAction={onAction} /> : null}
      {actions.includes('cancel') ? <CancelForm busy={busy} onAction={onAction} /> : null}
    </div>
  );
}
