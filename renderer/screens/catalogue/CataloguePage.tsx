/**
 * A catalogue service's page (diagnostics, screening, vaccination; see ServiceScreen.tsx): the
 * entries of its `catalogue` object in services.json, searchable by name, each leading to its
 * details (?entry=<id>, CatalogueEntryDetails) and from there to provider search limited to the
 * subfunction that performs it. States: the texts loading (NamespaceTexts), a catalogue without
 * entries, a search that matches nothing (with a way to clear it), and an entry id that does not
 * exist (an old link), each saying so with a way on. The entries and the texts travel as parts of
 * their own (catalogue/<service>, texts/catalogue/<lng>): the shell every page carries holds only
 * the catalogue's description.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CATALOGUE_NAMESPACE, cataloguePartKey } from '../../domain/brand/bundleParts';
import { matchesQuery } from '../../catalogue/bookingLinks';
import { catalogueEntries, type CatalogueHead, type CatalogueService } from '../../domain/brand/catalogueOfService';
import type { ScreenProps } from '../../routing/routeEntry';
import { BundlePartGate } from '../../ui/BundlePartGate';
import { PortalLink } from '../../routing/PortalLink';
import { NamespaceTexts } from '../../ui/NamespaceTexts';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { CatalogueEntryDetails } from './CatalogueEntryDetails';
import './catalogue.css';

export interface CataloguePageProps extends ScreenProps {
  serviceKey: string;
  /** What the shell carries; the entries load as the part catalogue/<service>. */
  catalogue: CatalogueHead;
}

function EntryList({ path, catalogue }: { path: string; catalogue: CatalogueService }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const entries = catalogueEntries(catalogue);
  if (entries.length === 0) return <p className="panel" data-testid="catalogue-empty">{t('catalogue.page.empty')}</p>;
  const shown = entries.filter(([, entry]) => matchesQuery(t(entry.name), query));
  return (
    <>
      <form className="catalogue__filter" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId}>{t('catalogue.page.filterLabel')}</label>
        <input id={inputId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={`${inputId}-hint`} autoComplete="off" data-testid="catalogue-filter" />
        <span id={`${inputId}-hint`} className="field__hint">{t('catalogue.page.filterHint')}</span>
      </form>
      <p className="catalogue__count" role="status" data-testid="catalogue-count">{t('catalogue.page.count', { count: shown.length })}</p>
      {shown.length === 0 ? (
        <div className="panel" data-testid="catalogue-no-match">
          <p>{t('catalogue.page.noMatch', { query: query.trim() })}</p>
          <button type="button" className="button button--secondary" onClick={() => setQuery('')}>{t('catalogue.page.clear')}</button>
        </div>
      ) : (
        <ul className="catalogue__list">
          {shown.map(([id, entry]) => (
            <li key={id} className="catalogue-card panel" data-testid="catalogue-card" data-entry={id}>
              <h2 className="catalogue-card__name">{t(entry.name)}</h2>
              <p>{t(entry.description)}</p>
              <PortalLink to={`${path}?${new URLSearchParams({ entry: id }).toString()}`} className="link-button link-button--secondary" aria-label={t('catalogue.page.moreAbout', { name: t(entry.name) })}>
                {t('catalogue.page.more')}
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Page({ route, serviceKey, catalogue }: Omit<CataloguePageProps, 'catalogue'> & { catalogue: CatalogueService }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const entryId = new URLSearchParams(search).get('entry');
  const entry = entryId ? catalogueEntries(catalogue).find(([id]) => id === entryId)?.[1] : undefined;
  if (entryId && entry) {
    return (
      <div className="screen catalogue" data-screen-kind={route.meta.screen} data-service={serviceKey}>
        <CatalogueEntryDetails path={route.path} entryId={entryId} entry={entry} />
      </div>
    );
  }
  return (
    <div className="screen catalogue" data-screen-kind={route.meta.screen} data-service={serviceKey}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {entryId ? (
        <p className="panel" role="alert" data-testid="catalogue-not-found">{t('catalogue.page.notFound')}</p>
      ) : null}
      <p className="catalogue__lead">{t(catalogue.description)}</p>
      <EntryList path={route.path} catalogue={catalogue} />
      <p className="catalogue-entry__note">{t('catalogue.page.notAdvice')}</p>
    </div>
  );
}

function Entries(props: CataloguePageProps) {
  const { t } = useTranslation();
  return (
    <BundlePartGate kind="catalogue" partKey={cataloguePartKey(props.serviceKey)} missing={() => <p className="panel" data-testid="catalogue-empty">{t('catalogue.page.empty')}</p>}>
      {(part) => <Page {...props} catalogue={{ ...props.catalogue, entries: part.catalogue.entries }} />}
    </BundlePartGate>
  );
}

export default function CataloguePage(props: CataloguePageProps) {
  return (
    <NamespaceTexts namespace={CATALOGUE_NAMESPACE}>
      <Entries {...props} />
    </NamespaceTexts>
  );
}
