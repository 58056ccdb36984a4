// How mentoring sessions happen and in which languages mentors speak: the booking form, the
// session cards of both sides, the mentor's profile form and public page read the same words.
import { SESSION_MODES } from '../mentoring/session-states';
import { defineVocabulary } from './vocabulary';

export const MENTORING_MODE_VOCABULARY = defineVocabulary('mentoringMode', SESSION_MODES, {
  online: { idn: 'Online', en: 'Online' },
  offline: { idn: 'Tatap muka', en: 'In person' },
});

/** Languages a mentor can pick (ISO 639-1 codes, as the API stores them). */
export const MENTOR_LANGUAGE_CODES = [
  'id',
  'en',
  'jv',
  'su',
  'ms',
  'zh',
  'ja',
  'ko',
  'ar',
  'de',
  'fr',
  'nl',
] as const;
export type MentorLanguageCode = (typeof MENTOR_LANGUAGE_CODES)[number];

export const MENTOR_LANGUAGE_VOCABULARY = defineVocabulary(
  'mentorLanguage',
  MENTOR_LANGUAGE_CODES,
  {
    id: { idn: 'Bahasa Indonesia', en: 'Indonesian' },
    en: { idn: 'Bahasa Inggris', en: 'English' },
    jv: { idn: 'Bahasa Jawa', en: 'Javanese' },
    su: { idn: 'Bahasa Sunda', en: 'Sundanese' },
    ms: { idn: 'Bahasa Melayu', en: 'Malay' },
    zh: { idn: 'Bahasa Mandarin', en: 'Mandarin' },
    ja: { idn: 'Bahasa Jepang', en: 'Japanese' },
    ko: { idn: 'Bahasa Korea', en: 'Korean' },
    ar: { idn: 'Bahasa Arab', en: 'Arabic' },
    de: { idn: 'Bahasa Jerman', en: 'German' },
    fr: { idn: 'Bahasa Prancis', en: 'French' },
    nl: { idn: 'Bahasa Belanda', en: 'Dutch' },
  },
);
