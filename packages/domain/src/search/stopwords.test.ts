import { describe, expect, it } from 'vitest';
import { ENGLISH_STOPWORDS, INDONESIAN_STOPWORDS, isStopword } from './stopwords';

describe('stopwords', () => {
  it('are lowercase single words without duplicates', () => {
    for (const list of [INDONESIAN_STOPWORDS, ENGLISH_STOPWORDS]) {
      for (const word of list) expect(word).toMatch(/^[a-z]+$/);
      expect(new Set(list).size).toBe(list.length);
    }
    expect(INDONESIAN_STOPWORDS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(['yang', 'dan', 'di', 'ke', 'dari', 'untuk', 'dengan', 'atau', 'ini', 'itu', 'pada'])(
    'Indonesian %s is a stopword',
    (word) => expect(isStopword(word)).toBe(true),
  );

  it.each(['the', 'a', 'an', 'and', 'or', 'of', 'in', 'for', 'to', 'with', 'we', 'you', 'our'])(
    'English %s is a stopword',
    (word) => expect(isStopword(word)).toBe(true),
  );

  it.each([
    'kerja',
    'rumah',
    'baru',
    'waktu',
    'penuh',
    'paruh',
    'lepas',
    'jarak',
    'jauh',
    'tenaga',
    'bahasa',
    'layanan',
    'sumber',
    'daya',
    'manusia',
    'luar',
    'ibu',
    'go',
    'c',
    'r',
    'pm',
  ])('job word %s is not a stopword', (word) => expect(isStopword(word)).toBe(false));
});
