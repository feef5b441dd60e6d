/**
 * What an action came to (an appointment cancelled, a care item moved on), in a live region that
 * takes the focus (UX.md: a status change is announced, and the button that was pressed may be
 * gone from the refreshed list). `at` tells two equal outcomes apart, so the second is announced too.
 */
import { useEffect, useRef } from 'react';

export type Outcome = { kind: 'success' | 'error'; message: string; at?: number } | null;

export function ActionOutcome({ outcome, testId }: { outcome: Outcome; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return (
    <div aria-live="polite">
      {outcome && (
        <div
          ref={ref}
          tabIndex={-1}
          className={outcome.kind === 'success' ? 'panel panel--success' : 'panel panel--error'}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          data-testid={`${testId}-${outcome.kind}`}
        >
          {outcome.message}
        </div>
      )}
    </div>
  );
}
