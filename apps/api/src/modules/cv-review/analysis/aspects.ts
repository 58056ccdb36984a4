// The twelve aspects, each scored 0-100 from what the detectors found and what the sections
// hold, with one sentence in both languages. Overall impression blends the other eleven and
// takes off what hurts a CV as a whole (length, ATS-unreadable layout, hidden text, text aimed
// at the analyzer). A CV's own words never set a score: injected text only costs its penalty.
import type { CvDetector, CvFinding, CvReviewAspect, LocalizedText } from '@jenjang/domain';
import { CV_REVIEW_ASPECTS } from '@jenjang/domain';
import type { CvAnalysis } from './cv-document';

export type AspectFacts = {
  hasEmail: boolean;
  hasPhone: boolean;
  hasLinkedIn: boolean;
  hasPortfolioLink: boolean;
  skillItems: number;
  /** 0-1: how well the skills fit the target (or the best-fitting role). */
  skillRelevance: number;
  summaryWords: number;
  experienceLines: number;
  bulletCount: number;
  linesWithFigures: number;
  hasEducation: boolean;
  educationLevelFound: boolean;
  hasCertifications: boolean;
  hasGpa: boolean;
  organisationLines: number;
  yearsOfExperience: number;
  hasLanguages: boolean;
  hasProjects: boolean;
  hasAchievements: boolean;
  hasInterests: boolean;
  /** 0-100: the job match rate, or the best role's fit when there is no target; null: neither. */
  keywordFit: number | null;
  /** 0-100: the best career's fit; null when the portal gave no roles. */
  careerFit: number | null;
};

const ASPECT_OF: Record<CvDetector, CvReviewAspect> = {
  missingContact: 'contactInformation',
  malformedContact: 'contactInformation',
  noSummary: 'professionalSummary',
  dutiesWithoutResults: 'workExperience',
  weakVerbs: 'workExperience',
  noNumbers: 'achievements',
  passiveVoice: 'writingConsistency',
  spelling: 'writingConsistency',
  inconsistentDateFormats: 'writingConsistency',
  dateOverlap: 'writingConsistency',
  dateGap: 'writingConsistency',
  tooLong: 'overallImpression',
  tooShort: 'overallImpression',
  tables: 'overallImpression',
  columns: 'overallImpression',
  textInImages: 'overallImpression',
  hiddenText: 'overallImpression',
  promptInjection: 'overallImpression',
};

// How much each aspect counts in the overall impression.
const WEIGHTS: Record<Exclude<CvReviewAspect, 'overallImpression'>, number> = {
  contactInformation: 1,
  relevantSkills: 1,
  professionalSummary: 1,
  workExperience: 2,
  achievements: 1.5,
  educationAndCertification: 1,
  organisationalActivity: 0.5,
  writingConsistency: 1.5,
  additionalSections: 0.5,
  keywords: 1,
  careerRecommendation: 0.5,
};

// Points off the overall impression, once per detector however many lines it fired on.
const OVERALL_PENALTIES: Partial<Record<CvDetector, number>> = {
  tooLong: 8,
  tooShort: 15,
  tables: 6,
  columns: 6,
  textInImages: 15,
  hiddenText: 12,
  promptInjection: 15,
};

const SEVERITY_COST: Record<CvFinding['severity'], number> = { high: 2, medium: 1, low: 0.5 };
const MAX_NOTICED_COST = 10;

function clamp(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score)));
}

function count(findings: readonly CvFinding[], detector: CvDetector): number {
  return findings.filter((f) => f.detector === detector).length;
}

type Scored = { score: number; summary: LocalizedText };

function band(
  score: number,
  good: LocalizedText,
  fair: LocalizedText,
  poor: LocalizedText,
): LocalizedText {
  return score >= 80 ? good : score >= 60 ? fair : poor;
}

function scoreContact(f: AspectFacts, findings: readonly CvFinding[]): Scored {
  const malformed = count(findings, 'malformedContact');
  const score = clamp(
    100 - (f.hasEmail ? 0 : 35) - (f.hasPhone ? 0 : 35) - 20 * malformed - (f.hasLinkedIn ? 0 : 10),
  );
  return {
    score,
    summary: band(
      score,
      {
        idn: 'Email dan nomor telepon lengkap dan bisa dihubungi.',
        en: 'Email and phone are complete and reachable.',
      },
      {
        idn: 'Kontak utama ada, tetapi ada yang kurang atau perlu diperbaiki.',
        en: 'The main contact details are there, but something is missing or needs fixing.',
      },
      {
        idn: 'Perekrut sulit menghubungimu: kontak hilang atau salah tulis.',
        en: 'A recruiter would struggle to reach you: contact details are missing or mistyped.',
      },
    ),
  };
}

