/**
 * A screen whose texts travel as a part of their own (bundleParts.ts `texts/<namespace>/<lng>`,
 * kept out of the shell every page carries): the page inlines them for its first route, a later
 * visit loads them, in the page's language, before the screen's content shows.
 */
import type { ReactNode } from 'react';
import { textsPartKey } from '../domain/brand/bundleParts';
import { useAppSelector } from '../app/hooks';
import { selectLocale } from '../app/uiSlice';
import { BundlePartGate } from './BundlePartGate';

export function NamespaceTexts({ namespace, children }: { namespace: string; children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  return (
    <BundlePartGate kind="texts" partKey={textsPartKey(namespace, locale)} missing={() => children}>
      {() => children}
    </BundlePartGate>
  );
}
