// Indonesia's administrative areas (provinces, regencies and cities, districts/kecamatan) from the
// maintained `idn-area-data` package (code MIT, data ODbL, Kemendagri codes), not a hand-typed
// list. Pure: reads the package's CSV files and returns rows; loading them into the database is
// the seed's job (`ensureRegions`).
import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';

export type RegionLevel = 'province' | 'regency' | 'district';

export type RegionRow = {
  /** Kemendagri code with dots: '31' (province), '31.74' (regency), '31.74.07' (district). */
  code: string;
  name: string;
  level: RegionLevel;
  /** The province of a regency, the regency of a district; null for a province. */
  parentCode: string | null;
};

/** Abbreviations the package writes in capitals that stay in capitals. */
const KEEP_UPPER = new Set(['DKI', 'DI']);

function capitalise(word: string): string {
  // 'BIDUK-BIDUK' -> 'Biduk-Biduk'; "KI'E" -> "Ki'e" (the letter after an apostrophe stays small).
  return word
    .toLowerCase()
    .replace(/(^|-)([a-z])/g, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/**
 * Title case for a name the package gives in capitals: 'KABUPATEN ACEH SELATAN' -> 'Kabupaten Aceh
 * Selatan', 'DKI JAKARTA' -> 'DKI Jakarta'. A name that already has small letters (most district
 * names: 'Kebayoran Baru', 'IV Koto', 'Lubuk Linggau Barat II') is kept as the package spells it.
 */
export function toTitleCase(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(trimmed)) return trimmed;
  return trimmed
    .split(' ')
    .map((word) => (KEEP_UPPER.has(word) ? word : capitalise(word)))
    .join(' ');
}

/** Every province, regency/city and district, parents before children, each level in code order. */
export async function readRegions(): Promise<RegionRow[]> {
  const [provinces, regencies, districts] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
  ]);
  const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
  return [
    ...provinces.sort(byCode).map((p) => ({
      code: p.code,
      name: toTitleCase(p.name),
      level: 'province' as const,
      parentCode: null,
    })),
    ...regencies.sort(byCode).map((r) => ({
      code: r.code,
      name: toTitleCase(r.name),
      level: 'regency' as const,
      parentCode: r.province_code,
    })),
    ...districts.sort(byCode).map((d) => ({
      code: d.code,
      name: toTitleCase(d.name),
      level: 'district' as const,
      parentCode: d.regency_code,
    })),
  ];
}