function scoreSkills(f: AspectFacts): Scored {
  const score =
    f.skillItems > 0
      ? clamp(40 + Math.min(30, f.skillItems * 5) + 30 * f.skillRelevance)
      : clamp(20 + 25 * f.skillRelevance);
  return {
    score,
    summary: band(
      score,
      {
        idn: `Bagian keahlian memuat ${f.skillItems} keahlian yang sesuai dengan posisi yang dituju.`,
        en: `The skills section lists ${f.skillItems} skills that fit the role you aim for.`,
      },
      {
        idn: 'Keahlian ada, tetapi belum cukup spesifik atau belum sesuai dengan posisi yang dituju.',
        en: 'Skills are listed but are not specific enough or do not match the role yet.',
      },
      {
        idn: 'Tidak ada bagian keahlian yang jelas; ATS mencari keahlian di sana.',
        en: 'There is no clear skills section, which is where an ATS looks for them.',
      },
    ),
  };
}

function scoreSummary(f: AspectFacts): Scored {
  const w = f.summaryWords;
  const score = w === 0 ? 15 : w < 15 ? 50 : w < 30 ? 72 : w <= 120 ? 95 : 75;
  return {
    score,
    summary:
      w === 0
        ? {
            idn: 'Belum ada ringkasan profesional di bagian atas CV.',
            en: 'There is no professional summary at the top of the CV.',
          }
        : band(
            score,
            {
              idn: `Ringkasan ${w} kata, cukup padat untuk dibaca sekilas.`,
              en: `A ${w}-word summary, tight enough to skim.`,
            },
            {
              idn: `Ringkasan ${w} kata; bisa lebih tajam tentang peran dan pencapaianmu.`,
              en: `A ${w}-word summary; it could say more sharply what you do and achieved.`,
            },
            {
              idn: `Ringkasan hanya ${w} kata, terlalu singkat untuk menjelaskan siapa kamu.`,
              en: `The summary is only ${w} words, too short to say who you are.`,
            },
          ),
  };
}

function scoreExperience(f: AspectFacts, findings: readonly CvFinding[]): Scored {
  const weak = count(findings, 'weakVerbs') + count(findings, 'dutiesWithoutResults');
  const score =
    f.experienceLines === 0
      ? 30
      : clamp(
          55 + Math.min(25, f.bulletCount * 4) + (count(findings, 'noNumbers') ? 0 : 20) - 9 * weak,
        );
  return {
    score,
    summary:
      f.experienceLines === 0
        ? {
            idn: 'Belum ada bagian pengalaman kerja; magang, freelance atau proyek pun layak ditulis.',
            en: 'There is no work experience section; internships, freelance work and projects all count.',
          }
        : band(
            score,
            {
              idn: 'Pengalaman ditulis sebagai pencapaian dengan kata kerja yang kuat.',
              en: 'Experience reads as achievements with strong verbs.',
            },
            experienceFairSummary(weak, count(findings, 'noNumbers') > 0),
            {
              idn: 'Pengalaman lebih banyak menyebut tugas daripada hasil kerja.',
              en: 'Experience lists duties rather than results.',
            },
          ),
  };
}

/** What holds a fair experience section back: weak bullets, no figures, or too few bullets. */
function experienceFairSummary(weak: number, noNumbers: boolean): LocalizedText {
  if (weak > 0) {
    return {
      idn: `${weak} poin pengalaman masih berupa tugas atau dibuka dengan kata kerja lemah.`,
      en: `${weak} experience ${weak === 1 ? 'bullet still reads' : 'bullets still read'} as duties or open${weak === 1 ? 's' : ''} with weak verbs.`,
    };
  }
  if (noNumbers) {
    return {
      idn: 'Pengalaman belum memuat angka: tambahkan jumlah, persentase atau nilai pada tiap peran.',
      en: 'The experience shows no figures: add counts, percentages or amounts to each role.',
    };
  }
  return {
    idn: 'Tambahkan 3–5 poin pencapaian pada tiap pengalaman.',
    en: 'Add 3–5 achievement bullets to each role.',
  };
}

