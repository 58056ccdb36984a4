import type { Locale } from '../locale';
import { assertFinite, formatTenths } from './number';

export const FILE_SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * 1024-based sizes with one decimal (trailing .0 dropped): 1023 → '1023 bytes', 1024 → '1 KB',
 * 1536 → '1.5 KB'. Rounded to the nearest tenth; a value that rounds up to 1024 moves to the
 * next unit ('1 MB', not '1024 KB'). The decimal separator follows the locale (default '.').
 */
export function formatFileSize(bytes: number, locale: Locale = 'en'): string {
  assertFinite(bytes, 'bytes');
  if (bytes < 0) throw new RangeError(`bytes must not be negative, got ${bytes}`);
  if (bytes < 1024) return `${Math.round(bytes)} bytes`;
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let tenths = Math.round(value * 10);
  if (tenths >= 10240 && unit < FILE_SIZE_UNITS.length - 1) {
    unit += 1;
    tenths = Math.round((value * 10) / 1024);
  }
  // No thousands grouping: '1023 KB' sits next to '1023 bytes', never '1,023 KB'.
  return `${formatTenths(tenths, locale, false)} ${FILE_SIZE_UNITS[unit]}`;
}
