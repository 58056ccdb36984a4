import type { Locale } from '../locale';

// Spec section 5: digits with an optional decimal point; '3.5', '3.', '.5' and '10' pass, while
// '3,5', '-1', '1e3', '.' and '1.2.3' do not. A comma is refused on purpose: the API reads the
// value as a JavaScript number, so the form must hold one.
const NUMERIC_ANSWER = /^(\d+\.?\d*|\.\d+)$/;

export const NUMERIC_ANSWER_ERROR: Record<Locale, string> = {
  en: 'Please input in numbers/decimals only.',
  idn: 'Harap masukkan angka/desimal saja.',
};

/** Surrounding spaces are forgiven (pasted values); empty is allowed (mandatory is checked apart). */
export function isValidNumericAnswer(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || NUMERIC_ANSWER.test(trimmed);
}

/** The error message for a numeric answer, or null when it is fine. */
export function validateNumericAnswer(value: string, locale: Locale): string | null {
  return isValidNumericAnswer(value) ? null : NUMERIC_ANSWER_ERROR[locale];
}
