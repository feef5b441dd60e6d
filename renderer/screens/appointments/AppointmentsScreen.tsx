/**
 * The patient's appointments (spec §2 /services/appointments, hasAppointments; §4 slots are
 * cancellable only before a limit; §8 RR1003/RR1004). Upcoming first, soonest first, then past
 * and cancelled ones. Cancelling asks in the shared ConfirmDialog (the safe choice focused first), then calls DELETE; the list tag is
 * invalidated either way, so the list shows the server's state after a success and after a
 * refusal alike. The outcome is announced in a live region and takes the focus, because the
 * button that opened the dialog may be gone from the refreshed list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { useCancelAppointmentMutation, useListAppointmentsQuery, type Appointment } from '../../api/appointmentsApi';
import { useBundle } from '../../app/bundle';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { modalClosed, modalOpened, selectLocale } from '../../app/uiSlice';
import { groupAppointments, phaseOf } from '../../appointments/groupAppointments';
import { formatDate, formatTime } from '../../domain/format/format';
import type { ScreenProps } from '../../routing/routeEntry';
import { PortalLink } from '../../routing/PortalLink';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { AppointmentCard } from './AppointmentCard';
import { ListSkeleton, RetryPanel } from './ListStates';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import './appointments.css';

export const CANCEL_MODAL_ID = 'cancel-appointment';


export default function AppointmentsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  // Refetched on every visit: a booking made on another screen must show here at once.
  const { data, error, isLoading, isError, isFetching, refetch } = useListAppointmentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toCancel, setToCancel] = useState<Appointment | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const dispatch = useAppDispatch();

  const ask = (appointment: Appointment) => {
    setOutcome(null);
    setToCancel(appointment);
    dispatch(modalOpened(CANCEL_MODAL_ID));
  };

  return (
    <div className="screen appointments" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <ActionOutcome outcome={outcome} testId="cancel" />
      {isError && !data ? (
        <RetryPanel title={t('appointments.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="appointments-error" />
      ) : isLoading || !data ? (
        <ListSkeleton testId="appointments-loading" />
      ) : (
        <AppointmentList appointments={data} onCancel={ask} />
      )}
      <CancelDialog appointment={toCancel} onDone={setOutcome} />
    </div>
  );
}

function AppointmentList({ appointments, onCancel }: { appointments: Appointment[]; onCancel: (a: Appointment) => void }) {
  const { t } = useTranslation();
  const bundle = useBundle();
  // The clock is read on each render: a visit that has begun since the last one moves down.
  const now = Date.now();
  const { upcoming, past } = groupAppointments(appointments, now);

  if (appointments.length === 0) {
    return (
      <div className="panel" data-testid="appointments-empty">
        <p>{t('appointments.empty')}</p>
        <PortalLink to={bundle.brand.rules.providerSearchPath} className="link-button">
          {t('appointments.findDoctor')}
        </PortalLink>
      </div>
    );
  }
  return (
    <>
      <section className="appointments__group" aria-labelledby="appointments-upcoming">
        <h2 id="appointments-upcoming">{t('appointments.upcoming')}</h2>
        {upcoming.length === 0 ? (
          <p className="panel" data-testid="appointments-no-upcoming">
            {t('appointments.noUpcoming')}{' '}
            <PortalLink to={bundle.brand.rules.providerSearchPath}>{t('appointments.findDoctor')}</PortalLink>
          </p>
        ) : (
          <ul className="appointments__list" data-testid="appointments-upcoming">
            {upcoming.map((a) => (
              <AppointmentCard key={a.id} appointment={a} phase="upcoming" onCancel={onCancel} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 && (
        <section className="appointments__group" aria-labelledby="appointments-past">
          <h2 id="appointments-past">{t('appointments.past')}</h2>
          <ul className="appointments__list" data-testid="appointments-past">
            {past.map((a) => (
              <AppointmentCard key={a.id} appointment={a} phase={phaseOf(a, now)} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The confirmation; the answer (success or the catalogue's RR1003/RR1004 text) goes back to the screen. */
function CancelDialog({ appointment, onDone }: { appointment: Appointment | null; onDone: (outcome: Outcome) => void }) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const [cancel, { isLoading }] = useCancelAppointmentMutation();
  if (!appointment) return null;
  const values = {
    date: formatDate(appointment.slot.start, locale),
    time: formatTime(appointment.slot.start, locale),
    doctor: appointment.doctor.name,
  };

  const confirm = async () => {
    const result = await cancel(appointment.id);
    dispatch(modalClosed(CANCEL_MODAL_ID));
    onDone(
      'error' in result
        ? { kind: 'error', message: describeApiError(result.error, i18n).message }
        : { kind: 'success', message: t('appointments.cancelled', values) },
    );
  };

  return (
    <ConfirmDialog
      id={CANCEL_MODAL_ID}
      title={t('appointments.cancelTitle')}
      keepLabel={t('appointments.keep')}
      confirmLabel={t('appointments.confirmCancel')}
      busyLabel={t('appointments.cancelling')}
      busy={isLoading}
      onConfirm={() => void confirm()}
      testId="confirm-cancel"
    >
      <p>{t('appointments.cancelQuestion', values)}</p>
    </ConfirmDialog>
  );
}
