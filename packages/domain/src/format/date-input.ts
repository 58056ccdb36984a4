/**
 * Accepts the API's ISO strings or a Date and refuses anything that is not a real instant, so a
 * bad value fails loudly here instead of printing 'NaN/NaN/NaN'.
 */
export function toValidDate(date: Date | string): Date {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return value;
}
