// Passive voice: English "was/were/been + past participle"; Indonesian di- passives, opening the
// bullet ("Dilakukan…") or after its subject ("Proses wawancara … dirancang ulang"). Many
// Indonesian words merely start with "di" (disiplin, diskusi, distribusi, digital, direktur), so a
// di- word counts only when the Indonesian dictionary lists the rest as a root that takes di-
// (rancang, latih, buat), or, opening the bullet, when the stemmer finds a known root after the
// prefix and the word itself is not a root.
import { stemIndonesian } from '@jenjang/domain';
import type NSpell from 'nspell';
import { takesDiPassive } from './spelling-dictionaries';

// prettier-ignore
const IRREGULAR_PARTICIPLES = new Set([
  'given', 'made', 'done', 'taken', 'written', 'sent', 'built', 'chosen', 'shown', 'known',
  'seen', 'held', 'led', 'paid', 'sold', 'taught', 'brought', 'kept', 'met', 'told', 'found',
  'put', 'set', 'run', 'won', 'drawn', 'driven', 'grown', 'thrown', 'spent', 'lent', 'bought',
  'understood', 'begun', 'broken', 'forgotten', 'hidden', 'ridden', 'spoken', 'stolen', 'sworn',
  'forecast', 'cut', 'rewritten', 'rebuilt', 'overseen', 'undertaken', 'withdrawn',
]);
// -ed words after "was" that are adjectives, not passives.
const NOT_PASSIVE = new Set([
  'interested',
  'based',
  'experienced',
  'skilled',
  'qualified',
  'talented',
  'dedicated',
  'detailed',
  'motivated',
  'excited',
  'located',
  'focused',
  'used',
  'supposed',
]);

const ENGLISH_PASSIVE =
  /\b(was|were|been|being|is|are)\s+(?:(?:also|then|later|successfully)\s+)?([a-z]+)\b/gi;

export function englishPassive(
  bullet: string,
): { auxiliary: string; participle: string; index: number } | null {
  for (const match of bullet.matchAll(ENGLISH_PASSIVE)) {
    const auxiliary = (match[1] ?? '').toLowerCase();
    const word = (match[2] ?? '').toLowerCase();
    // Present tense "is/are" only counts with a past participle too, but CV bullets rarely use it.
    if (auxiliary === 'is' || auxiliary === 'are') continue;
    if (NOT_PASSIVE.has(word)) continue;
    if ((word.endsWith('ed') && word.length > 4) || IRREGULAR_PARTICIPLES.has(word)) {
      return { auxiliary, participle: word, index: match.index ?? 0 };
    }
  }
  return null;
}

// Roots the shared root list leaves out but that CV passives use often.
const EXTRA_PASSIVE_WORDS = new Set([
  'ditunjuk',
  'dipercaya',
  'dipercayakan',
  'ditugaskan',
  'dilibatkan',
  'diangkat',
  'ditempatkan',
  'diberi',
  'diberikan',
  'dilakukan',
  'dibuat',
  'dikerjakan',
  'diminta',
  'diserahi',
  'dipilih',
]);

// Words that start with "di" and are nouns or adjectives, whatever the affix table allows.
// prettier-ignore
const NOT_DI_PASSIVE = new Set([
  'digital', 'direktur', 'direksi', 'diskusi', 'distribusi', 'distributor', 'disiplin', 'diploma',
  'dinas', 'divisi', 'dividen', 'diagram', 'dialog', 'diet', 'dimensi', 'dinamis', 'diskon',
]);

// What di- and its endings wrap around the root: di-kan, di-i, diper-(kan/i), dike-, dise-.
const DI_PREFIXES = ['diper', 'dipe', 'dike', 'dise', 'di'];
const DI_SUFFIXES = ['kannya', 'nya', 'kan', 'i', ''];

