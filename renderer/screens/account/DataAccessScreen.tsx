/**
 * "Who accessed my data" (/profile/data-access, issue 34): every read and change of the patient's
 * health data by someone else (an operator, a doctor, support acting for them), newest first,
 * when (Budapest time), who in which role, and what. Older entries come a page at a time; each
 * page is its own request, so a failed page says so in place with a retry and the pages above stay.
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDataAccessQuery, type DataAccessEntry } from '../../api/dataAccessApi';
import { useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../app/uiSlice';
import { serviceNameKey } from '../../care/careLabels';
import { ACCOUNT_NAMESPACE, CARE_NAMESPACE } from '../../domain/brand/bundleParts';
import { formatDateTime } from '../../domain/format/format';
import { PortalLink } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ListSkeleton, RetryPanel } from '../appointments/ListStates';
import './dataAccess.css';

function Entry({ entry, focusRef }: { entry: DataAccessEntry; focusRef?: Ref<HTMLLIElement> }) {
  const { t } = useTranslation();
  const locale = useAppSelector(selectLocale);
  const who = entry.actorName ?? t('account.dataAccess.unknownPerson');
  return (
    <li ref={focusRef} tabIndex={focusRef ? -1 : undefined} className="data-access__entry" data-testid="data-access-entry" data-role={entry.actorRole} data-action={entry.action} data-subject={entry.subject}>
      <time dateTime={entry.at} className="data-access__when">{formatDateTime(entry.at, locale)}</time>
      <p className="data-access__who">
        <strong>{who}</strong>, {t(`account.dataAccess.role.${entry.actorRole}`)}
      </p>
      <p className="data-access__what">
        {t(`account.dataAccess.${entry.action}.${entry.subject}`)}
        {entry.careService ? <>: <span className="data-access__service">{t(serviceNameKey({ service: entry.careService }))}</span></> : null}
      </p>
    </li>
  );
}

/** One page of entries; the last page offers the next. */
function Page({ before, first, onMore }: { before: number | undefined; first: boolean; onMore: (before: number) => void }) {
  const { t } = useTranslation();
  const { data, error, isError, isFetching, refetch } = useListDataAccessQuery(before);
  const [asked, setAsked] = useState(false);
  // An older page takes the focus to its first entry once it is there: the button that asked for it is gone.
  const firstEntry = useRef<HTMLLIElement>(null);
  const arrived = Boolean(data);
  useEffect(() => {
    if (!first && arrived) firstEntry.current?.focus();
  }, [first, arrived]);
  if (isError && !data) {
    return <RetryPanel title={t('account.dataAccess.loadError')} error={error} onRetry={() => void refetch()} retrying={isFetching} testId="data-access-error" />;
  }
  if (!data) return <ListSkeleton rows={first ? 3 : 1} testId="data-access-loading" />;
  if (first && data.entries.length === 0) return <p className="panel" data-testid="data-access-empty">{t('account.dataAccess.empty')}</p>;
  const last = data.entries.at(-1);
  return (
    <>
      <ol className="data-access__list" data-testid="data-access-list">
        {data.entries.map((entry, index) => <Entry key={entry.id} entry={entry} focusRef={!first && index === 0 ? firstEntry : undefined} />)}
      </ol>
      {data.more && last && !asked ? (
        <p className="button-row">
          <button type="button" className="button button--secondary" onClick={() => { setAsked(true); onMore(last.id); }} data-testid="data-access-more">
            {t('account.dataAccess.more')}
          </button>
        </p>
      ) : null}
    </>
  );
}

function Screen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  return (
    <div className="screen data-access-screen" data-screen-kind={route.meta.screen}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p>{t('account.dataAccess.lead')}</p>
      {pages.map((before, index) => (
        <Page key={before ?? 'newest'} before={before} first={index === 0} onMore={(next) => setPages((shown) => [...shown, next])} />
      ))}
      <p className="data-access__note">{t('account.dataAccess.note')}</p>
      <p>
        <PortalLink to="/profile" className="standalone-link">{t('account.dataAccess.back')}</PortalLink>
      </p>
    </div>
  );
}

/** The page's texts are in the account part and the care part (service names), both loaded before it shows (bundleParts.ts). */
export default function DataAccessScreen(props: ScreenProps) {
  return (
    <NamespaceTexts namespace={ACCOUNT_NAMESPACE}>
      <NamespaceTexts namespace={CARE_NAMESPACE}>
        <Screen {...props} />
      </NamespaceTexts>
    </NamespaceTexts>
  );
}
