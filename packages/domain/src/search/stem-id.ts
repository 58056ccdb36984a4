/**
 * Conservative Indonesian stemmer: Nazief–Adriani / Enhanced Confix Stripping rules, but a
 * stripped form is only accepted when it is a known root (INDONESIAN_ROOTS), a fix-up, or a
 * protected word reached by removing suffixes only ('pemerintahan' → 'pemerintah').
 * Unknown words come back as null and are left as written (or get the light English stemmer),
 * so the worst case is a missed conflation, never a mangled word.
 *
 * Order of removal, as in Nazief–Adriani: particle (-lah -kah -tah -pun), possessive (-ku -mu
 * -nya), derivational suffix (-i, -an, -kan; -an before -kan so 'masakan' is 'masak', not
 * 'masa'), then up to three prefixes (di- ke- se- ber- ter- per- me- pe- with nasal recoding:
 * meng+V → V | kV, meny+V → sV, mem+V → mV | pV, men+V → nV | tV, pe+rV → rV). Each
 * combination is tried with the dictionary and the first hit wins; a word without a hit is null.
 *
 * Choices worth knowing (all unit-tested):
 * - 'pengalaman' / 'berpengalaman' share the stem 'pengalaman', not the etymological 'alam'
 *   (which also means nature): readable in the index, and 'alam' is not in the root list.
 * - 'belajar' (learn) and 'mengajar' (teach) are kept apart: the learning family stems to
 *   'belajar', the teaching family to 'ajar', so a search for teaching jobs does not match every
 *   ad that says "mau belajar".
 * - 'perawat' (nurse) and 'perawatan' (care, maintenance) both stem to 'rawat', as Indonesian does.
 * - 'akuntan' and 'akuntansi' stay as written (a person and a field); the synonym group
 *   akuntan / accountant / akuntansi / accounting is what makes them meet in search.
 * - 'peserta' is protected: 'serta' is a stopword, and 'peserta magang' is a search term.
 */
import { PROTECTED_WORD_SET } from './protected-words';
import { INDONESIAN_ROOT_SET } from './roots-id';

/** Known cases the rules get wrong or that are irregular; consulted before any rule. */
export const INDONESIAN_STEM_FIXUPS: Readonly<Record<string, string>> = {
  pengalaman: 'pengalaman',
  berpengalaman: 'pengalaman',
  pengalamannya: 'pengalaman',
  pengalamanmu: 'pengalaman',
  pengalamanku: 'pengalaman',
  belajar: 'belajar',
  pelajar: 'belajar',
  pelajaran: 'belajar',
  mempelajari: 'belajar',
  dipelajari: 'belajar',
  pembelajaran: 'belajar',
  // pe(m)- before r: the p of 'program' becomes m (pemrograman), no general rule covers it
  pemrograman: 'program',
  pemrogram: 'program',
  memprogram: 'program',
  // common misspelling of keterampilan
  ketrampilan: 'terampil',
  trampil: 'terampil',
  // 'las' (weld) is not a root because 'kelas' (class) would strip to it
  las: 'las',
  mengelas: 'las',
  pengelas: 'las',
  pengelasan: 'las',
  dilas: 'las',
};

// A Map, not a record lookup: 'constructor' must not find Object.prototype.constructor.
const FIXUP_MAP: ReadonlyMap<string, string> = new Map(Object.entries(INDONESIAN_STEM_FIXUPS));

const MIN_ROOT_LENGTH = 3;
const MAX_PREFIXES = 3;

type Suffix = '' | 'i' | 'an' | 'kan';
/** Prefix classes: the same class is never removed twice ('di-di-' is not Indonesian). */
type PrefixClass = 'di' | 'ke' | 'se' | 'be' | 'te' | 'pe' | 'me';
type Candidate = readonly [PrefixClass, string];

/** Prefix + suffix pairs Indonesian does not form (Nazief–Adriani): 'berdomisil-i' is not ber-i. */
const FORBIDDEN_CONFIXES: ReadonlySet<string> = new Set([
  'be+i',
  'di+an',
  'ke+i',
  'ke+kan',
  'me+an',
  'se+i',
  'se+kan',
]);

const isVowel = (c: string | undefined): boolean => c !== undefined && 'aeiou'.includes(c);
const isConsonant = (c: string | undefined): boolean =>
  c !== undefined && c >= 'a' && c <= 'z' && !isVowel(c);

/**
 * A stripped form is accepted when it is a root, or a protected word reached by removing
 * suffixes only ('pemerintahan' → 'pemerintah'); never a protected word reached by removing a
 * prefix, which is how 'pengembangan' would land on the district 'Kembangan'.
 */
function isKnownStem(word: string, prefixesRemoved: number): boolean {
  return INDONESIAN_ROOT_SET.has(word) || (prefixesRemoved === 0 && PROTECTED_WORD_SET.has(word));
}

