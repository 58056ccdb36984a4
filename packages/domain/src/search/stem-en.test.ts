import { describe, expect, it } from 'vitest';
import { stemEnglish } from './stem-en';
import { stemToken } from './stem';

describe('stemEnglish', () => {
  it.each([
    ['engineers', 'engineer'],
    ['developers', 'developer'],
    ['analysts', 'analyst'],
    ['companies', 'company'],
    ['activities', 'activity'],
    ['processes', 'process'],
    ['classes', 'class'],
    ['boxes', 'box'],
    ['switches', 'switch'],
    ['services', 'service'],
    ['skills', 'skill'],
  ])('plural %s → %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });

  it.each([
    'marketing',
    'engineering',
    'accounting',
    'manager',
    'designer',
    'development',
    'business',
    'status',
    'analysis',
    'bonus',
    'ideas',
    'videos',
    'aws',
    'gps',
    'ios',
    'nodejs',
    'react',
  ])('%s is left alone', (word) => {
    expect(stemEnglish(word)).toBe(word);
  });
});

describe('stemToken picks the stemmer per word', () => {
  it.each([
    ['sales', 'sales'], // protected: not 'sale'
    ['telesales', 'telesales'],
    ['kubernetes', 'kubernetes'],
    ['devops', 'devops'],
    ['windows', 'windows'],
    ['manager', 'manager'],
    ['designer', 'designer'],
    ['developer', 'developer'],
    ['engineer', 'engineer'],
    ['marketing', 'marketing'],
    ['personal', 'personal'],
    ['perfect', 'perfect'],
    ['server', 'server'],
    ['senior', 'senior'],
    ['intern', 'intern'],
    ['member', 'member'],
    ['s1', 's1'],
    ['d3', 'd3'],
    ['b2b', 'b2b'],
    ['2024', '2024'],
    ['hr', 'hr'],
    ['managers', 'manager'],
    ['perawat', 'rawat'],
  ])('%s → %s', (word, stem) => {
    expect(stemToken(word)).toBe(stem);
  });

  it('is stable: stemming a stem changes nothing for common job words', () => {
    const words = ['engineers', 'penjualan', 'perawatan', 'companies', 'berpengalaman', 'gudang'];
    for (const word of words) {
      const stem = stemToken(word);
      expect(stemToken(stem)).toBe(stem);
    }
  });
});
