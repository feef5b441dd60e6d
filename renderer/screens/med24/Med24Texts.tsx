/** The paid variant's screens read the `med24` texts, which travel as a part of their own (texts/med24/<lng>). */
import type { ReactNode } from 'react';
import { MED24_NAMESPACE } from '../../domain/brand/bundleParts';
import { NamespaceTexts } from '../../ui/NamespaceTexts';

export function Med24Texts({ children }: { children: ReactNode }) {
  return <NamespaceTexts namespace={MED24_NAMESPACE}>{children}</NamespaceTexts>;
}
