import { describe, expect, it } from 'vitest';
import { analyzeForIndex, jobIndexParts, type JobTextFields } from './analyze';
import { parseSearchQuery } from './query';
import { satisfies } from './match.test-helpers';

// The demo's "Staff Collection" role, posted as "Desk Collection", with "fresh graduate" only in
// its requirements: both used to be unfindable by the landing pages and /loker/posisi.
const deskCollection: JobTextFields = {
  role: 'Desk Collection',
  roleNameId: 'Staff Collection',
  roleNameEn: 'Collection Officer',
  companyName: 'PT Dana Maju',
  skills: ['Negosiasi', 'Penagihan'],
  descriptionId: '<p>Kami mencari penagih yang teliti.</p>',
  descriptionEn: '<p>We are looking for a careful collector.</p>',
  responsibilitiesId: '<ul><li>Menghubungi nasabah yang menunggak</li></ul>',
  responsibilitiesEn: '<ul><li>Contact customers with overdue payments</li></ul>',
  requirementsId: '<ul><li>Terbuka untuk fresh graduate, tidak wajib berpengalaman</li></ul>',
  requirementsEn: '<ul><li>Fresh graduates welcome; no experience needed</li></ul>',
};

function findsJob(query: string, job: JobTextFields): boolean {
  const { titleTerms, bodyTerms } = analyzeForIndex(jobIndexParts(job));
  const terms = new Set(`${titleTerms} ${bodyTerms}`.split(' '));
  const parsed = parseSearchQuery(query);
  return parsed.terms.length > 0 && satisfies(parsed, terms);
}

describe('jobIndexParts', () => {
  it('makes the requirements and responsibilities searchable, in both languages', () => {
    expect(findsJob('fresh graduate', deskCollection)).toBe(true);
    expect(findsJob('lulusan baru', deskCollection)).toBe(true);
    expect(findsJob('menunggak', deskCollection)).toBe(true);
    expect(findsJob('overdue payments', deskCollection)).toBe(true);
  });

  it('finds a job by the catalogue name of its role, as a title term', () => {
    expect(findsJob('staff collection', deskCollection)).toBe(true);
    expect(findsJob('collection officer', deskCollection)).toBe(true);
    const { titleTerms } = analyzeForIndex(jobIndexParts(deskCollection));
    expect(titleTerms.split(' ')).toEqual(expect.arrayContaining(['staff', 'officer']));
  });

  it("finds a job by its city's name, even when the ad does not say it", () => {
    expect(findsJob('desk collection bandar lampung', deskCollection)).toBe(false);
    const inLampung = { ...deskCollection, cityName: 'Bandar Lampung' };
    expect(findsJob('desk collection bandar lampung', inLampung)).toBe(true);
    // A place name, not a phrase: 'Bandar Lampung' adds no synonym, and no title term.
    const { titleTerms } = analyzeForIndex(jobIndexParts(inLampung));
    expect(titleTerms.split(' ')).not.toContain('lampung');
  });

  it('does not find what the job does not say', () => {
    expect(findsJob('software engineer', deskCollection)).toBe(false);
    expect(
      findsJob('fresh graduate', { ...deskCollection, requirementsId: '', requirementsEn: '' }),
    ).toBe(false);
  });

  it('works without a role in the taxonomy or the optional texts', () => {
    const parts = jobIndexParts({
      role: 'Barista',
      companyName: 'Kopi Kita',
      skills: [],
      descriptionId: '<p>Shift pagi</p>',
      descriptionEn: '<p>Morning shift</p>',
      roleNameId: null,
      requirementsEn: null,
    });
    expect(parts.roleNames).toEqual([]);
    expect(parts.description).toBe('<p>Shift pagi</p> <p>Morning shift</p>');
  });

  it('keeps the requirements even after a very long description', () => {
    const parts = jobIndexParts({
      ...deskCollection,
      descriptionId: `<p>${'kata '.repeat(20_000)}</p>`,
    });
    const { bodyTerms } = analyzeForIndex(parts);
    expect(bodyTerms.split(' ')).toContain('synfreshgraduate');
  });
});
