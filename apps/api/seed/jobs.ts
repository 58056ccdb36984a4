// Generates the demo job postings: believable Indonesian job-board titles, salaries in rupiah by
// role, seniority and city, bilingual sanitised HTML (<p>, <ul><li>, <strong> only), and dates
// relative to a given `now`. Each company posts what its hiring plan says (data/employers.ts),
// with titles that fit it (data/title-fit.ts), pay periods that fit the work (data/pay-periods.ts)
// and publication times spread like a real board's (publication-times.ts). Everything is drawn
// from the seed, so the same seed and `now` give the same postings.
import {
  CITIES,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type SalaryType,
  type WorkplaceType,
} from '@jenjang/domain';
import type { jobs } from '../src/modules/jobs/jobs.schema';
import { cityName, joinWords, type GeneratedCompany } from './companies';
import { BENEFIT_WORDS, EDUCATION_WORDS } from './data/labels';
import { HIRING_PLANS, type HiringPlan } from './data/employers';
import { CASUAL_PAY } from './data/pay-periods';
import { fittingTitles } from './data/title-fit';
import {
  CATEGORIES,
  ROLES,
  type CategoryDef,
  type Level,
  type Pair,
  type RoleDef,
} from './data/roles';
import { createPublicationClock } from './publication-times';
import { createRng, deriveSeed, toKebab, type Rng } from './random';

type NewJob = typeof jobs.$inferInsert;

/** A job row without its database references, which the seeder resolves by slug. */
export type GeneratedJob = Omit<NewJob, 'id' | 'companyId' | 'jobRoleId'> & {
  companySlug: string;
  roleSlug: string;
  slug: string;
  status: 'open' | 'closed';
  employmentTypes: EmploymentType[];
  workplaceType: WorkplaceType;
  salaryType: SalaryType;
  publishedAt: Date;
};

export type GenerateJobsOptions = {
  now: Date;
  seed: number;
  companies: readonly GeneratedCompany[];
  /** Open postings with a deadline 14-90 days ahead. */
  openCount?: number;
  /** Postings with status 'closed'. */
  closedCount?: number;
  /** Postings still marked 'open' whose deadline has passed (the API must hide them). */
  expiredCount?: number;
};

