// Ruled tables on a PDF page: ruling lines and cell borders that touch each other form a grid.
// One line alone (a rule under a heading) or one box (a frame around a section) is no table.
import type { PageBox } from './page-layout.js';

/** Beyond this many ruling paths a page is a drawing, not a CV page; tables are not looked for. */
export const MAX_RULINGS = 2_000;
const TOUCH_PT = 1;

function touch(a: PageBox, b: PageBox): boolean {
  return (
    a.x0 <= b.x1 + TOUCH_PT &&
    b.x0 <= a.x1 + TOUCH_PT &&
    a.y0 <= b.y1 + TOUCH_PT &&
    b.y0 <= a.y1 + TOUCH_PT
  );
}

/** The bounding boxes of the page's ruled grids. */
export function findRuledTables(rulings: PageBox[]): PageBox[] {
  const groupOf = rulings.map((_, index) => index);
  const root = (index: number): number => {
    while (groupOf[index] !== index) index = groupOf[index] = groupOf[groupOf[index]!]!;
    return index;
  };
  for (let a = 0; a < rulings.length; a++) {
    for (let b = a + 1; b < rulings.length; b++) {
      if (touch(rulings[a]!, rulings[b]!)) groupOf[root(a)] = root(b);
    }
  }
  const groups = new Map<number, PageBox[]>();
  rulings.forEach((box, index) =>
    groups.set(root(index), [...(groups.get(root(index)) ?? []), box]),
  );
  return [...groups.values()]
    .filter((boxes) => boxes.length >= 2)
    .map((boxes) => ({
      x0: Math.min(...boxes.map((box) => box.x0)),
      y0: Math.min(...boxes.map((box) => box.y0)),
      x1: Math.max(...boxes.map((box) => box.x1)),
      y1: Math.max(...boxes.map((box) => box.y1)),
    }));
}
