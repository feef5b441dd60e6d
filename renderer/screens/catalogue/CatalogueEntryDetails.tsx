/**
 * One catalogue entry (?entry=<id> on the catalogue's page): what it is, who it is for, how to
 * prepare, the source of its medical facts, and "book": the brand's provider search limited to a
 * subfunction that performs it (bookingHref), one link per subfunction, named by the search's own
 * service names when they have loaded (GET /api/specializations) and by the entry's name until then.
 * A link the search's guards would refuse (no calendar for this patient) is not drawn; a sentence
 * names the call centre instead.
 */
import { useTranslation } from 'react-i18next';
import { useGetSpecializationsQuery } from '../../api/providersApi';
import { useBundle } from '../../app/bundle';
import { bookingHref } from '../../catalogue/bookingLinks';
import type { CatalogueEntry } from '../../domain/brand/catalogueOfService';
import { PortalLink } from '../../routing/PortalLink';
import { useGuardedHref } from '../../routing/useGuards';
import { ScreenHeading } from '../../ui/ScreenHeading';

interface Props {
  path: string;
  entryId: string;
  entry: CatalogueEntry;
}

function useSubfunctionNames(): Map<number, string> {
  const { data } = useGetSpecializationsQuery();
  return new Map(Object.values(data ?? {}).flatMap((s) => s.subfunctions.map((f) => [f.id, f.name] as const)));
}

export function CatalogueEntryDetails({ path, entryId, entry }: Props) {
  const { t } = useTranslation();
  const bundle = useBundle();
  const names = useSubfunctionNames();
  const guarded = useGuardedHref();
  const name = t(entry.name);
  // The search's own guards decide (a calendar, a permission): a link they would refuse is not drawn.
  const links = entry.subfunctions.map((id) => ({ id, href: bookingHref(bundle.brand.rules.providerSearchPath, id) })).filter(({ href }) => guarded(href).refusedBy === undefined);
  return (
    <article className="catalogue-entry" data-testid="catalogue-entry" data-entry={entryId}>
      <PortalLink to={path} className="catalogue-entry__back">
        {t('catalogue.page.back')}
      </PortalLink>
      <ScreenHeading>{name}</ScreenHeading>
      <p className="catalogue-entry__description">{t(entry.description)}</p>
      <section aria-labelledby="catalogue-audience">
        <h2 id="catalogue-audience">{t('catalogue.page.audience')}</h2>
        <p data-testid="catalogue-audience">{t(entry.audience)}</p>
      </section>
      <section aria-labelledby="catalogue-preparation">
        <h2 id="catalogue-preparation">{t('catalogue.page.preparation')}</h2>
        <p data-testid="catalogue-preparation">{t(entry.preparation)}</p>
      </section>
      <section className="catalogue-entry__book panel" aria-labelledby="catalogue-book">
        <h2 id="catalogue-book">{t('catalogue.page.book')}</h2>
        <p>{t('catalogue.page.bookHint')}</p>
        {links.length === 0 ? (
          <p data-testid="catalogue-book-unavailable">{t('catalogue.page.bookUnavailable')}</p>
        ) : (
          <div className="button-row">
            {links.map(({ id, href }) => (
              <PortalLink key={id} to={href} className="link-button" data-testid="catalogue-book" data-subfunction={id}>
                {t('catalogue.page.bookWith', { service: names.get(id) ?? name })}
              </PortalLink>
            ))}
          </div>
        )}
      </section>
      {/* The source's text names itself ("Source: …"), in each language's words. */}
      <p className="catalogue-entry__source" data-testid="catalogue-source">{t(entry.source)}</p>
      <p className="catalogue-entry__note">{t('catalogue.page.notAdvice')}</p>
    </article>
  );
}