/** Whether the dictionary reads `word` (lowercase) as di- on a root that takes the passive. */
function isDictionaryPassive(word: string, id: NSpell): boolean {
  if (!word.startsWith('di') || !id.correct(word) || NOT_DI_PASSIVE.has(word)) return false;
  // A root of its own in the root list ("dinas": the dictionary also files it as di- + "nas").
  if (stemIndonesian(word) === word) return false;
  for (const prefix of DI_PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    for (const suffix of DI_SUFFIXES) {
      if (!word.endsWith(suffix)) continue;
      const root = word.slice(prefix.length, word.length - suffix.length);
      // Three-letter roots make chance readings (di + nas); CV verbs have longer roots.
      if (root.length >= 4 && takesDiPassive(id, root)) return true;
    }
  }
  return false;
}

/** The stemmer's reading, for the opening word only: di- + a known root, not a root itself. */
function isStemmedPassive(word: string): boolean {
  // "disiplin", "distribusi", "dinas" are roots themselves.
  if (stemIndonesian(word) === word) return false;
  const root = stemIndonesian(word.slice(2));
  return root !== null && !root.startsWith('di');
}

// The bullet's own verb is active when it opens with me-/ber-/ter- or an English verb form; a
// di- word after it then describes the object ("Membangun dasbor yang dipakai 60 manajer").
const ACTIVE_OPENING = /^(me|ber|ter|mem|men|meng|meny)\p{L}{3,}$|^\p{L}+(ed|ing)$/u;

export type DiPassive = { word: string; index: number };

/**
 * The di- passive that carries the bullet ("Dilakukan pengecekan", "Dasbor harga dibuat di…"),
 * with its position, or null. "di" written apart is the preposition ("di Jakarta"); a di- word
 * after "yang" or after an active opening verb is a relative clause, not the bullet's verb.
 * `openingOnly`: for a line that may be a title ("Staf Gudang — PT Maju, ditempatkan di …").
 */
export function indonesianPassive(
  bullet: string,
  id?: NSpell,
  { openingOnly = false }: { openingOnly?: boolean } = {},
): DiPassive | null {
  const words = [...bullet.matchAll(/\p{L}+/gu)];
  const opening = (words[0]?.[0] ?? '').toLowerCase();
  for (const [position, match] of words.entries()) {
    const word = match[0].toLowerCase();
    if (!word.startsWith('di') || word.length < 5) continue;
    const result = { word: match[0], index: match.index ?? 0 };
    if (position === 0) {
      if (EXTRA_PASSIVE_WORDS.has(word) || (id && isDictionaryPassive(word, id))) return result;
      if (isStemmedPassive(word)) return result;
      continue;
    }
    if (!id || openingOnly || ACTIVE_OPENING.test(opening)) return null;
    if ((words[position - 1]?.[0] ?? '').toLowerCase() === 'yang') continue;
    if (EXTRA_PASSIVE_WORDS.has(word) || isDictionaryPassive(word, id)) return result;
  }
  return null;
}

/** di- passive → me- active with the nasal that the root's first letter takes ("ditulis" → "menulis"). */
export function activeFromDiPassive(word: string): string {
  const rest = word.toLowerCase().slice(2);
  const first = rest.charAt(0);
  let active: string;
  if (/[aiueo]/.test(first)) active = `meng${rest}`;
  else if (first === 'k') active = `meng${rest.slice(1)}`;
  else if (first === 'g' || first === 'h') active = `meng${rest}`;
  else if (first === 'p') active = `mem${rest.slice(1)}`;
  else if (first === 'b' || first === 'f' || first === 'v') active = `mem${rest}`;
  else if (first === 't') active = `men${rest.slice(1)}`;
  else if (first === 's') active = `meny${rest.slice(1)}`;
  else if (/[dcjz]/.test(first)) active = `men${rest}`;
  else active = `me${rest}`;
  return active.charAt(0).toUpperCase() + active.slice(1);
}

/** English participle → the same verb as a bullet opener ("prepared" → "Prepared"). */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
