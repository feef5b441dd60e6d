/**
 * The states every detail page shares (UX.md "Every screen has every state"): a skeleton while
 * it loads, the not-found panel for an unknown id (the API's 404), and otherwise the translated
 * catalogue message with a retry and a way home. The retry keeps the focus while it runs
 * (BusyButton); when it worked and the error goes, the focus goes to the page's heading rather
 * than falling to <body> (focusRescue.ts).
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { PortalLink } from '../../routing/PortalLink';
import { BusyButton } from '../../ui/BusyButton';
import { useHandFocusOnRemoval } from '../../ui/focusRescue';
import { NotFoundPanel } from '../../ui/NotFoundPanel';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

export const isNotFoundError = (error: QueryError): boolean => !!error && 'status' in error && error.status === 404;

/** Lines of grey where a page's content will be; announced once as loading. */
export function DetailSkeleton({ lines = 4, testId = 'details-loading' }: { lines?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="details__skeletons" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden" role="status">
        {t('ui.loading')}
      </span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="details__skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

interface ErrorProps {
  error: QueryError;
  onRetry(): void;
  retrying?: boolean;
  /** A whole page's error also offers the way home; a section's error only the retry. */
  withHomeLink?: boolean;
  testId?: string;
}

export function DetailError({ error, onRetry, retrying = false, withHomeLink = false, testId = 'details-error' }: ErrorProps) {
  const { t, i18n } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useHandFocusOnRemoval(panel);
  return (
    <div ref={panel} className="panel details__error" role="alert" data-testid={testId}>
      <p>{describeApiError(error, i18n).message}</p>
      <p className="button-row">
        <BusyButton className="button" onClick={onRetry} busy={retrying}>
          {t('ui.retry')}
        </BusyButton>
        {withHomeLink && (
          <PortalLink className="link-button link-button--secondary" to="/">
            {t('ui.backHome')}
          </PortalLink>
        )}
      </p>
    </div>
  );
}

/** A page whose main query failed: not-found for 404, the error panel otherwise. */
export function PageError({ error, onRetry, retrying }: { error: QueryError; onRetry(): void; retrying: boolean }) {
  if (isNotFoundError(error)) return <NotFoundPanel />;
  return (
    <section className="screen details">
      <DetailError error={error} onRetry={onRetry} retrying={retrying} withHomeLink />
    </section>
  );
}
