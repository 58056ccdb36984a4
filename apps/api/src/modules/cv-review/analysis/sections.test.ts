import { describe, expect, it } from 'vitest';
import { cvDocument } from './cv-fixtures.test-helpers';
import { detectSections, headingKinds } from './sections';

describe('sections', () => {
  it('knows headings in both languages, in any case, with or without a colon', () => {
    expect(headingKinds('PENGALAMAN KERJA')).toEqual(['experience']);
    expect(headingKinds('Work Experience:')).toEqual(['experience']);
    expect(headingKinds('Pengalaman Organisasi')).toEqual(['organisation']);
    expect(headingKinds('Tentang Saya')).toEqual(['summary']);
    expect(headingKinds('Pendidikan & Sertifikasi')).toEqual(['education', 'certifications']);
    expect(headingKinds('Prestasi dan Penghargaan')).toEqual(['achievements']);
    expect(headingKinds('Licenses & Certifications')).toEqual(['certifications']);
  });

  it('does not take a sentence or a job line for a heading', () => {
    expect(headingKinds('Pengalaman mengelola 3 toko')).toBeNull();
    expect(headingKinds('Skills in Excel and SQL.')).toBeNull();
    expect(headingKinds('Project Manager')).toBeNull();
    expect(headingKinds('Bahasa Inggris')).toBeNull();
  });

  it('splits the CV at its headings, inline ones included', () => {
    const found = detectSections(
      cvDocument([
        'Rina',
        'rina@gmail.com',
        'Ringkasan',
        'Analis data.',
        'Keahlian: SQL, Python',
        'Bahasa',
        'Inggris',
      ]).lines,
    );
    expect(found.top).toEqual([0, 1]);
    expect(found.sections.map((s) => [s.kind, s.heading, s.lines])).toEqual([
      ['summary', 2, [3]],
      ['skills', 4, [4]],
      ['languages', 5, [6]],
    ]);
  });
});
