import { describe, expect, it } from 'vitest';
import { parsePageParam, parseSearchParam } from './search-params';

describe('parsePageParam', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['2', 2],
    [' 3 ', 3],
    [['4', '5'], 4],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    ['abc', 1],
    ['10000', 10_000],
    ['10001', 1],
    ['99999999999', 1],
  ] as const)('%j → %i', (input, expected) =>
    expect(parsePageParam(input as string | string[] | undefined)).toBe(expected),
  );
});

describe('parseSearchParam', () => {
  it('trims, caps and drops empty values', () => {
    expect(parseSearchParam('  admin ')).toBe('admin');
    expect(parseSearchParam('   ')).toBeUndefined();
    expect(parseSearchParam(undefined)).toBeUndefined();
    expect(parseSearchParam('x'.repeat(150))).toHaveLength(100);
  });
});
