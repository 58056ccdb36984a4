// The checks a model's rewrite must pass before a reader sees it. The model read a stranger's
// text, so its answer is untrusted too: a rewrite is one plain line in the CV's language, with
// no markup or links (the report is printed and shared), and nothing that echoes an attempt to
// instruct the analyzer. Each rewrite is checked on its own; a failing one is dropped alone.
import type { CvLanguage } from '@jenjang/domain';
import { z } from 'zod';

export const REWRITE_LENGTH = { min: 10, max: 400 } as const;
/** More than this many rewrites in one answer is not an answer to our question. */
export const MAX_REWRITES_IN_ANSWER = 200;

/** The answer as a whole: a JSON object with a list; each item is checked by `checkRewrite`. */
export const modelAnswerSchema = z.object({
  rewrites: z.array(z.unknown()).max(MAX_REWRITES_IN_ANSWER),
});

const rewriteItemSchema = z.object({
  index: z.number().int(),
  suggestion: z.string().max(REWRITE_LENGTH.max * 2),
});

export type Rewrite = { index: number; suggestion: string };

export type RewriteRejection =
  'shape' | 'index' | 'length' | 'markup' | 'link' | 'language' | 'injection' | 'unchanged';

export type RewriteContext = {
  language: CvLanguage;
  /** Indexes run from 0 to this, exclusive. */
  findingCount: number;
  /** The quoted line of each finding, by index: a rewrite that only repeats it is no rewrite. */
  quotes: readonly string[];
  /** CV lines the analyzer flagged as trying to instruct it. */
  injectionLines: readonly string[];
};

export function checkRewrite(
  item: unknown,
  context: RewriteContext,
): { ok: true; rewrite: Rewrite } | { ok: false; rejection: RewriteRejection } {
  const parsed = rewriteItemSchema.safeParse(item);
  if (!parsed.success) return { ok: false, rejection: 'shape' };
  const { index } = parsed.data;
  if (index < 0 || index >= context.findingCount) return { ok: false, rejection: 'index' };
  // One line, without a list marker the model may have added.
  const suggestion = parsed.data.suggestion
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-*•]\s+/, '');
  const rejection = rejectionOf(suggestion, context, index);
  return rejection ? { ok: false, rejection } : { ok: true, rewrite: { index, suggestion } };
}

function rejectionOf(
  suggestion: string,
  context: RewriteContext,
  index: number,
): RewriteRejection | null {
  if (suggestion.length < REWRITE_LENGTH.min || suggestion.length > REWRITE_LENGTH.max) {
    return 'length';
  }
  // First, so that an echoed injection is reported as one whatever else is wrong with it.
  if (echoesInjection(suggestion, context.injectionLines)) return 'injection';
  if (MARKUP.some((pattern) => pattern.test(suggestion))) return 'markup';
  if (LINK.some((pattern) => pattern.test(suggestion))) return 'link';
  if (!matchesLanguage(suggestion, context.language)) return 'language';
  if (normalise(suggestion) === normalise(context.quotes[index] ?? '')) return 'unchanged';
  return null;
}

const MARKUP = [
  /<\/?[a-z!][^>]*>/i, // HTML tags and comments
  /\]\(/, // a markdown link
  /`/,
  /\*\*|__/,
  /^#{1,6}\s/,
  // Control characters, zero-width and bidi-override characters: text a reader cannot see.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/,
];

const LINK = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\bwww\./i,
  /\S@\S+\.\S/,
  // A bare domain, lower case so "ASP.NET" and "Node.js" pass.
  /\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|io|id|co|ly|me|xyz|info|biz|app|dev|ai|link)\b/,
];

// Words frequent in one language and absent from the other: enough to tell a rewrite written in
// the wrong language, too few to judge a short line, which then passes.
const FUNCTION_WORDS: Record<CvLanguage, ReadonlySet<string>> = {
  idn: new Set(
    'yang dan dari untuk dengan pada dalam sebagai oleh ini itu atau secara melalui hingga sebesar serta agar sehingga para bagi tentang terhadap'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the and of to for with by on as from an which that this through into while across within our their'.split(
      ' ',
    ),
  ),
};

export function matchesLanguage(text: string, language: CvLanguage): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const other: CvLanguage = language === 'idn' ? 'en' : 'idn';
  const own = words.filter((word) => FUNCTION_WORDS[language].has(word)).length;
  const foreign = words.filter((word) => FUNCTION_WORDS[other].has(word)).length;
  return foreign < 2 || own >= foreign;
}

// What injected text says, in English and Indonesian: instructions to the model, talk of its
// prompt, verdicts on the candidate. A rewrite of a CV bullet has no reason to say any of it.
const INJECTION = [
  /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|prompts?|rules|above|previous|prior)\b/i,
  /\b(abaikan|lupakan|hiraukan)\b.{0,40}\b(instruksi|perintah|aturan|sebelumnya|di atas)\b/i,
  /\b(system|developer) (prompt|message)\b|\bprompt sistem\b/i,
  /\bas an ai\b|\bsebagai ai\b|\byou are (now )?(an? )?(ai|assistant|chatgpt|language model)\b/i,
  /\buntrusted\b|UNTRUSTED_CV_DATA/i,
  /\b(hire|recommend|shortlist)\b.{0,20}\b(this|the) (candidate|applicant)\b/i,
  /\b(rekrut|terima|loloskan)\b.{0,20}\b(kandidat|pelamar)\b/i,
  /\b(best|perfect|ideal|excellent|top) (candidate|applicant|fit)\b/i,
  /\b(kandidat|pelamar) (terbaik|sempurna|ideal)\b/i,
  /\b(give|assign|set|rate|beri(kan)?|nilai)\b.{0,30}\b(score|skor|rating)\b/i,
  /\b(score|skor)\b.{0,15}\b100\b/i,
];

const SHINGLE_WORDS = 5;

/** Injection-like wording, or five words in a row from a line flagged as an injection. */
export function echoesInjection(text: string, injectionLines: readonly string[]): boolean {
  if (INJECTION.some((pattern) => pattern.test(text))) return true;
  const shingles = new Set(shinglesOf(text));
  return injectionLines.some((line) => shinglesOf(line).some((shingle) => shingles.has(shingle)));
}

function shinglesOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const shingles: string[] = [];
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start++) {
    shingles.push(words.slice(start, start + SHINGLE_WORDS).join(' '));
  }
  return shingles;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
