// Contact details: an email and a phone number must be somewhere (DOCX headers and footers
// included, where CVs often put them), and what is there must be usable: an email with a real
// domain, an Indonesian number a recruiter can dial, a LinkedIn address that opens a profile.
import type { CvFinding, CvLanguage } from '@jenjang/domain';
import type { CvLine } from './cv-document';
import { documentFinding, lineFinding } from './finding';

const EMAIL_ATTEMPT = /[\p{L}\p{N}._%+-]+@[^\s|,;()<>]*/gu;
const VALID_EMAIL =
  /^[\p{L}\p{N}._%+-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/iu;
const EMAIL_LABEL = /\b(?:e-?mail|surel)\s*[:：]\s*(\S+)/i;
const PHONE_LABEL =
  /\b(?:telp|tel|telepon|phone|mobile|hp|no\.?\s*hp|no\.?\s*telp|whatsapp|wa|ponsel)\.?\s*[:：]?\s*(\+?[\d][\d\s().-]*\d|\+?\d)/i;
// Unlabelled numbers are taken only when they look like an Indonesian number (+62, 62, 08) and
// are long enough not to be a date or an amount.
const PHONE_LIKE = /(?:^|[^\d/])((?:\+62|62|08)[\d\s().-]{6,}\d)(?![\d/])/g;
// In the contact area (above the first heading, or under a contact heading) any long digit run
// is meant as a phone number, even one that lost its leading 0 ('812-3456-7890').
const DIGIT_RUN = /(?:^|[^\d/\w])(\+?\d[\d\s().-]{7,}\d)(?![\d/])/g;
const NOT_A_PHONE = /\b(nik|ktp|npwp|rp|idr|ipk|gpa|kode pos|postal)\b/i;
const LINKEDIN_ATTEMPT = /\S*linked[il]n\S*/gi;
const VALID_LINKEDIN =
  /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\p{N}_%-]{2,}\/?$/iu;

export type ContactFacts = {
  hasEmail: boolean;
  hasPhone: boolean;
  hasLinkedIn: boolean;
  /** GitHub, Behance, Dribbble, a personal site: what additional sections reward. */
  hasPortfolioLink: boolean;
  findings: CvFinding[];
};

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * A mobile number (+62 / 62 / 08, 10-13 digits written nationally) or a landline with its area
 * code (021…, 10-11 digits): what a recruiter in Indonesia can dial.
 */
export function isValidIndonesianPhone(raw: string): boolean {
  const digits = digitsOf(raw);
  const national =
    raw.trim().startsWith('+62') || digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  if (/^08\d+$/.test(national)) return national.length >= 10 && national.length <= 13;
  if (/^0[2-7]\d+$/.test(national)) return national.length >= 9 && national.length <= 11;
  return false;
}

