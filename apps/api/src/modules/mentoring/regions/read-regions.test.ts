import { beforeAll, describe, expect, it } from 'vitest';
import { readRegions, toTitleCase, type RegionRow } from './read-regions';

describe('toTitleCase', () => {
  it('writes the package capitals in title case and keeps DKI and DI', () => {
    expect(toTitleCase('KABUPATEN ACEH SELATAN')).toBe('Kabupaten Aceh Selatan');
    expect(toTitleCase('DKI JAKARTA')).toBe('DKI Jakarta');
    expect(toTitleCase('DI YOGYAKARTA')).toBe('DI Yogyakarta');
    expect(toTitleCase('KOTA  BAU-BAU ')).toBe('Kota Bau-Bau');
    expect(toTitleCase("KI'E")).toBe("Ki'e");
  });

  it('keeps a name that already has small letters as the package spells it', () => {
    expect(toTitleCase('IV Koto Aur Malintang')).toBe('IV Koto Aur Malintang');
    expect(toTitleCase('Lubuk Linggau Barat II')).toBe('Lubuk Linggau Barat II');
  });
});

describe('readRegions', () => {
  let rows: RegionRow[];
  let readMs: number;

  beforeAll(async () => {
    const started = performance.now();
    rows = await readRegions();
    readMs = performance.now() - started;
  });

  it('reads every province, regency and district of Indonesia', () => {
    const count = (level: RegionRow['level']) => rows.filter((r) => r.level === level).length;
    expect(count('province')).toBe(38);
    expect(count('regency')).toBeGreaterThanOrEqual(510);
    expect(count('regency')).toBeLessThanOrEqual(520);
    expect(count('district')).toBeGreaterThanOrEqual(7_000);
    expect(count('district')).toBeLessThanOrEqual(7_500);
    // A few dozen milliseconds here; the bound only catches a pathological slowdown.
    expect(readMs).toBeLessThan(5_000);
  });

  it('has unique codes and every parent one level up', () => {
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.size).toBe(rows.length);
    const parentLevel = { province: null, regency: 'province', district: 'regency' } as const;
    for (const row of rows) {
      expect(row.name.trim()).toBe(row.name);
      expect(row.name.length).toBeGreaterThan(0);
      if (row.level === 'province') {
        expect(row.parentCode).toBeNull();
        continue;
      }
      const parent = byCode.get(row.parentCode ?? '');
      expect(parent?.level, row.code).toBe(parentLevel[row.level]);
      expect(row.code.startsWith(`${row.parentCode}.`)).toBe(true);
    }
  });

  it('names areas in title case, Jakarta Selatan with Kebayoran Baru in it', () => {
    const named = (name: string) => rows.find((r) => r.name === name);
    expect(named('DKI Jakarta')).toMatchObject({ code: '31', level: 'province' });
    expect(named('Kota Administrasi Jakarta Selatan')).toMatchObject({
      code: '31.74',
      level: 'regency',
      parentCode: '31',
    });
    expect(named('Kebayoran Baru')).toMatchObject({ level: 'district', parentCode: '31.74' });
    expect(named('Kabupaten Aceh Selatan')).toMatchObject({ level: 'regency', parentCode: '11' });
    // No province or regency left in capitals.
    const shouting = rows.filter(
      (r) => r.level !== 'district' && /[A-Z]{4,}/.test(r.name.replace(/\bDKI\b/, '')),
    );
    expect(shouting).toEqual([]);
  });
});
