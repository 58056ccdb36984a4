// Sections found by their headings, in Indonesian and English. A heading is a short line whose
// words are exactly one of the phrases below (case and punctuation ignored), so a bullet that
// merely starts with "Pengalaman" is never taken for one.
import type { CvLine } from './cv-document';
import { foldText } from './cv-text';

export type CvSectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'organisation'
  | 'certifications'
  | 'achievements'
  | 'projects'
  | 'languages'
  | 'interests'
  | 'contact'
  | 'references';

// prettier-ignore
export const SECTION_HEADINGS: Readonly<Record<CvSectionKind, readonly string[]>> = {
  summary: [
    'ringkasan', 'ringkasan profesional', 'ringkasan diri', 'ringkasan profil', 'profil',
    'profil singkat', 'profil diri', 'profil profesional', 'tentang saya', 'tentang diri saya',
    'tujuan karier', 'tujuan karir', 'summary', 'professional summary', 'career summary',
    'profile', 'professional profile', 'personal profile', 'about me', 'objective',
    'career objective', 'personal statement',
  ],
  experience: [
    'pengalaman', 'pengalaman kerja', 'pengalaman bekerja', 'pengalaman pekerjaan',
    'pengalaman profesional', 'pengalaman magang', 'riwayat pekerjaan', 'riwayat kerja',
    'experience', 'work experience', 'working experience', 'professional experience',
    'employment history', 'employment', 'work history', 'career history',
    'internship experience', 'internships', 'relevant experience', 'riwayat pengalaman',
    'riwayat pengalaman kerja', 'pengalaman kerja profesional', 'career experience',
  ],
  education: [
    'pendidikan', 'riwayat pendidikan', 'pendidikan formal', 'latar belakang pendidikan',
    'pendidikan terakhir',
    'education', 'educational background', 'academic background', 'education background',
  ],
  skills: [
    'keahlian', 'keterampilan', 'ketrampilan', 'kemampuan', 'keahlian teknis', 'kompetensi',
    'hard skills', 'soft skills', 'skill', 'skills', 'technical skills', 'core competencies',
    'competencies', 'key skills', 'tools',
  ],
  organisation: [
    'organisasi', 'pengalaman organisasi', 'kegiatan organisasi', 'riwayat organisasi',
    'kepanitiaan', 'relawan', 'kegiatan relawan', 'pengalaman relawan', 'kegiatan',
    'ekstrakurikuler', 'organisational experience', 'organizational experience',
    'organisation', 'organization', 'organisations', 'organizations', 'volunteer',
    'volunteering', 'volunteer experience', 'leadership experience', 'leadership',
    'extracurricular activities', 'activities',
  ],
  certifications: [
    'sertifikasi', 'sertifikat', 'pelatihan', 'kursus', 'lisensi', 'certifications',
    'certification', 'certificates', 'licenses', 'licences', 'training', 'trainings',
    'courses',
  ],
  achievements: [
    'prestasi', 'penghargaan', 'pencapaian', 'achievements', 'awards', 'honors', 'honours',
    'accomplishments',
  ],
  projects: [
    'proyek', 'projek', 'proyek pribadi', 'portofolio', 'portfolio', 'projects', 'project',
    'personal projects', 'selected projects',
  ],
  languages: ['bahasa', 'kemampuan bahasa', 'penguasaan bahasa', 'languages', 'language', 'language skills'],
  interests: ['minat', 'hobi', 'minat dan hobi', 'interests', 'hobbies'],
  contact: [
    'kontak', 'informasi kontak', 'data diri', 'data pribadi', 'informasi pribadi', 'biodata',
    'contact', 'contacts', 'contact information', 'contact details', 'personal information',
    'personal details', 'personal data',
  ],
  references: ['referensi', 'references', 'referees'],
};

