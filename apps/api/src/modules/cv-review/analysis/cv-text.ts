// Small text helpers every detector shares: what counts as a bullet, a word, a figure.
import type { CvLine } from './cv-document';

// Bullet marks as extraction returns them: Unicode bullets and dashes, Word's Symbol-font
// bullets (private-use characters such as U+F0B7), and numbered items ("1." "2)").
const BULLET_CHARS = '•●▪▫◦○■□◆◇►▶➢➤❖✓✔✗⚫*·‣⁃–—\\-\\uE000-\\uF8FF';
const BULLET_MARK = new RegExp(`^\\s*(?:[${BULLET_CHARS}]+|\\d{1,2}[.)](?=\\s))\\s*`, 'u');

/** The line without its bullet mark ("• Managed …" → "Managed …"). */
export function stripBullet(text: string): string {
  return text.replace(BULLET_MARK, '').trim();
}

export function startsWithBullet(text: string): boolean {
  return BULLET_MARK.test(text);
}

// Job title lines: "Senior Accountant — PT Sinar Baja", "Barista | Kopi Kenangan".
const TITLE_SEPARATOR = /\s[—–|@·]\s|\s-\s|,\s*(PT|CV)\b/;

/**
 * A line that reads as a bullet: it has a mark, or (DOCX lists lose their marks in extraction)
 * it is a sentence of seven words or more that is not a job title line.
 */
export function isBulletLike(text: string): boolean {
  if (startsWithBullet(text)) return true;
  return wordsOf(text).length >= 7 && !TITLE_SEPARATOR.test(text) && /^\p{Lu}/u.test(text);
}

/** Words as a reader counts them: runs of letters or digits. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
}

export function countWords(lines: readonly CvLine[]): number {
  let words = 0;
  for (const line of lines) words += wordsOf(line.text).length;
  return words;
}

const YEAR = /\b(19|20)\d{2}\b/g;
const NUMERIC_DATE = /\b\d{1,2}[/.-](19|20)\d{2}\b|\b(19|20)\d{2}[/.-]\d{1,2}\b/g;

/**
 * True when the text holds a figure that is not part of a date: "35%", "Rp 2 M", "12 klien".
 * Dates are removed first, since every experience line has years.
 */
export function hasFigure(text: string): boolean {
  const withoutDates = text.replace(NUMERIC_DATE, ' ').replace(YEAR, ' ');
  return /\d|%/.test(withoutDates);
}

/** Lowercase the first letter unless the first word is an acronym or a name-like capital run. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (first.length > 1 && first === first.toUpperCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lowercase, accents folded, punctuation to spaces: for comparing headings and phrases. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
