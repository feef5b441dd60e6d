/**
 * The care screens' texts, a part of the bundle of their own (bundleParts.ts: they are not in the
 * shell every page carries): the page inlines them for its first route, a later visit loads them,
 * in the page's language, before the screen's content shows.
 */
import type { ReactNode } from 'react';
import { careTextsKey } from '../../domain/brand/bundleParts';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { BundlePartGate } from '../../ui/BundlePartGate';

export function CareTexts({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  return (
    <BundlePartGate kind="texts" partKey={careTextsKey(locale)} missing={() => children}>
      {() => children}
    </BundlePartGate>
  );
}
