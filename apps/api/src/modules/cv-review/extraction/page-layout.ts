// Positioned text of one PDF page → lines in reading order. Text is grouped into bands by
// baseline, bands into segments at wide gaps; when segments sit side by side on many bands
// (a sidebar), the page is read column by column, as a person does, instead of band by band,
// which interleaves the columns the way a naive ATS does.

export type PlacedText = {
  text: string;
  /** Left edge and baseline in PDF points (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  hidden: 'white' | 'tiny' | null;
};

/** A box in page space, for ruling lines that say "table, not columns". */
export type PageBox = { x0: number; y0: number; x1: number; y1: number };

export type LaidOutLine = {
  text: string;
  fontSize: number;
  hidden: 'white' | 'tiny' | null;
  /** Where the line starts: left edge and baseline. */
  x: number;
  y: number;
};

type Segment = {
  items: PlacedText[];
  band: number;
  y: number;
  x0: number;
  x1: number;
};

/** Bands on each side a sidebar needs; a short table or a job title with its dates has fewer. */
const MIN_COLUMN_BANDS = 3;
/** Right-hand texts ending within this many points of each other are set flush right. */
const FLUSH_RIGHT_PT = 3;
/** ... and they are short: under this share of the page's text width (a date, a city). */
const SHORT_SHARE = 0.3;

function groupIntoBands(items: PlacedText[]): PlacedText[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const bands: { y: number; items: PlacedText[] }[] = [];
  for (const item of sorted) {
    const band = bands[bands.length - 1];
    const tolerance = Math.max(2, 0.35 * item.fontSize);
    if (band && Math.abs(band.y - item.y) <= tolerance) band.items.push(item);
    else bands.push({ y: item.y, items: [item] });
  }
  return bands.map((band) => band.items.sort((a, b) => a.x - b.x));
}

/** A band split where the gap is wider than a word space could be, or where hiding changes. */
function splitIntoSegments(bands: PlacedText[][]): Segment[] {
  const segments: Segment[] = [];
  bands.forEach((items, band) => {
    let current: Segment | null = null;
    for (const item of items) {
      const gap = current ? item.x - current.x1 : 0;
      const wide = gap > Math.max(12, 1.5 * item.fontSize);
      if (!current || wide || current.items[0]!.hidden !== item.hidden) {
        current = { items: [], band, y: item.y, x0: item.x, x1: item.x };
        segments.push(current);
      }
      current.items.push(item);
      current.x1 = Math.max(current.x1, item.x + item.width);
    }
  });
  return segments;
}

type Gutter = { x: number; firstBand: number; lastBand: number; score: number };

function bandsOf(segments: Segment[]): number[] {
  return [...new Set(segments.map((segment) => segment.band))].sort((a, b) => a - b);
}

/** A ruling line (a table's cell border) between x `from` and `to` at height y. */
function ruledBetween(from: number, to: number, y: number, rulings: PageBox[]): boolean {
  return rulings.some(
    (box) =>
      y >= box.y0 - 2 &&
      y <= box.y1 + 2 &&
      [box.x0, box.x1].some((edge) => edge >= from - 1 && edge <= to + 1),
  );
}

/**
 * The best vertical gutter: a run of consecutive bands no visible segment crosses, with text
 * on both sides on at least MIN_COLUMN_BANDS bands each. A band whose sides a ruling line
 * separates is a table row: it ends the run like a crossing line, so tables read row by row.
 * Short texts that all end at one x (dates or places set flush right beside job titles) are
 * not a column either.
 */
function findGutter(segments: Segment[], rulings: PageBox[]): Gutter | null {
  const bands = bandsOf(segments);
  const byBand = new Map<number, Segment[]>(bands.map((band) => [band, []]));
  for (const segment of segments) byBand.get(segment.band)!.push(segment);
  const candidates = new Set<number>();
  for (const list of byBand.values()) {
    for (const segment of list.slice(1)) candidates.add(Math.round(segment.x0));
  }
  const textWidth = Math.max(...segments.map((s) => s.x1)) - Math.min(...segments.map((s) => s.x0));
  let best: Gutter | null = null;
  for (const x of [...candidates].sort((a, b) => a - b)) {
    type Run = { first: number; left: number; right: number; rightSegments: Segment[] };
    let run: Run | null = null;
    const close = (last: number) => {
      if (!run) return;
      const score = Math.min(run.left, run.right);
      const ends = run.rightSegments.map((s) => s.x1);
      const widest = Math.max(...run.rightSegments.map((s) => s.x1 - s.x0));
      const flushRight =
        Math.max(...ends) - Math.min(...ends) <= FLUSH_RIGHT_PT && widest < SHORT_SHARE * textWidth;
      if (score >= MIN_COLUMN_BANDS && !flushRight && (!best || score > best.score)) {
        best = { x, firstBand: run.first, lastBand: last, score };
      }
      run = null;
    };
    let previous = -1;
    for (const band of bands) {
      const list = byBand.get(band)!;
      const crosses = list.some((s) => s.items[0]!.hidden === null && s.x0 < x - 1 && s.x1 > x + 1);
      const left = list.filter((s) => s.x1 <= x + 1);
      const right = list.filter((s) => s.x0 >= x - 1);
      const ruled = left.some((l) => right.some((r) => ruledBetween(l.x1, r.x0, l.y, rulings)));
      if (crosses || ruled) {
        close(previous);
      } else {
        run ??= { first: band, left: 0, right: 0, rightSegments: [] };
        if (left.length > 0) run.left++;
        if (right.length > 0) run.right++;
        run.rightSegments.push(...right);
      }
      previous = band;
    }
    close(previous);
  }
  return best;
}

function byPosition(a: Segment, b: Segment): number {
  return a.band - b.band || a.x0 - b.x0;
}

/** Segments in reading order, and whether columns were found. */
function orderSegments(
  segments: Segment[],
  rulings: PageBox[],
): { order: Segment[]; columns: boolean } {
  const gutter = findGutter(segments, rulings);
  if (!gutter) return { order: [...segments].sort(byPosition), columns: false };
  const inRun = (s: Segment) => s.band >= gutter.firstBand && s.band <= gutter.lastBand;
  const above = segments.filter((s) => s.band < gutter.firstBand);
  const below = segments.filter((s) => s.band > gutter.lastBand);
  const right = segments.filter((s) => inRun(s) && s.x0 >= gutter.x - 1);
  const left = segments.filter((s) => inRun(s) && s.x0 < gutter.x - 1);
  const parts = [above, left, right, below].map((part) => orderSegments(part, rulings).order);
  return { order: parts.flat(), columns: true };
}

function segmentText(segment: Segment): string {
  let text = '';
  let end = -Infinity;
  for (const item of segment.items) {
    const spaced =
      item.x - end > 0.2 * item.fontSize && !/\s$/.test(text) && !/^\s/.test(item.text);
    text += (text && spaced ? ' ' : '') + item.text;
    end = item.x + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The font size that most of the segment's characters have. */
function segmentFontSize(segment: Segment): number {
  const widest = segment.items.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  return Math.round(widest.fontSize * 10) / 10;
}

export function layOutPage(
  items: PlacedText[],
  rulings: PageBox[],
): { lines: LaidOutLine[]; columns: boolean } {
  const visible = items.filter((item) => item.text.trim().length > 0);
  const segments = splitIntoSegments(groupIntoBands(visible));
  const { order, columns } = orderSegments(segments, rulings);
  const lines = order
    .map((segment) => ({
      text: segmentText(segment),
      fontSize: segmentFontSize(segment),
      hidden: segment.items[0]!.hidden,
      x: segment.x0,
      y: segment.y,
    }))
    .filter((line) => line.text.length > 0);
  return { lines, columns };
}
