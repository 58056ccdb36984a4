// The relevance test set: searches people type, each with what they would expect to see in the
// first five results, judged against the demo data (seed/) by what a job is — its title, city,
// workplace, employment type or text — never by reading a ranking. bench/relevance.ts reports
// precision at 5 on both engines; relevance.test.ts keeps it from falling.
//
// A judgment is a predicate over a job: `title` must match the posted title (case-insensitive),
// and every other condition given must hold too. Judgments name what the searcher asked for: a
// synonym counts where the searcher would accept it ("kasir" → "Cashier"), a neighbouring role
// does not ("software engineer" → not "Frontend Developer").

export type RelevanceJudgment = {
  title?: RegExp;
  city?: string;
  workplaceType?: 'remote' | 'hybrid' | 'onSite';
  employmentType?: 'fullTime' | 'partTime' | 'contract' | 'internship' | 'freelance';
  /** Matched against the job's descriptions, responsibilities and requirements (both languages). */
  text?: RegExp;
};

export type RelevanceQuery = {
  search: string;
  kind: 'role-en' | 'role-id' | 'typo' | 'synonym' | 'city-role' | 'phrase' | 'company';
  relevant: RelevanceJudgment;
};

// prettier-ignore
export const RELEVANCE_SET: readonly RelevanceQuery[] = [
  // Role names in English.
  { search: 'software engineer', kind: 'role-en', relevant: { title: /software engineer/i } },
  { search: 'data analyst', kind: 'role-en', relevant: { title: /data analyst|analis data/i } },
  { search: 'data scientist', kind: 'role-en', relevant: { title: /data scientist/i } },
  { search: 'graphic designer', kind: 'role-en', relevant: { title: /graphic designer|desainer grafis/i } },
  { search: 'content writer', kind: 'role-en', relevant: { title: /content writer|penulis/i } },
  { search: 'customer service', kind: 'role-en', relevant: { title: /customer service/i } },
  { search: 'project manager', kind: 'role-en', relevant: { title: /project manager|manajer proyek/i } },
  { search: 'product manager', kind: 'role-en', relevant: { title: /product manager/i } },
  { search: 'digital marketing', kind: 'role-en', relevant: { title: /digital marketing/i } },
  { search: 'frontend developer', kind: 'role-en', relevant: { title: /front ?end/i } },
  { search: 'backend engineer', kind: 'role-en', relevant: { title: /back ?end/i } },
  { search: 'accountant', kind: 'role-en', relevant: { title: /accountant|akuntan/i } },
  { search: 'nurse', kind: 'role-en', relevant: { title: /nurse|perawat/i } },
  { search: 'teacher', kind: 'role-en', relevant: { title: /teacher|guru|pengajar|tutor/i } },
  { search: 'driver', kind: 'role-en', relevant: { title: /driver|sopir|supir/i } },
  { search: 'cashier', kind: 'role-en', relevant: { title: /cashier|kasir/i } },
  { search: 'machine learning engineer', kind: 'role-en', relevant: { title: /machine learning|ml engineer/i } },
  { search: 'mobile developer', kind: 'role-en', relevant: { title: /mobile|android|ios|react native/i } },
  { search: 'sales executive', kind: 'role-en', relevant: { title: /sales executive/i } },
  { search: 'qa engineer', kind: 'role-en', relevant: { title: /qa|quality assurance|tester/i } },
  // Role names in Indonesian.
  { search: 'kasir', kind: 'role-id', relevant: { title: /kasir|cashier/i } },
  { search: 'perawat', kind: 'role-id', relevant: { title: /perawat|nurse/i } },
  { search: 'guru', kind: 'role-id', relevant: { title: /guru|teacher|pengajar/i } },
  { search: 'staff admin gudang', kind: 'role-id', relevant: { title: /admin gudang/i } },
  { search: 'desainer grafis', kind: 'role-id', relevant: { title: /desainer grafis|graphic designer/i } },
  { search: 'akuntan', kind: 'role-id', relevant: { title: /akuntan|accountant/i } },
  { search: 'kurir', kind: 'role-id', relevant: { title: /kurir|courier/i } },
  { search: 'satpam', kind: 'role-id', relevant: { title: /satpam|security|keamanan/i } },
  { search: 'bidan', kind: 'role-id', relevant: { title: /bidan|midwife/i } },
  { search: 'apoteker', kind: 'role-id', relevant: { title: /apoteker|pharmacist/i } },
  { search: 'teknisi', kind: 'role-id', relevant: { title: /teknisi|technician/i } },
  { search: 'penerjemah', kind: 'role-id', relevant: { title: /penerjemah|translator/i } },
  { search: 'operator produksi', kind: 'role-id', relevant: { title: /operator produksi/i } },
  { search: 'pelayan restoran', kind: 'role-id', relevant: { title: /pelayan|waiter|waitress/i } },
  { search: 'juru masak', kind: 'role-id', relevant: { title: /juru masak|koki|chef|cook/i } },
  { search: 'penulis konten', kind: 'role-id', relevant: { title: /penulis|content writer/i } },
  // Typos.
  { search: 'sofware enginer', kind: 'typo', relevant: { title: /software engineer/i } },
  { search: 'akutansi', kind: 'typo', relevant: { title: /akunt|accountant|accounting/i } },
  { search: 'costumer service', kind: 'typo', relevant: { title: /customer service/i } },
  { search: 'perawt', kind: 'typo', relevant: { title: /perawat|nurse/i } },
  { search: 'programer', kind: 'typo', relevant: { title: /programmer/i } },
  { search: 'desainer grafik', kind: 'typo', relevant: { title: /desainer grafis|graphic designer/i } },
  // Synonyms and abbreviations.
  { search: 'SE', kind: 'synonym', relevant: { title: /software engineer|programmer|developer/i } },
  { search: 'hrd', kind: 'synonym', relevant: { title: /\bhr|human|people|recruit|payroll/i } },
  { search: 'CS', kind: 'synonym', relevant: { title: /customer service|\bcs\b/i } },
  { search: 'wfh', kind: 'synonym', relevant: { workplaceType: 'remote' } },
  { search: 'magang', kind: 'synonym', relevant: { title: /magang|intern/i } },
  { search: 'sopir', kind: 'synonym', relevant: { title: /driver|sopir/i } },
  { search: 'programmer', kind: 'synonym', relevant: { title: /programmer/i } },
  // A city with a role.
  { search: 'kasir jakarta', kind: 'city-role', relevant: { title: /kasir|cashier/i, city: 'Jakarta' } },
  { search: 'perawat jakarta', kind: 'city-role', relevant: { title: /perawat|nurse/i, city: 'Jakarta' } },
  { search: 'admin surabaya', kind: 'city-role', relevant: { title: /admin/i, city: 'Surabaya' } },
  { search: 'sales bandung', kind: 'city-role', relevant: { title: /sales/i, city: 'Bandung' } },
  { search: 'software engineer bandung', kind: 'city-role', relevant: { title: /software engineer/i, city: 'Bandung' } },
  { search: 'barista yogyakarta', kind: 'city-role', relevant: { title: /barista/i, city: 'Yogyakarta' } },
  { search: 'loker guru medan', kind: 'city-role', relevant: { title: /guru|teacher|pengajar/i, city: 'Medan' } },
  // Phrases and conditions.
  { search: 'kerja dari rumah', kind: 'phrase', relevant: { workplaceType: 'remote' } },
  { search: 'part time', kind: 'phrase', relevant: { employmentType: 'partTime' } },
  { search: 'fresh graduate', kind: 'phrase', relevant: { text: /fresh graduate|lulusan baru/i } },
  { search: 'lowongan admin kantor', kind: 'phrase', relevant: { title: /admin/i } },
];