function scoreAchievements(f: AspectFacts): Scored {
  const n = f.linesWithFigures;
  const score = clamp([20, 50, 65, 75, 85][n] ?? 95) + (f.hasAchievements ? 5 : 0);
  return {
    score: clamp(score),
    summary: band(
      clamp(score),
      {
        idn: `${n} pencapaian disertai angka yang bisa diukur.`,
        en: `${n} achievements come with measurable figures.`,
      },
      {
        idn: `Hanya ${n} pencapaian yang memakai angka; tambahkan lagi.`,
        en: `Only ${n} achievements use figures; add more.`,
      },
      {
        idn: 'Hampir tidak ada pencapaian yang diukur dengan angka.',
        en: 'Almost no achievement is measured with a figure.',
      },
    ),
  };
}

function scoreEducation(f: AspectFacts): Scored {
  const score = clamp(
    (f.hasEducation ? 55 : 20) +
      (f.educationLevelFound ? 20 : 0) +
      (f.hasCertifications ? 20 : 0) +
      (f.hasGpa ? 5 : 0),
  );
  return {
    score,
    summary: band(
      score,
      {
        idn: 'Pendidikan dan sertifikasi tertulis lengkap.',
        en: 'Education and certifications are complete.',
      },
      {
        idn: 'Pendidikan ada; sertifikasi atau pelatihan akan memperkuatnya.',
        en: 'Education is there; certifications or training would strengthen it.',
      },
      {
        idn: 'Riwayat pendidikan belum jelas (jenjang, jurusan, tahun).',
        en: 'Education is unclear (level, major, years).',
      },
    ),
  };
}

function scoreOrganisation(f: AspectFacts): Scored {
  const score =
    f.organisationLines > 0
      ? clamp(70 + Math.min(30, f.organisationLines * 6))
      : f.yearsOfExperience >= 3
        ? 65
        : 40;
  return {
    score,
    summary:
      f.organisationLines > 0
        ? {
            idn: 'Ada pengalaman organisasi atau kegiatan yang menunjukkan inisiatif.',
            en: 'Organisations or activities show initiative.',
          }
        : {
            idn: 'Tidak ada kegiatan organisasi atau relawan; bagi lulusan baru bagian ini penting.',
            en: 'No organisations or volunteering; for fresh graduates this section matters.',
          },
  };
}

function scoreWriting(findings: readonly CvFinding[]): Scored {
  const spelling = count(findings, 'spelling');
  const score = clamp(
    100 -
      Math.min(40, 8 * spelling) -
      Math.min(24, 6 * count(findings, 'passiveVoice')) -
      (count(findings, 'inconsistentDateFormats') ? 12 : 0) -
      Math.min(20, 10 * count(findings, 'dateOverlap')) -
      Math.min(16, 8 * count(findings, 'dateGap')),
  );
  return {
    score,
    summary: band(
      score,
      {
        idn: 'Tulisan konsisten dan bebas salah ketik.',
        en: 'Writing is consistent and free of typos.',
      },
      {
        idn: `Ada beberapa hal kecil: ${spelling} salah ketik, kalimat pasif atau format tanggal yang berbeda.`,
        en: `A few small things: ${spelling} typos, passive sentences or mixed date formats.`,
      },
      {
        idn: 'Banyak salah ketik, kalimat pasif atau tanggal yang tidak konsisten.',
        en: 'Many typos, passive sentences or inconsistent dates.',
      },
    ),
  };
}

function scoreAdditional(f: AspectFacts): Scored {
  const present = [
    f.hasLanguages,
    f.hasProjects,
    f.hasCertifications,
    f.hasAchievements,
    f.hasLinkedIn || f.hasPortfolioLink,
  ];
  const score = clamp(40 + 15 * present.filter(Boolean).length + (f.hasInterests ? 5 : 0));
  return {
    score,
    summary: band(
      score,
      {
        idn: 'Bagian tambahan (bahasa, proyek, sertifikasi, tautan) melengkapi profilmu.',
        en: 'Extra sections (languages, projects, certifications, links) round out your profile.',
      },
      {
        idn: 'Beberapa bagian tambahan ada; bahasa, proyek atau tautan portofolio bisa ditambahkan.',
        en: 'Some extra sections are there; languages, projects or a portfolio link could be added.',
      },
      {
        idn: 'Belum ada bagian tambahan seperti bahasa, proyek atau sertifikasi.',
        en: 'No extra sections such as languages, projects or certifications yet.',
      },
    ),
  };
}

