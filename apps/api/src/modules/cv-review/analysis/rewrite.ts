// Concrete rewrites: a strong verb, the bullet's own object, and a number placeholder for the
// result the reader should fill in. The result named depends on what the bullet is about, so a
// bullet about tickets gets a response time and one about social media gets engagement.
import type { CvLanguage } from '@jenjang/domain';
import { stemIndonesian } from '@jenjang/domain';
import { lowerFirst, upperFirst } from './cv-text';

// prettier-ignore
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  writing: 'wrote', building: 'built', running: 'ran', making: 'made', leading: 'led',
  selling: 'sold', teaching: 'taught', setting: 'set', holding: 'held', keeping: 'kept',
  meeting: 'met', sending: 'sent', buying: 'bought', bringing: 'brought', doing: 'did',
  giving: 'gave', taking: 'took', finding: 'found', paying: 'paid', getting: 'got',
};

/** "preparing" → "prepared", "planning" → "planned", "writing" → "wrote". */
function pastOfGerund(gerund: string): string {
  const irregular = IRREGULAR_PAST[gerund];
  if (irregular) return irregular;
  const base = gerund.slice(0, -3);
  if (/([bdgmnprt])\1$/.test(base)) return `${base}ed`;
  if (/[aeiou][^aeiouwy]$/.test(base) && !/[aeiou]{2}[^aeiou]$/.test(base) && base.length <= 4)
    return `${base}ed`;
  return /e$/.test(base) ? `${base}d` : `${base}ed`;
}

/**
 * When the object starts with a verb of its own ("preparing meeting schedules", "mengurus
 * pengiriman"), that verb is the action: the rewrite starts with it (English, in the past) or
 * replaces it with the strong verb (Indonesian).
 */
function splitLeadingVerb(
  language: CvLanguage,
  object: string,
): { verb: string | null; rest: string } {
  const [first = '', ...others] = object.split(/\s+/);
  const word = first.toLowerCase();
  if (language === 'en' && /^[a-z]{3,}ing$/.test(word))
    return { verb: upperFirst(pastOfGerund(word)), rest: others.join(' ') };
  if (
    language === 'idn' &&
    /^(me|ber)[a-z]{3,}$/.test(word) &&
    stemIndonesian(word) !== null &&
    stemIndonesian(word) !== word
  ) {
    return { verb: null, rest: others.join(' ') };
  }
  return { verb: null, rest: object };
}

type Topic = {
  pattern: RegExp;
  verb: Record<CvLanguage, string>;
  render: Record<CvLanguage, (verb: string, object: string) => string>;
};

// prettier-ignore
const TOPICS: readonly Topic[] = [
  {
    pattern: /\b(tiket|ticket|keluhan|complaint|komplain|issue|isu|masalah pelanggan)/i,
    verb: { idn: 'Menyelesaikan', en: 'Resolved' },
    render: {
      idn: (verb, object) => `${verb} [N] ${object} per minggu dan memangkas waktu respons sebesar [X]%`,
      en: (verb, object) => `${verb} [N] ${object} per week, cutting response time by [X]%`,
    },
  },
  {
    pattern: /\b(media sosial|sosial media|social media|instagram|tiktok|konten|content|facebook|linkedin page)/i,
    verb: { idn: 'Mengelola', en: 'Managed' },
    render: {
      idn: (verb, object) => `${verb} ${object} dan meningkatkan engagement sebesar [X]% dalam [N] bulan`,
      en: (verb, object) => `${verb} ${object}, growing engagement by [X]% in [N] months`,
    },
  },
  {
    pattern: /\b(penjualan|sales|jual|pelanggan baru|klien baru|new clients|leads|prospek|omzet|revenue)/i,
    verb: { idn: 'Meningkatkan', en: 'Grew' },
    render: {
      idn: (verb, object) => `${verb} ${object} sebesar [X]% dalam [N] bulan dengan menambah [N] pelanggan baru`,
      en: (verb, object) => `${verb} ${object} by [X]% in [N] months, adding [N] new clients`,
    },
  },
  {
    pattern: /\b(laporan|report|rekap|data|dashboard|analisis|analysis)/i,
    verb: { idn: 'Menyusun', en: 'Produced' },
    render: {
      idn: (verb, object) => `${verb} ${object} untuk [N] tim setiap minggu dan mempercepat penyusunannya [X]%`,
      en: (verb, object) => `${verb} ${object} for [N] teams every week, cutting preparation time by [X]%`,
    },
  },
  {
    pattern: /\b(acara|event|kegiatan|program|proyek|project|kampanye|campaign)/i,
    verb: { idn: 'Memimpin', en: 'Led' },
    render: {
      idn: (verb, object) => `${verb} ${object} bersama [N] orang, diikuti [N] peserta dan selesai tepat waktu`,
      en: (verb, object) => `${verb} ${object} with a team of [N], reaching [N] participants on schedule`,
    },
  },
];

const DEFAULT_RENDER: Record<CvLanguage, (verb: string, object: string) => string> = {
  idn: (verb, object) => `${verb} ${object} dan meningkatkan [hasil] sebesar [X]% dalam [N] bulan`,
  en: (verb, object) => `${verb} ${object}, improving [result] by [X]% in [N] months`,
};

function cleanObject(language: CvLanguage, object: string): string {
  const cleaned = lowerFirst(object.replace(/[.;,:\s]+$/, '').trim());
  return cleaned || (language === 'idn' ? '[pekerjaan]' : '[the work]');
}

/**
 * "Bertanggung jawab atas media sosial perusahaan" → "Mengelola media sosial perusahaan dan
 * meningkatkan engagement sebesar [X]% dalam [N] bulan".
 */
export function rewriteBullet(language: CvLanguage, strongVerb: string, object: string): string {
  const { verb, rest } = splitLeadingVerb(language, object);
  const cleaned = cleanObject(language, rest);
  if (verb) return DEFAULT_RENDER[language](verb, cleaned);
  const topic = TOPICS.find((t) => t.pattern.test(cleaned));
  if (topic) return topic.render[language](topic.verb[language], cleaned);
  return DEFAULT_RENDER[language](strongVerb, cleaned);
}

/** A bullet that already opens well but names no result: add the result to it. */
export function addResult(language: CvLanguage, bullet: string): string {
  const cleaned = bullet.replace(/[.;,:\s]+$/, '');
  return language === 'idn'
    ? `${cleaned}, sehingga [hasil] meningkat [X]% dalam [N] bulan`
    : `${cleaned}, improving [result] by [X]% in [N] months`;
}
