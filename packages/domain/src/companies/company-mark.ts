// The logo of a company that has not uploaded one: a geometric mark and its initials in one of a
// few palettes, all drawn from the company's name. The name alone decides it, so the same company
// gets the same mark on the job card, the job page, the company page, search and the employer
// area, in every process and on every start. A 64 x 64 drawing: the web renders it as inline SVG.

export const COMPANY_MARK_SIZE = 64;

export type CompanyMarkShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; fill: string }
  | {
      kind: 'circle';
      cx: number;
      cy: number;
      r: number;
      fill: string;
      stroke?: string;
      strokeWidth?: number;
    }
  | { kind: 'path'; d: string; fill: string }
  | { kind: 'polygon'; points: string; fill: string };

export type CompanyMark = {
  background: string;
  /** Drawn in order, over the background. */
  shapes: CompanyMarkShape[];
  /** Centred on (x, y). */
  initials: { text: string; x: number; y: number; size: number; fill: string };
};

type Palette = { primary: string; accent: string; tint: string };

// Primaries dark enough for white initials (WCAG AA, at least 4.5:1), each with a lighter accent
// and a pale tint for the background.
const PALETTES: readonly Palette[] = [
  { primary: '#1d4ed8', accent: '#f59e0b', tint: '#eff6ff' },
  { primary: '#0f766e', accent: '#fb923c', tint: '#f0fdfa' },
  { primary: '#047857', accent: '#a3e635', tint: '#ecfdf5' },
  { primary: '#4338ca', accent: '#22d3ee', tint: '#eef2ff' },
  { primary: '#be123c', accent: '#fda4af', tint: '#fff1f2' },
  { primary: '#b45309', accent: '#fde68a', tint: '#fffbeb' },
  { primary: '#6d28d9', accent: '#f472b6', tint: '#f5f3ff' },
  { primary: '#334155', accent: '#38bdf8', tint: '#f1f5f9' },
  { primary: '#c2410c', accent: '#fbbf24', tint: '#fff7ed' },
  { primary: '#0e7490', accent: '#a5f3fc', tint: '#ecfeff' },
  { primary: '#4d7c0f', accent: '#facc15', tint: '#f7fee7' },
  { primary: '#1e3a8a', accent: '#60a5fa', tint: '#eff6ff' },
];

const WHITE = '#ffffff';

/** One way to compose a mark: its shapes and where the initials sit. */
type Motif = (palette: Palette) => Omit<CompanyMark, 'initials'> & {
  at: { x: number; y: number; scale?: number };
};

const HEXAGON = [0, 1, 2, 3, 4, 5]
  .map((k) => {
    const angle = (Math.PI / 3) * k - Math.PI / 2;
    return `${round(32 + 27 * Math.cos(angle))},${round(32 + 27 * Math.sin(angle))}`;
  })
  .join(' ');

