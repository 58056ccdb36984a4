// Verb lists in both languages: the openings that make a bullet read as a duty or as a weak
// contribution, and the strong verbs a rewrite starts with instead.
import type { CvLanguage } from '@jenjang/domain';

export type Opening = {
  /** Matches the start of a bullet (bullet mark already removed), case-insensitive. */
  pattern: RegExp;
  /** The strong verb a rewrite starts with. */
  strong: string;
};

// prettier-ignore
export const DUTY_OPENINGS: Readonly<Record<CvLanguage, readonly Opening[]>> = {
  idn: [
    { pattern: /^bertanggung\s*jawab\s+(?:atas|untuk|dalam|terhadap|pada|mengenai)?\s*/i, strong: 'Mengelola' },
    { pattern: /^tanggung\s*jawab\s*(?:atas|untuk|dalam)?\s*:?\s*/i, strong: 'Mengelola' },
    { pattern: /^tugas(?:\s+utama)?(?:\s+saya)?\s*:\s*/i, strong: 'Mengelola' },
    { pattern: /^bertugas\s+(?:untuk\s+|sebagai\s+|dalam\s+)?/i, strong: 'Menjalankan' },
    { pattern: /^menangani\s+/i, strong: 'Menyelesaikan' },
    { pattern: /^mengurus\s+/i, strong: 'Mengelola' },
  ],
  en: [
    { pattern: /^(?:was\s+|were\s+)?responsible\s+for\s+/i, strong: 'Managed' },
    { pattern: /^(?:main\s+)?(?:duties|tasks|responsibilities)(?:\s+included)?\s*:?\s*/i, strong: 'Managed' },
    { pattern: /^(?:was\s+)?in\s+charge\s+of\s+/i, strong: 'Led' },
    { pattern: /^(?:handled|handling)\s+/i, strong: 'Managed' },
    { pattern: /^tasked\s+with\s+/i, strong: 'Delivered' },
  ],
};

// prettier-ignore
export const WEAK_OPENINGS: Readonly<Record<CvLanguage, readonly Opening[]>> = {
  idn: [
    { pattern: /^membantu\s+(?:dalam\s+|untuk\s+|proses\s+)?/i, strong: 'Mengoordinasikan' },
    { pattern: /^ikut\s+(?:serta\s+)?(?:dalam\s+|membantu\s+)?/i, strong: 'Menjalankan' },
    { pattern: /^turut\s+(?:serta\s+)?(?:dalam\s+|membantu\s+)?/i, strong: 'Menjalankan' },
    { pattern: /^terlibat\s+(?:dalam\s+|di\s+)?/i, strong: 'Memimpin' },
    { pattern: /^mengerjakan\s+/i, strong: 'Menyelesaikan' },
    { pattern: /^berpartisipasi\s+(?:dalam\s+)?/i, strong: 'Menjalankan' },
  ],
  en: [
    { pattern: /^helped\s+(?:with\s+|to\s+|in\s+)?/i, strong: 'Delivered' },
    { pattern: /^assisted\s+(?:with\s+|in\s+)?/i, strong: 'Coordinated' },
    { pattern: /^worked\s+on\s+/i, strong: 'Built' },
    { pattern: /^(?:was|were)\s+involved\s+(?:in\s+|with\s+)?/i, strong: 'Led' },
    { pattern: /^involved\s+in\s+/i, strong: 'Led' },
    { pattern: /^participated\s+in\s+/i, strong: 'Delivered' },
    { pattern: /^did\s+/i, strong: 'Executed' },
    { pattern: /^took\s+part\s+in\s+/i, strong: 'Delivered' },
  ],
};

/** The first opening of the list that the bullet starts with, and the rest of the bullet. */
export function matchOpening(
  bullet: string,
  openings: readonly Opening[],
): { opening: Opening; object: string } | null {
  for (const opening of openings) {
    const match = opening.pattern.exec(bullet);
    if (match) return { opening, object: bullet.slice(match[0].length).trim() };
  }
  return null;
}