/** me- and pe- with their nasal forms (meng-, meny-, mem-, men-; peng-, peny-, pem-, pen-). */
function nasalCandidates(word: string, cls: 'me' | 'pe', out: Candidate[]): void {
  const rest = word.slice(2);
  // menge-/penge- before a one-syllable root: mengecat → cat, mengecek → cek
  if (rest.startsWith('nge')) out.push([cls, rest.slice(3)]);
  if (rest.startsWith('ng')) {
    const r = rest.slice(2);
    if (isVowel(r[0])) out.push([cls, r], [cls, `k${r}`]);
    else if ('ghkq'.includes(r[0] ?? '-')) out.push([cls, r]);
  } else if (rest.startsWith('ny')) {
    const r = rest.slice(2);
    if (isVowel(r[0])) out.push([cls, `s${r}`]);
  } else if (rest.startsWith('m')) {
    const r = rest.slice(1);
    if ('bfvp'.includes(r[0] ?? '-')) out.push([cls, r]);
    else if (isVowel(r[0])) out.push([cls, `m${r}`], [cls, `p${r}`]);
  } else if (rest.startsWith('n')) {
    const r = rest.slice(1);
    if ('cdjzs'.includes(r[0] ?? '-')) out.push([cls, r]);
    else if (isVowel(r[0])) out.push([cls, `n${r}`], [cls, `t${r}`]);
  }
  // no nasal before l m n r w y: melamar, merawat, pelayan, pewawancara, penyanyi → nyanyi
  if ('lmnrwy'.includes(rest[0] ?? '-')) out.push([cls, rest]);
  // pe- before other consonants: pekerja, petani, pedagang, petugas
  else if (cls === 'pe' && isConsonant(rest[0])) out.push([cls, rest]);
}

/** Every way to remove one prefix from `word`, most likely first. */
function prefixCandidates(word: string): Candidate[] {
  const out: Candidate[] = [];
  const two = word.slice(0, 2);
  if (two === 'di' || two === 'ke' || two === 'se') {
    out.push([two, word.slice(2)]);
  } else if (word.startsWith('ber') || word.startsWith('ter') || word.startsWith('per')) {
    const cls = two === 'be' ? 'be' : two === 'te' ? 'te' : 'pe';
    out.push([cls, word.slice(3)]);
    // ber/ter/per before a vowel may be be-/te-/pe- + a root starting with r: perawat → rawat
    if (isVowel(word[3])) out.push([cls, word.slice(2)]);
  } else if (two === 'be') {
    // be- before C + er: bekerja → kerja, beternak → ternak
    if (isConsonant(word[2]) && word.slice(3, 5) === 'er') out.push(['be', word.slice(2)]);
  } else if (two === 'me' || two === 'pe') {
    nasalCandidates(word, two, out);
  }
  return out;
}

function findRoot(word: string, suffix: Suffix, used: readonly PrefixClass[]): string | null {
  if (isKnownStem(word, used.length)) return word;
  if (used.length >= MAX_PREFIXES) return null;
  for (const [cls, rest] of prefixCandidates(word)) {
    if (rest.length < MIN_ROOT_LENGTH || used.includes(cls)) continue;
    if (used.length === 0 && FORBIDDEN_CONFIXES.has(`${cls}+${suffix}`)) continue;
    const found = findRoot(rest, suffix, [...used, cls]);
    if (found !== null) return found;
  }
  return null;
}

function stripEnding(word: string, endings: readonly string[]): string | null {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_ROOT_LENGTH) {
      return word.slice(0, -ending.length);
    }
  }
  return null;
}

const PARTICLES = ['lah', 'kah', 'tah', 'pun'] as const;
const POSSESSIVES = ['nya', 'ku', 'mu'] as const;

/** The word without inflectional endings, fullest first: gajinya → [gajinya, gaji]. */
function inflectionBases(word: string): string[] {
  const bases = [word];
  const noParticle = stripEnding(word, PARTICLES);
  if (noParticle !== null) bases.push(noParticle);
  for (const base of [...bases]) {
    const noPossessive = stripEnding(base, POSSESSIVES);
    if (noPossessive !== null) bases.push(noPossessive);
  }
  return bases;
}

/**
 * Suffix removals to try, suffixed forms first as in Nazief–Adriani: 'memberikan' must find
 * beri + -kan before the bare word finds mem-ber-ikan; 'menilai' still reaches 'nilai' because
 * the bare word is tried when 'menila' leads nowhere.
 */
function derivationVariants(base: string): [Suffix, string][] {
  const variants: [Suffix, string][] = [];
  const withoutI = stripEnding(base, ['i']);
  if (withoutI !== null) variants.push(['i', withoutI]);
  const withoutAn = stripEnding(base, ['an']);
  if (withoutAn !== null) variants.push(['an', withoutAn]);
  const withoutKan = stripEnding(base, ['kan']);
  if (withoutKan !== null) variants.push(['kan', withoutKan]);
  variants.push(['', base]);
  return variants;
}

/**
 * The Indonesian stem of a lowercase word, or null when the word is not recognisably
 * Indonesian (no fix-up, not a root, and no affix combination leads to a root).
 */
export function stemIndonesian(word: string): string | null {
  const fixup = FIXUP_MAP.get(word);
  if (fixup !== undefined) return fixup;
  if (isKnownStem(word, 0)) return word;
  for (const base of inflectionBases(word)) {
    for (const [suffix, stripped] of derivationVariants(base)) {
      const root = findRoot(stripped, suffix, []);
      if (root !== null) return root;
    }
  }
  return null;
}
