// The CV's timeline: date formats that do not match the rest, full-time jobs that overlap, and
// unexplained gaps between jobs and studies.
import type { CvFinding, CvLanguage } from '@jenjang/domain';
import type { CvLine } from './cv-document';
import { endEarliest, endLatest, findDateRanges, type DateFormat, type DateRange } from './dates';
import { lineFinding } from './finding';
import type { CvSectionKind, CvSections } from './sections';

const NOT_FULL_TIME =
  /\b(part[\s-]?time|paruh\s+waktu|freelance|freelancer|lepas|magang|intern|internship|volunteer|relawan|sukarelawan|side project|proyek sampingan|kontributor|contributor)\b/i;
const GAP_EXPLAINED =
  /\b(career break|jeda kari[e]?r|cuti|sabbatical|gap year|merawat|caring for|family reasons|alasan keluarga|persiapan studi|melanjutkan studi|studi lanjut)\b/i;

const FORMAT_EXAMPLE: Record<DateFormat, string> = {
  monthName: 'Jan 2020 – Mar 2021',
  numeric: '01/2020 – 03/2021',
  iso: '2020-01 – 2021-03',
  year: '2020 – 2021',
};
const FORMAT_NAME: Record<DateFormat, { idn: string; en: string }> = {
  monthName: { idn: 'nama bulan dan tahun', en: 'month name and year' },
  numeric: { idn: 'bulan/tahun dengan angka', en: 'numeric month/year' },
  iso: { idn: 'tahun-bulan', en: 'year-month' },
  year: { idn: 'tahun saja', en: 'year only' },
};

export type TimelineFacts = {
  findings: CvFinding[];
  /** Ranges of the experience section: what years of experience are counted from. */
  jobs: DateRange[];
};

type Entry = DateRange & { kind: CvSectionKind; fullTime: boolean };

function entriesOf(lines: readonly CvLine[], sections: CvSections): Entry[] {
  const entries: Entry[] = [];
  for (const section of sections.sections) {
    section.lines.forEach((index, position) => {
      const line = lines[index];
      if (!line || line.hidden) return;
      // The job title may sit on the line above the dates: look there for "Magang", "Freelance".
      const context = [section.lines[position - 2], section.lines[position - 1], index]
        .map((i) => (i === undefined ? '' : (lines[i]?.text ?? '')))
        .join(' ');
      for (const range of findDateRanges(line.text, index)) {
        entries.push({ ...range, kind: section.kind, fullTime: !NOT_FULL_TIME.test(context) });
      }
    });
  }
  return entries;
}

function formatsOf(range: DateRange): DateFormat[] {
  return range.end && range.end.format !== range.format
    ? [range.format, range.end.format]
    : [range.format];
}

// Periods of a career; a certificate's validity ("STR 2021–2026") is not one.
const TIMELINE_KINDS: readonly CvSectionKind[] = [
  'experience',
  'education',
  'organisation',
  'projects',
];

function checkFormats(
  all: readonly Entry[],
  lines: readonly CvLine[],
  language: CvLanguage,
): CvFinding[] {
  const entries = all.filter((e) => TIMELINE_KINDS.includes(e.kind));
  const counts = new Map<DateFormat, number>();
  for (const entry of entries)
    for (const format of formatsOf(entry)) counts.set(format, (counts.get(format) ?? 0) + 1);
  if (counts.size < 2) return [];
  // The most used format is the CV's own; on a tie, the one used first.
  let main: DateFormat = entries[0]?.format ?? 'monthName';
  for (const [format, count] of counts) if (count > (counts.get(main) ?? 0)) main = format;
  const findings: CvFinding[] = [];
  const flagged = new Set<number>();
  for (const entry of entries) {
    const odd = formatsOf(entry).find((f) => f !== main);
    if (!odd || flagged.has(entry.line)) continue;
    flagged.add(entry.line);
    findings.push(
      lineFinding(
        'inconsistentDateFormats',
        'low',
        lines,
        entry.line,
        {
          idn: `Tanggal di baris ini ditulis dengan format ${FORMAT_NAME[odd].idn}, sedangkan sebagian besar CV memakai ${FORMAT_NAME[main].idn}; format yang seragam terlihat rapi dan mudah dibaca ATS.`,
          en: `This line writes dates as ${FORMAT_NAME[odd].en} while most of the CV uses ${FORMAT_NAME[main].en}; one format looks tidy and reads reliably in an ATS.`,
        },
        language === 'idn'
          ? `Samakan dengan format lainnya, mis. "${FORMAT_EXAMPLE[main]}".`
          : `Match the rest of the CV, e.g. "${FORMAT_EXAMPLE[main]}".`,
      ),
    );
  }
  return findings;
}