const MOTIFS: readonly Motif[] = [
  // A disc with a smaller accent moon.
  (p) => ({
    background: p.tint,
    shapes: [
      { kind: 'circle', cx: 30, cy: 35, r: 22, fill: p.primary },
      { kind: 'circle', cx: 49, cy: 15, r: 8, fill: p.accent },
    ],
    at: { x: 30, y: 35 },
  }),
  // A solid tile with a quarter circle in its corner.
  (p) => ({
    background: p.primary,
    shapes: [
      { kind: 'path', d: 'M64 36A28 28 0 0 0 36 64H64Z', fill: p.accent },
      { kind: 'circle', cx: 12, cy: 12, r: 4, fill: p.tint },
    ],
    at: { x: 28, y: 29 },
  }),
  // A hexagon with an accent dot.
  (p) => ({
    background: p.tint,
    shapes: [
      { kind: 'polygon', points: HEXAGON, fill: p.primary },
      { kind: 'circle', cx: 53, cy: 53, r: 6, fill: p.accent },
    ],
    at: { x: 32, y: 32 },
  }),
  // A diamond with a small accent diamond.
  (p) => ({
    background: p.tint,
    shapes: [
      { kind: 'polygon', points: '32,4 60,32 32,60 4,32', fill: p.primary },
      { kind: 'polygon', points: '52,2 60,10 52,18 44,10', fill: p.accent },
    ],
    at: { x: 32, y: 32, scale: 0.9 },
  }),
  // A solid tile with two accent bars under the initials.
  (p) => ({
    background: p.primary,
    shapes: [
      { kind: 'rect', x: 12, y: 44, width: 40, height: 5, rx: 2.5, fill: p.accent },
      { kind: 'rect', x: 12, y: 52, width: 22, height: 5, rx: 2.5, fill: p.tint },
    ],
    at: { x: 32, y: 26 },
  }),
  // A leaf: a square with two rounded opposite corners, and an accent seed.
  (p) => ({
    background: p.tint,
    shapes: [
      { kind: 'path', d: 'M8 56V28A20 20 0 0 1 28 8H56V36A20 20 0 0 1 36 56Z', fill: p.primary },
      { kind: 'circle', cx: 52, cy: 52, r: 7, fill: p.accent },
    ],
    at: { x: 31, y: 32 },
  }),
  // An arch under an accent sun.
  (p) => ({
    background: p.tint,
    shapes: [
      { kind: 'circle', cx: 48, cy: 14, r: 8, fill: p.accent },
      { kind: 'path', d: 'M8 60V36A24 24 0 0 1 56 36V60Z', fill: p.primary },
    ],
    at: { x: 32, y: 42 },
  }),
  // A solid tile cut by an accent triangle.
  (p) => ({
    background: p.primary,
    shapes: [
      { kind: 'polygon', points: '0,64 0,34 30,64', fill: p.accent },
      { kind: 'polygon', points: '64,0 64,18 46,0', fill: p.tint },
    ],
    at: { x: 34, y: 30 },
  }),
  // A disc inside an accent ring.
  (p) => ({
    background: p.tint,
    shapes: [
      { kind: 'circle', cx: 32, cy: 32, r: 26, fill: p.tint, stroke: p.accent, strokeWidth: 5 },
      { kind: 'circle', cx: 32, cy: 32, r: 19, fill: p.primary },
    ],
    at: { x: 32, y: 32, scale: 0.85 },
  }),
  // Two overlapping rounded blocks.
  (p) => ({
    background: p.tint,
    shapes: [
      { kind: 'rect', x: 34, y: 34, width: 24, height: 24, rx: 6, fill: p.accent },
      { kind: 'rect', x: 6, y: 6, width: 42, height: 42, rx: 9, fill: p.primary },
    ],
    at: { x: 27, y: 27, scale: 0.95 },
  }),
];

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit number for a name. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Final mixing, so names that differ in their last letter still land far apart.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  return hash >>> 0;
}

/** Two letters of the name without "PT"/"CV"/"Tbk" ("PT Bank Kencana Raya Tbk" -> "BK"). */
export function companyInitials(name: string): string {
  const words = name
    .replace(/^(PT|CV)\.?\s+/i, '')
    .replace(/\s+Tbk\.?$/i, '')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => (w.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase())
    .join('');
}

/** The generated mark of the company called `name` (spaces and case do not change it). */
export function companyMark(name: string): CompanyMark {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  const hash = hashName(key);
  const palette = PALETTES[hash % PALETTES.length] as Palette;
  const motif = MOTIFS[Math.floor(hash / PALETTES.length) % MOTIFS.length] as Motif;
  const text = companyInitials(name) || '?';
  const { at, ...drawing } = motif(palette);
  const size = round((text.length > 1 ? 21 : 27) * (at.scale ?? 1));
  return { ...drawing, initials: { text, x: at.x, y: at.y, size, fill: WHITE } };
}
