// Experience bullets: duties without results, weak openings, passive voice (one finding per
// line, at most one of the three: a duty opening wins over a weak one, a weak one over passive),
// and whether the experience section has any figure at all.
import type { CvFinding, CvLanguage } from '@jenjang/domain';
import type { CvLine } from './cv-document';
import { hasFigure, isBulletLike, startsWithBullet, stripBullet, wordsOf } from './cv-text';
import { documentFinding, lineFinding } from './finding';
import type NSpell from 'nspell';
import {
  activeFromDiPassive,
  capitalise,
  type DiPassive,
  englishPassive,
  indonesianPassive,
} from './passive';
import { addResult, rewriteBullet } from './rewrite';
import { linesOf, type CvSections } from './sections';
import { DUTY_OPENINGS, matchOpening, WEAK_OPENINGS } from './verbs';

const RESULT_WORDS =
  /\b(sehingga|meningkatkan|menurunkan|mengurangi|menghemat|mempercepat|increas\w*|reduc\w*|improv\w*|grew|growing|sav(?:ed|ing)|cut(?:ting)?|result\w*|boost\w*|achiev\w*|mencapai)\b/i;

// A clause after the task that says what it led to: "…, lowering monthly churn", "…, making
// experiments routine", "…, memulihkan pajak masukan", "…, menaikkan tingkat kemenangan";
// "…, so product decisions rest on…"; not a clause that only says how ("…, using SAP", "…, menggunakan Excel").
const RESULT_CLAUSE =
  /[,;]\s+(?:(?:and|dan)\s+)?(?!(?:using|including|following|according|menggunakan|memakai|melalui|meliputi|mengikuti|termasuk)\b)(?:\p{L}+ing|me\p{L}{3,}|ber\p{L}{3,}|which|yang|so|sehingga|hingga)\b/iu;

/** A figure (not a date), a word that names what changed, or a clause that says what followed. */
function hasResult(text: string): boolean {
  return hasFigure(text) || RESULT_WORDS.test(text) || RESULT_CLAUSE.test(text);
}

/** A bullet that states a task: three words or more, not a label ("Tools: Excel, SAP"). */
function isTaskStatement(bullet: string): boolean {
  return wordsOf(bullet).length >= 3 && !/^[^:]{1,25}:/.test(bullet);
}

function dutyFinding(
  lines: readonly CvLine[],
  index: number,
  bullet: string,
  suggestion: string,
): CvFinding {
  const opening = bullet.split(/\s+/).slice(0, 3).join(' ');
  return lineFinding(
    'dutiesWithoutResults',
    'medium',
    lines,
    index,
    {
      idn: `"${opening}…" hanya menyebut tugas, tanpa hasil atau angka; perekrut ingin tahu apa yang berubah karena kamu.`,
      en: `"${opening}…" only states a duty, with no result or number; recruiters want to know what changed because of you.`,
    },
    suggestion,
  );
}

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
    // A wrapped line goes on in lowercase or with a figure ("68 to 79", "12%").
    if (startsWithBullet(following) || !/^[\p{Ll}\p{N}]/u.test(following)) break;
    text += ` ${following}`;
  }
  return text;
}

/**
 * The bullet with its di- passive turned active, the subject moved after the verb: "Dasbor harga
 * dibuat di Looker Studio" → "Membuat dasbor harga di Looker Studio"; "ulang" stays with its verb.
 */
function activeFromPassiveBullet(bullet: string, passive: DiPassive, indonesian?: NSpell): string {
  const subject = bullet.slice(0, passive.index).trim();
  let after = bullet.slice(passive.index + passive.word.length).trim();
  let verb = activeFromDiPassive(passive.word);
  const again = /^ulang\b/i.exec(after);
  if (again) {
    verb += ' ulang';
    after = after.slice(again[0].length).trim();
  }
  // A second passive joined by "dan" goes with the verb: "dibersihkan dan digabungkan" →
  // "Membersihkan dan menggabungkan".
  const joined = /^(dan|serta)\s+(\p{L}+)/iu.exec(after);
  if (joined && indonesianPassive(joined[2]!, indonesian)) {
    verb += ` ${joined[1]!} ${activeFromDiPassive(joined[2]!).toLowerCase()}`;
    after = after.slice(joined[0].length).trim();
  }
  const object = subject ? subject.charAt(0).toLowerCase() + subject.slice(1) : '';
  const head = [verb, object].filter(Boolean).join(' ');
  // The clause that followed the passive keeps its comma: "…, memangkas waktu rekrutmen".
  return after ? `${head}${/^[,;.]/.test(after) ? '' : ' '}${after}` : head;
}

/** `indonesian`: the Indonesian dictionary, which tells a di- passive from a word like "digital". */
export function checkBullets(
  lines: readonly CvLine[],
  sections: CvSections,
  language: CvLanguage,
  indonesian?: NSpell,
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
      if (!hasResult(whole))
        findings.push(
          dutyFinding(
            lines,
            index,
            bullet,
            rewriteBullet(language, duty.opening.strong, duty.object),
          ),
        );
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
            idn: `Kalimat ini dibuka dengan kata kerja lemah "${opener}", yang menyembunyikan peranmu; mulailah dengan kata kerja yang menunjukkan apa yang kamu lakukan sendiri.`,
            en: `This bullet opens with the weak verb "${opener}", which hides your own part; start with a verb that shows what you did yourself.`,
          },
          rewriteBullet(language, weak.opening.strong, weak.object),
        ),
      );
      continue;
    }
    // Past its opening word only in a bullet-like line: a title line may go on with a passive.
    const diPassive = indonesianPassive(bullet, indonesian, {
      openingOnly: !isBulletLike(line.text),
    });
    if (diPassive) {
      findings.push(
        lineFinding(
          'passiveVoice',
          'low',
          lines,
          index,
          {
            idn: `Kalimat pasif "${diPassive.word}…" tidak menunjukkan siapa pelakunya; kalimat aktif membuat peranmu jelas.`,
            en: `The passive "${diPassive.word}…" does not say who acted; an active sentence makes your part clear.`,
          },
          addResult('idn', activeFromPassiveBullet(bullet, diPassive, indonesian)),
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
            idn: `Kalimat pasif "${passive.auxiliary} ${passive.participle}" tidak menunjukkan siapa pelakunya; kalimat aktif membuat peranmu jelas.`,
            en: `The passive "${passive.auxiliary} ${passive.participle}" does not say who acted; an active sentence makes your part clear.`,
          },
          addResult('en', rewritten),
        ),
      );
      continue;
    }
    // A marked bullet that opens well but only names the task: "Compiled quarterly financial
    // statements". Only a bullet mark says the line is an achievement; a title or a description
    // line without one is not judged.
    if (startsWithBullet(line.text) && isTaskStatement(bullet) && !hasResult(whole)) {
      findings.push(dutyFinding(lines, index, bullet, addResult(language, bullet)));
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
          idn: 'Bagian pengalaman kerja tidak memuat satu angka pun (jumlah, persen, rupiah, waktu); tanpa angka, pencapaianmu sulit dibandingkan.',
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
