/**
 * A link to a document the API answers as a download (downloadsApi.ts). It is a real link, so it
 * is reached and followed by keyboard like any other; following it fetches the file with the
 * session and saves it under the server's name. While the file comes, the link says so; a refusal
 * shows the catalogue's sentence beside it.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../api/apiError';
import { useDownloadFileMutation } from '../api/downloadsApi';

/** Saves an object URL under `name`, the way a link with `download` does. */
export function saveFile(objectUrl: string, name: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

interface Props {
  /** The API address of the document. */
  href: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}

export function DownloadLink({ href, children, testId, className }: Props) {
  const { t, i18n } = useTranslation();
  const [download, { isLoading }] = useDownloadFileMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setProblem(null);
    const result = await download(href);
    if ('error' in result) setProblem(describeApiError(result.error, i18n).message);
    else saveFile(result.data.url, result.data.name);
  };
  return (
    <span className={['download-link', className].filter(Boolean).join(' ')}>
      <a href={href} download onClick={(event) => void follow(event)} aria-busy={isLoading || undefined} data-testid={testId}>
        {children}
      </a>
      <span role="status" className="download-link__status">
        {isLoading ? t('ui.loading') : null}
      </span>
      {problem ? (
        <span role="alert" className="download-link__error" data-testid={testId ? `${testId}-error` : undefined}>
          {problem}
        </span>
      ) : null}
    </span>
  );
}
