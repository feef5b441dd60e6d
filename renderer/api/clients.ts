/**
 * The other clients of issue 4, on top of the portal base query (same headers, refresh and
 * error handling): a silent one (no global error notice) and a multipart one for uploads.
 * Kept out of baseApi.ts so the first route does not carry them.
 */
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { portalBaseQuery, type PortalBaseQuery, type PortalExtraOptions } from './baseApi';

/** The same client without the global error notice (background calls that fail quietly). */
export const silentBaseQuery: PortalBaseQuery = (args, api, extraOptions = {}) => portalBaseQuery(args, api, { ...extraOptions, silent: true });

/** Uploads: fields and files as multipart/form-data (the browser sets the boundary). */
export interface MultipartArgs {
  url: string;
  method?: 'POST' | 'PUT';
  fields?: Record<string, string>;
  files: Array<{ name: string; file: Blob; filename?: string }>;
  params?: Record<string, string>;
}

export function toMultipartArgs({ url, method = 'POST', fields = {}, files, params }: MultipartArgs): FetchArgs {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const { name, file, filename } of files) body.append(name, file, filename ?? (file as File).name ?? name);
  return { url, method, body, params };
}

export const multipartBaseQuery: BaseQueryFn<MultipartArgs, unknown, FetchBaseQueryError, PortalExtraOptions> = (args, api, extraOptions) =>
  portalBaseQuery(toMultipartArgs(args), api, extraOptions);

