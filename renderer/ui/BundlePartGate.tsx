/**
 * Shows a screen's document from the bundle's parts (renderer/app/useBundlePart.ts) with every
 * state (UX.md): loading, the catalogue error with a retry, and what the screen shows when the
 * brand has no such document.
 */
import type { ReactNode } from 'react';
import type { BundlePart } from '../domain/brand/bundleParts';
import { useBundlePart } from '../app/useBundlePart';
import { DetailError } from '../screens/provider-details/DetailStates';
import { LoadingPanel } from './LoadingPanel';

type PartOfKind<K extends BundlePart['kind']> = Extract<BundlePart, { kind: K }>;

interface Props<K extends BundlePart['kind']> {
  kind: K;
  partKey: string | undefined;
  /** What shows when the brand has no such document (or no key was named). */
  missing: () => ReactNode;
  children: (part: PartOfKind<K>) => ReactNode;
}

export function BundlePartGate<K extends BundlePart['kind']>({ kind, partKey, missing, children }: Props<K>) {
  const state = useBundlePart(kind, partKey);
  if (state.missing) return <>{missing()}</>;
  if (state.isError) return <DetailError error={state.error} onRetry={() => void state.refetch()} retrying={state.isFetching} withHomeLink testId="document-error" />;
  if (!state.part) return <LoadingPanel />;
  return <>{children(state.part as PartOfKind<K>)}</>;
}
