import type { Locale } from '../locale';

// Spec section 5: digits with an optional decimal separator; '3.5', '3,5', '3.', '.5' and '10'
// pass, while '-1', '1e3', '.', '3,4,5' and '1.2.3' do not. Indonesians write the decimal with a
// comma ('IPK 3,45'), so the comma is the decimal separator as much as the point (issue 22); the
// wire still carries a JavaScript number (numericAnswerValue), which is what the API reads.
const NUMERIC_ANSWER = /^(\d+[.,]?\d*|[.,]\d+)$/;

export const NUMERIC_ANSWER_ERROR: Record<Locale, string> = {
  en: 'Please input in numbers/decimals only.',
  idn: 'Harap masukkan angka/desimal saja.',
};

/** Surrounding spaces are forgiven (pasted values); empty is allowed (mandatory is checked apart). */
export function isValidNumericAnswer(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || NUMERIC_ANSWER.test(trimmed);
}

/** The number a valid numeric answer stands for: '3,45' and '3.45' are both 3.45. */
export function numericAnswerValue(value: string): number {
  return Number(value.trim().replace(',', '.'));
}

/** The error message for a numeric answer, or null when it is fine. */
export function validateNumericAnswer(value: string, locale: Locale): string | null {
  return isValidNumericAnswer(value) ? null : NUMERIC_ANSWER_ERROR[locale];
}
