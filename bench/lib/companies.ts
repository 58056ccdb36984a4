// Scales the demo companies up to thousands: every bench company is a variant of one of the demo
// companies (same industry, profile, size band and descriptions from the demo generator) with a
// new, made-up name, often another home city, and its own hiring weight.
import { CITIES } from '@jenjang/domain';
import { cityName, companySlug, type GeneratedCompany } from '../../apps/api/seed/companies';
import { createRng, deriveSeed, type Rng } from '../../apps/api/seed/random';

/** Words of made-up Indonesian company names. */
const NAME_WORDS = [
  'Adi',
  'Agung',
  'Alam',
  'Anugerah',
  'Arta',
  'Bahari',
  'Bangun',
  'Berkah',
  'Bintang',
  'Bumi',
  'Cahaya',
  'Cakrawala',
  'Candra',
  'Cemerlang',
  'Dharma',
  'Dirgantara',
  'Gemilang',
  'Guna',
  'Harapan',
  'Indah',
  'Inti',
  'Jaya',
  'Kartika',
  'Kencana',
  'Karya',
  'Kirana',
  'Lestari',
  'Mahkota',
  'Makmur',
  'Mandiri',
  'Mega',
  'Mitra',
  'Mulia',
  'Nirwana',
  'Nusa',
  'Pelangi',
  'Pelita',
  'Permata',
  'Pertiwi',
  'Prima',
  'Purnama',
  'Rajawali',
  'Raya',
  'Samudra',
  'Sarana',
  'Sejahtera',
  'Sentosa',
  'Sinar',
  'Surya',
  'Tunas',
  'Utama',
  'Wahana',
  'Wijaya',
  'Widya',
  'Bersama',
  'Abadi',
  'Perkasa',
  'Gading',
  'Merapi',
  'Rinjani',
  'Borneo',
  'Andalas',
  'Kenanga',
  'Melati',
  'Teratai',
  'Cendana',
  'Jati',
  'Bambu',
  'Kelapa',
  'Lintang',
] as const;

/** [lead words, tail words] of names by industry: "Bank … Syariah", "PT … Logistik". */
const INDUSTRY_NAME_PARTS: Record<string, readonly [readonly string[], readonly string[]]> = {
  'teknologi-informasi': [
    ['PT', '', ''],
    ['Teknologi', 'Digital', 'Labs', 'Solusi Digital', 'Sistem', 'Data', 'Cloud', 'Software'],
  ],
  'e-commerce': [
    ['', 'PT'],
    ['Online', 'Belanja', 'Commerce', 'Market', 'Store', 'Niaga Digital'],
  ],
  fmcg: [
    ['PT', 'PT'],
    ['Pangan', 'Foods', 'Consumer Goods', 'Kosmetika', 'Rasa', 'Indofood Niaga'],
  ],
  manufaktur: [
    ['PT', 'PT'],
    ['Industri', 'Manufaktur', 'Plastik', 'Tekstil', 'Presisi', 'Metal Works'],
  ],
  logistik: [
    ['PT', ''],
    ['Logistik', 'Ekspres', 'Kargo', 'Cargo', 'Transportasi', 'Gudang'],
  ],
  pendidikan: [
    ['Sekolah', 'Bimbel', 'Akademi', 'Lembaga Kursus', 'Yayasan Pendidikan'],
    ['', 'Cendekia', 'Edukasi', 'Learning Center', 'Prestasi'],
  ],
  kesehatan: [
    ['Klinik', 'RS', 'Apotek', 'Lab Klinik', 'Klinik Gigi'],
    ['', 'Medika', 'Sehat', 'Husada', 'Farma'],
  ],
  ritel: [
    ['Toserba', 'Minimarket', 'Toko', 'PT', 'Optik'],
    ['', 'Ritel', 'Mart', 'Swalayan', 'Busana'],
  ],
  fnb: [
    ['', 'Kopi', 'Warung', 'Dapur', 'Roti', 'Resto'],
    ['Coffee', 'Group', 'Catering', 'Bakery', 'Kitchen', 'Resto'],
  ],
  media: [
    ['', 'PT'],
    ['Media', 'Kreatif', 'Studio', 'Publika', 'Production'],
  ],
  konsultan: [
    ['', 'PT', 'KAP'],
    ['Consulting', 'Konsultindo', 'Advisory', '& Rekan', 'Partners'],
  ],
  properti: [
    ['PT', 'Griya', ''],
    ['Properti', 'Residence', 'Developer', 'Realty', 'Land'],
  ],
  otomotif: [
    ['PT', 'Bengkel', 'Dealer Motor'],
    ['Motor', 'Otoparts', 'Mobilindo', 'Autoservice', ''],
  ],
  energi: [
    ['PT', 'PT'],
    ['Energi', 'Power', 'Tambang', 'Gas', 'Energi Terbarukan'],
  ],
  telekomunikasi: [
    ['PT', ''],
    ['Telekomunikasi', 'Net', 'Komunika', 'Fiber', 'Seluler'],
  ],
  'pemerintahan-bumn': [
    ['PT', 'Perumda', 'PT'],
    ['(Persero)', '(Perseroda)', 'Tirta', 'Persero'],
  ],
  fintech: [
    ['', 'PT'],
    ['Finance', 'Pay', 'Kredit', 'Dana', 'Fintech'],
  ],
  'perhotelan-pariwisata': [
    ['Hotel', 'Resort', 'Villa', ''],
    ['', 'Tour & Travel', 'Retreat', 'Inn', 'Hospitality'],
  ],
  agrikultur: [
    ['PT', 'PT Kebun', ''],
    ['Agro', 'Tani', 'Perkebunan', 'Plantation', 'Lestari'],
  ],
  bank: [
    ['Bank', 'BPR', 'PT Bank'],
    ['', 'Syariah', 'Tbk', 'Sejahtera'],
  ],
};

