/**
 * Step loggedInForm: the patient is known, so only a note for the doctor and the Book button.
 * POST /api/reservations books at once (no email round trip). Errors are shown on top, focused,
 * and a note the server refused is marked at the field.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError, type DescribedError } from '../../api/apiError';
import { useBookReservationMutation, type ReservationAnswer } from '../../api/reservationsApi';
import type { ReservationTarget } from '../../reservation/reservationLink';

/** The server's limit (reservation-request.schema.json patientComment maxLength). */
export const PATIENT_COMMENT_MAX = 1000;

interface LoggedInBookingFormProps {
  target: ReservationTarget;
  onBooked(reservation: ReservationAnswer): void;
  onFailed(code: string): void;
}

export function LoggedInBookingForm({ target, onBooked, onFailed }: LoggedInBookingFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<DescribedError | null>(null);
  const [book, { isLoading }] = useBookReservationMutation();
  const alertBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alertBox.current?.focus();
  }, [failure]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const trimmed = comment.trim();
      const reservation = await book({ ...target, ...(trimmed ? { patientComment: trimmed } : {}) }).unwrap();
      onBooked(reservation);
    } catch (error) {
      const described = describeApiError(error as never, { t: (k, o) => t(k, o), exists: (k) => i18n.exists(k) });
      setFailure(described);
      onFailed(described.code);
    }
  };

  const commentErrors = failure?.fieldErrors.patientComment ?? [];
  const fieldId = `${id}-comment`;
  const errorId = `${id}-comment-error`;
  return (
    <form className="reservation__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={isLoading}>
      {failure ? (
        <div ref={alertBox} className="error-summary" role="alert" tabIndex={-1} data-testid="booking-error" data-code={failure.code}>
          <p>{failure.message}</p>
        </div>
      ) : null}
      <div className={commentErrors.length > 0 ? 'reservation__field has-error' : 'reservation__field'}>
        <label htmlFor={fieldId}>{t('fields.patientComment')}</label>
        <p className="reservation__hint" id={`${id}-hint`}>
          {t('reservation.loggedIn.commentHint')}
        </p>
        <textarea
          id={fieldId}
          name="patientComment"
          rows={4}
          maxLength={PATIENT_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={commentErrors.length > 0 || undefined}
          aria-describedby={commentErrors.length > 0 ? `${id}-hint ${errorId}` : `${id}-hint`}
        />
        {commentErrors.length > 0 ? (
          <p className="reservation__field-error" id={errorId}>
            {commentErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={isLoading} data-testid="book-button">
          {isLoading ? t('reservation.loggedIn.booking') : t('reservation.loggedIn.submit')}
        </button>
      </div>
    </form>
  );
}
