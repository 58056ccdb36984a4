// Passive voice: English "was/were/been + past participle", Indonesian bullets that open with a
// di- passive ("Dilakukan…", "Diberikan tugas…"). Many Indonesian words merely start with "di"
// (disiplin, diskusi, distribusi, digital, direktur), so a di- word counts only when the stemmer
// finds a known root after the prefix and the word itself is not a root.
import { stemIndonesian } from '@jenjang/domain';

// prettier-ignore
const IRREGULAR_PARTICIPLES = new Set([
  'given', 'made', 'done', 'taken', 'written', 'sent', 'built', 'chosen', 'shown', 'known',
  'seen', 'held', 'led', 'paid', 'sold', 'taught', 'brought', 'kept', 'met', 'told', 'found',
  'put', 'set', 'run', 'won', 'drawn', 'driven', 'grown', 'thrown', 'spent', 'lent', 'bought',
  'understood', 'begun', 'broken', 'forgotten', 'hidden', 'ridden', 'spoken', 'stolen', 'sworn',
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

/** The opening word when it is a di- passive ("Dilakukan"), else null. */
export function indonesianPassive(bullet: string): string | null {
  const first = (bullet.split(/\s+/)[0] ?? '').replace(/[^\p{L}]/gu, '');
  const word = first.toLowerCase();
  if (!word.startsWith('di') || word.length < 5) return null;
  if (EXTRA_PASSIVE_WORDS.has(word)) return first;
  // "disiplin", "distribusi", "dinas" are roots themselves.
  if (stemIndonesian(word) === word) return null;
  const rest = word.slice(2);
  const root = stemIndonesian(rest);
  if (root === null || root.startsWith('di')) return null;
  return first;
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
