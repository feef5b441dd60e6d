/**
 * Medical record uploads (spec §5): POST /api/uploads?page=<service page>, multipart with the
 * files in `fileData`, guarded like the service page. The server checks the files by content and
 * answers RX444 with one violation per refused file (field `/fileData/<index>`, message already in
 * the request's language). The care screens send one file a request, so each file gets its own
 * answer beside its name.
 */
import type { UploadResponse } from '../../generated/config-types';
import { baseApi } from './baseApi';
import { toMultipartArgs } from './clients';

export interface UploadRequest {
  /** The service page the files belong to (/services/<page>). */
  page: string;
  file: File;
  /** File types to accept (narrows the server's list), e.g. ["pdf", "jpg"]. */
  include?: string[];
}

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadResponse, UploadRequest>({
      query: ({ page, file, include }) =>
        toMultipartArgs({
          url: '/api/uploads',
          files: [{ name: 'fileData', file, filename: file.name }],
          params: { page, ...(include && include.length > 0 ? { include: include.join(',') } : {}) },
        }),
    }),
  }),
});

export const { useUploadFileMutation } = uploadsApi;
