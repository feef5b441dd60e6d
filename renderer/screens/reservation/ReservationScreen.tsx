/**
 * The reservation screen (/services/provider-search/reservation?slotId=&subfunctionId=), driven
 * by reservationSlice (spec §4): the slot summary, then
 *   anonymous:  register (form) → verification ("we sent a link…")
 *   logged in:  loggedInForm (note + Book) → loggedInFinished
 * with "I have an account — log in" switching register → login → loggedInForm. The finished step
 * of the anonymous path is reached by the emailed link (VerifyPublicReservationScreen).
 *
 * The reducer runs locally (useReducer): the flow belongs to this visit of this slot, and a
 * store-wide copy would outlive it and show a stale step on the next slot.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ReservationAnswer } from '../../api/reservationsApi';
import { useAppSelector } from '../../app/hooks';
import { selectRestoring, selectSessionUser } from '../../app/sessionSlice';
import { beginReservation } from '../../reservation/beginReservation';
import { parseReservationTarget, type ReservationTarget } from '../../reservation/reservationLink';
import { finishLoggedIn, reservationSlice, submitLogin, submitRegistration, switchToLogin, switchToRegistration } from '../../reservation/reservationSlice';
import type { ScreenProps } from '../../routing/routeEntry';
import { LoadingPanel } from '../../ui/LoadingPanel';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { BackToSearch } from './BackToSearch';
import { FinishedPanel } from './FinishedPanel';
import type { Sent } from './RegistrationStep';
import { ReservationStepper } from './ReservationStepper';
import { SlotSummaryCard } from './SlotSummaryCard';
import { SlotProblem, useSlotSummary } from './useSlotSummary';
import { VerificationPanel } from './VerificationPanel';
import './reservation.css';
import { lazyChunk } from '../../routing/lazyChunk';
import { ChunkSuspense } from '../../ui/ChunkSuspense';

const RegistrationStep = lazyChunk('screens/reservation/RegistrationStep', () => import('./RegistrationStep'));
const LoginStep = lazyChunk('screens/reservation/LoginStep', () => import('./LoginStep'));
const LoggedInBookingForm = lazyChunk('screens/reservation/LoggedInBookingForm', () => import('./LoggedInBookingForm'));

export default function ReservationScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const target = useMemo(() => parseReservationTarget(search), [search]);
  const restoring = useAppSelector(selectRestoring);
  return (
    <div className="screen reservation" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {target === null ? (
        <div className="panel reservation__problem" role="alert" data-testid="reservation-invalid">
          <p>{t('reservation.invalidLink')}</p>
          <BackToSearch primary />
        </div>
      ) : restoring ? (
        <LoadingPanel />
      ) : (
        <ReservationFlow key={`${target.slotId}-${target.subfunctionId}`} target={target} />
      )}
    </div>
  );
}

function ReservationFlow({ target }: { target: ReservationTarget }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectSessionUser) !== null;
  const [state, dispatch] = useReducer(reservationSlice.reducer, undefined, () => beginReservation(target, loggedIn));
  const [sent, setSent] = useState<Sent | null>(null);
  const [booked, setBooked] = useState<ReservationAnswer | null>(null);
  const summary = useSlotSummary(target);
  const step = state.step ?? 'register';
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(step);

  // Logging in or out elsewhere (the header, another tab) moves the flow along with the session.
  useEffect(() => {
    if (loggedIn && (step === 'register' || step === 'login')) dispatch(submitLogin());
    if (!loggedIn && step === 'loggedInForm') dispatch(switchToRegistration());
  }, [loggedIn, step]);

  // A new step replaces the part of the page the patient was in: announce it by moving focus.
  useEffect(() => {
    if (step !== firstStep.current) stepHeading.current?.focus();
  }, [step]);

  const onFailed = (code: string) => summary.recheck(code);
  const finished = step === 'finished' || step === 'loggedInFinished';
  const done = finished || step === 'verification';

  if (!done && summary.state !== 'ready') return <SlotProblem summary={summary} loggedIn={loggedIn} />;

  return (
    <div className="reservation__layout">
      <ReservationStepper step={step} />
      {summary.slot && !done ? <SlotSummaryCard slot={summary.slot} /> : null}
      <section className="reservation__step" aria-labelledby={finished ? 'reservation-finished-title' : 'reservation-step-title'} data-step={step} data-testid="reservation-step">
        {finished ? null : (
          <h2 id="reservation-step-title" ref={stepHeading} tabIndex={-1}>
            {t(`reservation.steps.${step}`)}
          </h2>
        )}
        {step === 'register' ? (
          <RegisterPart
            target={target}
            onFailed={onFailed}
            onLogIn={() => dispatch(switchToLogin())}
            onSent={(result) => {
              setSent(result);
              dispatch(submitRegistration({ patientComment: result.patientComment }));
            }}
          />
        ) : null}
        {step === 'login' ? <LoginPart onRegister={() => dispatch(switchToRegistration())} onLoggedIn={() => dispatch(submitLogin())} /> : null}
        {step === 'loggedInForm' ? (
          <ChunkSuspense chunk={LoggedInBookingForm} fallback={<LoadingPanel />}>
            <LoggedInBookingForm
              target={target}
              onFailed={onFailed}
              onBooked={(reservation) => {
                setBooked(reservation);
                dispatch(finishLoggedIn({ discountRate: reservation.discountRate }));
              }}
            />
          </ChunkSuspense>
        ) : null}
        {step === 'verification' && sent ? <VerificationPanel sent={sent} /> : null}
        {finished && booked ? (
          <FinishedPanel reservation={booked} discountRate={state.discountRate} loggedIn={step === 'loggedInFinished'} />
        ) : null}
      </section>
      {done ? null : (
        <p>
          <BackToSearch video={summary.slot?.video ?? false} />
        </p>
      )}
    </div>
  );
}

interface RegisterPartProps {
  target: ReservationTarget;
  onFailed: (code: string) => void;
  /** "I have an account — log in". */
  onLogIn: () => void;
  onSent: (sent: Sent) => void;
}

/** The anonymous path's first step: registering with the booking, or the way to log in instead. */
function RegisterPart({ target, onFailed, onLogIn, onSent }: RegisterPartProps) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('reservation.register.intro')}</p>
      <p>
        <button type="button" className="text-button" onClick={onLogIn} data-testid="switch-to-login">
          {t('reservation.register.haveAccount')}
        </button>
      </p>
      <ChunkSuspense chunk={RegistrationStep} fallback={<LoadingPanel />}>
        <RegistrationStep target={target} onFailed={onFailed} onSent={onSent} />
      </ChunkSuspense>
    </>
  );
}

/** Logging in to book, or back to registering for someone without an account. */
function LoginPart({ onRegister, onLoggedIn }: { onRegister: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <button type="button" className="text-button" onClick={onRegister} data-testid="switch-to-registration">
          {t('reservation.login.noAccount')}
        </button>
      </p>
      <ChunkSuspense chunk={LoginStep} fallback={<LoadingPanel />}>
        <LoginStep onLoggedIn={onLoggedIn} />
      </ChunkSuspense>
    </>
  );
}
