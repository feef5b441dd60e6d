/**
 * The loading and error states of the lists on the appointments and virtual clinic screens
 * (UX.md: skeletons where a list is loading; the catalogue message, a retry and a way home).
 * The retry keeps the focus while it runs (BusyButton); when it worked and the panel goes, the
 * focus goes to the page's heading rather than falling to <body> (focusRescue.ts).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../api/apiError';
import { PortalLink } from '../../routing/PortalLink';
import { BusyButton } from '../../ui/BusyButton';
import { useHandFocusOnRemoval } from '../../ui/focusRescue';

export function ListSkeleton({ rows = 3, testId }: { rows?: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden" role="status">
        {t('ui.loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-skeleton__row" aria-hidden="true" />
      ))}
    </div>
  );
}

interface RetryPanelProps {
  /** What failed, said before the error's message; the message alone when absent. */
  title?: string;
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
  retrying: boolean;
  testId: string;
}

export function RetryPanel({ title, error, onRetry, retrying, testId }: RetryPanelProps) {
  const { t, i18n } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useHandFocusOnRemoval(panel);
  return (
    <div ref={panel} className="panel panel--error" role="alert" data-testid={testId}>
      <p>
        {title ? <strong>{title} </strong> : null}
        {describeApiError(error, i18n).message}
      </p>
      <div className="button-row">
        <BusyButton className="button" onClick={onRetry} busy={retrying}>
          {t('appointments.retry')}
        </BusyButton>
        <PortalLink to="/" className="link-button link-button--secondary">
          {t('ui.backHome')}
        </PortalLink>
      </div>
    </div>
  );
}
