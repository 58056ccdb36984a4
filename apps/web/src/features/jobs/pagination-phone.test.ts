import { describe, expect, it } from 'vitest';
import { listPageHref, phoneItems } from './pagination-model';

const render = (page: number, total: number) =>
  phoneItems(page, total)
    .map((item) => (item.type === 'gap' ? '…' : item.current ? `[${item.page}]` : `${item.page}`))
    .join(' ');

describe('phone pagination', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '[1]'],
    [1, 2, '[1] 2'],
    [2, 3, '1 [2] 3'],
    [1, 7, '[1] … 7'],
    [4, 7, '1 … [4] … 7'],
    [2, 7, '1 [2] … 7'],
    [7, 7, '1 … [7]'],
    [50, 7, '1 … [7]'],
  ])('page %i of %i → %s', (page, total, expected) => expect(render(page, total)).toBe(expected));
});

describe('listPageHref', () => {
  it('leaves page 1 bare and adds ?page for later pages', () => {
    expect(listPageHref('/loker-wfh', 1, 'jobs')).toEqual({ pathname: '/loker-wfh', hash: 'jobs' });
    expect(listPageHref('/loker-wfh', 3)).toEqual({ pathname: '/loker-wfh', query: { page: '3' } });
  });
});
