/**
 * A QR code drawn as SVG from the `qrcode` library's symbol (its module matrix), so the server
 * renders it with the page and no canvas or script is needed to show it. Dark modules on a white
 * ground with the standard four-module quiet zone, whatever the brand's colours: phone cameras
 * read that reliably, also on a dark theme. Error correction M (15 %) keeps the symbol small.
 */
import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The SVG path of the symbol's dark modules, one unit square each, offset by the quiet zone. */
export function qrPath(value: string): { path: string; size: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + 2 * QUIET_ZONE };
}

export function QrCode({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { path, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-testid={testId} data-value={value}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
