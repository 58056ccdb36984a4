// Builds the demo companies from the static list: size, funding, culture values, benefits,
// founding year and bilingual descriptions, all drawn from the seed.
import {
  BENEFITS,
  CITIES,
  CULTURE_VALUE_KEYS,
  type Benefit,
  type CultureValueKey,
  type FundingStage,
} from '@jenjang/domain';
import { COMPANY_SEEDS, type CompanySeed } from './data/companies';
import { HIRING_PLANS, type EmployerKind, type HiringPlan } from './data/employers';
import { INDUSTRIES, type IndustryDef, type IndustryProfile } from './data/industries';
import { CULTURE_WORDS, FUNDING_WORDS, SIZE_BANDS } from './data/labels';
import { createRng, deriveSeed, toKebab, type Rng } from './random';

export type GeneratedCompany = {
  slug: string;
  name: string;
  industrySlug: string;
  kind: EmployerKind;
  cityId: number;
  /** None: the demo companies are fictional, and a link must lead somewhere (issue 22). */
  website: string | null;
  address: string;
  descriptionId: string;
  descriptionEn: string;
  size: string;
  foundedYear: number;
  fundingStage: FundingStage;
  cultureValues: CultureValueKey[];
  benefits: Benefit[];
  /** One sentence on what the company does, reused in its job postings. */
  about: readonly [id: string, en: string];
  /** How many postings the company makes relative to others. */
  hiringWeight: number;
};

const SIZE_WEIGHTS: Record<IndustryProfile, readonly (readonly [string, number])[]> = {
  startup: [
    ['11-50', 3],
    ['51-200', 4],
    ['201-500', 3],
    ['501-1000', 2],
    ['1001-5000', 1],
  ],
  corporate: [
    ['51-200', 2],
    ['201-500', 3],
    ['501-1000', 3],
    ['1001-5000', 3],
    ['5000+', 2],
  ],
  local: [
    ['1-10', 1],
    ['11-50', 4],
    ['51-200', 4],
    ['201-500', 2],
    ['501-1000', 1],
  ],
  state: [
    ['501-1000', 1],
    ['1001-5000', 3],
    ['5000+', 3],
  ],
};

/** Head counts of employers whose kind says how big they are (a clinic, a hotel). */
const PLAN_SIZE_WEIGHTS: Record<
  NonNullable<HiringPlan['size']>,
  readonly (readonly [string, number])[]
> = {
  small: [
    ['1-10', 1],
    ['11-50', 4],
    ['51-200', 2],
  ],
  medium: [
    ['51-200', 3],
    ['201-500', 3],
    ['501-1000', 1],
  ],
};

const FUNDING_WEIGHTS: Record<IndustryProfile, readonly (readonly [FundingStage, number])[]> = {
  startup: [
    ['bootstrap', 2],
    ['Pre Seed', 2],
    ['seriesA', 3],
    ['seriesB', 3],
    ['seriesC', 2],
    ['Others', 1],
  ],
  corporate: [
    ['bootstrap', 3],
    ['Others', 6],
    ['seriesA', 1],
    ['seriesB', 1],
  ],
  local: [
    ['bootstrap', 7],
    ['Pre Seed', 1],
    ['Others', 3],
  ],
  state: [['Others', 1]],
};

const FOUNDED: Record<IndustryProfile, readonly [number, number]> = {
  startup: [2012, 2022],
  corporate: [1978, 2015],
  local: [1990, 2021],
  state: [1960, 1999],
};

const HIRING_WEIGHT: Record<string, number> = {
  '1-10': 1,
  '11-50': 1.5,
  '51-200': 2,
  '201-500': 2.5,
  '501-1000': 3,
  '1001-5000': 3.5,
  '5000+': 4,
};

const STREETS = [
  'Jl. Merdeka',
  'Jl. Pahlawan',
  'Jl. Jenderal Sudirman',
  'Jl. Diponegoro',
  'Jl. Gajah Mada',
  'Jl. Ahmad Yani',
  'Jl. Veteran',
  'Jl. Pemuda',
  'Jl. Kartini',
  'Jl. Teuku Umar',
  'Jl. Imam Bonjol',
  'Jl. Gatot Subroto',
  'Jl. Hayam Wuruk',
  'Jl. Pattimura',
  'Jl. Sultan Agung',
];

