import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationItem } from './pagination-model';

const render = (items: PaginationItem[]) =>
  items
    .map((item) => (item.type === 'gap' ? '…' : item.current ? `[${item.page}]` : `${item.page}`))
    .join(' ');

describe('paginationItems', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '[1]'],
    [2, 5, '1 [2] 3 4 5'],
    [1, 7, '[1] 2 3 4 5 6 7'],
    [1, 8, '[1] 2 3 4 5 … 8'],
    [1, 20, '[1] 2 3 4 5 … 20'],
    [4, 20, '1 2 3 [4] 5 … 20'],
    [5, 20, '1 … 4 [5] 6 … 20'],
    [10, 20, '1 … 9 [10] 11 … 20'],
    [17, 20, '1 … 16 [17] 18 19 20'],
    [20, 20, '1 … 16 17 18 19 [20]'],
    [6, 7, '1 2 3 4 5 [6] 7'],
  ])('page %i of %i → %s', (current, total, expected) =>
    expect(render(paginationItems(current, total))).toBe(expected),
  );

  it('clamps a current page beyond the last', () => {
    expect(render(paginationItems(50, 3))).toBe('1 2 [3]');
  });

  it('marks the neighbours of the current page optional', () => {
    const optional = paginationItems(10, 20).filter((i) => i.type === 'page' && i.optional);
    expect(optional.map((i) => (i.type === 'page' ? i.page : 0))).toEqual([9, 11]);
  });
});