function makeName(rng: Rng, industrySlug: string): string {
  const [leads, tails] = INDUSTRY_NAME_PARTS[industrySlug] ?? [['PT'], ['Indonesia']];
  const words = rng.pickMany(NAME_WORDS, rng.chance(0.6) ? 2 : 1);
  return [rng.pick(leads), ...words, rng.pick(tails)].filter(Boolean).join(' ');
}

function replaceAll(text: string, from: string, to: string): string {
  return from === to ? text : text.split(from).join(to);
}

/**
 * `shards` groups of companies; group s holds one variant of every demo company, so each group
 * on its own can post every role (the demo job generator needs that) — jobs are generated per
 * group. Names and slugs are unique across all groups and the demo companies.
 */
export function scaleCompanies(
  base: readonly GeneratedCompany[],
  shards: number,
  seed: number,
): GeneratedCompany[][] {
  const rng = createRng(deriveSeed(seed, 101));
  const names = new Set(base.map((c) => c.name));
  const slugs = new Set(base.map((c) => c.slug));
  const groups: GeneratedCompany[][] = [];
  for (let s = 0; s < shards; s++) {
    groups.push(
      base.map((company) => {
        let name = makeName(rng, company.industrySlug);
        let slug = companySlug(name);
        for (let tries = 0; names.has(name) || slugs.has(slug) || slug === ''; tries++) {
          name = tries < 20 ? makeName(rng, company.industrySlug) : `${name} ${s + 2}`;
          slug = companySlug(name);
        }
        names.add(name);
        slugs.add(slug);
        // Half of them are at home elsewhere: Indonesia-wide, not only the demo's cities.
        const cityId = rng.chance(0.5) ? company.cityId : rng.pick(CITIES).id;
        const fromCity = cityName(company.cityId);
        const toCity = cityName(cityId);
        const swap = (text: string) =>
          replaceAll(replaceAll(text, company.name, name), fromCity, toCity);
        return {
          ...company,
          slug,
          name,
          cityId,
          website: `https://${slug}.example.id`,
          address: swap(company.address),
          descriptionId: swap(company.descriptionId),
          descriptionEn: swap(company.descriptionEn),
          about: [swap(company.about[0]), swap(company.about[1])] as const,
          // Some companies post a lot, most a little: the activity ranking needs the spread.
          hiringWeight: company.hiringWeight * Math.pow(rng.float(0.2, 2.2), 2),
        };
      }),
    );
  }
  return groups;
}
