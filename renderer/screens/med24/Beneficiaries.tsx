/**
 * The people a paid-variant subscription covers besides the subscriber, on the subscription's
 * screen: the same cards, edit form and remove dialog as the relatives page (RelativeList), with
 * the subscription's own texts; the add form (the relatives' form document, sent to the
 * subscription) while the product covers more. A product that covers only the subscriber, and a
 * subscription awaiting payment, each say so instead. Every outcome is announced in one live region.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Med24Subscription } from '../../../generated/config-types';
import { useAddBeneficiaryMutation, useGetSubscriptionQuery, useRemoveBeneficiaryMutation, useUpdateBeneficiaryMutation } from '../../api/med24Api';
import { formPartKey, RELATIVES_NAMESPACE } from '../../domain/brand/bundleParts';
import { ActionOutcome, type Outcome } from '../../ui/ActionOutcome';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { RelativeForm } from '../relatives/RelativeForm';
import { RelativeList, type PeopleSource } from '../relatives/RelativeList';
import '../relatives/relatives.css';

/** The relatives' form documents: a beneficiary is described as a relative is. */
const ADD_FORM = 'relativeAdd';
const EDIT_FORM = 'relativeEdit';
const TEXTS = 'med24.beneficiaries';

function useBeneficiariesSource(uuid: string): PeopleSource {
  const { data, error, isError, isFetching, refetch } = useGetSubscriptionQuery(uuid);
  const [update] = useUpdateBeneficiaryMutation();
  const [remove, { isLoading: removing }] = useRemoveBeneficiaryMutation();
  return {
    data: data ? { people: data.beneficiaries, limit: data.product.beneficiaryLimit } : undefined, error, isError, isFetching, refetch: () => void refetch(),
    change: (id, body) => update({ subscription: uuid, id, body }), remove: (id) => remove({ subscription: uuid, id }), removing,
  };
}

export function Beneficiaries({ subscription }: { subscription: Med24Subscription }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [add] = useAddBeneficiaryMutation();
  const [round, setRound] = useState(0);
  const source = useBeneficiariesSource(subscription.uuid);
  const announce = (kind: 'success' | 'error', message: string) => setOutcome({ kind, message, at: Date.now() });
  const limit = subscription.product.beneficiaryLimit;

  let body;
  if (subscription.status === 'created') body = <p className="panel panel--notice" data-testid="beneficiaries-awaiting">{t(`${TEXTS}.awaiting`)}</p>;
  else if (subscription.status !== 'active') body = <p className="panel panel--notice" data-testid="beneficiaries-closed">{t(`${TEXTS}.closed`)}</p>;
  // A cancelled subscription's package can no longer be changed: no advice to change it.
  else if (limit === 0) body = <p className="panel" data-testid="beneficiaries-only">{t(subscription.cancelledAt ? `${TEXTS}.onlyCancelled` : `${TEXTS}.only`)}</p>;
  else {
    body = (
      <>
        <p>{t(`${TEXTS}.lead`, { limit })}</p>
        <ActionOutcome outcome={outcome} testId="beneficiaries-outcome" />
        <RelativeList source={source} texts={TEXTS} editForm={EDIT_FORM} announce={announce} quiet={() => setOutcome(null)} />
        {subscription.beneficiaries.length >= limit ? (
          <p className="panel" data-testid="beneficiaries-full">{t(`${TEXTS}.page.full`, { limit })}</p>
        ) : (
          <section aria-labelledby="beneficiaries-add" data-testid="beneficiary-add">
            <h3 id="beneficiaries-add">{t(`${TEXTS}.addTitle`)}</h3>
            <BundlePartGate kind="form" partKey={formPartKey(ADD_FORM)} missing={() => <p className="panel panel--notice">{t(`${TEXTS}.page.unavailable`)}</p>}>
              {({ form }) => (
                <RelativeForm
                  key={round}
                  form={form}
                  save={(b) => add({ subscription: subscription.uuid, body: b })}
                  onSaved={(person) => {
                    announce('success', t(`${TEXTS}.outcome.added`, { name: person.name }));
                    setRound((n) => n + 1);
                  }}
                />
              )}
            </BundlePartGate>
          </section>
        )}
      </>
    );
  }
  return (
    <section className="med24-section" aria-labelledby="med24-beneficiaries" data-testid="beneficiaries">
      <h2 id="med24-beneficiaries">{t(`${TEXTS}.title`)}</h2>
      {/* The cards and the form speak the relatives' texts (relations, ages, buttons). */}
      <NamespaceTexts namespace={RELATIVES_NAMESPACE}>{body}</NamespaceTexts>
    </section>
  );
}