function scoreKeywords(f: AspectFacts): Scored {
  // Without a target or roles to compare with, keywords live in the skills list and the summary.
  const score =
    f.keywordFit === null
      ? clamp(50 + Math.min(35, f.skillItems * 5) + (f.summaryWords > 0 ? 10 : 0))
      : clamp(35 + 0.7 * f.keywordFit);
  return {
    score,
    summary: band(
      score,
      {
        idn: 'Kata kunci CV sesuai dengan posisi yang dituju.',
        en: 'The CV’s keywords fit the role you aim for.',
      },
      {
        idn: 'Sebagian kata kunci posisi yang dituju belum muncul di CV.',
        en: 'Some keywords of the role you aim for are missing from the CV.',
      },
      {
        idn: 'Banyak kata kunci penting belum ada, sehingga ATS bisa melewatkan CV ini.',
        en: 'Many important keywords are missing, so an ATS may pass over this CV.',
      },
    ),
  };
}

function scoreCareer(f: AspectFacts): Scored {
  const base = f.careerFit ?? (f.summaryWords > 0 ? 60 : 45) + (f.skillItems > 0 ? 15 : 0);
  const score = clamp(f.careerFit === null ? base : 40 + 0.6 * base);
  return {
    score,
    summary: band(
      score,
      {
        idn: 'CV ini jelas mengarah ke satu jalur karier.',
        en: 'This CV clearly points at one career path.',
      },
      {
        idn: 'Arah karier terbaca, tetapi bisa dipertegas di ringkasan dan keahlian.',
        en: 'The career direction shows but could be sharper in the summary and skills.',
      },
      {
        idn: 'Sulit menebak posisi apa yang kamu tuju dari CV ini.',
        en: 'It is hard to tell from this CV which role you want.',
      },
    ),
  };
}

export function scoreAspects(
  facts: AspectFacts,
  findings: readonly CvFinding[],
): CvAnalysis['aspects'] {
  const scored: Record<Exclude<CvReviewAspect, 'overallImpression'>, Scored> = {
    contactInformation: scoreContact(facts, findings),
    relevantSkills: scoreSkills(facts),
    professionalSummary: scoreSummary(facts),
    workExperience: scoreExperience(facts, findings),
    achievements: scoreAchievements(facts),
    educationAndCertification: scoreEducation(facts),
    organisationalActivity: scoreOrganisation(facts),
    writingConsistency: scoreWriting(findings),
    additionalSections: scoreAdditional(facts),
    keywords: scoreKeywords(facts),
    careerRecommendation: scoreCareer(facts),
  };
  let weighted = 0;
  let totalWeight = 0;
  for (const [aspect, weight] of Object.entries(WEIGHTS) as [keyof typeof WEIGHTS, number][]) {
    weighted += scored[aspect].score * weight;
    totalWeight += weight;
  }
  const penalty = (Object.entries(OVERALL_PENALTIES) as [CvDetector, number][])
    .filter(([detector]) => count(findings, detector) > 0)
    .reduce((sum, [, points]) => sum + points, 0);
  // Each problem a reader would notice costs a little more, so a CV with many fixes to make
  // lands clearly below one with none even when its sections are complete.
  const noticed = findings
    .filter((f) => OVERALL_PENALTIES[f.detector] === undefined)
    .reduce((sum, f) => sum + SEVERITY_COST[f.severity], 0);
  const overall = clamp(weighted / totalWeight - penalty - Math.min(MAX_NOTICED_COST, noticed));
  const overallSummary = band(
    overall,
    {
      idn: 'CV yang kuat: jelas, terukur dan siap dibaca ATS.',
      en: 'A strong CV: clear, measurable and ready for an ATS.',
    },
    {
      idn: 'CV yang cukup baik; perbaikan di bawah akan membuatnya menonjol.',
      en: 'A fair CV; the fixes below will make it stand out.',
    },
    {
      idn: 'CV ini perlu banyak perbaikan sebelum dikirim.',
      en: 'This CV needs substantial work before you send it.',
    },
  );
  const all: Record<CvReviewAspect, Scored> = {
    overallImpression: { score: overall, summary: overallSummary },
    ...scored,
  };
  return CV_REVIEW_ASPECTS.map((aspect) => ({
    aspect,
    locked: false as const,
    score: all[aspect].score,
    summary: all[aspect].summary,
    findings: findings.filter((f) => ASPECT_OF[f.detector] === aspect),
  }));
}
