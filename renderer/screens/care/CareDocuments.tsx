/**
 * An item's documents (the patient's uploads, the written opinion): name, size and a download.
 * The file is fetched with the session's headers and saved under its own name; a refusal shows
 * its catalogue message beside the list. While one is fetched the buttons keep the focus and
 * ignore clicks (BusyButton).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { documentUrl, useDownloadCareDocumentMutation, type CareDocument, type CareItem } from '../../api/careApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatFileSize } from '../../care/fileSize';
import { BusyButton } from '../../ui/BusyButton';
import { saveFile } from '../../ui/DownloadLink';

export function CareDocuments({ item, operator = false }: { item: Pick<CareItem, 'id' | 'documents'>; operator?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [download, { isLoading }] = useDownloadCareDocumentMutation();
  const [fetching, setFetching] = useState<CareDocument['id'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const documents = item.documents ?? [];
  if (documents.length === 0) return <p className="care-documents__none">{t('care.documents.none')}</p>;

  const fetchOne = async (doc: CareDocument) => {
    setProblem(null);
    setFetching(doc.id);
    const result = await download(documentUrl(item, doc, operator)).finally(() => setFetching(null));
    if ('error' in result) setProblem(describeApiError(result.error, i18n).message);
    else saveFile(result.data, doc.name);
  };

  return (
    <>
      <ul className="care-documents" data-testid="care-documents">
        {documents.map((doc) => (
          <li key={doc.id}>
            <BusyButton className="text-button" busy={fetching === doc.id} unavailable={isLoading} onClick={() => void fetchOne(doc)}>
              <span className="visually-hidden">{t('care.documents.download')}: </span>
              {doc.name}
            </BusyButton>{' '}
            <span className="care-documents__size">({formatFileSize(doc.size, locale)})</span>
          </li>
        ))}
      </ul>
      {problem ? (
        <p className="panel panel--error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