const CULTURE_SENTENCES: readonly (readonly [string, string])[] = [
  ['Kami membangun budaya kerja yang {id}.', 'We build a culture that is {en}.'],
  ['Budaya kerja kami {id}.', 'Our culture is {en}.'],
  [
    'Kami percaya tim terbaik tumbuh dalam lingkungan yang {id}.',
    'We believe the best teams grow in a culture that is {en}.',
  ],
];

const CITY_NAMES = new Map<number, string>(CITIES.map((c) => [c.id, c.name]));
const INDUSTRY_BY_SLUG = new Map<string, IndustryDef>(INDUSTRIES.map((i) => [i.slug, i]));

export function cityName(id: number): string {
  const name = CITY_NAMES.get(id);
  if (!name) throw new Error(`unknown city id ${id}`);
  return name;
}

export function industryBySlug(slug: string): IndustryDef {
  const industry = INDUSTRY_BY_SLUG.get(slug);
  if (!industry) throw new Error(`unknown industry ${slug}`);
  return industry;
}

/** "PT Bank Kencana Raya Tbk" -> "bank-kencana-raya". */
export function companySlug(name: string): string {
  return toKebab(name.replace(/^PT\s+/, '').replace(/\s+Tbk$/, ''));
}

/** "a, b, dan c" (Indonesian, with the serial comma) or "a, b and c" (English). */
export function joinWords(words: readonly string[], and: string, serialComma = false): string {
  if (words.length <= 1) return words.join('');
  if (words.length === 2) return `${words[0]} ${and} ${words[1]}`;
  const comma = serialComma ? ',' : '';
  return `${words.slice(0, -1).join(', ')}${comma} ${and} ${words[words.length - 1]}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

function buildCompany(rng: Rng, seed: CompanySeed): GeneratedCompany {
  const industry = industryBySlug(seed.industry);
  const city = cityName(seed.city);
  const planSize = (HIRING_PLANS[seed.kind] as HiringPlan).size;
  const size = rng.weighted(
    planSize ? PLAN_SIZE_WEIGHTS[planSize] : SIZE_WEIGHTS[industry.profile],
  );
  const fundingStage = rng.weighted(FUNDING_WEIGHTS[industry.profile]);
  const [fromYear, toYear] = FOUNDED[industry.profile];
  const foundedYear = rng.int(fromYear, toYear);
  const cultureValues = rng.pickMany(CULTURE_VALUE_KEYS, rng.int(3, 5));
  const benefits = rng.pickMany(
    BENEFITS.filter((b) => b !== 'other'),
    rng.int(4, 8),
  );
  const slug = companySlug(seed.name);
  const values = { name: seed.name, city };
  const aboutTemplate = rng.pick(industry.about);
  const about = [fill(aboutTemplate[0], values), fill(aboutTemplate[1], values)] as const;

  const [sizeId, sizeEn] = SIZE_BANDS[size] ?? [size, size];
  const [fundingId, fundingEn] = FUNDING_WORDS[fundingStage];
  const historyId = `Berdiri sejak ${foundedYear} di ${city}, kami kini memiliki ${sizeId} karyawan${fundingId ? ` dan ${fundingId}` : ''}.`;
  const historyEn = `Founded in ${foundedYear} in ${city}, we now have ${sizeEn} employees${fundingEn ? ` and ${fundingEn}` : ''}.`;
  const culture = cultureValues.slice(0, 3);
  const [cultureId, cultureEn] = rng.pick(CULTURE_SENTENCES);
  const cultureSentenceId = fill(cultureId, {
    id: joinWords(
      culture.map((key) => CULTURE_WORDS[key][0]),
      'dan',
      true,
    ),
  });
  const cultureSentenceEn = fill(cultureEn, {
    en: joinWords(
      culture.map((key) => CULTURE_WORDS[key][1]),
      'and',
    ),
  });

  return {
    slug,
    name: seed.name,
    industrySlug: industry.slug,
    kind: seed.kind,
    cityId: seed.city,
    website: null,
    address: `${rng.pick(STREETS)} No. ${rng.int(1, 250)}, ${city}`,
    descriptionId: `${about[0]} ${historyId} ${cultureSentenceId}`,
    descriptionEn: `${about[1]} ${historyEn} ${cultureSentenceEn}`,
    size,
    foundedYear,
    fundingStage,
    cultureValues,
    benefits,
    about,
    hiringWeight: HIRING_WEIGHT[size] ?? 1,
  };
}

/** The demo companies; the same seed always gives the same companies. */
export function generateCompanies(seed: number): GeneratedCompany[] {
  const rng = createRng(deriveSeed(seed, 1));
  return COMPANY_SEEDS.map((company) => buildCompany(rng, company));
}
