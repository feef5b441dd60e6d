/**
 * Documents for a care request (spec §5): the patient picks files, each is sent at once to
 * POST /api/uploads for the service's page and listed with its name, size and what came of it —
 * stored, on its way, or the server's own sentence for a refused file (a disguised program, an
 * excluded extension, too big). A name already on the list is refused here, without sending,
 * by the rule the server holds the request's documents to (domain/care/documentNames.ts). A file
 * picked again after it was refused takes the refused row's place (issue 33): one row a name,
 * with its latest outcome. A file can be taken off the list before the request is sent. The
 * parent learns the stored ids and whether any file is still on its way.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { useUploadFileMutation } from '../../api/uploadsApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import type { CareUploads as UploadRules } from '../../domain/care/careOfService';
import { documentNameKey, repeatedNames } from '../../domain/care/documentNames';
import { formatFileSize } from '../../care/fileSize';

interface Entry {
  key: number;
  name: string;
  size: number;
  status: 'sending' | 'stored' | 'refused';
  id?: number;
  message?: string;
}

/** A document already stored (POST /api/uploads answered its id). */
export interface StoredFile {
  id: number;
  name: string;
  size: number;
}

export interface UploadsState {
  ids: number[];
  busy: boolean;
  /** The stored documents with their names and sizes (a wizard keeps them in its draft). */
  files?: StoredFile[];
}

interface Props {
  page: string;
  rules: UploadRules;
  onChange: (state: UploadsState) => void;
  /** Documents stored earlier that the list starts with (a restored draft's). */
  initial?: StoredFile[];
  /** The fieldset's legend instead of "Documents (optional)" (a step where a document is required). */
  legend?: string;
}

let nextKey = 1;

/** Other names files of a type go by, so the file picker offers them too. */
const EXTENSION_ALIASES: Record<string, string[]> = { jpg: ['.jpeg'], tif: ['.tiff'] };

/** The server's sentence for the file (its violation), else the error's catalogue message. */
function refusalOf(error: Parameters<typeof describeApiError>[0], i18n: Parameters<typeof describeApiError>[1]): string {
  const described = describeApiError(error, i18n);
  const perFile = Object.entries(described.fieldErrors).find(([field]) => field.startsWith('fileData'));
  return perFile?.[1][0] ?? described.message;
}

export function CareUploads({ page, rules, onChange, initial, legend }: Props) {
  const { t, i18n } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const [upload] = useUploadFileMutation();
  const [entries, setEntries] = useState<Entry[]>(() => (initial ?? []).map((file) => ({ key: nextKey++, name: file.name, size: file.size, status: 'stored' as const, id: file.id })));
  const [tooMany, setTooMany] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const reported = useRef('');

  useEffect(() => {
    const stored = entries.filter((e) => e.status === 'stored' && e.id !== undefined);
    const state = { ids: stored.map((e) => e.id!), busy: entries.some((e) => e.status === 'sending'), files: stored.map((e) => ({ id: e.id!, name: e.name, size: e.size })) };
    const signature = JSON.stringify(state);
    if (signature !== reported.current) {
      reported.current = signature;
      onChange(state);
    }
  }, [entries, onChange]);

  const update = (key: number, change: Partial<Entry>) => setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const send = async (file: File, key: number) => {
    const result = await upload({ page, file, include: rules.accept });
    if ('error' in result) update(key, { status: 'refused', message: refusalOf(result.error, i18n) });
    else update(key, { status: 'stored', id: result.data.files[0]?.id });
  };

  const picked = (files: FileList | null) => {
    if (!files) return;
    const chosen = [...files];
    const listed = entries.filter((e) => e.status !== 'refused');
    const repeated = new Set(repeatedNames(chosen.map((file) => file.name), listed.map((e) => e.name)));
    let room = rules.maxFiles - listed.length;
    const fresh: { file: File; entry: Entry }[] = [];
    chosen.forEach((file, index) => {
      const entry: Entry = { key: nextKey++, name: file.name, size: file.size, status: 'sending' };
      if (repeated.has(index)) fresh.push({ file, entry: { ...entry, status: 'refused', message: t('validation.file.duplicate', { name: file.name }) } });
      else if (room > 0) {
        room -= 1;
        fresh.push({ file, entry });
      }
    });
    setTooMany(chosen.length - repeated.size > rules.maxFiles - listed.length);
    setEntries((list) => {
      // A retry takes the place of the refused row of its name; any other file is added at the end.
      const waiting = [...fresh];
      const replaced = list.map((e) => {
        const at = e.status === 'refused' ? waiting.findIndex(({ file }) => documentNameKey(file.name) === documentNameKey(e.name)) : -1;
        return at < 0 ? e : waiting.splice(at, 1)[0]!.entry;
      });
      return [...replaced, ...waiting.map((f) => f.entry)];
    });
    for (const { file, entry } of fresh) if (entry.status === 'sending') void send(file, entry.key);
    // The same file can be picked again after it was taken off.
    if (input.current) input.current.value = '';
  };

  const remove = (key: number) => {
    setEntries((list) => list.filter((e) => e.key !== key));
    setTooMany(false);
  };

  const accept = rules.accept.flatMap((type) => [`.${type}`, ...(EXTENSION_ALIASES[type] ?? [])]).join(',');
  return (
    <fieldset className="care-uploads" data-testid="care-uploads">
      <legend>{legend ?? (rules.minFiles ? t('care.uploads.legendRequired', { min: rules.minFiles }) : t('care.uploads.legend'))}</legend>
      <label htmlFor={inputId}>{t('care.uploads.choose')}</label>
      <p id={hintId} className="care-uploads__hint">
        {t('care.uploads.hint', { types: rules.accept.join(', '), max: rules.maxFiles })}
      </p>
      <input ref={input} id={inputId} type="file" multiple={rules.maxFiles > 1} accept={accept || undefined} aria-describedby={hintId} onChange={(e) => picked(e.target.files)} />
      {tooMany ? (
        <p className="panel panel--error" role="alert" data-testid="care-uploads-too-many">
          {t('care.uploads.tooMany', { max: rules.maxFiles })}
        </p>
      ) : null}
      {entries.length > 0 ? (
        <ul className="care-uploads__list" aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.key} className={`care-uploads__file care-uploads__file--${entry.status}`} data-testid="care-upload" data-status={entry.status}>
              <span className="care-uploads__name">{entry.name}</span> <span className="care-uploads__size">({formatFileSize(entry.size, locale)})</span>{' '}
              <span className="care-uploads__status">{entry.status === 'refused' ? entry.message : t(`care.uploads.${entry.status}`)}</span>{' '}
              <button type="button" className="text-button" onClick={() => remove(entry.key)}>
                {t('care.uploads.remove')}
                <span className="visually-hidden">: {entry.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
