/**
 * An item's documents (the patient's uploads, the written opinion): name, size and a download.
 * The file is fetched with the session's headers and saved under its own name; a refusal shows
 * its catalogue message beside the list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { documentUrl, useDownloadCareDocumentMutation, type CareDocument, type CareItem } from '../../api/careApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { formatFileSize } from '../../care/fileSize';
import { saveFile } from '../../ui/DownloadLink';

export function CareDocuments({ item, operator = false }: { item: Pick<CareItem, 'id' | 'documents'>; operator?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [download, { isLoading }] = useDownloadCareDocumentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const documents = item.documents ?? [];
  if (documents.length === 0) return <p className="care-documents__none">{t('care.documents.none')}</p>;

  const fetchOne = async (doc: CareDocument) => {
    setProblem(null);
    const result = await download(documentUrl(item, doc, operator));
    if ('error' in result) setProblem(describeApiError(result.error, i18n).message);
    else saveFile(result.data, doc.name);
  };

  return (
    <>
      <ul className="care-documents" data-testid="care-documents">
        {documents.map((doc) => (
          <li key={doc.id}>
            <button type="button" className="text-button" disabled={isLoading} onClick={() => void fetchOne(doc)}>
              <span className="visually-hidden">{t('care.documents.download')}: </span>
              {doc.name}
            </button>{' '}
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
