// The demo postings as a recruiter would read them (issue 22): each company hires for roles of its
// trade, pay periods, employment and workplace types fit the work, publication times spread like
// a real board, and every company has its own logo. Pure: the generator only, no database.
import { CITIES, RELATIVE_TIME_MAX_DAYS, companyMark, wibDateOf } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { HIRING_PLANS } from './data/employers';
import { CATEGORIES, ROLES } from './data/roles';
import { TITLE_FIT, fittingTitles } from './data/title-fit';
import type { GeneratedCompany } from './companies';
import type { GeneratedJob } from './jobs';
import { generateDemoData } from './seed-demo-data';

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;
// A weekday morning, a Sunday night, a Monday just after midnight and the turn of the year (WIB):
// the properties hold whenever the demo is seeded.
const NOWS = [
  new Date('2026-11-24T02:30:00Z'),
  new Date('2026-11-29T14:00:00Z'),
  new Date('2026-11-29T17:05:00Z'),
  new Date('2026-12-31T17:00:30Z'),
];

const data = NOWS.map((now) => ({ now, ...generateDemoData({ now }) }));
const { companies, jobs } = data[0]!;
const companyBySlug = new Map(companies.map((c) => [c.slug, c]));
const roleBySlug = new Map(ROLES.map((r) => [r.slug, r]));
const companyOf = (job: GeneratedJob) => companyBySlug.get(job.companySlug) as GeneratedCompany;
const categoryOf = (job: GeneratedJob) => roleBySlug.get(job.roleSlug)?.category;

const openJobs = (now: Date, list: readonly GeneratedJob[]) =>
  list.filter((j) => j.status === 'open' && (j.deadline ?? '') >= wibDateOf(now));

/** Industries of the companies that posted jobs matching `fits`. */
const industriesPosting = (fits: (job: GeneratedJob) => boolean) =>
  new Set(jobs.filter(fits).map((j) => companyOf(j).industrySlug));

