// What a job seeker says about their search.
import { CAREER_PREFERENCES } from '../enums';
import { defineVocabulary } from './vocabulary';

export const CAREER_PREFERENCE_VOCABULARY = defineVocabulary(
  'careerPreference',
  CAREER_PREFERENCES,
  {
    activelyLooking: { idn: 'Aktif mencari kerja', en: 'Actively looking for a job' },
    openOpportunity: { idn: 'Terbuka untuk peluang', en: 'Open to opportunities' },
    closedOpportunity: { idn: 'Sedang tidak mencari kerja', en: 'Not looking right now' },
  },
);
