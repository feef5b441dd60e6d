/**
 * The demo clinics' photos, drawn rather than downloaded (no third-party pictures): a clinic
 * building with a green-cross sign under a sky, its colours, size and windows chosen from the
 * provider id and photo number, so every photo is stable between runs and differs from the next.
 * An SVG document: a few hundred bytes of text, no image encoder needed, sharp at any size.
 */
export const PHOTO_WIDTH = 480;
export const PHOTO_HEIGHT = 320;

/** mulberry32: small, deterministic, good enough to pick colours. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h)} ${Math.round(s * 100)}% ${Math.round(l * 100)}%)`;
const rect = (x: number, y: number, w: number, h: number, fill: string): string =>
  `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" fill="${fill}"/>`;

/** Photo `photo` (1-based) of provider `providerId` as an SVG document. */
export function drawClinicPhoto(providerId: number, photo: number): string {
  const next = random(providerId * 7919 + photo * 104_729);
  const horizon = 210 + Math.floor(next() * 40);
  const skyTop = hsl(200 + next() * 20, 0.6, 0.55 + next() * 0.1);
  const grassTop = hsl(95 + next() * 30, 0.35, 0.42);
  const wall = hsl(next() * 360, 0.15 + next() * 0.2, 0.72 + next() * 0.15);
  const trim = hsl(next() * 360, 0.35, 0.35);
  const width = 260 + Math.floor(next() * 140);
  const floors = 2 + Math.floor(next() * 3);
  const floorHeight = 44;
  const left = Math.floor((PHOTO_WIDTH - width) / 2 + (next() - 0.5) * 60);
  const top = horizon - floors * floorHeight - 12;
  const glass = hsl(205, 0.45, 0.3 + next() * 0.2);
  const shapes: string[] = [
    rect(0, 0, PHOTO_WIDTH, horizon, 'url(#sky)'),
    rect(0, horizon, PHOTO_WIDTH, PHOTO_HEIGHT - horizon, 'url(#grass)'),
    rect(left - 6, top - 10, width + 12, 12, trim), // roof line
    rect(left, top, width, horizon - top, wall),
  ];
  const columns = Math.floor(width / 48);
  const gap = (width - columns * 30) / (columns + 1);
  for (let floor = 0; floor < floors; floor += 1) {
    for (let c = 0; c < columns; c += 1) {
      const x = left + gap + c * (30 + gap);
      const y = top + 10 + floor * floorHeight;
      if (floor === floors - 1 && Math.abs(x + 15 - (left + width / 2)) < 30) continue; // the entrance
      shapes.push(rect(x, y, 30, 26, glass), rect(x + 14, y, 2, 26, wall));
    }
  }
  const doorX = left + width / 2 - 18;
  shapes.push(rect(doorX, horizon - 44, 36, 44, trim), rect(doorX + 4, horizon - 40, 28, 40, glass));
  // The sign: a white square with a green cross above the entrance.
  const signX = left + width / 2 - 16;
  const signY = Math.max(4, top - 48);
  shapes.push(rect(signX, signY, 32, 32, '#fafafa'), rect(signX + 12, signY + 4, 8, 24, '#1e8c46'), rect(signX + 4, signY + 12, 24, 8, '#1e8c46'));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${hsl(205, 0.5, 0.85)}"/></linearGradient>`,
    `<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${grassTop}"/><stop offset="1" stop-color="${hsl(90, 0.3, 0.3)}"/></linearGradient></defs>`,
    ...shapes,
    '</svg>',
  ].join('');
}
