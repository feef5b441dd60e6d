/**
 * The anonymous booking (step register): the publicReservation form document with the slot and
 * service added, posted to /api/public-reservations, which mails the verify link. Its own chunk
 * with the form library: a logged-in patient never needs it.
 */
import { useTranslation } from 'react-i18next';
import type { PublicReservationAnswer } from '../../api/reservationsApi';
import { formPartKey, RESERVATION_FORMS } from '../../domain/brand/bundleParts';
import { PortalForm } from '../../forms/PortalForm';
import type { ReservationTarget } from '../../reservation/reservationLink';
import { BundlePartGate } from '../../ui/BundlePartGate';

/** Server codes about one field of the form, shown beside it (spec §8: U030 under 18, U018/U025 acceptance). */
export const PUBLIC_RESERVATION_CODE_FIELDS: Record<string, string> = { U030: 'birthDate', U018: 'acceptTerms', U025: 'acceptPrivacy' };

export interface Sent {
  email: string;
  minutes: number;
  patientComment: string;
  discountRate: number;
}

interface RegistrationStepProps {
  target: ReservationTarget;
  onSent(sent: Sent): void;
  onFailed(code: string): void;
}

export default function RegistrationStep({ target, onSent, onFailed }: RegistrationStepProps) {
  const { t } = useTranslation();
  // A brand that removed the form books only after logging in; say so rather than show nothing.
  const unavailable = () => (
    <p className="panel" role="status">
      {t('reservation.register.unavailable')}
    </p>
  );
  return (
    <BundlePartGate kind="form" partKey={formPartKey(RESERVATION_FORMS.publicReservation)} missing={unavailable}>
      {({ form }) => (
        <PortalForm
          form={form}
          extraBody={{ slotId: target.slotId, subfunctionId: target.subfunctionId }}
          codeFields={PUBLIC_RESERVATION_CODE_FIELDS}
          onFailed={onFailed}
          onSubmitted={(answer, data) => {
            const sent = answer as unknown as PublicReservationAnswer;
            onSent({
              email: String(data.email ?? ''),
              minutes: sent.linkValidMinutes,
              patientComment: typeof data.patientComment === 'string' ? data.patientComment : '',
              discountRate: sent.reservation.discountRate,
            });
          }}
        />
      )}
    </BundlePartGate>
  );
}
