/**
 * What axe finds on the page the preview frame shows. The frame is on another origin than the
 * studio, so the page checks itself (previewProbe.ts, added to preview pages by the server) and
 * posts its findings here.
 */
import { useEffect, useState } from 'react';
import { previewOf } from '../domain/brand/previewHost';

/** The host (with port) of a message's origin; none for an origin that is no URL ("null"). */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: number;
}

export interface AxeMessage {
  type: 'studio:axe';
  path: string;
  violations: AxeFinding[];
}

export function useAxeReports(): { latest?: AxeMessage } {
  const [latest, setLatest] = useState<AxeMessage>();
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as Partial<AxeMessage> | null;
      if (!previewOf(originHost(event.origin)) || data?.type !== 'studio:axe' || !Array.isArray(data.violations)) return;
      setLatest(data as AxeMessage);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return { latest };
}

export function AxeReport({ report }: { report?: AxeMessage }) {
  return (
    <section className="studio-axe" aria-labelledby="studio-axe-title" aria-live="polite">
      <h3 id="studio-axe-title">Accessibility (axe, WCAG 2 A and AA)</h3>
      {!report ? (
        <p>Checking the page in the frame…</p>
      ) : report.violations.length === 0 ? (
        <p className="studio-ok">No violations on {report.path}.</p>
      ) : (
        <>
          <p className="studio-bad">{report.violations.length} kind(s) of violation on {report.path}:</p>
          <ul>
            {report.violations.map((v) => (
              <li key={v.id}>
                <strong>{v.impact ?? 'minor'}</strong>: {v.help} ({v.nodes} element{v.nodes === 1 ? '' : 's'}, <code>{v.id}</code>)
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
