import { describe, expect, it } from 'vitest';
import { analyzeForIndex, analyzeTerms } from './analyze';
import { termsOf } from './match.test-helpers';

describe('analyzeTerms', () => {
  it('drops stopwords and stems the rest', () => {
    expect(analyzeTerms('Kami mencari perawat yang berpengalaman di rumah sakit')).toEqual([
      'cari',
      'rawat',
      'pengalaman',
      'rumah',
      'sakit',
    ]);
    expect(analyzeTerms('We are looking for the best Software Engineers')).toEqual([
      'looking',
      'best',
      'software',
      'engineer',
    ]);
  });

  it('returns nothing for empty or stopword-only text', () => {
    expect(analyzeTerms('')).toEqual([]);
    expect(analyzeTerms('yang dan di ke the of')).toEqual([]);
  });
});

describe('analyzeForIndex', () => {
  const job = analyzeForIndex({
    role: 'Senior Software Engineer (Backend)',
    company: 'PT Lepas Landas Indonesia',
    skills: ['Node.js', 'C#', 'UI/UX'],
    description:
      '<p>Kami mencari <strong>programmer</strong> berpengalaman.</p><ul><li>Bisa WFH</li>' +
      '<li>Lulusan S-1 / D3</li><li>Must be able to work in a team</li></ul>',
  });
  const title = job.titleTerms.split(' ');
  const body = job.bodyTerms.split(' ');

  it('puts role and company in the title terms, with role synonyms only', () => {
    expect(title).toEqual(
      expect.arrayContaining(['senior', 'software', 'engineer', 'backend', 'lepas', 'landas']),
    );
    expect(title).toEqual(
      expect.arrayContaining(['synsoftwareengineer', 'synbackend', 'synengineer']),
    );
    expect(title).not.toContain('synfreelance'); // 'Lepas' in a company name
    expect(title).not.toContain('pt');
  });

  it("lists the title's and company's own words apart, without synonyms or catalogue names", () => {
    const withCatalogueName = analyzeForIndex({
      role: 'Staff Programmer',
      roleNames: ['Software Engineer'],
      company: 'PT Kode Nusantara',
      skills: [],
      description: '',
    });
    expect(withCatalogueName.titleWords).toEqual(['staff', 'programmer', 'kode', 'nusantara']);
    expect(withCatalogueName.titleTerms.split(' ')).toEqual(
      expect.arrayContaining(['software', 'synsoftwareengineer']),
    );
  });

  it('puts skills and the description (HTML stripped) in the body terms, with synonyms', () => {
    expect(body).toEqual(
      expect.arrayContaining(['nodejs', 'synnodejs', 'csharp', 'syncsharp', 'ui', 'ux', 'synuiux']),
    );
    expect(body).toEqual(
      expect.arrayContaining(['cari', 'programmer', 'synsoftwareengineer', 'pengalaman']),
    );
    expect(body).toEqual(
      expect.arrayContaining(['wfh', 'synremote', 's1', 'syns1', 'd3', 'synd3']),
    );
    expect(body).not.toContain('strong');
    expect(body).not.toContain('synbackend'); // "must be able" is not back-end
  });

  it('keeps the written form next to its stem for prefix search', () => {
    expect(body).toEqual(expect.arrayContaining(['pengalaman', 'berpengalaman']));
    expect(body).toEqual(expect.arrayContaining(['cari', 'mencari']));
  });

  it('outputs only [a-z0-9] lexemes separated by single spaces', () => {
    for (const terms of [job.titleTerms, job.bodyTerms]) {
      expect(terms).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
    }
  });

  it('does not index generic words that name every job', () => {
    expect(termsOf({ role: 'Lowongan Kerja Admin' })).not.toContain('synloker');
  });

  it('handles empty input', () => {
    expect(analyzeForIndex({ role: '', company: '', skills: [], description: '' })).toEqual({
      titleTerms: '',
      bodyTerms: '',
      titleWords: [],
    });
  });

  it('is fast: a 3,000-character description in well under a millisecond', () => {
    const paragraph =
      '<p>PT Maju Bersama Sejahtera membuka lowongan kerja untuk posisi <strong>Staff Admin ' +
      'Gudang</strong> yang akan ditempatkan di Jakarta Selatan.</p><ul><li>Pendidikan minimal ' +
      'SMA/SMK sederajat, diutamakan lulusan D3 Akuntansi</li><li>Berpengalaman minimal 1 tahun ' +
      'di bidang pergudangan atau fresh graduate dipersilakan melamar</li><li>Menguasai Microsoft ' +
      'Excel dan mampu bekerja dalam tim</li><li>Responsible for inventory reports, stock ' +
      'opname and coordinating deliveries with our logistics partners.</li></ul>';
    const description = paragraph.repeat(Math.ceil(3000 / paragraph.length)).slice(0, 3000);
    const parts = {
      role: 'Staff Admin Gudang',
      company: 'PT Maju',
      skills: ['Excel'],
      description,
    };

    const coldStart = performance.now();
    analyzeForIndex(parts);
    const cold = performance.now() - coldStart;
    const runs = 1000;
    const start = performance.now();
    for (let i = 0; i < runs; i += 1) analyzeForIndex(parts);
    const average = (performance.now() - start) / runs;
    console.log(
      `analyzeForIndex, 3,000-char description: first run ${cold.toFixed(3)} ms, ` +
        `average of ${runs} ${average.toFixed(3)} ms`,
    );
    expect(average).toBeLessThan(2);
  });
});
