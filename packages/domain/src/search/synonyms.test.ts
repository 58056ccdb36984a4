import { describe, expect, it } from 'vitest';
import { finds } from './match.test-helpers';
import { tokenize } from './normalize';
import { SYNONYM_GROUPS } from './synonym-groups';
import { phraseKey, synonymGroupsOf, synonymToken } from './synonyms';

const searchable = SYNONYM_GROUPS.filter((group) => !group.generic);
const isShortAbbreviation = (phrase: string) => /^[a-z]{1,2}$/.test(phrase);

describe('synonym data', () => {
  it('has at least 60 groups with unique [a-z0-9] ids', () => {
    expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(60);
    const ids = SYNONYM_GROUPS.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(synonymToken(id)).toMatch(/^syn[a-z0-9]+$/);
  });

  it('every phrase normalises to words and belongs to exactly one group', () => {
    const owner = new Map<string, string>();
    for (const group of SYNONYM_GROUPS) {
      expect(group.phrases.length).toBeGreaterThanOrEqual(2);
      for (const phrase of group.phrases) {
        const key = tokenize(phrase).map(phraseKey).join(' ');
        expect(key, phrase).not.toBe('');
        const other = owner.get(key);
        expect(
          other === undefined || other === group.id,
          `${phrase}: ${other} and ${group.id}`,
        ).toBe(true);
        owner.set(key, group.id);
        expect(synonymGroupsOf(phrase)).toContain(group);
      }
    }
  });
});

describe('every two phrases of a group meet', () => {
  for (const group of searchable) {
    it(`${group.id}: a query for any phrase finds a job titled with any other`, () => {
      for (const a of group.phrases) {
        for (const b of group.phrases) {
          expect(finds(a, { role: b }), `query "${a}" → role "${b}"`).toBe(true);
          // In a description only abbreviations of one or two letters are ignored ('be', 'it').
          if (!isShortAbbreviation(b)) {
            expect(finds(a, { description: b }), `query "${a}" → text "${b}"`).toBe(true);
          }
        }
      }
    });
  }
});

describe('synonyms in practice', () => {
  it.each([
    ['fresh graduate', { description: 'Terbuka untuk lulusan baru' }],
    ['lulusan baru', { description: 'Fresh graduates are welcome' }],
    ['SE', { role: 'Software Engineer' }],
    ['software engineer', { role: 'Programmer PHP' }],
    ['WFH', { description: 'Posisi ini remote' }],
    ['kerja dari rumah', { role: 'Customer Service (Work From Home)' }],
    ['kasir', { role: 'Cashier' }],
    ['sales', { role: 'Staf Penjualan' }],
    ['penjualan', { role: 'Sales Executive' }],
    ['magang', { role: 'Internship Marketing' }],
    ['S1', { description: 'Pendidikan minimal Sarjana' }],
    ['SMA', { description: 'Pendidikan minimal SMK' }],
    ['D3', { description: 'Min. D-III' }],
    ['frontend developer', { role: 'Front-End Developer (React)' }],
    ['developer', { role: 'Front End Developer' }],
    ['UI/UX', { role: 'Product Designer' }],
    ['HRD', { role: 'Staff Sumber Daya Manusia' }],
    ['office boy', { role: 'Cleaning Service' }],
    ['driver', { role: 'Sopir Pribadi' }],
    ['perawat', { role: 'Nurse' }],
    ['C#', { skills: ['C Sharp'] }],
    ['node js', { skills: ['Node.js'] }],
    ['manajer', { role: 'Store Manager' }],
    ['staf gudang', { role: 'Warehouse Staff' }],
  ])('%j finds %j', (query, job) => {
    expect(finds(query, job)).toBe(true);
  });

  it.each([
    // 'be', 'it', 'se' in running text are words, not abbreviations
    ['BE', { description: 'You must be able to work in a team' }],
    ['IT', { description: 'It is a great place to work' }],
    ['SE', { description: 'Penempatan se-Jawa Timur' }],
    ['SE', { role: 'Sales Engineer' }],
    // a company name is a name
    ['freelance', { company: 'PT Lepas Landas' }],
    // matching uses the words as written, not stems: "mau belajar" is not a teaching job
    ['pengajar', { description: 'Mau belajar hal baru' }],
    // the Jakarta district is not 'pengembang'
    ['pengembang', { description: 'Penempatan Kembangan, Jakarta Barat' }],
    ['selat', { description: 'Jakarta Selatan' }],
  ])('%j does not find %j', (query, job) => {
    expect(finds(query, job)).toBe(false);
  });
});