function checkOverlaps(
  entries: readonly Entry[],
  lines: readonly CvLine[],
  language: CvLanguage,
  now: number,
): CvFinding[] {
  const jobs = entries
    .filter((e) => e.kind === 'experience' && e.fullTime)
    .sort((a, b) => a.start.latest - b.start.latest);
  const findings: CvFinding[] = [];
  const flagged = new Set<number>();
  for (let j = 1; j < jobs.length; j += 1) {
    const later = jobs[j];
    if (!later || flagged.has(later.line)) continue;
    for (let i = 0; i < j; i += 1) {
      const earlier = jobs[i];
      if (!earlier || earlier.line === later.line) continue;
      const overlap =
        Math.min(endEarliest(earlier, now), endEarliest(later, now)) - later.start.latest;
      if (overlap <= 1) continue;
      flagged.add(later.line);
      findings.push(
        lineFinding(
          'dateOverlap',
          'medium',
          lines,
          later.line,
          {
            idn: `Pekerjaan ini tumpang tindih ${overlap} bulan dengan pekerjaan di baris ${earlier.line + 1}; perekrut akan bertanya apakah keduanya penuh waktu.`,
            en: `This job overlaps the one on line ${earlier.line + 1} by ${overlap} months; a recruiter will wonder whether both were full-time.`,
          },
          language === 'idn'
            ? 'Periksa tanggalnya; bila memang bersamaan, tulis "(paruh waktu)" atau "(freelance)" pada salah satunya.'
            : 'Check the dates; if they really ran together, mark one as "(part-time)" or "(freelance)".',
        ),
      );
      break;
    }
  }
  return findings;
}

function checkGaps(
  entries: readonly Entry[],
  lines: readonly CvLine[],
  language: CvLanguage,
  now: number,
): CvFinding[] {
  if (lines.some((line) => GAP_EXPLAINED.test(line.text))) return [];
  const timeline = entries
    .filter((e) => e.kind === 'experience' || e.kind === 'education' || e.kind === 'organisation')
    .sort((a, b) => a.start.earliest - b.start.earliest);
  const findings: CvFinding[] = [];
  let coveredUntil: number | null = null;
  for (const entry of timeline) {
    if (coveredUntil !== null) {
      const gap = entry.start.earliest - coveredUntil - 1;
      if (gap > 6) {
        findings.push(
          lineFinding(
            'dateGap',
            'low',
            lines,
            entry.line,
            {
              idn: `Ada jeda sekitar ${gap} bulan sebelum periode ini tanpa keterangan; perekrut biasanya menanyakannya.`,
              en: `There is a gap of about ${gap} months before this period with no explanation; recruiters usually ask about it.`,
            },
            language === 'idn'
              ? 'Jelaskan jeda itu dalam satu baris, mis. "Jeda karier (Jan–Agu 2021): kursus data analitik dan proyek freelance".'
              : 'Explain the gap in one line, e.g. "Career break (Jan–Aug 2021): data analytics course and freelance projects".',
          ),
        );
      }
    }
    const end = endLatest(entry, now);
    coveredUntil = coveredUntil === null ? end : Math.max(coveredUntil, end);
  }
  return findings;
}

export function checkTimeline(
  lines: readonly CvLine[],
  sections: CvSections,
  language: CvLanguage,
  now: number,
): TimelineFacts {
  const entries = entriesOf(lines, sections);
  return {
    findings: [
      ...checkFormats(entries, lines, language),
      ...checkOverlaps(entries, lines, language, now),
      ...checkGaps(entries, lines, language, now),
    ],
    jobs: entries.filter((e) => e.kind === 'experience'),
  };
}

/** The latest month the CV mentions: "now" when the caller gives no clock. */
export function latestMonthOf(lines: readonly CvLine[]): number {
  let latest = 0;
  lines.forEach((line, index) => {
    for (const range of findDateRanges(line.text, index)) {
      latest = Math.max(latest, range.start.latest, range.end?.latest ?? 0);
    }
  });
  return latest;
}
