import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatPercent,
  parseDecimal,
  parseWholeNumber,
  pluralCategory,
} from './numbers';

describe('formatCount', () => {
  it.each([
    [0, '0', '0'],
    [999, '999', '999'],
    [1641, '1.641', '1,641'],
    [10_000, '10.000', '10,000'],
    [1_234_567, '1.234.567', '1,234,567'],
    [-1641, '-1.641', '-1,641'],
    [12.9, '12', '12'],
  ])('%d → idn %s, en %s', (n, idn, en) => {
    expect(formatCount(n, 'idn')).toBe(idn);
    expect(formatCount(n, 'en')).toBe(en);
  });

  it('refuses what is not a number', () => {
    expect(() => formatCount(Number.NaN, 'idn')).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it('writes the decimal with a comma in Indonesian and a point in English', () => {
    expect(formatDecimal(4.4, 'idn')).toBe('4,4');
    expect(formatDecimal(4.4, 'en')).toBe('4.4');
    expect(formatDecimal(3.45, 'idn', 2)).toBe('3,45');
    expect(formatDecimal(1234.5, 'idn')).toBe('1.234,5');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
  });

  it('rounds half away from zero at the digits asked for and drops trailing zeros', () => {
    expect(formatDecimal(4.45, 'idn')).toBe('4,5');
    expect(formatDecimal(1.005, 'en', 2)).toBe('1.01');
    expect(formatDecimal(4.0, 'idn')).toBe('4');
    expect(formatDecimal(3.5, 'idn', 2)).toBe('3,5');
    expect(formatDecimal(4.96, 'idn')).toBe('5');
    expect(formatDecimal(-2.25, 'idn', 1)).toBe('-2,3');
    expect(formatDecimal(-0.01, 'idn', 1)).toBe('0');
    expect(formatDecimal(7.6, 'idn', 0)).toBe('8');
    expect(formatDecimal(4, 'idn', 1, 1)).toBe('4,0');
    expect(formatDecimal(1e-7, 'idn', 2)).toBe('0');
    expect(formatDecimal(4.75, 'en', 1, 1)).toBe('4.8');
  });

  it('refuses a digit count it cannot honour', () => {
    expect(() => formatDecimal(1, 'idn', -1)).toThrow(RangeError);
    expect(() => formatDecimal(1, 'idn', 1.5)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('shows a share as a percentage', () => {
    expect(formatPercent(0.25, 'idn')).toBe('25%');
    expect(formatPercent(0.254, 'idn', 1)).toBe('25,4%');
    expect(formatPercent(0.254, 'en', 1)).toBe('25.4%');
    expect(formatPercent(1, 'en')).toBe('100%');
  });
});

describe('parseDecimal', () => {
  it.each([
    ['3,45', 3.45],
    ['3.45', 3.45],
    [' 3,45 ', 3.45],
    ['4', 4],
    ['-1,5', -1.5],
    ['1.500.000', 1_500_000],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1,500,000', 1_500_000],
    ['1 500 000', 1_500_000],
    ['0,5', 0.5],
  ])('%j → %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '3,4,5', '3.45.6,7,8', '3,45x', ',5', '5,', '1.2.3'])(
    'refuses %j',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );
});

describe('parseWholeNumber', () => {
  it.each([
    ['1500000', 1_500_000],
    ['1.500.000', 1_500_000],
    ['1,500,000', 1_500_000],
    ['1.500', 1500],
    ['5 000 000', 5_000_000],
    ['0', 0],
  ])('%j → %d', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  it.each(['', '1,5', '1.50', '1.500,000', '1.5.0', 'Rp5jt'])('refuses %j', (text) => {
    expect(parseWholeNumber(text)).toBeNull();
  });
});

describe('pluralCategory', () => {
  it('has a singular in English only', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralCategory(0, 'en')).toBe('other');
    expect(pluralCategory(1, 'idn')).toBe('other');
  });
});
