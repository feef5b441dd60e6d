/**
 * The studio's preview frames are served on hosts of their own, one per visitor and brand:
 * `<visitor>.<brand>.studio.localhost`. Browsers send *.localhost to the loopback address, and
 * cookies are per host, so each visitor keeps its own session (the patient stays logged in while
 * the anonymous frame stays anonymous) and none touches the developer's own.
 *
 * The studio itself is served on `studio.localhost`: a browser counts a frame on another site as
 * a third party and drops the cookies it sets (the session, the language), and the previews are
 * of the studio's site (studio.localhost) only when the studio is too.
 */
export const STUDIO_HOST = 'studio.localhost';
export const PREVIEW_VISITORS = ['anonymous', 'patient', 'paid'] as const;
export type PreviewVisitor = (typeof PREVIEW_VISITORS)[number];

const PREVIEW_HOST = new RegExp(`^(${PREVIEW_VISITORS.join('|')})\\.([a-z0-9]+(?:-[a-z0-9]+)*)\\.${STUDIO_HOST.replace(/\./g, '\\.')}(?::\\d+)?$`, 'i');

/** The host a visitor's preview of a brand is served on (the studio's page builds its frames' addresses with it). */
export const previewHost = (visitor: PreviewVisitor, brandId: string): string => `${visitor}.${brandId}.${STUDIO_HOST}`;

export function previewOf(host: string | undefined): { visitor: PreviewVisitor; brandId: string } | undefined {
  const match = PREVIEW_HOST.exec(host ?? '');
  return match ? { visitor: match[1]!.toLowerCase() as PreviewVisitor, brandId: match[2]!.toLowerCase() } : undefined;
}

/** The studio's origin as a CSP source: a preview brand adds it to the origins allowed to embed it. */
export const STUDIO_SOURCE = `http://${STUDIO_HOST}:*`;
