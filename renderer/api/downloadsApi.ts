/**
 * Documents the API answers as downloads (issue 33: a care item's answer, a video call's note, a
 * payment's receipt). Fetched with the session's headers, since the access token lives in memory
 * and a browser following the address alone would arrive without it, and handed out as an object
 * URL with the file name the server gave (Content-Disposition).
 */
import { baseApi } from './baseApi';

export interface DownloadedFile {
  /** An object URL of the file; revoke it once saved. */
  url: string;
  name: string;
}

/** The file name of a Content-Disposition header (filename*=UTF-8'' or filename=), or the address's last part. */
export function fileNameOf(disposition: string | null, url: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return plain ?? url.split('/').filter(Boolean).pop() ?? 'document';
}

export const downloadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<DownloadedFile, string>({
      query: (url) => ({
        url,
        responseHandler: async (response: Response) =>
          response.ok ? { url: URL.createObjectURL(await response.blob()), name: fileNameOf(response.headers.get('Content-Disposition'), url) } : response.json().catch(() => ({})),
      }),
    }),
  }),
});

export const { useDownloadFileMutation } = downloadsApi;
