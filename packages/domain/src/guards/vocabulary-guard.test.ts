// Issue 22: the employer picked experience "1–2 tahun" and the job page read the same value as
// "Mahasiswa tahun ke-2", because two lists labelled one enum. Labels now live once, in the
// domain's vocabularies (src/vocabulary); this guard fails when a web catalogue or a shipped
// source defines one of them again.
import { describe, expect, it } from 'vitest';
import { SALARY_TYPES } from '../enums';
import { LOCALES, type Locale } from '../locale';
import { MENTOR_DEGREE_VOCABULARY, salaryPeriodSuffix, VOCABULARIES } from '../vocabulary';
import { catalogueLeaves, readRepoFile, shippedSources, stringLiterals } from './repo-files';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** label → where the vocabulary defines it, per language. */
function vocabularyLabels(locale: Locale): Map<string, string> {
  const labels = new Map<string, string>();
  for (const vocabulary of VOCABULARIES) {
    for (const value of vocabulary.values) {
      labels.set(normalise(vocabulary.labels[value]![locale]), `${vocabulary.name}.${value}`);
    }
  }
  for (const period of SALARY_TYPES) {
    labels.set(normalise(salaryPeriodSuffix(period, locale)), `salaryPeriodSuffix.${period}`);
  }
  labels.set(normalise(MENTOR_DEGREE_VOCABULARY.label('Other', locale)), 'mentorDegree.Other');
  return labels;
}

// Texts that happen to spell a label but name something else; each says what it is. An entry
// here is a decision, not a way out: a real second list of a vocabulary does not belong here.
const NOT_A_SECOND_DEFINITION = new Set<string>([
  // "Tanggal" / "Date" as the heading of a date field, not the question type 'date'.
  'bookingModal.json:request.date',
  'common.json:cvReview.history.date',
  'onboardingMentor.json:schedule.date',
  // The applicant list's own sort ("Terbaru"), a different list from the job search's sorts.
  'employer.json:pipeline.sort.newest',
  // Headings of the tech test section and page, not the step type picked in the job form.
  'employer.json:pipeline.candidate.techTest',
  'profile.json:pages.technicalTest.title',
  // Application statuses (the status definition's words), which share words with step types.
  'employer.json:pipeline.candidate.statuses.hrInterview',
  'employer.json:pipeline.candidate.statuses.userInterview',
  // A plan's price per month, not a salary period.
  'pricing.json:plans.perMonth',
]);

// Sources whose strings name things in a CV, not our labels: the CV analyzer's skill words
// ("Bahasa Inggris", "Mandarin" are skills a CV lists) and the language model's prompt.
const NOT_LABELS_OF_OURS = new Set([
  'apps/api/src/modules/cv-review/analysis/skills.ts',
  'apps/api/src/modules/cv-review/model/refine-prompt.ts',
]);

describe('vocabulary labels are defined once', () => {
  it.each(LOCALES)('no %s web catalogue repeats a vocabulary label', (locale) => {
    const labels = vocabularyLabels(locale);
    const repeats = catalogueLeaves()
      .filter((leaf) => leaf.locale === locale && labels.has(normalise(leaf.text)))
      .map((leaf) => `${leaf.file.split('/').at(-1)}:${leaf.path}`)
      .filter((where) => !NOT_A_SECOND_DEFINITION.has(where));
    expect(repeats).toEqual([]);
  });

  it('no shipped web or API source spells a vocabulary label of its own', () => {
    // Exactly as written: wire values ('freelance', 'contract') are code, not labels.
    const labels = new Set(
      LOCALES.flatMap((locale) =>
        VOCABULARIES.flatMap((v) => v.values.map((value) => v.labels[value]![locale])),
      ),
    );
    const repeats: string[] = [];
    for (const file of [...shippedSources('apps/web/src'), ...shippedSources('apps/api/src')]) {
      if (NOT_LABELS_OF_OURS.has(file)) continue;
      for (const literal of stringLiterals(readRepoFile(file))) {
        // Short labels (D3, S1, Remote, Magang) are also ordinary words of code and search
        // terms; from eight characters up a match is a copied label.
        if (literal.length >= 8 && labels.has(literal)) repeats.push(`${file}: "${literal}"`);
      }
    }
    expect(repeats).toEqual([]);
  });
});
