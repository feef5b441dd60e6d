/**
 * A screen's document from the bundle's parts: at once when the page inlined it, else loaded
 * (renderer/api/bundleApi.ts). A content page's texts are added to i18next before the page is
 * handed out, so its keys never show raw; so are a texts part's.
 */
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useGetBundlePartQuery } from '../api/bundleApi';
import { I18N_NAMESPACE } from '../i18n/createI18n';
import { useBundle } from './bundle';
import { CONTENT_NAMESPACE, type BundlePart } from '../domain/brand/bundleParts';

const added = new WeakMap<I18n, WeakSet<BundlePart>>();

/** Adds a part's texts to i18next once: a language's namespaces, a content page's, or a namespace of its own. */
export function addPartTexts(i18n: I18n, part: BundlePart): void {
  let done = added.get(i18n);
  if (!done) added.set(i18n, (done = new WeakSet()));
  if (done.has(part)) return;
  if (part.kind === 'locale') i18n.addResourceBundle(part.locale, I18N_NAMESPACE, part.namespaces, true, true);
  else if (part.kind === 'content') i18n.addResourceBundle(part.locale, I18N_NAMESPACE, { [CONTENT_NAMESPACE]: part.texts }, true, false);
  else if (part.kind === 'texts') i18n.addResourceBundle(part.locale, I18N_NAMESPACE, { [part.namespace]: part.texts }, true, false);
  done.add(part);
}

type PartOfKind<K extends BundlePart['kind']> = Extract<BundlePart, { kind: K }>;

export function useBundlePart<K extends BundlePart['kind']>(kind: K, key: string | undefined) {
  const { version } = useBundle();
  const { i18n } = useTranslation();
  const query = useGetBundlePartQuery({ version, key: key ?? '' }, { skip: !key });
  const part = query.currentData?.kind === kind ? (query.currentData as PartOfKind<K>) : undefined;
  if (part) addPartTexts(i18n, part);
  /** The bundle has no such document (the server answered 404). */
  const missing = !key || (query.isError && (query.error as { status?: unknown } | undefined)?.status === 404);
  return { part, missing, isError: query.isError && !missing, error: query.error, isFetching: query.isFetching, refetch: query.refetch };
}
