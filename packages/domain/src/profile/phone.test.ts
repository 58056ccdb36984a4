import { describe, expect, it } from 'vitest';
import { stripLeadingIndonesiaCode } from './phone';

describe('stripLeadingIndonesiaCode', () => {
  it.each([
    ['6281234567890', '81234567890'],
    ['+6281234567890', '81234567890'],
    ['+62 812-3456-7890', '812-3456-7890'],
    ['081234567890', '081234567890'],
    ['81234567890', '81234567890'],
    ['0862123', '0862123'],
    ['+6591234567', '+6591234567'],
    ['+1 62 555', '+1 62 555'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripLeadingIndonesiaCode(input)).toBe(expected);
  });
});
