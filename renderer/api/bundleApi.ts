/**
 * The brand bundle's parts (renderer/domain/brand/bundleParts.ts) the page did not inline: another
 * language, a content page, a form. Their URLs carry the bundle's content hash, so the browser
 * keeps them for a year and this cache for an hour. Errors are the screen's to show (silent).
 */
import type { BundlePart } from '../domain/brand/bundleParts';
import { partUrl } from '../domain/brand/bundleParts';
import { baseApi } from './baseApi';

export interface BundlePartArgs {
  version: string;
  key: string;
}

export const bundleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBundlePart: build.query<BundlePart, BundlePartArgs>({
      query: ({ version, key }) => partUrl(version, key),
      extraOptions: { silent: true },
      keepUnusedDataFor: 3600,
    }),
  }),
});

/** The parts a page inlined, put in the cache as if fetched, so their screens render at once. */
export const partsInlined = (version: string, parts: Record<string, BundlePart>) =>
  bundleApi.util.upsertQueryEntries(Object.entries(parts).map(([key, value]) => ({ endpointName: 'getBundlePart' as const, arg: { version, key }, value })));

export const { useGetBundlePartQuery } = bundleApi;
