import { beforeAll, describe, expect, it } from 'vitest';
import { createCvAnalyzer, type CvAnalyzer } from './analyze-cv';
import type { CvRoleOption, CvTarget } from './cv-document';
import { cvDocument, GOOD_CV_EN, GOOD_CV_IDN } from './cv-fixtures.test-helpers';
import { weightedKeywords } from './job-match';
import { createLexicalTermMatcher } from './term-matcher';

let analyzer: CvAnalyzer;
beforeAll(() => {
  analyzer = createCvAnalyzer();
});

const asOf = new Date('2025-06-01T00:00:00Z');

const ACCOUNTING_JOB_IDN: CvTarget = {
  title: 'Staf Akuntansi',
  text:
    'Kami mencari staf akuntansi untuk menyusun laporan keuangan bulanan, rekonsiliasi bank dan ' +
    'pelaporan pajak. Kualifikasi: S1 Akuntansi, pengalaman minimal 3 tahun, menguasai SAP dan ' +
    'Microsoft Excel, memahami perpajakan. Rekonsiliasi bank dilakukan setiap minggu.',
  skills: [],
  education: '4',
  minYearsOfExperience: 3,
};

const ROLES: CvRoleOption[] = [
  {
    id: 1,
    name: 'Accountant',
    keywords: ['accounting', 'tax', 'financial reporting', 'reconciliation', 'SAP'],
  },
  {
    id: 2,
    name: 'Digital Marketing',
    keywords: ['google ads', 'meta ads', 'seo', 'social media', 'campaign'],
  },
  {
    id: 3,
    name: 'Software Engineer',
    keywords: ['javascript', 'react', 'node.js', 'sql', 'docker'],
  },
  { id: 4, name: 'Warehouse Staff', keywords: ['forklift', 'inventory', 'loading'] },
];

describe('job match', () => {
  it('meets "akuntansi" with "accounting" and reads the level and years from the CV', () => {
    const { jobMatch } = analyzer.analyze({
      document: cvDocument(GOOD_CV_EN),
      target: ACCOUNTING_JOB_IDN,
      roles: [],
      asOf,
    });
    expect(jobMatch?.titleMatches).toBe(true);
    expect(jobMatch?.matchedSkills).toEqual(
      expect.arrayContaining(['SAP', 'Microsoft Excel', 'Akuntansi']),
    );
    expect(jobMatch?.missingSkills).toContain('Perpajakan');
    expect(jobMatch?.education).toEqual({ required: 'S1', found: 'S1', meets: true });
    // Jan 2019 – Feb 2021 and Mar 2021 – Jun 2025: six and a half years.
    expect(jobMatch?.experience).toEqual({ requiredYears: 3, foundYears: 6.5, meets: true });
    expect(jobMatch?.matchRate).toBeGreaterThanOrEqual(60);
  });

  it('matches an accounting CV far better than a marketing CV against the same job', () => {
    const rate = (texts: readonly string[]) =>
      analyzer.analyze({ document: cvDocument(texts), target: ACCOUNTING_JOB_IDN, roles: [], asOf })
        .jobMatch?.matchRate ?? 0;
    expect(rate(GOOD_CV_EN) - rate(GOOD_CV_IDN)).toBeGreaterThanOrEqual(30);
  });

  it('uses the listed skills when the job has them', () => {
    const target = { ...ACCOUNTING_JOB_IDN, skills: ['Accounting', 'Kubernetes'] };
    const { jobMatch } = analyzer.analyze({
      document: cvDocument(GOOD_CV_IDN),
      target,
      roles: [],
      asOf,
    });
    expect(jobMatch?.matchedSkills).toEqual([]);
    expect(jobMatch?.missingSkills).toEqual(['Accounting', 'Kubernetes']);
    expect(jobMatch?.education.meets).toBe(true);
  });

  it('weighs words the ad repeats above boilerplate', () => {
    const words = weightedKeywords(ACCOUNTING_JOB_IDN).map((k) => k.word);
    expect(words).toContain('rekonsiliasi');
    expect(words).not.toContain('pengalaman');
    expect(words[0]).toBe('akuntansi');
  });

  it('weighs the verbs an ad lists duties with as boilerplate, below the job’s own words', () => {
    const weights = new Map(
      weightedKeywords({
        title: 'Staff Accounting',
        text: 'Kami mencari Staff Accounting untuk menyusun laporan keuangan, menguasai SAP dan perpajakan (PPN, PPh 21).',
        skills: [],
        education: null,
        minYearsOfExperience: null,
      }).map((k) => [k.word, k.weight]),
    );
    for (const verb of ['menyusun', 'menguasai']) {
      for (const word of ['laporan', 'perpajakan', 'ppn']) {
        expect(weights.get(verb) ?? 0, `${verb} < ${word}`).toBeLessThan(weights.get(word)!);
      }
    }
  });

  it('covers Indonesian affixes and synonyms lexically', () => {
    const cv = createLexicalTermMatcher().profile(
      'Mengelola pembukuan dan laporan accounting perusahaan',
    );
    expect(cv.coverage('pengelolaan')).toBe(1);
    expect(cv.coverage('akuntansi')).toBe(1);
    expect(cv.coverage('kubernetes')).toBe(0);
  });
});

describe('careers', () => {
  it('ranks the roles the CV points at first, at most three', () => {
    const accountant = analyzer.analyze({
      document: cvDocument(GOOD_CV_EN),
      target: null,
      roles: ROLES,
      asOf,
    });
    const marketer = analyzer.analyze({
      document: cvDocument(GOOD_CV_IDN),
      target: null,
      roles: ROLES,
      asOf,
    });
    expect(accountant.careers[0]?.name).toBe('Accountant');
    expect(marketer.careers[0]?.name).toBe('Digital Marketing');
    expect(accountant.careers.length).toBeLessThanOrEqual(3);
    expect(marketer.careers.map((c) => c.name)).not.toContain('Software Engineer');
  });
});
