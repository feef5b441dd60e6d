/**
 * Step loggedInForm: the patient is known, so the reservation form document (forms.json
 * `reservation`: the note for the doctor) with the slot and service added, and for whom when the
 * patient has relatives to book for, posted to
 * POST /api/reservations, which books at once (no email round trip). Errors show as every form's
 * do: on top, focused, and beside the note when the server refused it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseApi } from '../../api/baseApi';
import type { ReservationAnswer } from '../../api/reservationsApi';
import { formPartKey, RESERVATION_FORMS } from '../../domain/brand/bundleParts';
import { useAppDispatch } from '../../app/hooks';
import { PortalForm } from '../../forms/PortalForm';
import type { ReservationTarget } from '../../reservation/reservationLink';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { ForWhomField } from '../../relatives/ForWhomField';
import { useBookableRelatives } from '../../relatives/useBookableRelatives';

interface LoggedInBookingFormProps {
  target: ReservationTarget;
  onBooked(reservation: ReservationAnswer): void;
  onFailed(code: string): void;
}

export default function LoggedInBookingForm({ target, onBooked, onFailed }: LoggedInBookingFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const relatives = useBookableRelatives();
  const [relativeId, setRelativeId] = useState<number | null>(null);
  const unavailable = () => (
    <p className="panel panel--error" role="alert">
      {t('reservation.loggedIn.unavailable')}
    </p>
  );
  return (
    <BundlePartGate kind="form" partKey={formPartKey(RESERVATION_FORMS.reservation)} missing={unavailable}>
      {({ form }) => (
        <div data-testid="booking-form">
          <PortalForm
            form={form}
            extraBody={{ slotId: target.slotId, subfunctionId: target.subfunctionId, ...(relativeId !== null ? { relativeId } : {}) }}
            beforeSubmit={relatives.length > 0 ? <ForWhomField name="booking-for-whom" relatives={relatives} value={relativeId} onChange={setRelativeId} /> : undefined}
            onFailed={onFailed}
            onSubmitted={(answer) => {
              // The appointments list is stale now, whichever screen shows it next.
              dispatch(baseApi.util.invalidateTags(['Reservations']));
              onBooked(answer as unknown as ReservationAnswer);
            }}
          />
        </div>
      )}
    </BundlePartGate>
  );
}
