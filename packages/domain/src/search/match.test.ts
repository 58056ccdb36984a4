import { describe, expect, it } from 'vitest';
import { holdsGroup, matchesQuery, nameTerms } from './match';
import { parseSearchQuery } from './query';

const finds = (query: string, names: string[]) =>
  matchesQuery(nameTerms(names).terms, parseSearchQuery(query, { prefix: true }).terms);

describe('matchesQuery', () => {
  it('needs every group, any lexeme of each', () => {
    const terms = new Set(['staff', 'admin', 'gudang']);
    expect(matchesQuery(terms, [['staff'], ['admin', 'synadmin']])).toBe(true);
    expect(matchesQuery(terms, [['staff'], ['kasir']])).toBe(false);
  });

  it('takes the last group as a prefix of three letters or more, and only the last', () => {
    const terms = new Set(['akuntan', 'pajak']);
    expect(matchesQuery(terms, [['akun']])).toBe(true);
    expect(matchesQuery(terms, [['ak']])).toBe(false);
    expect(matchesQuery(terms, [['akun'], ['pajak']])).toBe(false);
    expect(holdsGroup(terms, [['paj'], ['akun']], 1)).toBe(true);
  });
});

describe('nameTerms', () => {
  it('finds a role by either language, its synonyms and an unfinished word', () => {
    expect(finds('accountant', ['Akuntan', 'Accountant'])).toBe(true);
    expect(finds('akuntansi', ['Akuntan', 'Accountant'])).toBe(true);
    expect(finds('akun', ['Akuntan', 'Accountant'])).toBe(true);
    expect(finds('software engineer', ['Backend Developer'])).toBe(true);
    expect(finds('perawat', ['Akuntan', 'Accountant'])).toBe(false);
  });

  it("keeps the names' own words apart from synonym tokens", () => {
    const { terms, words } = nameTerms(['Akuntan', 'Accountant']);
    expect([...terms].some((term) => term.startsWith('syn'))).toBe(true);
    expect([...words].sort()).toEqual(['accountant', 'akuntan']);
  });

  it('does not correct typos itself: that is the job search’s vocabulary’s work', () => {
    expect(finds('akutan', ['Akuntan', 'Accountant'])).toBe(false);
  });
});
