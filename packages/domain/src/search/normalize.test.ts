import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_LENGTH, normalize, tokenize } from './normalize';

describe('normalize', () => {
  it.each([
    ['Software ENGINEER', 'software engineer'],
    ['Café  Barista\n\tJakarta', 'cafe barista jakarta'],
    ['ｆｕｌｌ ｔｉｍｅ', 'full time'], // full-width letters (NFKD)
    ['İstanbul', 'istanbul'],
    ['C++ / C# / .NET developer', 'cpp csharp dotnet developer'],
    ['ASP.NET Core', 'aspnet core'],
    ['Node.js, Vue.js dan Next.js', 'nodejs vuejs dan nextjs'],
    ['D3.js', 'd3js'],
    ['UI/UX Designer', 'ui ux designer'],
    ['Front-End', 'front end'],
    ['Pendidikan S1/D3', 'pendidikan s1 d3'],
    ['Min. S-1, D-3 atau D III, D-IV', 'min s1 d3 atau d3 d4'],
    ['Gaji Rp5.000.000 - Rp 7.500.000', 'gaji rp 5000000 rp 7500000'],
    ['IPK 3,25', 'ipk 3 25'],
    ['Penempatan se-Jabodetabek', 'penempatan jabodetabek'],
    ['anak-anak dan kupu-kupu', 'anak dan kupu'],
    ["engineer's role, it's Jum'at", 'engineer role it jumat'],
    ['R&D', 'r d'],
    ['#loker @jenjang.id 😀🚀', 'loker jenjang id'],
    ['中文 日本語 admin', 'admin'],
    ['  ', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('only ever outputs lowercase ASCII letters, digits and single spaces', () => {
    const nasty = 'Ünïcödé – “quotes” ‘x’ \\ / _ __init__ <b>tag</b> ~!@#$%^&*()+={}[]|;:,.?`';
    expect(normalize(nasty)).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
  });

  it('splits a leading float the way PostgreSQL does, so each token stays one lexeme', () => {
    expect(normalize('8e2geix 1e5 a8e2g')).toBe('8e2 geix 1e5 a8e2g');
  });
});

describe('tokenize', () => {
  it('splits normalised text into words', () => {
    expect(tokenize('Staff Admin (Gudang)')).toEqual(['staff', 'admin', 'gudang']);
    expect(tokenize('...')).toEqual([]);
  });

  it('drops tokens longer than MAX_TOKEN_LENGTH (URLs, hashes)', () => {
    const long = 'a'.repeat(MAX_TOKEN_LENGTH + 1);
    expect(tokenize(`admin ${long} gudang`)).toEqual(['admin', 'gudang']);
    expect(tokenize('a'.repeat(MAX_TOKEN_LENGTH))).toHaveLength(1);
  });
});
