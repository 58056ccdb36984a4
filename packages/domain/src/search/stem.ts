/**
 * One stem per token, whatever the language. Job ads mix Indonesian and English in one sentence
 * ("Berpengalaman sebagai Software Engineers"), so the choice is made per word, not per text:
 * protected words stay; words with a digit or of two letters stay (s1, d3, b2b, 3d, ui, hr);
 * the Indonesian stemmer gets the word next and wins only when it finds a known root;
 * everything else gets the light English plural stemmer.
 */
import { PROTECTED_WORD_SET } from './protected-words';
import { stemEnglish } from './stem-en';
import { stemIndonesian } from './stem-id';

// Stemming is pure, and ads repeat the same few thousand words, so results are memoised. The
// cache is bounded (cleared when full) so a flood of unique junk tokens cannot grow it forever.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

function computeStem(token: string): string {
  if (token.length <= 2 || /\d/.test(token) || PROTECTED_WORD_SET.has(token)) return token;
  return stemIndonesian(token) ?? stemEnglish(token);
}

/** The search stem of a normalised token (lowercase [a-z0-9]). */
export function stemToken(token: string): string {
  const cached = cache.get(token);
  if (cached !== undefined) return cached;
  const stem = computeStem(token);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(token, stem);
  return stem;
}
