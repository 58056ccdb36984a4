import { describe, expect, it } from 'vitest';
import { COMPANY_MARK_SIZE, companyInitials, companyMark } from './company-mark';

const NAMES = [
  'PT Bank Kencana Raya Tbk',
  'Apotek Daun Sirih',
  'Kopi Senja Group',
  'Seduh Pagi Coffee',
  'PT Nusantara Data Teknologi',
  'Awan Biru Digital',
  'KAP Hadiwinata & Rekan',
  'Hotel Pesona Kuta',
];

const colours = (mark: ReturnType<typeof companyMark>) =>
  new Set([mark.background, ...mark.shapes.map((s) => s.fill), mark.initials.fill]);

describe('companyInitials', () => {
  it('takes two letters of the name without PT and Tbk', () => {
    expect(companyInitials('PT Bank Kencana Raya Tbk')).toBe('BK');
    expect(companyInitials('Kopi Senja')).toBe('KS');
    expect(companyInitials('CV. Maju & Jaya')).toBe('MJ');
    expect(companyInitials('Gojek')).toBe('G');
  });
});

describe('companyMark', () => {
  it('gives a name the same mark on every call, whatever its spacing or case', () => {
    for (const name of NAMES) {
      expect(companyMark(name)).toEqual(companyMark(name));
      expect(companyMark(`  ${name.toUpperCase().replace(/ /g, '  ')} `).shapes).toEqual(
        companyMark(name).shapes,
      );
    }
  });

  it('draws shapes in at least three colours with the initials, inside the 64 x 64 box', () => {
    for (const name of NAMES) {
      const mark = companyMark(name);
      expect(mark.shapes.length).toBeGreaterThanOrEqual(2);
      expect(colours(mark).size).toBeGreaterThanOrEqual(3);
      expect(mark.initials.text).toBe(companyInitials(name));
      const { x, y, size } = mark.initials;
      for (const value of [x, y]) {
        expect(value).toBeGreaterThan(size / 2);
        expect(value).toBeLessThan(COMPANY_MARK_SIZE - size / 2);
      }
    }
  });

  it('tells companies apart: different names, different marks', () => {
    const marks = NAMES.map((name) => JSON.stringify(companyMark(name)));
    expect(new Set(marks).size).toBe(NAMES.length);
    // Not one palette or one motif for everyone.
    expect(new Set(NAMES.map((name) => companyMark(name).background)).size).toBeGreaterThan(2);
    expect(new Set(NAMES.map((name) => companyMark(name).shapes[0]?.kind)).size).toBeGreaterThan(1);
  });

  it('falls back to a question mark for a name without letters', () => {
    expect(companyMark('  ').initials.text).toBe('?');
  });
});
