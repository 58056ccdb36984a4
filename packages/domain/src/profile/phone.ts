/**
 * Spec section 5: a leading Indonesian country code 62 (also written +62) is stripped, so
 * '+6281234567890' and '6281234567890' both become '81234567890'; '081234567890' and numbers of
 * other countries are left as they are. Only the very start counts: '0862...' keeps its 62.
 */
export function stripLeadingIndonesiaCode(phone: string): string {
  // A space or dash right after the code ('+62 812…') goes with it.
  return phone.replace(/^\s*\+?62[\s-]*/, '');
}
