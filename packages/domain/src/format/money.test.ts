import { describe, expect, it } from 'vitest';
import { formatCompactRupiah, formatRupiah, formatSalaryRange } from './money';

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp0'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [5_000_000, 'Rp5.000.000'],
    [1_234_567_890, 'Rp1.234.567.890'],
    [1499.5, 'Rp1.500'],
    [-5000, '-Rp5.000'],
    [-0.2, 'Rp0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });

  it('rejects NaN', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCompactRupiah', () => {
  it('prefixes the compact count', () => {
    expect(formatCompactRupiah(5_500_000, 'idn')).toBe('Rp5,5jt');
    expect(formatCompactRupiah(50_000, 'en')).toBe('Rp50K');
  });
});

describe('formatSalaryRange', () => {
  it('formats both bounds', () => {
    expect(formatSalaryRange(5_000_000, 8_000_000, 'idn')).toBe('Rp5jt – Rp8jt');
    expect(formatSalaryRange(5_000_000, 8_000_000, 'en')).toBe('Rp5M – Rp8M');
    expect(formatSalaryRange(4_500_000, 7_250_000, 'idn')).toBe('Rp4,5jt – Rp7,2jt');
  });

  it('formats only a minimum', () => {
    expect(formatSalaryRange(5_000_000, null, 'idn')).toBe('Mulai Rp5jt');
    expect(formatSalaryRange(5_000_000, null, 'en')).toBe('From Rp5M');
  });

  it('formats only a maximum', () => {
    expect(formatSalaryRange(null, 8_000_000, 'idn')).toBe('Hingga Rp8jt');
    expect(formatSalaryRange(null, 8_000_000, 'en')).toBe('Up to Rp8M');
  });

  it('returns null when nothing is known', () => {
    expect(formatSalaryRange(null, null, 'idn')).toBeNull();
    expect(formatSalaryRange(0, 0, 'en')).toBeNull();
    expect(formatSalaryRange(-1, Number.NaN, 'en')).toBeNull();
  });

  it('treats a zero bound as absent', () => {
    expect(formatSalaryRange(0, 8_000_000, 'en')).toBe('Up to Rp8M');
    expect(formatSalaryRange(5_000_000, 0, 'idn')).toBe('Mulai Rp5jt');
  });

  it('shows one amount when both bounds read the same', () => {
    expect(formatSalaryRange(6_000_000, 6_000_000, 'idn')).toBe('Rp6jt');
    expect(formatSalaryRange(6_000_000, 6_050_000, 'en')).toBe('Rp6M');
  });

  it('orders swapped bounds', () => {
    expect(formatSalaryRange(8_000_000, 5_000_000, 'en')).toBe('Rp5M – Rp8M');
  });
});
