// Spelling: only words that are very likely typos are reported, because a false alarm on a
// name or a tool makes the whole report look careless. A word is a typo when the dictionary
// does not know it and one edit (a letter dropped, added, swapped or changed) turns it into a
// word it does know: English through nspell (Hunspell en-US), Indonesian through nspell
// (hunspell-id) or, for what that dictionary lacks, the stemmer and its root list. Names,
// capitalised words in mid-sentence, acronyms, numbers, addresses and the tool names in
// tech-words.ts are skipped.
import type { CvFinding, CvLanguage } from '@jenjang/domain';
import { isStopword, stemIndonesian } from '@jenjang/domain';
import type NSpell from 'nspell';
import type { CvLine } from './cv-document';
import { stripBullet } from './cv-text';
import { lineFinding } from './finding';
import type { SpellingDictionaries } from './spelling-dictionaries';
import { TECH_WORDS } from './tech-words';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
// Enough for any real CV; a flood of unknown words (a pasted log, another script) is cut off.
const MAX_WORDS_CHECKED = 120;

type Edit = 'transpose' | 'delete' | 'deleteLast' | 'insert' | 'replace';

/**
 * Words one edit away, most likely typo first: swapped letters, an extra letter, a missing one.
 * `insertable` limits the letters tried for a missing one (all letters unless given).
 */
function* neighbours(
  word: string,
  insertable?: (word: string, at: number) => string,
): Generator<[string, Edit]> {
  for (let i = 0; i < word.length - 1; i += 1) {
    yield [word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2), 'transpose'];
  }
  for (let i = 0; i < word.length; i += 1) {
    yield [word.slice(0, i) + word.slice(i + 1), i === word.length - 1 ? 'deleteLast' : 'delete'];
  }
  for (let i = 0; i <= word.length; i += 1) {
    for (const letter of insertable ? insertable(word, i) : LETTERS) {
      yield [word.slice(0, i) + letter + word.slice(i), 'insert'];
    }
  }
  for (let i = 0; i < word.length; i += 1) {
    for (const letter of LETTERS) {
      if (letter !== word.charAt(i))
        yield [word.slice(0, i) + letter + word.slice(i + 1), 'replace'];
    }
  }
}

// British spellings are right, not typos: organisation, colour, centre, travelled, judgement.
const BRITISH_TO_AMERICAN: readonly [RegExp, string][] = [
  [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/our/, 'or'],
  [/tre(s?)$/, 'ter$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/([^l])l(ment|ments)$/, '$1ll$2'],
  [/gement$/, 'gment'],
  [/ogue(s?)$/, 'og$1'],
  [/mme(s?)$/, 'm$1'],
  [/ence$/, 'ense'],
];

// Words the dictionary lacks but builds from words it has: payables, prototyped, upskilled, realtime.
const SUFFIXES = ['s', 'es', 'd', 'ed', 'ing', 'er', 'ers', 'ly'];
const PREFIXES = [
  'up',
  're',
  'pre',
  'co',
  'un',
  'non',
  'over',
  'under',
  'multi',
  'cross',
  'self',
  'sub',
  'inter',
  'de',
  'mis',
  'out',
];

function isBuiltFromKnownWords(word: string, spell: NSpell, depth = 0): boolean {
  for (const [pattern, replacement] of BRITISH_TO_AMERICAN) {
    const american = word.replace(pattern, replacement);
    if (american !== word && spell.correct(american)) return true;
  }
  for (const suffix of SUFFIXES) {
    if (
      word.endsWith(suffix) &&
      word.length - suffix.length >= 4 &&
      spell.correct(word.slice(0, -suffix.length))
    )
      return true;
  }
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 4) continue;
    const rest = word.slice(prefix.length);
    // One more step for a prefix and a suffix together: re + skill + ing.
    if (spell.correct(rest) || (depth === 0 && isBuiltFromKnownWords(rest, spell, 1))) return true;
  }
  for (let i = 4; i <= word.length - 4; i += 1) {
    if (spell.correct(word.slice(0, i)) && spell.correct(word.slice(i))) return true;
  }
  return false;
}

type Candidate = { word: string; statementStart: boolean };

/**
 * The words of a line worth checking. A capital opening a statement is checked only in a
 * sentence of four words or more: a short capitalised line is a name, a company or a title.
 */
