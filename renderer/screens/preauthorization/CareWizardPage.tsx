/**
 * The page of a care service asked in steps (a service whose `care` has a `wizard`: the
 * pre-authorisation, spec §2): what the service is and costs, a button that opens the wizard
 * dialog (it says "continue" while a draft is kept), the outcome of the last request, and the
 * patient's items of the service. A draft left open before a reload opens the dialog again on its
 * step and says so. Leaving with typed answers is asked first (a destructive confirmation, the safe
 * choice focused); focus goes back to the opening button when the dialog closes.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareItem } from '../../api/careApi';
import { useGetMapProvidersQuery } from '../../api/providerDetailsApi';
import { nextStepKey } from '../../care/careLabels';
import type { CareOfService } from '../../domain/care/careOfService';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { modalClosed, modalOpened, selectIsModalOpen } from '../../app/uiSlice';
import type { CareWizard } from '../../domain/care/careWizard';
import { useWizardDraft, type DraftControl } from '../../preauthorization/useWizardDraft';
import { draftKey, hasTypedAnswers } from '../../preauthorization/wizardDraft';
import type { ScreenProps } from '../../routing/routeEntry';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PREAUTH_NAMESPACE } from '../../domain/brand/bundleParts';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { CareItemList } from '../care/CareItemList';
import { CareTexts } from '../care/CareTexts';
import { CareServiceInfo } from '../service/CareServiceInfo';
import { uploadPageOf } from '../service/CareServicePage';
import { CareWizardDialog, WIZARD_MODAL_ID } from './CareWizardDialog';
import '../appointments/appointments.css';
import '../care/care.css';
import '../service/service.css';
import './careWizard.css';

export interface CareWizardPageProps extends ScreenProps {
  serviceKey: string;
  care: CareOfService;
  wizard: CareWizard;
}

const DISCARD_MODAL_ID = 'care-wizard-discard';


function WizardPage({ route, serviceKey, care, wizard }: CareWizardPageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const control = useWizardDraft(draftKey(serviceKey, user?.id ?? 0, user?.currentSubscriptionId));
  const { draft, restored, update, reset } = control;
  const open = useAppSelector((state) => selectIsModalOpen(state, WIZARD_MODAL_ID));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { data: providers } = useGetMapProvidersQuery();
  const providerName = (id: number) => providers?.providers.find((p) => p.id === id)?.name;
  const uploads = care.uploads ? { page: uploadPageOf(route.path), rules: care.uploads } : null;

  // A draft left open before a reload opens again where it was.
  useEffect(() => {
    if (restored && draft.open) dispatch(modalOpened(WIZARD_MODAL_ID));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arriving: later changes of the draft are the dialog's own.
  }, [restored]);

  const { opener, focusOpener } = useDialogClosing(open, update);

  const start = () => {
    setOutcome(null);
    update((d) => ({ ...d, open: true }));
    dispatch(modalOpened(WIZARD_MODAL_ID));
  };
  const discard = () => {
    dispatch(modalClosed(DISCARD_MODAL_ID));
    dispatch(modalClosed(WIZARD_MODAL_ID));
    reset();
  };
  const dismiss = () => {
    if (hasTypedAnswers(draft)) dispatch(modalOpened(DISCARD_MODAL_ID));
    else discard();
  };
  const sent = (item: CareItem) => {
    focusOpener.current = false;
    dispatch(modalClosed(WIZARD_MODAL_ID));
    reset();
    setOutcome({ kind: 'success', message: `${t('preauth.wizard.sent')} ${t(nextStepKey(item))}`, at: Date.now() });
  };

  return (
    <div className="screen care-service care-wizard-page" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <CareServiceInfo care={care} page={uploadPageOf(route.path)} />
      <section className="care-service__request" aria-labelledby="care-request-title">
        <h2 id="care-request-title">{t('care.request.title')}</h2>
        {restored && draft.open && open ? (
          <p className="panel panel--notice" role="status" data-testid="wizard-restored">
            {t('preauth.wizard.restored')}
          </p>
        ) : null}
        <ActionOutcome outcome={outcome} testId="wizard-outcome" />
        <button ref={opener} type="button" className="button" onClick={start} data-testid="wizard-open">
          {hasTypedAnswers(draft) ? t('preauth.wizard.continue') : t('preauth.wizard.open')}
        </button>
      </section>
      <section className="care-service__items" aria-labelledby="care-items-title">
        <h2 id="care-items-title">{t('care.list.title')}</h2>
        <CareItemList service={serviceKey} uploads={uploads} empty={<p>{t('care.list.empty')}</p>} />
      </section>
      <CareWizardDialog serviceKey={serviceKey} wizard={wizard} uploads={uploads} control={control} providerName={providerName} onDismiss={dismiss} onSent={sent} />
      <DiscardDialog onDiscard={discard} />
    </div>
  );
}

/**
 * The dialog closed (Cancel, Send, a route change …): the draft remembers it is closed, and the
 * focus goes back to the button that opens it (`opener`) unless Send gave it to the outcome
 * (`focusOpener` cleared).
 */
function useDialogClosing(open: boolean, update: DraftControl['update']) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // After Send the outcome takes the focus (ActionOutcome) instead of the opener.
  const focusOpener = useRef(true);
  useEffect(() => {
    if (wasOpen.current && !open) {
      // A draft sent or discarded stays gone.
      update((d) => (d.open ? { ...d, open: false } : d));
      // Focus back on the button that opens the dialog, also when a reload had opened it.
      if (focusOpener.current) requestAnimationFrame(() => opener.current?.focus());
      focusOpener.current = true;
    }
    wasOpen.current = open;
  }, [open, update]);
  return { opener, focusOpener };
}

/** Asks before typed answers are thrown away (a destructive confirmation, the safe choice focused). */
function DiscardDialog({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      id={DISCARD_MODAL_ID}
      title={t('preauth.wizard.discardTitle')}
      keepLabel={t('preauth.wizard.keep')}
      confirmLabel={t('preauth.wizard.discard')}
      busyLabel={t('preauth.wizard.discard')}
      busy={false}
      onConfirm={onDiscard}
      testId="wizard-discard"
    >
      <p>{t('preauth.wizard.discardQuestion')}</p>
    </ConfirmDialog>
  );
}

/** The page once the care texts and the wizard's own texts are at hand. */
export default function CareWizardPage(props: CareWizardPageProps) {
  return (
    <CareTexts>
      <NamespaceTexts namespace={PREAUTH_NAMESPACE}>
        <WizardPage {...props} />
      </NamespaceTexts>
    </CareTexts>
  );
}
