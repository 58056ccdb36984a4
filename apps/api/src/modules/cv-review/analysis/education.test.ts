import { describe, expect, it } from 'vitest';
import { educationLabel, educationLevelOf, educationMeets, parseRequiredLevel } from './education';

describe('education levels of a CV', () => {
  it.each([
    ['S2 Magister Manajemen, Universitas Gadjah Mada', 5],
    ['S1 Akuntansi, Universitas Indonesia', 4],
    ['D4 Teknik Informatika, Politeknik Negeri Bandung', 9],
    ['Sarjana Terapan Akuntansi', 9],
    ['D3 Perhotelan', 3],
    ['SMK Negeri 1 Surabaya', 0],
    ['SMP Negeri 2 Bandung', 8],
    ['SD Negeri 5 Malang', 7],
    ['Institut Teknologi Bandung', 4],
  ])('%s → %d', (text, level) => {
    expect(educationLevelOf(text)).toBe(level);
  });

  it('reads a required level from an id or a name', () => {
    expect(parseRequiredLevel('9')).toBe(9);
    expect(parseRequiredLevel('S1')).toBe(4);
    expect(parseRequiredLevel('10')).toBeNull();
    expect(parseRequiredLevel('')).toBeNull();
  });

  it('compares by rank: D4 meets S1, SD does not meet SMA', () => {
    expect(educationMeets(9, 4)).toBe(true);
    expect(educationMeets(7, 0)).toBe(false);
    expect(educationMeets(0, 7)).toBe(true);
    expect(educationMeets(null, 4)).toBe(false);
    expect(educationMeets(null, null)).toBe(true);
  });

  it('names levels with the vocabulary’s abbreviations', () => {
    expect(educationLabel(0)).toBe('SMA/SMK');
    expect(educationLabel(9)).toBe('D4');
    expect(educationLabel(null)).toBeNull();
  });
});