function candidatesOf(text: string): Candidate[] {
  const out: Candidate[] = [];
  const tokens = stripBullet(text).split(/\s+/);
  let statementStart = true;
  for (const raw of tokens) {
    const token = raw.replace(/^[("'“‘[]+|[)"'”’\].,;:!?]+$/g, '').replace(/['’]s$/, '');
    const opens = statementStart;
    statementStart = /[.!?:]$/.test(raw);
    if (token.length < 5 || !/^\p{L}+$/u.test(token)) continue;
    // Acronyms (SQL, HRD) and inner capitals (JavaScript, McKinsey) are names.
    if (/\p{Lu}/u.test(token.slice(1))) continue;
    // A capital in mid-sentence is a name: a person, a company, a city.
    if (/^\p{Lu}/u.test(token) && (!opens || tokens.length < 4)) continue;
    out.push({ word: token.toLowerCase(), statementStart: opens });
  }
  return out;
}

function isKnown(word: string, { en, id }: SpellingDictionaries): boolean {
  return (
    TECH_WORDS.has(word) ||
    isStopword(word) ||
    en.correct(word) ||
    id.correct(word) ||
    stemIndonesian(word) !== null
  );
}

// Which typo is likeliest: a letter left out, then two swapped, then one too many, then a wrong one.
const EDIT_RANK: Record<Edit, number> = {
  insert: 0,
  transpose: 1,
  delete: 2,
  deleteLast: 2,
  replace: 3,
};

function englishCorrection(word: string, spell: NSpell, edits: readonly Edit[]): string | null {
  if (isBuiltFromKnownWords(word, spell)) return null;
  const ranked = new Map<string, number>();
  for (const [candidate, edit] of neighbours(word)) {
    if (!edits.includes(edit) || candidate.length < 3) continue;
    if (ranked.has(candidate) || !spell.correct(candidate)) continue;
    // The first letter is rarely the one mistyped: 'acounts' is 'accounts', not 'counts'.
    ranked.set(candidate, EDIT_RANK[edit] + (candidate.charAt(0) === word.charAt(0) ? 0 : 10));
  }
  if (ranked.size === 0) return null;
  const bestRank = Math.min(...ranked.values());
  const best = [...ranked].filter(([, rank]) => rank === bestRank).map(([candidate]) => candidate);
  // Between equally likely slips the dictionary's ranking decides ('saels' is 'sales', not
  // 'seals').
  return best.length === 1
    ? best[0]!
    : (spell.suggest(word).find((s) => best.includes(s)) ?? best[0]!);
}

/**
 * The letters an Indonesian typist drops: a vowel (komunkasi), or one of a double or a cluster
 * (pelangan, kordinasi). Trying only these keeps the stemmer calls few.
 */
function likelyMissing(word: string, at: number): string {
  return `aiueo${word.charAt(at - 1)}${word.charAt(at)}ghkn`;
}

const PARTICLE_ENDING = /(kah|lah|tah|pun|nya|ku|mu)$/;

/** `candidate` is `word` without one letter that repeats the letter beside it. */
function isDoubledKey(word: string, candidate: string): boolean {
  let at = 0;
  while (at < candidate.length && candidate.charAt(at) === word.charAt(at)) at += 1;
  return word.charAt(at) === word.charAt(at - 1) || word.charAt(at) === word.charAt(at + 1);
}

/** An Indonesian word: the dictionary knows it, or the stemmer finds a root in its list. */
function isIndonesian(word: string, id: NSpell): boolean {
  return id.correct(word) || stemIndonesian(word) !== null;
}

function indonesianCorrection(word: string, { en, id }: SpellingDictionaries): string | null {
  if (word.length < 6) return null;
  const candidates = new Map<string, Edit>();
  for (const [candidate, edit] of neighbours(word, likelyMissing)) {
    // A changed letter too often turns one real word into another ('sebesar' / 'sebenar'), so
    // only dropped, doubled or swapped letters count.
    if (edit === 'replace') continue;
    // The dictionary holds nearly half a million forms, so chance neighbours abound: the first
    // letter is rarely the one mistyped ('videografi' is not 'ideografi'), and a letter too many
    // inside a word is a doubled key ('prosess'), not any letter ('relawan' is not 'relaan').
    if (edit !== 'transpose' && candidate.charAt(0) !== word.charAt(0)) continue;
    if (edit === 'delete' && !isDoubledKey(word, candidate)) continue;
    // A short neighbour is too easy to hit by chance ('bidang' is one letter from 'bidan').
    if (candidate.length < 6) continue;
    // A particle or possessive tacked on ('antarmuka' → 'antarmukah') is not a correction.
    if (PARTICLE_ENDING.test(candidate) && !PARTICLE_ENDING.test(word)) continue;
    if (TECH_WORDS.has(candidate)) return candidate;
    if (!isIndonesian(candidate, id)) continue;
    // A neighbour that is English, or whose root is ('performa' / 'performan' / 'perform'),
    // makes the word a loanword, not a typo.
    const root = stemIndonesian(candidate);
    if (en.correct(candidate) || (root !== null && en.correct(root))) continue;
    if (!candidates.has(candidate)) candidates.set(candidate, edit);
  }
  if (candidates.size === 0) return null;
  // A dropped letter is the commonest slip, so its fixes come first ('bulaan' is 'bulanan', not
  // the swapped 'bualan'); then swapped letters, then a doubled key.
  const kind =
    INDONESIAN_EDIT_ORDER.find((edit) => [...candidates.values()].includes(edit)) ?? 'insert';
  const ofKind = [...candidates].filter(([, edit]) => edit === kind).map(([word]) => word);
  // Words built on a root of the stemmer's list (everyday words) before dictionary-only ones:
  // 'bulaan' is 'bulanan' (bulan), not the rare 'bulakan'.
  const everyday = ofKind.filter((candidate) => stemIndonesian(candidate) !== null);
  const likely = everyday.length > 0 ? everyday : ofKind;
  // The dictionary's own ranking picks among them ('pelangan' → 'pelanggan', not 'pegangan').
  const suggested = id.suggest(word).find((suggestion) => likely.includes(suggestion));
  if (suggested) return suggested;
  // Else the longest root wins: 'mengelolah' is 'mengelola' (kelola), not 'mengeolah' (olah).
  const rootLength = (candidate: string) => (stemIndonesian(candidate) ?? candidate).length;
  return likely.reduce((best, next) => (rootLength(next) > rootLength(best) ? next : best));
}

const INDONESIAN_EDIT_ORDER: readonly Edit[] = ['insert', 'transpose', 'delete', 'deleteLast'];

const ALL_EDITS: readonly Edit[] = ['transpose', 'delete', 'deleteLast', 'insert', 'replace'];
// Indonesian spells English loanwords one letter off on purpose (profesional, standar, sistem,
// performa), so in an Indonesian CV only swapped letters count as English typos.
const LOANWORD_SAFE: readonly Edit[] = ['transpose'];

export function checkSpelling(
  lines: readonly CvLine[],
  skip: ReadonlySet<number>,
  language: CvLanguage,
  dictionaries: SpellingDictionaries,
  /** Filled with every typo found and its correction, for rewrites of the same lines. */
  corrections?: Map<string, string>,
): CvFinding[] {
  const spell = dictionaries.en;
  const findings: CvFinding[] = [];
  const verdicts = new Map<string, string | null>();
  let checked = 0;
  lines.forEach((line, index) => {
    if (skip.has(index) || line.hidden || /@|https?:|www\.|\.com\b/i.test(line.text)) return;
    for (const { word } of candidatesOf(line.text)) {
      let correction = verdicts.get(word);
      if (correction === undefined) {
        if (isKnown(word, dictionaries) || checked >= MAX_WORDS_CHECKED) {
          correction = null;
        } else {
          checked += 1;
          correction =
            language === 'idn'
              ? (indonesianCorrection(word, dictionaries) ??
                englishCorrection(word, spell, LOANWORD_SAFE))
              : englishCorrection(word, spell, ALL_EDITS);
        }
        verdicts.set(word, correction);
      }
      if (correction === null) continue;
      corrections?.set(word, correction);
      findings.push(
        lineFinding(
          'spelling',
          'low',
          lines,
          index,
          {
            idn: `"${word}" sepertinya salah ketik untuk "${correction}"; salah ketik membuat CV terlihat kurang teliti.`,
            en: `"${word}" looks like a typo for "${correction}"; typos make a CV look careless.`,
          },
          language === 'idn'
            ? `Ganti "${word}" dengan "${correction}".`
            : `Replace "${word}" with "${correction}".`,
        ),
      );
      // One finding per line is enough to point at it; the reader fixes the line.
      break;
    }
  });
  return findings;
}

/** `text` with each whole-word typo of `corrections` replaced by its correction. */
export function withTyposCorrected(text: string, corrections: ReadonlyMap<string, string>): string {
  if (corrections.size === 0) return text;
  return text.replace(/[\p{L}]+/gu, (word) => corrections.get(word) ?? word);
}
