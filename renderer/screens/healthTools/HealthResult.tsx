/**
 * The frame of every health tool's result: a panel named by its heading, which takes the focus
 * when a new result arrives (headingRef, HealthToolPage), so it is read out and in view on a phone.
 */
import type { ReactNode, Ref } from 'react';

interface Props {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  testId: string;
  /** data-* attributes that say what the result is (its band, its category), for tests and styles. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

export function HealthResult({ title, headingRef, testId, data, children }: Props) {
  return (
    <section className="health-result panel" aria-labelledby="health-result-title" data-testid={testId} {...data}>
      <h2 id="health-result-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