export const DEFAULT_JOB_COUNTS = { openCount: 1640, closedCount: 60, expiredCount: 40 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Calendar date in Asia/Jakarta (UTC+7, no daylight saving) `days` after `now`, as 'YYYY-MM-DD'. */
export function wibDate(now: Date, days = 0): string {
  return new Date(now.getTime() + WIB_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

// Where postings are: the big five get most of them, every city gets some.
const CITY_WEIGHTS: Record<number, number> = {
  49180: 22, // Jakarta
  265: 10, // Surabaya
  179: 9, // Bandung
  272: 8, // Tangerang
  181: 7, // Bekasi
  185: 5, // Depok
  182: 4, // Bogor
  220: 5, // Semarang
  227: 5, // Yogyakarta
  51: 5, // Medan
  49183: 4, // Bali
  282: 2.5, // Denpasar
  261: 3, // Malang
  420: 4, // Makassar
  114: 3.5, // Palembang
  384: 1.5, // Manado
  139: 1.5, // Bandar Lampung
  184: 1.5, // Cirebon
};

/**
 * The spec's role-by-city landing pages (section 2, "role-by-city pages"): each pair gets at least
 * one open posting, from a company that hires for the role and works in the city.
 */
const LANDING_ROLES = [
  'digital-marketing',
  'seo-specialist',
  'social-media-specialist',
  'content-writer',
  'data-analyst',
  'graphic-designer',
  'software-engineer',
  'customer-service',
  'admin',
  'hr-generalist',
] as const;
// Jakarta, Bandung, Surabaya, Yogyakarta, Medan, Bali, Makassar, Semarang, Palembang, Bekasi,
// Tangerang, Depok.
const LANDING_CITIES = [49180, 179, 265, 227, 51, 49183, 420, 220, 114, 181, 272, 185] as const;
const LANDING_PAIRS = LANDING_ROLES.flatMap((role) =>
  LANDING_CITIES.map((cityId) => ({ role, cityId })),
);

/** Pay relative to Jakarta, and the lowest full-time monthly pay offered (around the local minimum wage). */
const CITY_PAY: Record<number, readonly [factor: number, floor: number]> = {
  49180: [1, 5_000_000],
  272: [0.95, 4_800_000],
  181: [0.95, 5_000_000],
  185: [0.92, 4_800_000],
  182: [0.9, 4_700_000],
  265: [0.92, 4_700_000],
  179: [0.88, 4_200_000],
  49183: [0.85, 3_200_000],
  282: [0.85, 3_200_000],
  220: [0.82, 3_400_000],
  227: [0.78, 2_700_000],
  261: [0.8, 3_400_000],
  51: [0.82, 3_800_000],
  420: [0.82, 3_700_000],
  384: [0.8, 3_800_000],
  139: [0.78, 3_100_000],
  184: [0.75, 2_800_000],
  114: [0.8, 3_700_000],
};

const LEVEL_PAY: Record<Level, number> = { junior: 0.75, mid: 1, senior: 1.6, lead: 2.3 };
const LEVEL_WEIGHTS: Record<Level, number> = { junior: 35, mid: 35, senior: 20, lead: 10 };
/** Office work: on staff or on contract, interns too; part time and freelance only where a role's mix says so. */
const DEFAULT_EMPLOYMENT: Record<EmploymentType, number> = {
  fullTime: 72,
  contract: 20,
  internship: 8,
  partTime: 0,
  freelance: 0,
};
/** [remote, hybrid] chances by a role's remote-friendliness, for digital employers. */
const DIGITAL_WORKPLACE: Record<RoleDef['remote'], readonly [number, number]> = {
  0: [0, 0],
  1: [0.1, 0.25],
  2: [0.32, 0.36],
  3: [0.5, 0.34],
};
/** The same for offices that let people work from home now and then. */
const OFFICE_WORKPLACE: Record<RoleDef['remote'], readonly [number, number]> = {
  0: [0, 0],
  1: [0, 0.15],
  2: [0.05, 0.3],
  3: [0.12, 0.35],
};
/** Head-count bands of small employers: no senior or lead hires, few interns. */
const SMALL_SIZES = new Set(['1-10', '11-50']);
/** Hours in a month of full-time work, to turn a monthly band into an hourly or daily rate. */
const HOURS_PER_MONTH = 173;
const DAYS_PER_MONTH = 22;

const TRAITS: readonly Pair[] = [
  ['teliti dan proaktif', 'detail-oriented and proactive'],
  ['komunikatif dan siap belajar', 'communicative and eager to learn'],
  ['berorientasi pada hasil', 'results-driven'],
  ['jujur dan bertanggung jawab', 'honest and responsible'],
  ['kreatif dan solutif', 'creative and solution-minded'],
];

const CATEGORY_BY_SLUG = new Map<string, CategoryDef>(CATEGORIES.map((c) => [c.slug, c]));

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const p = (text: string) => `<p>${text}</p>`;
const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const strong = (text: string) => `<strong>${escapeHtml(text)}</strong>`;

/** "a" or "an" before an English noun phrase (good enough for job titles: "an HR", "a UI/UX"). */
function article(phrase: string): string {
  const word = phrase.split(/[\s/(]/)[0] ?? '';
  if (/^[A-Z]{2,}$/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^[aeio]/i.test(word) || /^(un|ul)/i.test(word) ? 'an' : 'a';
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

type Context = {
  rng: Rng;
  role: RoleDef;
  category: CategoryDef;
  company: GeneratedCompany;
  level: Level;
  employment: EmploymentType;
  workplace: WorkplaceType;
  cityId: number;
};

function planOf(company: GeneratedCompany): HiringPlan {
  return HIRING_PLANS[company.kind];
}

function pickEmployment(rng: Rng, role: RoleDef, company: GeneratedCompany): EmploymentType {
  const weights = role.employment ? zeroed(role.employment) : { ...DEFAULT_EMPLOYMENT };
  if (!role.levels.includes('junior')) {
    // Supervisors and managers are hired on staff.
    weights.internship = 0;
    weights.partTime = 0;
    weights.freelance = 0;
  }
  if (SMALL_SIZES.has(company.size)) weights.internship *= 0.3;
  return rng.weighted(EMPLOYMENT_TYPES.map((type) => [type, weights[type]] as const));
}

function zeroed(weights: Partial<Record<EmploymentType, number>>): Record<EmploymentType, number> {
  return {
    fullTime: weights.fullTime ?? 0,
    contract: weights.contract ?? 0,
    internship: weights.internship ?? 0,
    partTime: weights.partTime ?? 0,
    freelance: weights.freelance ?? 0,
  };
}

/**
 * On site, hybrid or remote: by the employer's way of working and the role's remote-friendliness.
 * Part-time and freelance work is never hybrid (no office days to split): it is done where the
 * work is, or from home.
 */
function pickWorkplace(
  rng: Rng,
  role: RoleDef,
  employment: EmploymentType,
  company: GeneratedCompany,
): WorkplaceType {
  const plan = planOf(company);
  if (role.alwaysRemote) return 'remote';
  if (plan.workplace === 'onSite') return 'onSite';
  const chances = plan.workplace === 'digital' ? DIGITAL_WORKPLACE : OFFICE_WORKPLACE;
  const [baseRemote, hybrid] = chances[role.remote];
  let remote = baseRemote;
  if (employment === 'internship') remote *= 0.5;
  const casual = employment === 'partTime' || employment === 'freelance';
  if (casual && role.remote >= 2) remote = Math.min(0.85, remote + hybrid);
  const roll = rng.next();
  if (roll < remote) return 'remote';
  if (!casual && roll < remote + hybrid) return 'hybrid';
  return 'onSite';
}

function pickLevel(
  rng: Rng,
  role: RoleDef,
  employment: EmploymentType,
  company: GeneratedCompany,
): Level {
  if (employment === 'internship') return 'junior';
  // Part-time and freelance work is offered at junior and mid level, and so is every job of a
  // small employer.
  const staffOnly =
    employment === 'partTime' || employment === 'freelance' || SMALL_SIZES.has(company.size);
  const levels = role.levels.filter((level) => !staffOnly || level === 'junior' || level === 'mid');
  return rng.weighted(
    (levels.length > 0 ? levels : role.levels.slice(0, 1)).map(
      (level) => [level, LEVEL_WEIGHTS[level]] as const,
    ),
  );
}

function buildTitle(ctx: Context, year: number): string {
  const { rng, role, level, employment, workplace, cityId, company } = ctx;
  // A title that says "online" or "remote" only for remote work.
  const fits = (list: readonly string[] | undefined) =>
    fittingTitles(list ?? [], company.kind).filter(
      (t) => workplace === 'remote' || !/\b(online|remote)\b/i.test(t),
    );
  const titles = fits(role.titles);
  const plainTitles = fits(role.plainTitles);
  if (titles.length === 0 && plainTitles.length === 0) {
    throw new Error(`no title of ${role.slug} fits a ${company.kind}`);
  }
  // Plain titles ("Staff Accounting") are staff titles: seniors and leads get a prefixed one.
  const senior = level === 'senior' || level === 'lead';
  const usePrefixed = titles.length > 0 && (plainTitles.length === 0 || senior || rng.chance(0.75));
  let title = rng.pick(usePrefixed ? titles : plainTitles);
  title = title.replace('{year}', String(year));

  if (employment === 'internship') {
    return rng.chance(0.5) ? `Magang ${title}` : `${title} Intern`;
  }
  if (usePrefixed) {
    if (level === 'junior' && rng.chance(0.6)) title = `${role.juniorPrefix ?? 'Junior'} ${title}`;
    if (level === 'senior') title = `Senior ${title}`;
    if (level === 'lead') title = `Lead ${title}`;
  }
  // One bracketed note per title at most: "Barista (Part Time)", not "Barista (Shift) (Part Time)".
  const note = (text: string) =>
    title.includes('(') ? `${title} - ${text}` : `${title} (${text})`;
  if (employment === 'freelance' && rng.chance(0.7)) title = `Freelance ${title}`;
  else if (employment === 'partTime' && rng.chance(0.6)) title = note('Part Time');
  else if (employment === 'contract' && rng.chance(0.3)) title = note('Kontrak');
  else if (workplace === 'remote' && rng.chance(0.3)) title = note('Remote');
  if (workplace === 'onSite' && !title.includes(' - ') && rng.chance(0.12)) {
    title = `${title} - ${cityName(cityId)}`;
  }
  return title;
}

function buildSalary(ctx: Context): {
  salaryType: SalaryType;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryShown: boolean;
} {
  const { rng, role, level, employment, cityId } = ctx;
  const casualPay = CASUAL_PAY[role.slug] ?? {};
  const period: SalaryType =
    employment === 'partTime'
      ? (casualPay.partTime ?? 'monthly')
      : employment === 'freelance'
        ? (casualPay.freelance ?? 'project')
        : 'monthly';
  // An undisclosed salary keeps the period the work is paid by.
  if (rng.chance(0.07)) {
    return { salaryType: period, salaryMin: null, salaryMax: null, salaryShown: false };
  }
  const shown = rng.chance(0.85);
  const [factor, floor] = CITY_PAY[cityId] ?? [0.8, 3_000_000];
  const [bandMin, bandMax] = role.salary;

  if (employment === 'internship') {
    const min = rng.pick([1_500_000, 2_000_000, 2_500_000, 3_000_000]) * (factor > 0.9 ? 1.2 : 1);
    const max = min + rng.pick([500_000, 1_000_000, 1_500_000]);
    return {
      salaryType: 'monthly',
      salaryMin: roundTo(min, 100_000),
      salaryMax: roundTo(max, 100_000),
      salaryShown: shown,
    };
  }
  const rate = (casualPay.rateFactor ?? 1) * factor * LEVEL_PAY[level] * bandMin * 1_000_000;
  if (period === 'hourly' || period === 'daily') {
    const step = period === 'hourly' ? 1_000 : 10_000;
    const min = roundTo(rate / (period === 'hourly' ? HOURS_PER_MONTH : DAYS_PER_MONTH), step);
    return {
      salaryType: period,
      salaryMin: min,
      salaryMax: roundTo(min * rng.float(1.2, 1.6), step),
      salaryShown: shown,
    };
  }
  if (period === 'project') {
    const min = roundTo(bandMin * 1_000_000 * LEVEL_PAY[level] * rng.float(0.2, 0.35), 50_000);
    return {
      salaryType: 'project',
      salaryMin: min,
      salaryMax: roundTo(min * rng.float(1.5, 3), 50_000),
      salaryShown: shown,
    };
  }

  const jitter = rng.float(0.9, 1.12);
  const scale = LEVEL_PAY[level] * factor * jitter * 1_000_000;
  const share = employment === 'partTime' ? 0.55 : employment === 'freelance' ? 0.8 : 1;
  let min = roundTo(bandMin * scale * share, 250_000);
  let max = roundTo(bandMax * scale * share, 250_000);
  if (employment === 'fullTime' || employment === 'contract') min = Math.max(min, floor);
  max = Math.min(Math.max(max, min + 500_000), 80_000_000);
  min = Math.min(min, max);
  return { salaryType: 'monthly', salaryMin: min, salaryMax: max, salaryShown: shown };
}

function experienceLevels(
  rng: Rng,
  role: RoleDef,
  level: Level,
  employment: EmploymentType,
): number[] {
  if (employment === 'internship')
    return rng.pick([
      [0, 3, 4],
      [3, 4, 8],
      [2, 3, 4, 8],
    ]);
  switch (level) {
    case 'junior':
      return role.levels.length === 1 || role.salary[0] < 5 ? [0, 5, 8] : [0, 5];
    case 'mid':
      return [5, 6];
    case 'senior':
      return [6, 7];
    case 'lead':
      return [7];
  }
}

/** What a freelance posting says about its terms, by how the work is paid. */
const FREELANCE_TERMS: Partial<Record<SalaryType, Pair>> & { project: Pair } = {
  project: [
    'Sistem kerja freelance per proyek dengan jadwal fleksibel.',
    'Freelance, paid per project, with a flexible schedule.',
  ],
  daily: [
    'Sistem kerja freelance dengan bayaran harian sesuai jadwal yang disepakati.',
    'Freelance, paid by the day, on the days agreed.',
  ],
  hourly: [
    'Sistem kerja freelance dibayar per jam, dengan jadwal yang bisa kamu atur.',
    'Freelance, paid by the hour, on a schedule you set.',
  ],
};

function buildTexts(
  ctx: Context,
  title: string,
  skills: readonly string[],
  urgent: boolean,
  salaryType: SalaryType,
): Pick<
  NewJob,
  | 'descriptionId'
  | 'descriptionEn'
  | 'responsibilitiesId'
  | 'responsibilitiesEn'
  | 'requirementsId'
  | 'requirementsEn'
> {
  const { rng, role, category, company, level, employment, workplace, cityId } = ctx;
  const city = escapeHtml(cityName(cityId));
  const [teamId, teamEn] = category.team;
  const [traitId, traitEn] = rng.pick(TRAITS);
  const t = strong(title);
  const c = strong(company.name);

  const intros: readonly Pair[] = [
    [
      `${c} sedang mencari ${t} untuk bergabung dengan tim ${teamId} kami di ${city}.`,
      `${c} is looking for ${article(title)} ${t} to join our ${teamEn} team in ${city}.`,
    ],
    [
      `Kami membuka kesempatan bagi kamu untuk berkembang sebagai ${t} di ${c}.`,
      `Here is your chance to grow as ${article(title)} ${t} at ${c}.`,
    ],
    [
      `Bergabunglah bersama ${c}! Saat ini kami membutuhkan ${t} yang ${traitId} untuk memperkuat tim ${teamId}.`,
      `Join ${c}! We need ${article(title)} ${t} who is ${traitEn} to strengthen our ${teamEn} team.`,
    ],
    [
      `Apakah kamu ${traitId} dan ingin berkarier sebagai ${t}? ${c} menanti kamu di tim ${teamId}.`,
      `Are you ${traitEn} and looking for a career as ${article(title)} ${t}? ${c} wants you in its ${teamEn} team.`,
    ],
  ];
  const [introId, introEn] = rng.pick(intros);

  const workplaces: Record<WorkplaceType, Pair> = {
    remote: [
      'Posisi ini bersifat <strong>remote</strong>, sehingga kamu dapat bekerja dari mana saja di Indonesia.',
      'This is a <strong>remote</strong> role: you can work from anywhere in Indonesia.',
    ],
    hybrid: [
      `Posisi ini menerapkan sistem kerja <strong>hybrid</strong>: ${rng.pick(['3', '2'])} hari di kantor ${city}, sisanya dari rumah.`,
      `This role is <strong>hybrid</strong>: some days at our ${city} office, the rest from home.`,
    ],
    onSite: [`Penempatan kerja di ${city}.`, `The role is based in ${city}.`],
  };
  const employments: Record<EmploymentType, readonly Pair[]> = {
    fullTime: [
      [
        'Status karyawan tetap setelah masa percobaan 3 bulan.',
        'Permanent employment after a three-month probation.',
      ],
      ['Posisi penuh waktu, Senin sampai Jumat.', 'Full-time position, Monday to Friday.'],
    ],
    contract: [
      [
        'Kontrak awal 12 bulan dengan peluang perpanjangan atau pengangkatan.',
        'An initial 12-month contract, with the chance of renewal or a permanent role.',
      ],
      ['Kontrak 6 bulan dan dapat diperpanjang.', 'A renewable six-month contract.'],
    ],
    internship: [
      [
        'Program magang 3–6 bulan dengan uang saku, mentor, dan sertifikat.',
        'A three-to-six-month internship with an allowance, a mentor and a certificate.',
      ],
    ],
    partTime: [
      [
        'Jam kerja paruh waktu yang fleksibel, cocok untuk mahasiswa.',
        'Flexible part-time hours that suit students.',
      ],
    ],
    freelance: [FREELANCE_TERMS[salaryType] ?? FREELANCE_TERMS.project],
  };
  const [placeId, placeEn] = workplaces[workplace];
  const [empId, empEn] = rng.pick(employments[employment]);

  const perks = rng.pickMany(company.benefits, rng.int(3, 5)).map((b) => BENEFIT_WORDS[b]);
  const formal = employment === 'fullTime' || employment === 'contract';
  const perksId = [
    ...(formal ? ['BPJS Kesehatan & Ketenagakerjaan'] : []),
    ...perks.map((w) => w[0]),
  ];
  const perksEn = [
    ...(formal ? ['BPJS health and employment cover'] : []),
    ...perks.map((w) => w[1]),
  ];

  const descriptionId = [
    p(introId),
    p(escapeHtml(company.about[0])),
    p(`${placeId} ${empId}`),
    urgent
      ? p(
          '<strong>Dibutuhkan segera</strong>: proses seleksi cepat dan bisa langsung mulai bekerja.',
        )
      : '',
    p(`<strong>Benefit:</strong> ${escapeHtml(joinWords(perksId, 'dan', true))}.`),
  ].join('');
  const descriptionEn = [
    p(introEn),
    p(escapeHtml(company.about[1])),
    p(`${placeEn} ${empEn}`),
    urgent
      ? p('<strong>Urgently needed</strong>: a fast hiring process and an immediate start.')
      : '',
    p(`<strong>Benefits:</strong> ${escapeHtml(joinWords(perksEn, 'and'))}.`),
  ].join('');

  const duties = [...rng.pickMany(role.duties, 3), ...rng.pickMany(category.duties, rng.int(1, 2))];

  const requirements: Pair[] = [];
  const minEdu = Math.min(...role.edu);
  const [majorId, majorEn] = category.major;
  const [eduId, eduEn] = EDUCATION_WORDS[minEdu] ??
    EDUCATION_WORDS[0] ?? ['SMA/SMK', 'high school'];
  if (employment === 'internship') {
    requirements.push([
      `Mahasiswa tingkat akhir atau fresh graduate ${majorId}`,
      `Final-year student or recent graduate in ${majorEn}`,
    ]);
  } else if (minEdu >= 3) {
    requirements.push([
      `Pendidikan minimal ${eduId} ${majorId}`,
      `At least ${eduEn} in ${majorEn}`,
    ]);
  } else {
    requirements.push([`Pendidikan minimal ${eduId}`, `At least ${eduEn}`]);
  }
  const experience: Record<Level, Pair> = {
    junior:
      role.levels.length === 1 || role.salary[0] < 5
        ? [
            'Terbuka untuk fresh graduate, tidak wajib berpengalaman',
            'Fresh graduates welcome; no experience needed',
          ]
        : [
            'Pengalaman 0–2 tahun; fresh graduate dipersilakan melamar',
            '0–2 years of experience; fresh graduates are welcome to apply',
          ],
    mid: [
      `Pengalaman minimal 2 tahun sebagai ${role.nameId} atau posisi serupa`,
      `At least 2 years of experience as ${article(role.nameEn)} ${role.nameEn} or in a similar role`,
    ],
    senior: [
      'Pengalaman minimal 5 tahun di bidang terkait',
      'At least 5 years of relevant experience',
    ],
    lead: [
      'Pengalaman minimal 7 tahun, termasuk memimpin tim',
      'At least 7 years of experience, including leading a team',
    ],
  };
  if (employment !== 'internship') requirements.push(experience[level]);
  requirements.push([
    `Menguasai ${joinWords(skills.slice(0, 3), 'dan', true)}`,
    `Skilled in ${joinWords(skills.slice(0, 3), 'and')}`,
  ]);
  if (skills.length > 3) {
    requirements.push([
      `Familiar dengan ${joinWords(skills.slice(3), 'dan', true)} menjadi nilai tambah`,
      `Familiarity with ${joinWords(skills.slice(3), 'and')} is a plus`,
    ]);
  }
  requirements.push(...rng.pickMany(category.requirements, rng.int(1, 2)));
  if (workplace === 'remote') {
    requirements.push([
      'Memiliki laptop dan koneksi internet yang stabil',
      'Your own laptop and a stable internet connection',
    ]);
  } else if (workplace === 'hybrid') {
    requirements.push([
      `Bersedia datang ke kantor ${city} sesuai jadwal`,
      `Able to come to the ${city} office as scheduled`,
    ]);
  } else if (rng.chance(0.5)) {
    requirements.push([
      `Domisili ${city} dan sekitarnya diutamakan`,
      `Living in or near ${city} is preferred`,
    ]);
  }
  if (employment === 'partTime') {
    requirements.push([
      'Dapat bekerja minimal 20 jam per minggu',
      'Available at least 20 hours a week',
    ]);
  } else if (employment === 'internship') {
    requirements.push(['Bersedia magang minimal 3 bulan', 'Available for at least 3 months']);
  }

  const list = (items: readonly Pair[], lang: 0 | 1) =>
    ul(items.map((pair) => escapeHtml(pair[lang])));
  return {
    descriptionId,
    descriptionEn,
    responsibilitiesId: list(duties, 0),
    responsibilitiesEn: list(duties, 1),
    requirementsId: list(requirements, 0),
    requirementsEn: list(requirements, 1),
  };
}

type Kind = 'open' | 'closed' | 'expired';

/** Whether the role is ever offered part time (its employment mix). */
function offersPartTime(role: RoleDef): boolean {
  return (
    (role.employment?.partTime ?? DEFAULT_EMPLOYMENT.partTime) > 0 && role.levels.includes('junior')
  );
}

/** Companies that can post in a city: their own, or any city when they hire across the country. */
function postsIn(company: GeneratedCompany, cityId: number): boolean {
  return planOf(company).reach === 'national' || company.cityId === cityId;
}

/** The demo postings. */
export function generateJobs(options: GenerateJobsOptions): GeneratedJob[] {
  return [...iterateJobs(options)];
}

/**
 * The same postings one at a time, for large volumes (benchmarks with 100k or 1M jobs) that should
 * not sit in memory at once. Slugs stay unique across the whole run.
 */
export function* iterateJobs(options: GenerateJobsOptions): Generator<GeneratedJob> {
  const { now, companies } = options;
  const openCount = options.openCount ?? DEFAULT_JOB_COUNTS.openCount;
  const closedCount = options.closedCount ?? DEFAULT_JOB_COUNTS.closedCount;
  const expiredCount = options.expiredCount ?? DEFAULT_JOB_COUNTS.expiredCount;
  if (companies.length === 0) throw new Error('generateJobs needs companies');
  const rng = createRng(deriveSeed(options.seed, 2));
  // A "Management Trainee Program 2026" opens late in the year for the next year's batch.
  const wibNow = new Date(now.getTime() + WIB_OFFSET_MS);
  const programYear = wibNow.getUTCFullYear() + (wibNow.getUTCMonth() >= 9 ? 1 : 0);

  const roleEntries = ROLES.map((role) => [role, role.weight] as const);
  const roleBySlug = new Map(ROLES.map((role) => [role.slug, role]));
  const companiesByRole = new Map(
    ROLES.map((role) => [
      role.slug,
      companies
        .map((c) => [c, c.hiringWeight * (planOf(c).roles[role.slug] ?? 0)] as const)
        .filter(([, weight]) => weight > 0),
    ]),
  );
  const cityEntries = CITIES.map(
    (c) => [c.id as number, Math.sqrt(CITY_WEIGHTS[c.id] ?? 1)] as const,
  );
  const clock = createPublicationClock(now, createRng(deriveSeed(options.seed, 3)));

  const slugs = new Set<string>();
  const total = openCount + closedCount + expiredCount;

  for (let i = 0; i < total; i++) {
    const kind: Kind = i < openCount ? 'open' : i < openCount + closedCount ? 'closed' : 'expired';

    // Pick the role by popularity, then a company that would post it. The first open postings
    // cover every role, then every city twice (a company there and a role it hires for, the
    // second time part time: the spec's "part time in many cities" pages), so any seed gives a
    // complete catalogue; the rest follow the weights.
    const forced = i - ROLES.length;
    const pair =
      kind === 'open' && forced >= CITIES.length * 2
        ? (LANDING_PAIRS[forced - CITIES.length * 2] ?? null)
        : null;
    const pairEmployers = pair
      ? (companiesByRole.get(pair.role) ?? []).filter(([c]) => postsIn(c, pair.cityId))
      : [];
    const forcedCity =
      kind === 'open' && forced >= 0 && forced < CITIES.length * 2
        ? (CITIES[forced % CITIES.length] as (typeof CITIES)[number]).id
        : pairEmployers.length > 0
          ? (pair?.cityId ?? null)
          : null;
    const forcedPartTime = forcedCity !== null && forced >= CITIES.length && !pair;
    let role: RoleDef;
    let company: GeneratedCompany;
    if (pair && pairEmployers.length > 0) {
      role = roleBySlug.get(pair.role) as RoleDef;
      company = rng.weighted(pairEmployers);
    } else if (forcedCity !== null) {
      const plannedRoles = (c: GeneratedCompany) =>
        Object.entries(planOf(c).roles).flatMap(([slug, weight]) => {
          const planned = roleBySlug.get(slug);
          if (!planned) throw new Error(`the plan of ${c.kind} names unknown role ${slug}`);
          const fits = !forcedPartTime || offersPartTime(planned);
          return fits ? [[planned, weight * planned.weight] as const] : [];
        });
      company = rng.weighted(
        companies
          .filter((c) => postsIn(c, forcedCity) && plannedRoles(c).length > 0)
          .map((c) => [c, c.hiringWeight] as const),
      );
      role = rng.weighted(plannedRoles(company));
    } else {
      role =
        kind === 'open' && i < ROLES.length ? (ROLES[i] as RoleDef) : rng.weighted(roleEntries);
      const employers = companiesByRole.get(role.slug) ?? [];
      if (employers.length === 0) throw new Error(`no company posts ${role.slug}`);
      company = rng.weighted(employers);
    }
    const category = CATEGORY_BY_SLUG.get(role.category);
    if (!category) throw new Error(`role ${role.slug} has unknown category ${role.category}`);

    const employment = forcedPartTime ? 'partTime' : pickEmployment(rng, role, company);
    const workplace = pickWorkplace(rng, role, employment, company);
    const cityId =
      forcedCity ??
      (planOf(company).reach === 'local' || rng.chance(0.35)
        ? company.cityId
        : rng.weighted(cityEntries));
    const level = pickLevel(rng, role, employment, company);
    const ctx: Context = { rng, role, category, company, level, employment, workplace, cityId };

    const title = buildTitle(ctx, programYear);
    let slug = `${toKebab(title)}-${rng.hex(6)}`;
    while (slugs.has(slug)) slug = `${toKebab(title)}-${rng.hex(6)}`;
    slugs.add(slug);

    // One employment type, or "full time or contract": never part time and freelance at once.
    const employmentTypes: EmploymentType[] = [employment];
    if (employment === 'fullTime' && rng.chance(0.06)) employmentTypes.push('contract');

    const salary = buildSalary(ctx);
    const skills = rng.pickMany(role.skills, rng.int(3, Math.min(6, role.skills.length)));
    const urgent = rng.chance(kind === 'open' ? 0.12 : 0.05);
    const texts = buildTexts(ctx, title, skills, urgent, salary.salaryType);

    // Dates: open postings spread like a real board's; the others were published a while ago.
    let publishedAt: Date;
    let deadline: string;
    if (kind === 'open') {
      publishedAt = clock.openPosting(title);
      // Open for one to three months from publication, and at least a few more days.
      const closes = wibDate(publishedAt, rng.int(30, 90));
      const soonest = wibDate(now, rng.int(3, 14));
      deadline = closes > soonest ? closes : soonest;
    } else if (kind === 'closed') {
      const ageMinutes = rng.int(15 * 24 * 60, 60 * 24 * 60);
      publishedAt = new Date(now.getTime() - ageMinutes * 60_000 - rng.int(0, 59) * 1000);
      deadline = wibDate(publishedAt, rng.int(14, 30));
    } else {
      const ageMinutes = rng.int(40 * 24 * 60, 60 * 24 * 60 - 1);
      publishedAt = new Date(now.getTime() - ageMinutes * 60_000 - rng.int(0, 59) * 1000);
      deadline = wibDate(now, -rng.int(1, 20));
    }
    const ageDays = (now.getTime() - publishedAt.getTime()) / DAY_MS;

    const applicantCount =
      kind === 'closed'
        ? rng.int(40, 1200)
        : rng.chance(0.28)
          ? rng.int(0, 9)
          : Math.round(10 + Math.pow(rng.next(), 2.2) * 900 * (0.4 + ageDays / 60));

    const external = rng.chance(0.15);
    yield {
      slug,
      companySlug: company.slug,
      roleSlug: role.slug,
      role: title,
      cityId,
      employmentTypes,
      workplaceType: workplace,
      ...salary,
      lastEducations: [...role.edu],
      experienceLevels: experienceLevels(rng, role, level, employment),
      skills,
      ...texts,
      applicationType: external ? 'external' : 'easyApply',
      externalUrl: external ? `https://careers.${company.slug}.example.id/jobs/${slug}` : null,
      urgentlyNeeded: urgent,
      applicantCount,
      status: kind === 'closed' ? 'closed' : 'open',
      publishedAt,
      deadline,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  }
}
