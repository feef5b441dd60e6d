/**
 * The portal for the brand being edited, live in a frame: the last valid draft as the server
 * serves it on a preview host of its own per visitor (renderer/domain/brand/previewHost.ts), in a chosen
 * language, page and width, with what axe finds on the page and how the brand's colours contrast.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { documentState, type Draft, type Files } from './model/brandSet';
import { ContrastTable } from './ContrastTable';
import { AxeReport, useAxeReports } from './AxeReport';
import { Field } from './Field';
import { PREVIEW_VISITORS, previewHost, type PreviewVisitor } from '../domain/brand/previewHost';

/** How the visitor switch names each preview visitor (renderer/domain/brand/previewHost.ts). */
const VISITOR_LABELS: Record<PreviewVisitor, string> = {
  anonymous: 'Anonymous visitor',
  patient: 'Patient (patient@demo.test)',
  paid: 'Paid subscriber (paid@demo.test)',
};
const VIEWPORTS = { phone: { width: 390, height: 780 }, desktop: { width: 1280, height: 800 } } as const;
type Viewport = keyof typeof VIEWPORTS;

interface PreviewPaneProps {
  files: Files;
  draft: Draft;
  brandId: string;
  /** Grows with every valid draft the server was given: the frame then loads again. */
  previewVersion: number;
  valid: boolean;
}

/** The pages a person can open without parameters: the route table's paths without ":". */
function pagesOf(routes: unknown): string[] {
  const table = (routes as { routes?: Record<string, unknown> } | undefined)?.routes ?? {};
  return Object.keys(table).filter((p) => !p.includes(':')).sort();
}

export function PreviewPane({ files, draft, brandId, previewVersion, valid }: PreviewPaneProps) {
  // Read again only when a file changes, not at every message of the frame.
  const brand = useMemo(() => documentState(files, draft, brandId, 'brand').effective as { locales?: string[]; defaultLocale?: string }, [files, draft, brandId]);
  const pages = useMemo(() => pagesOf(documentState(files, draft, brandId, 'routes').effective), [files, draft, brandId]);
  const locales = brand.locales ?? ['hu', 'en', 'ro'];
  const [locale, setLocale] = useState(brand.defaultLocale ?? locales[0]!);
  const [visitor, setVisitor] = useState<PreviewVisitor>('anonymous');
  const [viewport, setViewport] = useState<Viewport>('phone');
  const [page, setPage] = useState('/');
  const reports = useAxeReports();
  // The page the frame is on, as its probe last said: a reload after a change stays there.
  const shownPage = reports.latest?.path ?? page;
  // A new valid draft reloads the frame at the page it shows (the visitor may have gone on from the one chosen).
  const [version, setVersion] = useState(previewVersion);
  if (version !== previewVersion) {
    setVersion(previewVersion);
    setPage(shownPage);
  }
  const src = useMemo(() => {
    const origin = `${location.protocol}//${previewHost(visitor, brandId)}:${location.port}`;
    return `${origin}/dev/studio/visit?locale=${locale}&to=${encodeURIComponent(page)}&v=${version}`;
  }, [visitor, brandId, locale, page, version]);

  const size = VIEWPORTS[viewport];
  // The frame keeps the chosen width (the page lays itself out for it) and is drawn smaller to fit the pane.
  const [room, setRoom] = useState<number>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pane = box.current?.parentElement;
    if (!pane) return;
    const observer = new ResizeObserver(() => setRoom(pane.clientWidth - 32));
    observer.observe(pane);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, (room ?? size.width) / size.width);
  return (
    <section className="studio-preview" aria-labelledby="studio-preview-title">
      <h2 id="studio-preview-title">Preview of {brandId}</h2>
      <div className="studio-pickers">
        <Field label="Language">
          {(fieldId) => (
          <select id={fieldId} value={locale} onChange={(e) => setLocale(e.target.value)}>{locales.map((l) => <option key={l} value={l}>{l}</option>)}</select>
          )}
        </Field>
        <Field label="Visitor">
          {(fieldId) => (
          <select id={fieldId} value={visitor} onChange={(e) => setVisitor(e.target.value as typeof visitor)}>{PREVIEW_VISITORS.map((v) => <option key={v} value={v}>{VISITOR_LABELS[v]}</option>)}</select>
          )}
        </Field>
        <div role="group" aria-label="Width" className="studio-toggle">
          {(Object.keys(VIEWPORTS) as Viewport[]).map((v) => (
            <button key={v} type="button" aria-pressed={viewport === v} onClick={() => setViewport(v)}>{v === 'phone' ? 'Phone (390 px)' : 'Desktop (1280 px)'}</button>
          ))}
        </div>
        <Field label="Page">
          {(fieldId) => (
          <select id={fieldId} value={pages.includes(page) ? page : ''} onChange={(e) => setPage(e.target.value)}>
            {!pages.includes(page) && <option value="">{page}</option>}
            {pages.map((p) => <option key={p} value={p}>{p}</option>)}
          </select>
          )}
        </Field>
      </div>
      {!valid && <p role="status" className="studio-bad">The draft has problems: the frame shows the last valid one.</p>}
      <div ref={box} className="studio-frame-box" style={{ width: size.width * scale, height: size.height * scale }}>
        <iframe
          key={src}
          title={`Preview of ${brandId}`}
          src={src}
          width={size.width}
          height={size.height}
          style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
        />
      </div>
      <AxeReport report={reports.latest} />
      <ContrastTable brand={brand} />
    </section>
  );
}