function trimPunctuation(token: string): string {
  return token.replace(/^[<(["']+|[>)\]"'.,;:]+$/g, '');
}

/** `contactZone`: 0-based indexes of the lines above the first heading and under a contact heading. */
export function checkContact(
  lines: readonly CvLine[],
  language: CvLanguage,
  contactZone: ReadonlySet<number>,
): ContactFacts {
  let validEmail = false;
  let emailAttempt = false;
  let validPhone = false;
  let phoneAttempt = false;
  let hasLinkedIn = false;
  let hasPortfolioLink = false;
  const findings: CvFinding[] = [];
  const flagged = new Set<number>();
  const flag = (index: number, why: { idn: string; en: string }, suggestion: string) => {
    if (flagged.has(index)) return;
    flagged.add(index);
    findings.push(lineFinding('malformedContact', 'high', lines, index, why, suggestion));
  };

  lines.forEach((line, index) => {
    const text = line.text;
    if (
      /github\.com\/|behance\.net\/|dribbble\.com\/|gitlab\.com\/|medium\.com\/@|\bportfolio\b.*\.\w{2,}/i.test(
        text,
      )
    ) {
      hasPortfolioLink = true;
    }
    for (const match of text.match(EMAIL_ATTEMPT) ?? []) {
      const email = trimPunctuation(match);
      emailAttempt = true;
      if (VALID_EMAIL.test(email)) {
        validEmail = true;
      } else {
        flag(
          index,
          {
            idn: `Alamat email "${email}" tidak lengkap atau salah tulis (domainnya tidak valid), jadi perekrut tidak bisa membalas.`,
            en: `The email address "${email}" is incomplete or mistyped (its domain is not valid), so a recruiter cannot reply.`,
          },
          language === 'idn'
            ? `Tulis email lengkap dengan domain yang benar, mis. "${email.split('@')[0]}@gmail.com".`
            : `Write the full address with a valid domain, e.g. "${email.split('@')[0]}@gmail.com".`,
        );
      }
    }
    const labelledEmail = EMAIL_LABEL.exec(text);
    if (labelledEmail?.[1] && !labelledEmail[1].includes('@')) {
      emailAttempt = true;
      const value = trimPunctuation(labelledEmail[1]);
      flag(
        index,
        {
          idn: `Email "${value}" tidak memiliki tanda @ dan domain, jadi tidak bisa dihubungi.`,
          en: `The email "${value}" has no @ and domain, so it cannot be reached.`,
        },
        language === 'idn'
          ? 'Tulis alamat email lengkap, mis. "nama@gmail.com".'
          : 'Write the full email address, e.g. "name@gmail.com".',
      );
    }

    const phones: string[] = [];
    const labelled = PHONE_LABEL.exec(text);
    if (labelled?.[1]) phones.push(labelled[1]);
    const runs = [...text.matchAll(PHONE_LIKE)].map((m) => m[1] ?? '');
    const inZone = contactZone.has(index) || line.part === 'header' || line.part === 'footer';
    if (inZone && !NOT_A_PHONE.test(text)) {
      for (const match of text.matchAll(DIGIT_RUN)) {
        const run = match[1] ?? '';
        if (digitsOf(run).length >= 9) runs.push(run);
      }
    }
    for (const candidate of runs) {
      if (
        !phones.some(
          (p) =>
            digitsOf(p).includes(digitsOf(candidate)) || digitsOf(candidate).includes(digitsOf(p)),
        )
      ) {
        phones.push(candidate);
      }
    }
    for (const phone of phones) {
      phoneAttempt = true;
      if (isValidIndonesianPhone(phone)) {
        validPhone = true;
      } else {
        const shown = phone.trim();
        flag(
          index,
          {
            idn: `Nomor "${shown}" bukan nomor Indonesia yang valid (harus diawali +62, 62 atau 08 dengan 10–13 digit), jadi perekrut tidak bisa menelepon atau mengirim WhatsApp.`,
            en: `"${shown}" is not a valid Indonesian number (it should start with +62, 62 or 08 and have 10-13 digits), so a recruiter cannot call or WhatsApp you.`,
          },
          language === 'idn'
            ? 'Tulis nomor lengkap dengan kode negara, mis. "+62 812-3456-7890".'
            : 'Write the full number with the country code, e.g. "+62 812-3456-7890".',
        );
      }
    }

    for (const match of text.match(LINKEDIN_ATTEMPT) ?? []) {
      const url = trimPunctuation(match);
      // "LinkedIn:" as a label, or the word in a sentence, is not an address.
      if (!/[./]/.test(url)) continue;
      if (VALID_LINKEDIN.test(url)) {
        hasLinkedIn = true;
      } else {
        flag(
          index,
          {
            idn: `Tautan LinkedIn "${url}" tidak mengarah ke profil (formatnya harus linkedin.com/in/nama-kamu).`,
            en: `The LinkedIn link "${url}" does not lead to a profile (it should read linkedin.com/in/your-name).`,
          },
          language === 'idn'
            ? 'Salin tautan profil dari LinkedIn, mis. "linkedin.com/in/nama-kamu".'
            : 'Copy your profile link from LinkedIn, e.g. "linkedin.com/in/your-name".',
        );
      }
    }
  });

  // A malformed email or number is reported as malformed, not also as missing.
  const hasEmail = validEmail || emailAttempt;
  const hasPhone = validPhone || phoneAttempt;
  if (!hasEmail || !hasPhone) {
    const missing =
      !hasEmail && !hasPhone
        ? { idn: 'email dan nomor telepon', en: 'an email address and a phone number' }
        : !hasEmail
          ? { idn: 'alamat email', en: 'an email address' }
          : { idn: 'nomor telepon', en: 'a phone number' };
    findings.unshift(
      documentFinding(
        'missingContact',
        'high',
        {
          idn: `CV ini tidak mencantumkan ${missing.idn}; perekrut tidak punya cara untuk menghubungimu.`,
          en: `This CV does not give ${missing.en}; a recruiter has no way to contact you.`,
        },
        language === 'idn'
          ? `Tambahkan ${missing.idn} di bagian atas CV, di bawah nama, mis. "nama@gmail.com | +62 812-3456-7890".`
          : `Add ${missing.en} at the top, under your name, e.g. "name@gmail.com | +62 812-3456-7890".`,
      ),
    );
  }
  return { hasEmail: validEmail, hasPhone: validPhone, hasLinkedIn, hasPortfolioLink, findings };
}
