// One corpus CV from its spec: a CvModel the PDF and DOCX writers take, and the label facts that
// only the builder knows (which lines carry a planted defect). Everything comes from the spec's
// seed, so the same spec always gives the same CV.
import type { CvDetector } from '@jenjang/domain';
import type { CvBlock, CvModel, CvTextStyle } from '../writers/cv-model';
import { misspellLines, writeBullet, type BulletForm } from './corpus-bullets';
import {
  DATE_FORMATS,
  formatMonth,
  formatRange,
  type DateFormat,
  CORPUS_NOW,
} from './corpus-dates';
import { contactLine, createPerson } from './corpus-person';
import { INJECTIONS, MISSPELLED_SENTENCE, stuffedKeywords } from './corpus-planted-text';
import {
  achievementLine,
  ORGANISATION_ROLES,
  SKILL_LEVELS,
  summarySentences,
  titleLine,
  TRAINING_COURSES,
} from './corpus-sections';
import type { CorpusCvSpec } from './corpus-spec';
import { planTimeline } from './corpus-timeline';
import {
  COMPANIES,
  HEADINGS,
  LANGUAGE_LINES,
  ORGANISATIONS,
  UNIVERSITIES,
  type Bilingual,
} from './corpus-vocabulary';
import { CV_FIELDS, RELATED_FIELDS, type Achievement } from './field-vocabulary';
import {
  fieldVocabulary,
  GENERIC_WORK_ACHIEVEMENTS,
  ORGANISATION_ACHIEVEMENTS,
  ORGANISATION_BULLETS,
} from './organisation-vocabulary';
import { createSeededRandom } from './seeded-random';
import { countVisibleWords } from './visible-words';

export type BuiltCorpusCv = {
  model: CvModel;
  lines: Partial<Record<CvDetector, string[]>>;
  misspellings: string[];
  missingContact: string[];
  words: number;
};

type Entry = { roleLine: string; dateLine: string; bullets: string[] };

