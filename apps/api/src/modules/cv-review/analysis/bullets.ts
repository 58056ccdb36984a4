// Experience bullets: duties without results, weak openings, passive voice (one finding per
// line, at most one of the three: a duty opening wins over a weak one, a weak one over passive),
// and whether the experience section has any figure at all.
import type { CvFinding, CvLanguage } from '@jenjang/domain';
import type { CvLine } from './cv-document';
import { hasFigure, isBulletLike, startsWithBullet, stripBullet } from './cv-text';
import { documentFinding, lineFinding } from './finding';
import { activeFromDiPassive, capitalise, englishPassive, indonesianPassive } from './passive';
import { addResult, rewriteBullet } from './rewrite';
import { linesOf, type CvSections } from './sections';
import { DUTY_OPENINGS, matchOpening, WEAK_OPENINGS } from './verbs';

const RESULT_WORDS =
  /\b(sehingga|meningkatkan|menurunkan|mengurangi|menghemat|mempercepat|increas\w*|reduc\w*|improv\w*|grew|growing|sav(?:ed|ing)|cut(?:ting)?|result\w*|boost\w*|achiev\w*|mencapai)\b/i;

export type BulletFacts = {
  findings: CvFinding[];
  /** Bullet-like lines of experience, organisation and projects. */
  bulletCount: number;
  /** Experience and achievement lines holding a figure (not a date). */
  linesWithFigures: number;
  experienceLines: number;
};

/** A line that starts a statement: a bullet mark or a capital, not the tail of a wrapped line. */
function isStatement(text: string): boolean {
  return startsWithBullet(text) || /^\p{Lu}/u.test(text);
}

/** The line and the wrapped lines that continue it (they start in lowercase, without a mark). */
function statementText(
  lines: readonly CvLine[],
  index: number,
  sectionLines: ReadonlySet<number>,
): string {
  let text = lines[index]?.text ?? '';
  for (let next = index + 1; sectionLines.has(next); next += 1) {
    const following = lines[next]?.text ?? '';
    if (startsWithBullet(following) || !/^\p{Ll}/u.test(following)) break;
    text += ` ${following}`;
  }
  return text;
}

export function checkBullets(
  lines: readonly CvLine[],
  sections: CvSections,
  language: CvLanguage,
): BulletFacts {
  const findings: CvFinding[] = [];
  const bulletLines = linesOf(sections, ['experience', 'organisation', 'projects']);
  const inSection = new Set(bulletLines);
  let bulletCount = 0;
  for (const index of bulletLines) {
    const line = lines[index];
    if (!line || line.hidden || !isStatement(line.text)) continue;
    const bullet = stripBullet(line.text);
    if (isBulletLike(line.text)) bulletCount += 1;
    // Without its mark: a numbered item's "1." is not a figure.
    const whole = stripBullet(statementText(lines, index, inSection));
    // The bullet's own language decides the verb list: Indonesian CVs quote English bullets too.
    const duty = matchOpening(bullet, DUTY_OPENINGS.idn) ?? matchOpening(bullet, DUTY_OPENINGS.en);
    if (duty) {
      if (!hasFigure(whole) && !RESULT_WORDS.test(whole)) {
        findings.push(
          lineFinding(
            'dutiesWithoutResults',
            'medium',
            lines,
            index,
            {
              idn: `"${bullet.split(/\s+/).slice(0, 3).join(' ')}…" hanya menyebut tugas, tanpa hasil atau angka; perekrut ingin tahu apa yang berubah karena Anda.`,
              en: `"${bullet.split(/\s+/).slice(0, 3).join(' ')}…" only states a duty, with no result or number; recruiters want to know what changed because of you.`,
            },
            rewriteBullet(language, duty.opening.strong, duty.object),
          ),
        );
      }
      continue;
    }
    const weak = matchOpening(bullet, WEAK_OPENINGS.idn) ?? matchOpening(bullet, WEAK_OPENINGS.en);
    if (weak) {
      const opener = bullet.slice(0, bullet.length - weak.object.length).trim();
      findings.push(
        lineFinding(
          'weakVerbs',
          'medium',
          lines,
          index,
          {
            idn: `Kalimat ini dibuka dengan kata kerja lemah "${opener}", yang menyembunyikan peran Anda; mulailah dengan kata kerja yang menunjukkan apa yang Anda lakukan sendiri.`,
            en: `This bullet opens with the weak verb "${opener}", which hides your own part; start with a verb that shows what you did yourself.`,
          },
          rewriteBullet(language, weak.opening.strong, weak.object),
        ),
      );
      continue;
    }
    const diPassive = indonesianPassive(bullet);
    if (diPassive) {
      const active = activeFromDiPassive(diPassive);
      const rest = bullet.slice(diPassive.length).trim();
      findings.push(
        lineFinding(
          'passiveVoice',
          'low',
          lines,
          index,
          {
            idn: `Kalimat pasif "${diPassive}…" tidak menunjukkan siapa pelakunya; kalimat aktif membuat peran Anda jelas.`,
            en: `The passive "${diPassive}…" does not say who acted; an active sentence makes your part clear.`,
          },
          addResult('idn', `${active} ${rest}`.trim()),
        ),
      );
      continue;
    }
    const passive = englishPassive(bullet);
    if (passive) {
      const subject = bullet.slice(0, passive.index).trim();
      const after = bullet
        .slice(passive.index)
        .replace(/^\S+\s+(?:(?:also|then|later|successfully)\s+)?\S+\s*/i, '')
        .trim();
      const rewritten = [
        capitalise(passive.participle),
        subject ? subject.charAt(0).toLowerCase() + subject.slice(1) : '',
        after,
      ]
        .filter(Boolean)
        .join(' ');
      findings.push(
        lineFinding(
          'passiveVoice',
          'low',
          lines,
          index,
          {
            idn: `Kalimat pasif "${passive.auxiliary} ${passive.participle}" tidak menunjukkan siapa pelakunya; kalimat aktif membuat peran Anda jelas.`,
            en: `The passive "${passive.auxiliary} ${passive.participle}" does not say who acted; an active sentence makes your part clear.`,
          },
          addResult('en', rewritten),
        ),
      );
    }
  }

  const experience = linesOf(sections, ['experience']).filter((i) => !lines[i]?.hidden);
  const achievementLines = linesOf(sections, [
    'experience',
    'achievements',
    'projects',
    'organisation',
  ]);
  const figureIn = (i: number) => hasFigure(stripBullet(lines[i]?.text ?? ''));
  const linesWithFigures = achievementLines.filter(figureIn).length;
  const experienceHasFigure = experience.some(figureIn);
  if (experience.length >= 2 && !experienceHasFigure) {
    findings.push(
      documentFinding(
        'noNumbers',
        'high',
        {
          idn: 'Bagian pengalaman kerja tidak memuat satu angka pun (jumlah, persen, rupiah, waktu); tanpa angka, pencapaian Anda sulit dibandingkan.',
          en: 'The work experience section has no figures at all (counts, percentages, amounts, time); without them your achievements cannot be compared.',
        },
        language === 'idn'
          ? 'Tambahkan angka pada tiap pengalaman, mis. "Melayani [N] pelanggan per hari dengan rating kepuasan [X]/5".'
          : 'Add a figure to each role, e.g. "Served [N] customers a day with a [X]/5 satisfaction rating".',
      ),
    );
  }
  return { findings, bulletCount, linesWithFigures, experienceLines: experience.length };
}
