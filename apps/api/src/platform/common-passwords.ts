// The list of commonly used passwords that new passwords are checked against (ASVS 5 V6.2.4).
// The bulk comes from @zxcvbn-ts/language-common (MIT): 49,233 passwords ranked by how often they
// appear in public breach corpora, of which 17,950 have 8 characters or more (shorter ones fail
// the length rule anyway). A short Indonesian supplement covers words that list under-represents.
import { INDONESIAN_COMMON_WORDS } from './data/indonesian-common-passwords';

let commonPasswords: Promise<Set<string>> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  // Loaded on first use: the list costs a few milliseconds and ~1 MB, only sign-up needs it.
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  const list = dictionary['passwords-common'] as string[];
  return new Set(list.filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
}

/** Lower case, with the digits and symbols people tack on at the end removed ("Jakarta123!"). */
function stem(password: string): string {
  return password.toLowerCase().replace(/[\d\W_]+$/u, '');
}

export async function isCommonPassword(password: string, context: string[]): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  const lower = password.toLowerCase();
  if ((await commonPasswords).has(lower)) return true;
  const base = stem(password);
  if (base.length === 0) return false; // digits and symbols only: the list has the common ones
  if (INDONESIAN_COMMON_WORDS.has(base)) return true;
  return context.some((word) => {
    const w = word.toLowerCase().trim();
    return w.length >= 3 && (base === w || lower === w);
  });
}
