/**
 * A care item's answers when its service asks in steps (the pre-authorisation): the wizard's
 * answers step by step (WizardAnswers), with the wizard's texts loaded first. Null for any other
 * item, so the operator console and My care keep their own display for those.
 */
import type { CareItem } from '../../api/careApi';
import { useBundle } from '../../app/bundle';
import { PREAUTH_NAMESPACE } from '../../domain/brand/bundleParts';
import { wizardOfService, type WizardAnswers as Answers } from '../../domain/care/careWizard';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { WizardAnswers } from './WizardAnswers';

export function WizardItemAnswers({ item, level }: { item: Pick<CareItem, 'service' | 'answers' | 'provider'>; level?: 3 | 4 }) {
  const bundle = useBundle();
  const wizard = wizardOfService(bundle.services[item.service]);
  if (!wizard) return null;
  const providerName = (id: number) => (item.provider?.id === id ? item.provider.name : undefined);
  return (
    <NamespaceTexts namespace={PREAUTH_NAMESPACE}>
      <WizardAnswers wizard={wizard} answers={item.answers as Answers} providerName={providerName} level={level} />
    </NamespaceTexts>
  );
}

/** Whether the item's service asks in steps. */
export function useIsWizardItem(item: Pick<CareItem, 'service'>): boolean {
  return wizardOfService(useBundle().services[item.service]) !== null;
}
