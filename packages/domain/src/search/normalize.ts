/**
 * Text normalisation for job search. The output alphabet is deliberately tiny: lowercase ASCII
 * letters, digits and single spaces. Every token is therefore one lexeme for PostgreSQL's default
 * text-search parser (it splits on '_', '.', '-', '+', '#', so 'c++' or 'syn_x' would not survive
 * to_tsvector('simple', …) as one word), and nothing a user types can smuggle tsquery syntax.
 */

/** Tokens longer than this are URLs, hashes or base64 noise, never search words; dropped. */
export const MAX_TOKEN_LENGTH = 40;

// Tech and education spellings whose punctuation carries meaning. They are rewritten to plain
// alphanumeric tokens before punctuation becomes spaces. `(^|[^a-z0-9])` stands in for a
// lookbehind, which older Safari cannot parse (this module is bundled into the web app too).
const SPECIAL_TOKENS: readonly (readonly [RegExp, string])[] = [
  [/(^|[^a-z0-9])c\+\+(?![a-z0-9])/g, '$1 cpp '],
  [/(^|[^a-z0-9])c#(?![a-z0-9])/g, '$1 csharp '],
  [/(^|[^a-z0-9])f#(?![a-z0-9])/g, '$1 fsharp '],
  [/(^|[^a-z0-9])asp\.net(?![a-z0-9])/g, '$1 aspnet '],
  [/(^|[^a-z0-9])\.net(?![a-z0-9])/g, '$1 dotnet '],
  // node.js, vue.js, next.js, d3.js → nodejs, vuejs, nextjs, d3js
  [/([a-z0-9])\.js(?![a-z0-9])/g, '$1js'],
  // S-1, D-3, S 1 → s1, d3 (education levels are written every way on Indonesian job boards)
  [/(^|[^a-z0-9])([sd])[\s-]+([1-4])(?![a-z0-9])/g, '$1$2$3'],
  // D III / D-IV → d3 / d4 (only with a separator: 'div', 'diii' alone are not degrees)
  [/(^|[^a-z0-9])d[\s-]+iii(?![a-z0-9])/g, '$1d3'],
  [/(^|[^a-z0-9])d[\s-]+iv(?![a-z0-9])/g, '$1d4'],
  // Rp5.000.000 → rp 5000000: thousands dots vanish, the currency does not glue to the amount
  [/(^|[^a-z0-9])rp\.?\s*(?=\d)/g, '$1rp '],
  [/(\d)[.,](?=\d{3}(?!\d))/g, '$1'],
  // se-Jabodetabek, se-Indonesia: the hyphenated prefix means "throughout"; keep the place only
  [/(^|[^a-z0-9])se-(?=[a-z])/g, '$1'],
  // anak-anak → anak (Indonesian reduplication marks plural; the word itself is what matters)
  [/(^|[^a-z0-9])([a-z]+)-\2(?![a-z0-9])/g, '$1$2'],
  // possessive 's, then any other apostrophe joins its word: engineer's → engineer, jum'at → jumat
  [/['’‘`]s(?![a-z0-9])/g, ''],
  [/['’‘`]/g, ''],
];

/**
 * Lowercase, fold accents (NFKD, combining marks dropped: 'Café' → 'cafe', 'ｆｕｌｌ' → 'full'),
 * rewrite meaningful punctuation ('C++' → 'cpp', 'C#' → 'csharp', '.NET' → 'dotnet',
 * 'Node.js' → 'nodejs', 'S-1' → 's1'), turn every other non-alphanumeric character into a space
 * ('UI/UX' → 'ui ux', emoji and non-Latin scripts vanish) and collapse whitespace.
 */
export function normalize(text: string): string {
  // Lowercase first: some capitals lowercase into a letter plus a combining mark ('İ' → 'i̇').
  let s = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  for (const [pattern, replacement] of SPECIAL_TOKENS) s = s.replace(pattern, replacement);
  s = s.replace(/[^a-z0-9]+/g, ' ');
  // PostgreSQL's parser reads '8e2' at the start of a word as a float and splits '8e2geix' into
  // '8e2' + 'geix' (fuzzed with PGlite); split it here too so every token is one lexeme.
  return s.replace(/(^| )(\d+e\d+)(?=[a-z])/g, '$1$2 ').trim();
}

/** normalize() split into words; over-long tokens are dropped. */
export function tokenize(text: string): string[] {
  const normalized = normalize(text);
  if (normalized === '') return [];
  return normalized.split(' ').filter((token) => token.length <= MAX_TOKEN_LENGTH);
}
