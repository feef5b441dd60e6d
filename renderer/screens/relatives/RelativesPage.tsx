/**
 * The relatives page (service type 23, hasRelatives; see ServiceScreen.tsx): what it is for, the
 * patient's relatives, and the form to add one — or, once the list holds as many as the server
 * allows, a sentence saying so. Every outcome (added, saved, removed, or the catalogue's message)
 * is announced in one live region above the list and takes the focus. The texts travel as a part
 * of their own (NamespaceTexts), like the care screens'.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddRelativeMutation, useListRelativesQuery } from '../../api/relativesApi';
import { formPartKey, RELATIVES_NAMESPACE } from '../../domain/brand/bundleParts';
import type { RelativesOfService } from '../../domain/brand/relativesOfService';
import type { ScreenProps } from '../../routing/routeEntry';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { RelativeForm } from './RelativeForm';
import { RelativeList, useRelativesSource } from './RelativeList';
import '../appointments/appointments.css';
import './relatives.css';

export interface RelativesPageProps extends ScreenProps {
  serviceKey: string;
  relatives: RelativesOfService;
}

function AddRelative({ addForm, announce }: { addForm: string; announce: (kind: 'success', message: string) => void }) {
  const { t } = useTranslation();
  const { data } = useListRelativesQuery();
  const [add] = useAddRelativeMutation();
  // A fresh form after each relative added.
  const [round, setRound] = useState(0);
  if (data && data.relatives.length >= data.limit) {
    return (
      <p className="panel" data-testid="relatives-full">
        {t('relatives.page.full', { limit: data.limit })}
      </p>
    );
  }
  return (
    <BundlePartGate kind="form" partKey={formPartKey(addForm)} missing={() => <p className="panel panel--notice" data-testid="relatives-form-missing">{t('relatives.page.unavailable')}</p>}>
      {({ form }) => (
        <div data-testid="relative-add">
          <RelativeForm
            key={round}
            form={form}
            save={add}
            onSaved={(relative) => {
              announce('success', t('relatives.outcome.added', { name: relative.name }));
              setRound((n) => n + 1);
            }}
          />
        </div>
      )}
    </BundlePartGate>
  );
}

function Page({ route, serviceKey, relatives }: RelativesPageProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const announce = (kind: 'success' | 'error', message: string) => setOutcome({ kind, message, at: Date.now() });
  const source = useRelativesSource();

  return (
    <div className="screen relatives" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="relatives__lead">{t(relatives.description)}</p>
      <section className="relatives__section" aria-labelledby="relatives-list-title">
        <h2 id="relatives-list-title">{t('relatives.page.listTitle')}</h2>
        <ActionOutcome outcome={outcome} testId="relatives-outcome" />
        <RelativeList source={source} editForm={relatives.editForm} announce={announce} quiet={() => setOutcome(null)} />
      </section>
      <section className="relatives__section" aria-labelledby="relatives-add-title">
        <h2 id="relatives-add-title">{t('relatives.page.addTitle')}</h2>
        <AddRelative addForm={relatives.addForm} announce={announce} />
      </section>
    </div>
  );
}

export default function RelativesPage(props: RelativesPageProps) {
  return (
    <NamespaceTexts namespace={RELATIVES_NAMESPACE}>
      <Page {...props} />
    </NamespaceTexts>
  );
}