describe('who hires whom', () => {
  it('has every company post only roles of its hiring plan, and post something', () => {
    const misfits = jobs
      .filter((j) => !(companyOf(j).kind in HIRING_PLANS))
      .concat(jobs.filter((j) => !(HIRING_PLANS[companyOf(j).kind].roles[j.roleSlug] ?? 0)));
    expect(misfits.map((j) => `${j.role} @ ${companyOf(j).name}`)).toEqual([]);
    const posting = new Set(jobs.map((j) => j.companySlug));
    expect(companies.filter((c) => !posting.has(c.slug)).map((c) => c.name)).toEqual([]);
  });

  it('keeps each trade in its industry', () => {
    // Opticians work in shops, company doctors at plants and mines (below).
    const clinical = (j: GeneratedJob) =>
      categoryOf(j) === 'kesehatan' &&
      !['dokter-umum', 'refraksionis-optisien'].includes(j.roleSlug);
    expect([...industriesPosting(clinical)]).toEqual(['kesehatan']);
    // A company doctor works at a plant or a mine, too.
    for (const industry of industriesPosting((j) => j.roleSlug === 'dokter-umum')) {
      expect(['kesehatan', 'manufaktur', 'energi']).toContain(industry);
    }
    const teaching = (j: GeneratedJob) => ['guru', 'tutor'].some((r) => j.roleSlug.startsWith(r));
    expect([...industriesPosting(teaching)]).toEqual(['pendidikan']);
    const banking = (j: GeneratedJob) => ['teller', 'relationship-manager'].includes(j.roleSlug);
    expect([...industriesPosting(banking)]).toEqual(['bank']);
    const kitchen = (j: GeneratedJob) =>
      ['barista', 'juru-masak', 'pelayan-restoran'].includes(j.roleSlug);
    expect([...industriesPosting(kitchen)].sort()).toEqual(['fnb', 'perhotelan-pariwisata']);
    const engineering = (j: GeneratedJob) =>
      [
        'software-engineer',
        'frontend-developer',
        'backend-developer',
        'mobile-developer',
        'devops-engineer',
        'data-engineer',
        'machine-learning-engineer',
      ].includes(j.roleSlug);
    for (const industry of industriesPosting(engineering)) {
      expect([
        'teknologi-informasi',
        'e-commerce',
        'fintech',
        'telekomunikasi',
        'bank',
        'media',
        'pendidikan',
        'agrikultur',
        'pemerintahan-bumn',
      ]).toContain(industry);
    }
  });

  it('has the pharmacy post pharmacists and cashiers, not social media, delivery or housekeeping', () => {
    const pharmacy = jobs.filter((j) => companyOf(j).kind === 'pharmacy');
    expect(pharmacy.map((j) => j.roleSlug)).toContain('apoteker');
    for (const job of pharmacy) {
      expect(job.roleSlug, job.role).not.toMatch(
        /social-media|content|kurir|driver|cleaning|marketing|software|hr-/,
      );
    }
  });

  it("fills every one of the spec's role-by-city landing pages, and part time in every city", () => {
    const open = openJobs(data[0]!.now, jobs);
    const roles = [
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
    ];
    const cities = [49180, 179, 265, 227, 51, 49183, 420, 220, 114, 181, 272, 185];
    const missing = roles.flatMap((role) =>
      cities
        .filter((city) => !open.some((j) => j.roleSlug === role && j.cityId === city))
        .map((city) => `${role} ${city}`),
    );
    expect(missing).toEqual([]);
    const partTimeCities = new Set(
      open.filter((j) => j.employmentTypes.includes('partTime')).map((j) => j.cityId),
    );
    expect(partTimeCities.size).toBe(CITIES.length);
  });

  it('keeps local employers (a clinic, a hotel, a BPR) in their own city', () => {
    const local = jobs.filter((j) => HIRING_PLANS[companyOf(j).kind].reach === 'local');
    expect(local.length).toBeGreaterThan(100);
    expect(local.filter((j) => j.cityId !== companyOf(j).cityId).map((j) => j.role)).toEqual([]);
  });

  it('gives titles that fit the employer: no "Kasir Minimarket" at a hotel', () => {
    const misfits = jobs.filter((job) => {
      const fitting = Object.keys(TITLE_FIT).filter((title) => job.role.includes(title));
      return fitting.some((title) => !TITLE_FIT[title]?.includes(companyOf(job).kind));
    });
    expect(misfits.map((j) => `${j.role} @ ${companyOf(j).kind}`)).toEqual([]);
  });

  it('names real roles and titles in the plans, with a fitting title for every planned role', () => {
    const titles = new Set(ROLES.flatMap((r) => [...(r.titles ?? []), ...(r.plainTitles ?? [])]));
    expect(Object.keys(TITLE_FIT).filter((title) => !titles.has(title))).toEqual([]);
    for (const [kind, plan] of Object.entries(HIRING_PLANS)) {
      for (const slug of Object.keys(plan.roles)) {
        const role = roleBySlug.get(slug);
        expect(role, `${kind} plans ${slug}`).toBeDefined();
        const fitting = fittingTitles(
          [...(role?.titles ?? []), ...(role?.plainTitles ?? [])],
          kind as keyof typeof HIRING_PLANS,
        );
        expect(fitting.length, `${slug} at a ${kind}`).toBeGreaterThan(0);
      }
    }
    // Every role is posted by some kind of employer.
    const planned = new Set(Object.values(HIRING_PLANS).flatMap((p) => Object.keys(p.roles)));
    expect(ROLES.map((r) => r.slug).filter((slug) => !planned.has(slug))).toEqual([]);
  });
});

describe('pay periods, employment and workplace types', () => {
  it('gives a job one employment type, or full time or contract', () => {
    for (const job of jobs) {
      if (job.employmentTypes.length > 1) {
        expect([...job.employmentTypes].sort(), job.role).toEqual(['contract', 'fullTime']);
      }
    }
  });

  it('pays staff per month, part-timers per hour or month, freelancers per hour, day or project', () => {
    const allowed: Record<string, readonly string[]> = {
      fullTime: ['monthly'],
      contract: ['monthly'],
      internship: ['monthly'],
      partTime: ['monthly', 'hourly'],
      freelance: ['hourly', 'daily', 'project'],
    };
    for (const job of jobs) {
      for (const type of job.employmentTypes) {
        expect(allowed[type], `${job.role}: ${type} ${job.salaryType}`).toContain(job.salaryType);
      }
    }
    const periods = new Set(jobs.map((j) => j.salaryType));
    for (const period of ['monthly', 'hourly', 'daily', 'project'])
      expect(periods).toContain(period);
  });

  it('never makes part-time or freelance work hybrid', () => {
    const casualHybrid = jobs.filter(
      (j) =>
        j.workplaceType === 'hybrid' &&
        j.employmentTypes.some((t) => t === 'partTime' || t === 'freelance'),
    );
    expect(casualHybrid.map((j) => j.role)).toEqual([]);
  });

  it('hires accountants, HR, managers and health workers on staff, never freelance', () => {
    const staffOnly = new Set([
      'keuangan-akuntansi',
      'sumber-daya-manusia',
      'manajemen-produk',
      'kesehatan',
    ]);
    const freelance = jobs.filter(
      (j) => staffOnly.has(categoryOf(j) ?? '') && j.employmentTypes.includes('freelance'),
    );
    expect(freelance.map((j) => j.role)).toEqual([]);
    expect(CATEGORIES.map((c) => c.slug)).toEqual(expect.arrayContaining([...staffOnly]));
  });

  it('pays believable rates per hour, day and project', () => {
    const range = (period: string) => {
      const paid = jobs.filter((j) => j.salaryType === period && j.salaryMin !== null);
      expect(paid.length, period).toBeGreaterThan(0);
      return [
        Math.min(...paid.map((j) => j.salaryMin!)),
        Math.max(...paid.map((j) => j.salaryMax!)),
      ];
    };
    const [hourlyMin, hourlyMax] = range('hourly');
    expect(hourlyMin).toBeGreaterThanOrEqual(10_000);
    expect(hourlyMax).toBeLessThanOrEqual(250_000);
    const [dailyMin, dailyMax] = range('daily');
    expect(dailyMin).toBeGreaterThanOrEqual(80_000);
    expect(dailyMax).toBeLessThanOrEqual(1_500_000);
    expect(range('project')[0]).toBeGreaterThanOrEqual(500_000);
  });

  it('says "online" or "remote" in a title only for remote work', () => {
    const misfits = jobs.filter(
      (j) => /\b(online|remote)\b/i.test(j.role) && j.workplaceType !== 'remote',
    );
    // "Admin Online Shop" and its like name the shop, not the workplace.
    expect(misfits.filter((j) => !/online shop/i.test(j.role)).map((j) => j.role)).toEqual([]);
  });
});

