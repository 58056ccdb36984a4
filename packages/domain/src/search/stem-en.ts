/**
 * Light English stemmer: plural endings only. Porter-style stemmers remove -ing, -er, -ment and
 * would merge 'marketing' with 'market' and 'engineer' with 'engine'; for job titles those are
 * different searches, so only the plural goes: engineers → engineer, companies → company,
 * processes → process, boxes → box, services → service.
 *
 * Indonesian words also reach this function when they are not in the root list, so endings that
 * are common in Indonesian and rare as English plurals are left alone: -as, -is, -us, -os
 * (tugas, bisnis, lulus, kos) and -ss (business). The price is that 'ideas' and 'videos' keep
 * their s. Words of three letters or fewer (aws, ios, gps, ads) are never touched.
 */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (/(?:ss|us|is|as|os|js)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length >= 5) return `${word.slice(0, -3)}y`;
  if (/(?:sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
