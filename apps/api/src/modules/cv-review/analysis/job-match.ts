// The CV against a target job, the way Jobscan reads it: hard skills, keywords weighted like
// BM25 (a word the ad repeats weighs more; words every ad uses weigh little), the title, the
// education level and the years of experience.
import type { CvJobMatch, EducationLevel } from '@jenjang/domain';
import { isStopword, stemToken, tokenize } from '@jenjang/domain';
import type { CvTarget } from './cv-document';
import { educationLabel, educationMeets, parseRequiredLevel } from './education';
import { HARD_SKILLS } from './skills';
import type { CvTermProfile, TermMatcher } from './term-matcher';

const MAX_KEYWORDS = 12;
const BM25_K1 = 1.2;

// Words of nearly every job ad: they say nothing about this job in particular.
// prettier-ignore
const COMMON_AD_WORDS = new Set([
  'pengalaman', 'kerja', 'bekerja', 'mampu', 'kemampuan', 'memiliki', 'minimal', 'tahun', 'tim',
  'team', 'baik', 'lulusan', 'pendidikan', 'kandidat', 'posisi', 'perusahaan', 'bersedia',
  'diutamakan', 'mencari', 'tanggung', 'jawab', 'kualifikasi', 'persyaratan', 'deskripsi',
  'pekerjaan', 'experience', 'years', 'year', 'work', 'working', 'ability', 'able', 'strong',
  'good', 'excellent', 'skills', 'skill', 'candidate', 'company', 'position', 'role',
  'requirements', 'responsibilities', 'job', 'description', 'preferred', 'plus', 'looking',
  'join', 'required', 'minimum', 'degree', 'knowledge', 'understanding', 'relevant', 'new',
  // The verbs an ad lists duties with, in both languages: the CV's own verbs differ by design.
  'menguasai', 'menyusun', 'membuat', 'melakukan', 'mengelola', 'memastikan', 'membantu',
  'menangani', 'mengerjakan', 'kami', 'dibutuhkan', 'dicari', 'manage', 'managing', 'ensure',
  'prepare', 'preparing', 'maintain', 'support', 'handle', 'handling', 'we',
]);

export type JobMatchFacts = {
  cv: CvTermProfile;
  educationFound: EducationLevel | null;
  yearsOfExperience: number;
};

type Keyword = { word: string; weight: number };

/** Target words by weight: saturating term frequency times a low weight for boilerplate. */
export function weightedKeywords(target: CvTarget): Keyword[] {
  const byStem = new Map<string, { word: string; count: number }>();
  for (const token of tokenize(`${target.title} ${target.title} ${target.text}`)) {
    if (token.length < 3 || /^\d+$/.test(token) || isStopword(token)) continue;
    const stem = stemToken(token);
    const entry = byStem.get(stem);
    if (entry) entry.count += 1;
    else byStem.set(stem, { word: token, count: 1 });
  }
  return [...byStem.entries()]
    .map(([stem, { word, count }]) => {
      const rarity = COMMON_AD_WORDS.has(word) || COMMON_AD_WORDS.has(stem) ? 0.15 : 1;
      return { word, weight: ((count * (BM25_K1 + 1)) / (count + BM25_K1)) * rarity };
    })
    .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
    .slice(0, MAX_KEYWORDS);
}

function targetSkills(target: CvTarget, matcher: TermMatcher): string[] {
  if (target.skills.length > 0) return target.skills;
  const ad = matcher.profile(`${target.title} ${target.text}`);
  const found: string[] = [];
  for (const skill of HARD_SKILLS) {
    if (ad.coverage(skill) < 1) continue;
    // "Akuntansi" and "Accounting" in a bilingual ad are one skill.
    if (found.some((f) => matcher.profile(f).coverage(skill) === 1)) continue;
    found.push(skill);
  }
  return found;
}

export function matchJob(target: CvTarget, matcher: TermMatcher, facts: JobMatchFacts): CvJobMatch {
  const skills = targetSkills(target, matcher);
  const matchedSkills = skills.filter(
    (skill) => facts.cv.coverage(skill) >= (skill.split(/\s+/).length >= 3 ? 0.67 : 1),
  );
  const missingSkills = skills.filter((skill) => !matchedSkills.includes(skill));
  const keywords = weightedKeywords(target);
  const matchedKeywords = keywords.filter((k) => facts.cv.has(k.word));
  const keywordWeight = keywords.reduce((sum, k) => sum + k.weight, 0);
  const keywordShare =
    keywordWeight === 0 ? 1 : matchedKeywords.reduce((sum, k) => sum + k.weight, 0) / keywordWeight;
  const skillShare = skills.length === 0 ? null : matchedSkills.length / skills.length;
  const titleMatches = facts.cv.coverage(target.title) >= 0.75;
  const required = parseRequiredLevel(target.education);
  const meetsRequired = educationMeets(facts.educationFound, required);
  const requiredYears = target.minYearsOfExperience;
  const experienceMeets = requiredYears === null || facts.yearsOfExperience >= requiredYears;
  const share =
    (skillShare === null ? keywordShare * 0.8 : skillShare * 0.5 + keywordShare * 0.3) +
    (titleMatches ? 0.1 : 0) +
    (meetsRequired ? 0.05 : 0) +
    (experienceMeets ? 0.05 : 0);
  return {
    matchRate: Math.round(Math.min(1, share) * 100),
    targetTitle: target.title,
    titleMatches,
    matchedSkills,
    missingSkills,
    matchedKeywords: matchedKeywords.map((k) => k.word),
    missingKeywords: keywords.filter((k) => !matchedKeywords.includes(k)).map((k) => k.word),
    education: {
      required: educationLabel(required),
      found: educationLabel(facts.educationFound),
      meets: meetsRequired,
    },
    experience: { requiredYears, foundYears: facts.yearsOfExperience, meets: experienceMeets },
  };
}
