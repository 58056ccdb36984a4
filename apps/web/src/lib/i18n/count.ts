import { formatCount, type Locale } from '@jenjang/domain';

/**
 * The values of a counted message: `n`, the number its plural choice reads, and the count as
 * every count is written (formatCount: '1.641' / '1,641'). Messages write the count as
 * `{n, plural, other {{count} lowongan}}`, never with ICU's `#`: next-intl formats `#` for the
 * route locale 'idn', which Intl does not know, so an Indonesian page read '1,641' (issue 22).
 */
export function countArgs(n: number, locale: Locale): { n: number; count: string };
export function countArgs<K extends string>(
  n: number,
  locale: Locale,
  name: K,
): { n: number } & Record<K, string>;
export function countArgs(n: number, locale: Locale, name = 'count'): Record<string, unknown> {
  return { n, [name]: formatCount(n, locale) };
}
