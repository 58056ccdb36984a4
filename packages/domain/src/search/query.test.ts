import { describe, expect, it } from 'vitest';
import { finds } from './match.test-helpers';
import { MAX_QUERY_LENGTH, MAX_QUERY_TOKENS, needsSpellCheck, parseSearchQuery } from './query';

// The whole grammar parseSearchQuery may emit: groups of lexemes, ANDed; a group is one lexeme
// or a parenthesised OR of several; a lexeme is [a-z0-9]+, optionally a prefix (:*).
const LEXEME = '[a-z0-9]+(?::\\*)?';
const GROUP = `(?:${LEXEME}|\\(${LEXEME}(?: \\| ${LEXEME})+\\))`;
const TSQUERY = new RegExp(`^(?:${GROUP}(?: & ${GROUP})*)?$`);

describe('parseSearchQuery', () => {
  it('makes an AND of OR-groups: each word its stem plus synonym token', () => {
    expect(parseSearchQuery('perawat berpengalaman jakarta')).toEqual({
      terms: [['rawat', 'synperawat'], ['pengalaman'], ['jakarta']],
      tsquery: '(rawat | synperawat) & pengalaman & jakarta',
      words: ['berpengalaman', 'jakarta'],
      titleWords: ['rawat', 'pengalaman', 'jakarta'],
      titleCities: { jakarta: 49180 },
    });
  });

  it('says which words name a city, by its whole name', () => {
    expect(parseSearchQuery('kasir bandar lampung').titleCities).toEqual({
      bandar: 139,
      lampung: 139,
    });
    expect(parseSearchQuery('bandar udara').titleCities).toEqual({});
    expect(parseSearchQuery('Software Engineer').titleCities).toEqual({});
  });

  it('lists the stems of the words typed, phrase words too, for title-first ranking', () => {
    expect(parseSearchQuery('Software Engineer').titleWords).toEqual(['software', 'engineer']);
    expect(parseSearchQuery('lowongan kerja staff admin di jakarta').titleWords).toEqual([
      'staff',
      'admin',
      'jakarta',
    ]);
    expect(parseSearchQuery('kerja dari rumah').titleWords).toEqual(['kerja', 'rumah']);
    expect(parseSearchQuery('loker').titleWords).toEqual([]);
  });

  it('turns a multi-word synonym phrase into one group, longest phrase first', () => {
    expect(parseSearchQuery('fresh graduate').tsquery).toBe('synfreshgraduate');
    expect(parseSearchQuery('Kerja dari Rumah').tsquery).toBe('synremote');
    expect(parseSearchQuery('staff admin').tsquery).toBe('synadmin');
    expect(parseSearchQuery('sales promotion girl').tsquery).toBe('synspg');
  });

  it('expands abbreviations even when they are also stopwords', () => {
    expect(parseSearchQuery('BE').tsquery).toBe('synbackend');
    expect(parseSearchQuery('IT').tsquery).toBe('synit');
    expect(parseSearchQuery('SE').tsquery).toBe('synsoftwareengineer');
  });

  it('drops generic words: "loker jakarta" means jobs in Jakarta', () => {
    expect(parseSearchQuery('loker jakarta').tsquery).toBe('jakarta');
    expect(parseSearchQuery('Lowongan Kerja Admin Gudang').tsquery).toBe(
      '(admin | synadmin) & (gudang | syngudang)',
    );
    expect(parseSearchQuery('lowongan kerja').tsquery).toBe('');
  });

  it('gives an empty tsquery when nothing searchable is left', () => {
    for (const input of ['', '   ', '!!!', 'yang dan di', 'the of and', '😀🚀', '"\'\\']) {
      expect(parseSearchQuery(input)).toEqual({
        terms: [],
        tsquery: '',
        words: [],
        titleWords: [],
        titleCities: {},
      });
    }
  });

  it('removes duplicate groups', () => {
    expect(parseSearchQuery('admin admin Admin').tsquery).toBe('(admin | synadmin)');
  });

  it('with prefix, lets the last word match as a prefix by stem and by written form', () => {
    expect(parseSearchQuery('admin pengem', { prefix: true }).tsquery).toBe(
      '(admin | synadmin) & pengem:*',
    );
    expect(parseSearchQuery('berpengalaman', { prefix: true }).tsquery).toBe(
      '(pengalaman:* | berpengalaman:*)',
    );
    expect(parseSearchQuery('kasir', { prefix: true }).tsquery).toBe('(kasir:* | synkasir)');
    // finished phrases, short words and stopwords are not prefixes
    expect(parseSearchQuery('fresh graduate', { prefix: true }).tsquery).toBe('synfreshgraduate');
    expect(parseSearchQuery('admin go', { prefix: true }).tsquery).toBe('(admin | synadmin) & go');
    expect(parseSearchQuery('admin yang', { prefix: true }).tsquery).toBe('(admin | synadmin)');
    // 'syn:*' would match every job with a synonym token
    expect(parseSearchQuery('syn', { prefix: true }).tsquery).toBe('syn');
    expect(parseSearchQuery('admin', { prefix: false }).tsquery).toBe('(admin | synadmin)');
  });

  it('treats SQL, tsquery syntax and quotes as plain words', () => {
    for (const input of [
      "'; DROP TABLE jobs; --",
      "admin' | 'x",
      'a & b | !c <-> d:* (e',
      'admin\\',
      '"admin"',
      "O'Reilly",
      'syn_software_engineer',
    ]) {
      const { tsquery } = parseSearchQuery(input, { prefix: true });
      expect(tsquery, input).toMatch(TSQUERY);
    }
    expect(parseSearchQuery("'; DROP TABLE jobs; --").tsquery).toBe('drop & table');
  });

  it('caps the input length and the number of words', () => {
    const long = 'admin '.repeat(MAX_QUERY_LENGTH);
    expect(parseSearchQuery(long).tsquery).toBe('(admin | synadmin)');
    const many = Array.from(
      { length: 40 },
      (_, i) => `kata${String.fromCharCode(97 + (i % 26))}x${i}`,
    );
    expect(parseSearchQuery(many.join(' ')).terms).toHaveLength(MAX_QUERY_TOKENS);
    const huge = parseSearchQuery('x'.repeat(100_000));
    expect(huge.tsquery).toBe('');
  });

  it('never produces anything outside the tsquery grammar (fuzz)', () => {
    // Deterministic PRNG (mulberry32) so a failure is reproducible.
    let seed = 20240601;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pieces = [
      ...'abcdefghijklmnopqrstuvwxyz0123456789',
      ...' \t\n\'"\\&|!():*<->.,;_-+#@%$`~[]{}?/=',
      'é',
      'ß',
      'İ',
      '😀',
      '中',
      '\u0000',
      '\u200b',
      '\ud800',
      ' syn',
      ' be ',
      ' it ',
      'fresh graduate',
      'c++',
      '.net',
      's-1',
      '8e2x',
      ' yang ',
      ' loker ',
    ];
    // 1,500 inputs × 2 modes: CPU-bound work, so its own time limit, well above what it needs on
    // a loaded 2-core machine (3.7 s for 3,000 inputs at load 12 came close to the 5 s default).
    for (let n = 0; n < 1500; n += 1) {
      let input = '';
      const length = Math.floor(random() * 80);
      for (let i = 0; i < length; i += 1) input += pieces[Math.floor(random() * pieces.length)];
      for (const prefix of [false, true]) {
        const { tsquery, terms } = parseSearchQuery(input, { prefix });
        expect(tsquery, JSON.stringify(input)).toMatch(TSQUERY);
        expect(tsquery.split('(').length).toBe(tsquery.split(')').length);
        for (const group of terms) {
          expect(group.length).toBeGreaterThan(0);
          for (const lexeme of group) expect(lexeme).toMatch(/^[a-z0-9]+$/);
        }
      }
    }
  }, 30_000);
});

describe('queries meet jobs', () => {
  it.each([
    ['perawatan mesin', { role: 'Teknisi Perawatan Mesin' }],
    ['pengalaman', { description: 'Berpengalaman minimal 2 tahun' }],
    ['pemasaran', { description: 'Memasarkan produk ke pelanggan' }],
    ['penjualan', { description: 'Berjualan di toko' }],
    ['pekerjaan', { description: 'Bekerja dalam tim' }],
    [
      'software engineers jakarta selatan',
      { role: 'Software Engineer', description: 'Jakarta Selatan' },
    ],
  ])('%j finds %j', (query, job) => {
    expect(finds(query, job)).toBe(true);
  });
});

describe('needsSpellCheck', () => {
  it.each([
    ['perawat', true],
    ['admn', true],
    ['adm', false],
    ['s1', false],
    ['2024', false],
    ['ipv6', false],
    ['', false],
  ])('%j → %j', (word, expected) => {
    expect(needsSpellCheck(word)).toBe(expected);
  });
});