export function buildCorpusCv(spec: CorpusCvSpec): BuiltCorpusCv {
  const random = createSeededRandom(spec.seed);
  const has = (detector: CvDetector) => spec.defects.includes(detector);
  const language = spec.language;
  const t = (text: Bilingual) => text[language];
  const vocabulary = fieldVocabulary(spec.field);
  const length = has('tooShort') ? 'short' : has('tooLong') ? 'long' : 'normal';
  const experienced = spec.persona === 'experienced';
  const withoutFigures = has('noNumbers');
  const lines: BuiltCorpusCv['lines'] = {};
  const plant = (detector: CvDetector, text: string) => (lines[detector] ??= []).push(text);

  const person = createPerson(random);
  const contact = contactLine(
    person,
    { missing: has('missingContact'), malformed: has('malformedContact') },
    random,
  );
  if (contact.malformed) plant('malformedContact', contact.malformed);
  const university = random.pick(UNIVERSITIES);
  const companies = random.shuffle(COMPANIES);

  // Dates.
  const jobCount =
    length === 'long'
      ? 7
      : length === 'short'
        ? has('dateGap') && has('dateOverlap')
          ? 3
          : 2
        : experienced
          ? 3
          : 2;
  const timeline = planTimeline({
    persona: spec.persona,
    jobCount,
    gap: has('dateGap'),
    overlap: has('dateOverlap'),
    long: length === 'long',
    random,
  });
  const baseFormat = random.pick(DATE_FORMATS);
  const entryFormat = (index: number): DateFormat => {
    if (!has('inconsistentDateFormats') || index === 0) return baseFormat;
    // Always mixes written months with numbers, so the inconsistency is beyond doubt.
    const others = DATE_FORMATS.filter((f) => f !== baseFormat);
    const numericFirst =
      baseFormat === 'numeric'
        ? others
        : ['numeric' as const, ...others.filter((f) => f !== 'numeric')];
    return numericFirst[(index - 1) % numericFirst.length]!;
  };

  // Experience bullets and their planted forms.
  const titleKeys =
    length === 'long'
      ? (['lead', 'lead', 'senior', 'senior', 'senior', 'junior', 'junior'] as const)
      : timeline.yearsOfExperience >= 8
        ? (['lead', 'senior', 'junior'] as const)
        : (['senior', 'junior', 'junior'] as const);
  const bulletCounts = timeline.jobs.map((_, i) =>
    length === 'long' ? 5 : length === 'short' ? 1 : experienced ? [4, 3, 2][i]! : [3, 2][i]!,
  );
  const lineDefects = (['dutiesWithoutResults', 'weakVerbs', 'passiveVoice'] as const).filter(has);
  const perDefect = (detector: CvDetector) =>
    length === 'short' ? 1 : detector === 'passiveVoice' ? 2 : random.integer(2, 3);
  const needed = lineDefects.map((d) => perDefect(d));
  while (bulletCounts.reduce((a, b) => a + b, 0) < needed.reduce((a, b) => a + b, 0))
    bulletCounts[0]! += 1;
  const totalBullets = bulletCounts.reduce((a, b) => a + b, 0);
  const forms: BulletForm[] = Array.from({ length: totalBullets }, () => 'result');
  const order = random.shuffle(forms.map((_, i) => i));
  lineDefects.forEach((detector, d) => {
    const form: BulletForm =
      detector === 'dutiesWithoutResults' ? 'duty' : detector === 'weakVerbs' ? 'weak' : 'passive';
    for (let k = 0; k < needed[d]!; k++) forms[order.shift()!] = form;
  });
  // A long CV needs more bullets than one field has: it borrows from related fields first (a
  // career of fifteen years moves between neighbouring roles), then from the others.
  const borrowed = [
    ...RELATED_FIELDS[spec.field],
    ...CV_FIELDS.filter((f) => f !== spec.field && !RELATED_FIELDS[spec.field].includes(f)),
  ];
  const pool: Achievement[] = [
    ...random.shuffle(vocabulary.achievements),
    ...random.shuffle(GENERIC_WORK_ACHIEVEMENTS),
    ...(length === 'long'
      ? borrowed.flatMap((f) => random.shuffle(fieldVocabulary(f).achievements))
      : []),
  ];
  let bulletTexts = forms.map((form, i) =>
    writeBullet({ achievement: pool[i % pool.length]!, form, language, withoutFigures, random }),
  );

  // Summary, then misspellings over the summary and the bullets.
  const currentTitle = t(vocabulary.titles[experienced ? titleKeys[0] : 'intern']);
  const allSentences = summarySentences({
    persona: spec.persona,
    language,
    vocabulary,
    title: currentTitle,
    university,
    years: withoutFigures ? null : timeline.yearsOfExperience,
  });
  let summary: string | null = has('noSummary')
    ? null
    : allSentences.slice(0, length === 'short' ? 1 : length === 'long' ? 3 : 2).join(' ');
  let misspellings: string[] = [];
  if (has('spelling')) {
    const texts = summary === null ? bulletTexts : [summary, ...bulletTexts];
    const result = misspellLines(texts, language, random);
    misspellings = result.words;
    const changed = result.changed.map((i) => result.lines[i]!);
    [summary, bulletTexts] =
      summary === null ? [null, result.lines] : [result.lines[0]!, result.lines.slice(1)];
    if (result.changed.length < 2) {
      const sentence = MISSPELLED_SENTENCE[language];
      if (summary !== null) summary = `${summary} ${sentence.text}`;
      else bulletTexts = [sentence.text, ...bulletTexts.slice(1)];
      misspellings.push(...sentence.words);
      changed.push(sentence.text);
    }
    changed.forEach((text) => plant('spelling', text));
  }
  bulletTexts.forEach((text, i) => {
    if (forms[i] === 'duty') plant('dutiesWithoutResults', text);
    if (forms[i] === 'weak') plant('weakVerbs', text);
    if (forms[i] === 'passive') plant('passiveVoice', text);
  });

  // Entries.
  let nextBullet = 0;
  const entries: Entry[] = timeline.jobs.map((range, i) => {
    const title = t(vocabulary.titles[experienced ? titleKeys[i]! : 'intern']);
    const dateLine = formatRange(range, entryFormat(i), language);
    if (entryFormat(i) !== baseFormat) plant('inconsistentDateFormats', dateLine);
    const bullets = bulletTexts.slice(nextBullet, nextBullet + bulletCounts[i]!);
    nextBullet += bulletCounts[i]!;
    return {
      roleLine: `${title} — ${companies[i]!}, ${random.pick(['Jakarta Selatan', 'Surabaya', 'Bandung', 'Tangerang Selatan'])}`,
      dateLine,
      bullets,
    };
  });
  for (const [detector, pair] of [
    ['dateGap', timeline.gapBetween],
    ['dateOverlap', timeline.overlapBetween],
  ] as const)
    if (pair) pair.forEach((i) => plant(detector, entries[i]!.dateLine));

  // Blocks.
  const blocks: CvBlock[] = [];
  const paragraph = (text: string, style?: CvTextStyle) =>
    blocks.push(style ? { kind: 'paragraph', text, style } : { kind: 'paragraph', text });
  const header = spec.contactInHeader ? [person.name, contact.text] : undefined;
  if (spec.photo) blocks.push({ kind: 'photo' });
  if (!header) paragraph(person.name, { sizePt: 18, bold: true });
  paragraph(titleLine(spec.persona, language, vocabulary, currentTitle), { bold: true });
  if (!header) paragraph(contact.text);

  const hiddenPlace = random.pick(['afterSummary', 'end'] as const);
  const hiddenStyle = random.pick<CvTextStyle>([
    { color: 'white' },
    { color: 'white', sizePt: 2 },
    { sizePt: 2 },
  ]);
  const hidden = stuffedKeywords(vocabulary.skills);
  const injectionPlace = random.pick(['afterSummary', 'end', 'footer'] as const);
  const injection = INJECTIONS[language][withoutFigures ? 1 : random.integer(0, 1)]!;
  if (has('hiddenText')) plant('hiddenText', hidden);
  if (has('promptInjection')) plant('promptInjection', injection);

  if (summary !== null) {
    blocks.push({ kind: 'heading', text: t(HEADINGS.summary) });
    paragraph(summary);
  }
  if (has('hiddenText') && hiddenPlace === 'afterSummary') paragraph(hidden, hiddenStyle);
  if (has('promptInjection') && injectionPlace === 'afterSummary') paragraph(injection);

  blocks.push({
    kind: 'heading',
    text: t(experienced ? HEADINGS.experience : HEADINGS.internships),
  });
  entries.forEach((entry, i) => {
    if (length === 'long' && i === 3) blocks.push({ kind: 'pageBreak' });
    paragraph(entry.roleLine, { bold: true });
    paragraph(entry.dateLine);
    blocks.push({ kind: 'bullets', items: entry.bullets });
  });

  if (length === 'long') {
    blocks.push({ kind: 'pageBreak' }, { kind: 'heading', text: t(HEADINGS.projects) });
    const projects = pool.slice(totalBullets, totalBullets + 6);
    blocks.push({
      kind: 'bullets',
      items: projects.map((a) =>
        writeBullet({ achievement: a, form: 'result', language, withoutFigures, random }),
      ),
    });
    blocks.push({ kind: 'heading', text: t(HEADINGS.training) });
    blocks.push({
      kind: 'bullets',
      items: TRAINING_COURSES.map(
        (course, i) =>
          `${t(course)} — ${formatMonth(CORPUS_NOW - 10 - i * 9, baseFormat, language)}`,
      ),
    });
    blocks.push({ kind: 'pageBreak' });
  }

  blocks.push({ kind: 'heading', text: t(HEADINGS.education) });
  paragraph(`${t(vocabulary.degree)} — ${university}`, { bold: true });
  paragraph(formatRange(timeline.education, baseFormat, language));
  if (!withoutFigures && length !== 'short') {
    const gpa = (random.integer(340, 395) / 100).toFixed(2);
    paragraph(language === 'en' ? `GPA ${gpa}/4.00` : `IPK ${gpa.replace('.', ',')}/4,00`);
  }

  if (length !== 'short') {
    blocks.push({ kind: 'heading', text: t(HEADINGS.organisation) });
    const organisations = random.shuffle(ORGANISATIONS);
    const roles = random.shuffle(ORGANISATION_ROLES);
    timeline.organisations.forEach((range, i) => {
      paragraph(`${t(roles[i]!)}, ${t(organisations[i]!)}`, { bold: true });
      paragraph(formatRange(range, baseFormat, language));
      const items = ORGANISATION_BULLETS[ORGANISATIONS.indexOf(organisations[i]!)]!.map(
        (index) => ORGANISATION_ACHIEVEMENTS[index]!,
      );
      blocks.push({
        kind: 'bullets',
        items: items.map((a) =>
          writeBullet({ achievement: a, form: 'result', language, withoutFigures, random }),
        ),
      });
    });
  }

  // Skills, certifications, achievements, languages: a sidebar when columns are planted.
  const skills: CvBlock = has('tables')
    ? {
        kind: 'table',
        rows: [
          SKILL_LEVELS[language].header,
          ...vocabulary.skills.map((skill, i): [string, string] => [
            skill,
            SKILL_LEVELS[language].levels[i < 3 ? 0 : 1],
          ]),
        ],
      }
    : { kind: 'paragraph', text: vocabulary.skills.join(', ') };
  if (has('tables')) plant('tables', vocabulary.skills.join(' '));
  const certificationLines = vocabulary.certifications
    .slice(0, length === 'short' ? 1 : 2)
    .map(
      (c, i) =>
        `${t(c)} — ${formatMonth(CORPUS_NOW - (experienced ? 8 : 3) - i * 7, baseFormat, language)}`,
    );
  const certifications: CvBlock = has('textInImages')
    ? {
        kind: 'image',
        caption: certificationLines.join('; '),
        widthPt: 420,
        heightPt: 24 * certificationLines.length,
      }
    : { kind: 'bullets', items: certificationLines };
  if (has('textInImages')) plant('textInImages', certificationLines.join('; '));
  const sideSections: CvBlock[] = [{ kind: 'heading', text: t(HEADINGS.skills) }, skills];
  if (length !== 'short')
    sideSections.push(
      { kind: 'heading', text: t(HEADINGS.languages) },
      { kind: 'paragraph', text: t(LANGUAGE_LINES) },
    );
  const mainSections: CvBlock[] = [
    { kind: 'heading', text: t(HEADINGS.certifications) },
    certifications,
  ];
  if (length !== 'short')
    mainSections.push(
      { kind: 'heading', text: t(HEADINGS.achievements) },
      {
        kind: 'paragraph',
        text: `${achievementLine(spec.persona, language, companies[0]!)} — ${formatMonth(CORPUS_NOW - 14, baseFormat, language)}`,
      },
    );
  if (has('columns')) blocks.push({ kind: 'columns', left: sideSections, right: mainSections });
  else blocks.push(...sideSections, ...mainSections);

  if (has('hiddenText') && hiddenPlace === 'end') paragraph(hidden, hiddenStyle);
  if (has('promptInjection') && injectionPlace === 'end') paragraph(injection);
  const footer = has('promptInjection') && injectionPlace === 'footer' ? [injection] : undefined;

  const model: CvModel = {
    language,
    blocks,
    ...(header ? { header } : {}),
    ...(footer ? { footer } : {}),
  };
  return {
    model,
    lines,
    misspellings,
    missingContact: contact.missing,
    words: countVisibleWords(model),
  };
}
