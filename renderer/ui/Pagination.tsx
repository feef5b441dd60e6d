/**
 * Previous / "page N of M" / next for a result list whose state lives in the query string: the
 * links replace the history entry, so Back leaves the search instead of paging back (spec §4).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface PaginationProps {
  page: number;
  pages: number;
  /** The accessible name of the navigation, e.g. "Pages of the results". */
  label: string;
  /** The query string of another page. */
  searchFor(page: number): string;
}

export function Pagination({ page, pages, label, searchFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 && (
        <Link replace to={{ search: searchFor(page - 1) }} rel="prev">
          {t('ui.pagination.previous')}
        </Link>
      )}
      <span>{t('ui.pagination.page', { page, pages })}</span>
      {page < pages && (
        <Link replace to={{ search: searchFor(page + 1) }} rel="next">
          {t('ui.pagination.next')}
        </Link>
      )}
    </nav>
  );
}