describe.each(data)('publication times (now $now)', ({ now, jobs: generated }) => {
  const open = openJobs(now, generated);
  const ageDays = (job: GeneratedJob) => (now.getTime() - job.publishedAt.getTime()) / DAY_MS;
  const wib = (job: GeneratedJob) => new Date(job.publishedAt.getTime() + WIB_OFFSET_MS);

  it('publishes two in five open jobs in the last week, some on each of its days', () => {
    expect(open.every((j) => j.publishedAt < now)).toBe(true);
    const recent = open.filter((j) => ageDays(j) < RELATIVE_TIME_MAX_DAYS);
    expect(recent.length / open.length).toBeGreaterThan(0.35);
    expect(recent.length / open.length).toBeLessThan(0.5);
    const days = new Set(recent.map((j) => wibDateOf(j.publishedAt)));
    expect(days.size).toBeGreaterThanOrEqual(7);
    expect(Math.max(...open.map(ageDays))).toBeLessThan(60);
  });

  it('publishes mostly in office hours and on weekdays (WIB)', () => {
    const office = open.filter((j) => wib(j).getUTCHours() >= 7 && wib(j).getUTCHours() < 19);
    expect(office.length / open.length).toBeGreaterThan(0.8);
    const weekend = open.filter((j) => [0, 6].includes(wib(j).getUTCDay()));
    expect(weekend.length / open.length).toBeLessThan(0.12);
  });

  it('never shows three jobs of one title that all read "7 hari yang lalu"', () => {
    const byTitle = new Map<string, GeneratedJob[]>();
    for (const job of open) {
      const key = job.role.toLowerCase();
      byTitle.set(key, [...(byTitle.get(key) ?? []), job]);
    }
    const stale = [...byTitle]
      .filter(([, list]) => list.length >= 3 && list.every((j) => ageDays(j) >= 7))
      .map(([title]) => title);
    expect(stale).toEqual([]);
    // Titles vary: no title is more than one in fifty of the board.
    const largest = Math.max(...[...byTitle.values()].map((list) => list.length));
    expect(largest / open.length).toBeLessThan(0.02);
  });

  it('mixes titles and companies on the newest-first board', () => {
    const board = [...open].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    const repeats = board.slice(1).filter((job, i) => {
      const before = board[i]!;
      return job.role === before.role && job.companySlug === before.companySlug;
    });
    expect(repeats.map((j) => j.role)).toEqual([]);
    // A page of twenty cards shows many employers.
    for (let page = 0; page < 5; page++) {
      const cards = board.slice(page * 20, page * 20 + 20);
      expect(new Set(cards.map((j) => j.companySlug)).size).toBeGreaterThanOrEqual(14);
      expect(new Set(cards.map((j) => j.role)).size).toBeGreaterThanOrEqual(18);
    }
  });
});

describe('company logos', () => {
  it('draws every company its own mark, the same on every call', () => {
    const marks = companies.map((c) => JSON.stringify(companyMark(c.name)));
    expect(companies.map((c) => JSON.stringify(companyMark(c.name)))).toEqual(marks);
    expect(new Set(marks).size).toBe(companies.length);
    // A list of companies is not one colour.
    const backgrounds = new Set(companies.map((c) => companyMark(c.name).shapes[0]?.fill));
    expect(backgrounds.size).toBeGreaterThanOrEqual(10);
  });
});