const HEADING_KIND = new Map<string, CvSectionKind>();
for (const [kind, phrases] of Object.entries(SECTION_HEADINGS) as [
  CvSectionKind,
  readonly string[],
][]) {
  for (const phrase of phrases) HEADING_KIND.set(phrase, kind);
}

/** Joiners of combined headings: "Pendidikan & Sertifikasi", "Awards and Certifications". */
const JOINER = / (?:dan|and|serta) |\s*[&/,+|]\s*/;

export type CvSection = {
  kind: CvSectionKind;
  /** Other kinds a combined heading names ("Pendidikan & Sertifikasi" also holds certifications). */
  alsoKinds: CvSectionKind[];
  /** 0-based index of the heading line. */
  heading: number;
  /** 0-based indexes of the lines under the heading, up to the next heading. */
  lines: number[];
};

/** The kinds a line names when it is a heading, else null. */
export function headingKinds(text: string): CvSectionKind[] | null {
  if (text.length > 60 || /\d/.test(text) || /[.!?]$/.test(text.trim())) return null;
  const folded = foldText(text);
  if (folded === '' || folded.split(' ').length > 6) return null;
  const whole = HEADING_KIND.get(folded);
  if (whole) return [whole];
  const parts = text
    .toLowerCase()
    .split(JOINER)
    .map(foldText)
    .filter((part) => part !== '');
  if (parts.length < 2) return null;
  const kinds: CvSectionKind[] = [];
  for (const part of parts) {
    const kind = HEADING_KIND.get(part);
    if (!kind) return null;
    if (!kinds.includes(kind)) kinds.push(kind);
  }
  return kinds;
}

const INLINE_HEADING = /^([^:]{3,40}):\s*\S/;

export type CvSections = {
  sections: CvSection[];
  /** Lines before the first heading: name, title, contact details, often a profile paragraph. */
  top: number[];
  /** Section kind of each line (null for the top and the headings themselves). */
  kindOfLine: (CvSectionKind | null)[];
};

export function detectSections(lines: readonly CvLine[]): CvSections {
  const sections: CvSection[] = [];
  const top: number[] = [];
  const kindOfLine: (CvSectionKind | null)[] = [];
  let current: CvSection | null = null;
  lines.forEach((line, index) => {
    // Headers and footers of a DOCX repeat on every page and are not part of any section.
    const inBody = line.part === 'body' || line.part === 'table';
    const kinds = inBody ? headingKinds(line.text) : null;
    if (kinds && kinds[0]) {
      current = { kind: kinds[0], alsoKinds: kinds.slice(1), heading: index, lines: [] };
      sections.push(current);
      kindOfLine.push(null);
      return;
    }
    // "Keahlian: Excel, SQL" is a heading and its first content line at once.
    const inline = inBody ? INLINE_HEADING.exec(line.text) : null;
    const inlineKinds = inline?.[1] ? headingKinds(inline[1]) : null;
    if (inlineKinds && inlineKinds[0]) {
      current = {
        kind: inlineKinds[0],
        alsoKinds: inlineKinds.slice(1),
        heading: index,
        lines: [index],
      };
      sections.push(current);
      kindOfLine.push(inlineKinds[0]);
      return;
    }
    if (current === null || line.part === 'header' || line.part === 'footer') {
      if (current === null) top.push(index);
      kindOfLine.push(null);
      return;
    }
    (current as CvSection).lines.push(index);
    kindOfLine.push((current as CvSection).kind);
  });
  return { sections, top, kindOfLine };
}

/** Every section of a kind, including combined headings that also name it. */
export function sectionsOf(found: CvSections, kind: CvSectionKind): CvSection[] {
  return found.sections.filter((s) => s.kind === kind || s.alsoKinds.includes(kind));
}

/** The line indexes of all sections of the kinds given, in order. */
export function linesOf(found: CvSections, kinds: readonly CvSectionKind[]): number[] {
  const out: number[] = [];
  for (const section of found.sections) {
    if (kinds.includes(section.kind)) out.push(...section.lines);
  }
  return out;
}
