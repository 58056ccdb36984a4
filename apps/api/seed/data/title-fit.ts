// Titles of a role that only some kinds of employer would post: a "Kasir Minimarket" is posted by
// a minimarket, a "Sous Chef" by a hotel or a restaurant, a "Plant Manager" by a plant. Titles
// not listed here fit every employer that posts the role.
import type { EmployerKind } from './employers';

const TECH_KINDS: readonly EmployerKind[] = [
  'software-house',
  'digital-studio',
  'marketplace',
  'fintech',
  'edtech',
  'agritech',
  'telco',
  'newsroom',
];
const PLANT_KINDS: readonly EmployerKind[] = [
  'factory',
  'consumer-goods',
  'parts-maker',
  'plantation',
  'agro-processing',
  'energy',
];
const SHOP_KINDS: readonly EmployerKind[] = [
  'minimarket',
  'department-store',
  'fashion-retail',
  'furniture-store',
  'optician',
  'bakery',
  'pharmacy',
];
const FOOD_KINDS: readonly EmployerKind[] = [
  'coffee-chain',
  'coffee-shop',
  'restaurant',
  'catering',
  'bakery',
  'hotel',
  'resort',
];
const CLINIC_KINDS: readonly EmployerKind[] = ['clinic', 'medical-lab', 'dental-clinic'];
const ONLINE_SELLERS: readonly EmployerKind[] = ['marketplace', 'fashion-retail'];
const BUILDERS: readonly EmployerKind[] = ['property-developer', 'contractor'];
const LENDERS: readonly EmployerKind[] = ['bank', 'rural-bank', 'fintech'];

export const TITLE_FIT: Readonly<Record<string, readonly EmployerKind[]>> = {
  // Data, product and project
  'Data Scientist (Credit Risk)': ['bank', 'fintech'],
  'Product Manager (Payments)': ['fintech', 'bank', 'marketplace'],
  'IT Project Manager': [...TECH_KINDS, 'bank', 'state-enterprise', 'management-consulting'],
  'Project Manager (Konstruksi)': [...BUILDERS, 'energy'],
  'Warehouse Manager': ['logistics', 'marketplace', 'consumer-goods', 'factory', 'parts-maker'],
  'Plant Manager': PLANT_KINDS,
  'Programmer ERP': [...PLANT_KINDS, 'logistics'],
  'HR Business Partner (Tech)': TECH_KINDS,
  'IT Recruiter': [...TECH_KINDS, 'hr-consulting'],
  // Marketing and sales
  'Content Creator (Beauty)': ['consumer-goods', 'fashion-retail', 'marketplace'],
  'Content Creator TikTok & Instagram': [...ONLINE_SELLERS, 'consumer-goods', 'production-house'],
  'Live Host (Fashion)': ONLINE_SELLERS,
  'Marketplace Ads Specialist': [...ONLINE_SELLERS, 'consumer-goods'],
  'Staff Telemarketing Asuransi': ['bank', 'fintech'],
  'Sales Lapangan (Canvasser)': ['consumer-goods', 'telco', 'agro-processing', 'agritech'],
  'SPG Kosmetik': ['consumer-goods', 'department-store'],
  'Beauty Advisor': ['consumer-goods', 'department-store'],
  'Sales Promotor Elektronik': ['department-store', 'telco'],
  'Fotografer Produk': [...ONLINE_SELLERS, 'consumer-goods', 'production-house'],
  'Ilustrator Buku Anak': ['edtech', 'newsroom', 'production-house'],
  // Office
  'Admin Online Shop': ONLINE_SELLERS,
  'Staff Customer Service Online Shop': ONLINE_SELLERS,
  'Customer Service (Chat & Email)': [...TECH_KINDS, 'fashion-retail'],
  'Admin Sales': [
    'consumer-goods',
    'factory',
    'parts-maker',
    'logistics',
    'vehicle-dealer',
    'telco',
  ],
  'Cost Accountant': [...PLANT_KINDS, 'contractor'],
  'Akuntan Proyek': BUILDERS,
  'Tax Consultant': ['tax-consulting', 'audit-firm'],
  'Konsultan Pajak': ['tax-consulting', 'audit-firm'],
  'Auditor Eksternal': ['audit-firm'],
  'Audit Associate': ['audit-firm'],
  'IT Auditor': ['bank', 'fintech', 'audit-firm', 'state-enterprise'],
  'Priority Banking Relationship Manager': ['bank'],
  'Credit Analyst UMKM': LENDERS,
  Buyer: ['department-store', 'fashion-retail', 'marketplace'],
  // Health
  'Perawat Rawat Inap': ['hospital'],
  'Perawat IGD': ['hospital'],
  'Perawat Klinik': CLINIC_KINDS,
  'Perawat Gigi': ['dental-clinic'],
  'Asisten Dokter Gigi': ['dental-clinic'],
  'Bidan Klinik Pratama': ['clinic'],
  'Dokter Jaga Klinik': ['clinic', 'medical-lab'],
  'Dokter Perusahaan': ['factory', 'energy'],
  'Dokter Umum (Telemedicine)': [],
  'Fisioterapis Klinik Olahraga': ['clinic'],
  'Receptionist Klinik': [...CLINIC_KINDS, 'hospital'],
  'Analis Laboratorium Klinik': ['clinic', 'medical-lab', 'hospital'],
  // Shops, food and hotels
  'Kasir Minimarket': ['minimarket'],
  'Kasir Restoran': ['restaurant', 'hotel', 'resort'],
  'Kasir Toko': SHOP_KINDS,
  'Cashier Outlet': ['coffee-chain', 'fashion-retail', 'bakery', 'department-store'],
  'Barista Coffee Shop': ['coffee-chain', 'coffee-shop'],
  'Barista & Kasir': ['coffee-chain', 'coffee-shop'],
  'Head Barista': ['coffee-chain', 'coffee-shop'],
  'Sous Chef': ['restaurant', 'hotel', 'resort'],
  'Commis Chef': ['restaurant', 'hotel', 'resort', 'catering'],
  Baker: ['bakery', 'hotel', 'resort'],
  'Pastry Cook': ['bakery', 'hotel', 'resort', 'coffee-chain'],
  'Helper Produksi Roti': ['bakery'],
  'Juru Masak Katering': ['catering'],
  'Cook Helper': FOOD_KINDS,
  'Kepala Toko': [
    'minimarket',
    'department-store',
    'fashion-retail',
    'furniture-store',
    'optician',
  ],
  'Assistant Store Manager': ['minimarket', 'department-store', 'fashion-retail'],
  'Outlet Manager': ['coffee-chain', 'restaurant', 'bakery'],
  'Store Crew': ['minimarket', 'department-store', 'fashion-retail', 'bakery'],
  'Travel Consultant': ['travel-agency'],
  'Tour Leader': ['travel-agency'],
  // Teaching
  'Guru SD': ['school'],
  'Guru TK': ['school'],
  'Guru Matematika SMP': ['school'],
  'Guru Bahasa Indonesia': ['school'],
  'Guru Kelas (Sekolah Nasional Plus)': ['school'],
  'IELTS Instructor': ['english-school'],
  'English Tutor (Online)': ['edtech', 'english-school'],
  'Tutor Online Matematika': ['edtech', 'tutoring'],
  'Tutor Calistung': ['tutoring'],
  'Tutor Mandarin Online': ['mandarin-school'],
  // Plants, sites and fleets
  'Teknisi Jaringan Fiber Optik': ['telco'],
  'Teknisi AC': ['hotel', 'resort', 'hospital', 'property-developer', 'furniture-store'],
  'Teknisi Mesin': [...PLANT_KINDS, 'workshop', 'vehicle-dealer', 'port', 'water-utility'],
  'Quantity Surveyor': BUILDERS,
  'Drafter AutoCAD': [...BUILDERS, 'energy', 'telco'],
  'Civil Engineer': [...BUILDERS, 'energy', 'water-utility', 'port', 'state-enterprise'],
  'QC Food Technologist': ['consumer-goods', 'catering', 'bakery', 'agro-processing'],
  'Process Engineer': [...PLANT_KINDS, 'water-utility'],
  'Penyuluh Pertanian Lapangan': ['agritech', 'plantation'],
  'Asisten Kebun': ['plantation'],
  'Sopir Truk': ['logistics', 'factory', 'consumer-goods', 'plantation', 'agro-processing'],
  'Driver Ekspedisi (SIM B1)': ['logistics'],
  'Driver Pribadi': ['bank', 'state-enterprise', 'energy', 'management-consulting'],
  'Kurir Ekspedisi': ['logistics'],
  'Delivery Rider': ['marketplace', 'minimarket', 'bakery', 'catering'],
  'Picker & Packer': ['marketplace', 'logistics', 'fashion-retail'],
  'Housekeeping Attendant': ['hotel', 'resort', 'hospital'],
  'Cleaning Service Gedung': ['property-developer', 'state-enterprise', 'city-enterprise'],
  'Security Gedung (Gada Pratama)': ['property-developer', 'bank', 'state-enterprise'],
};

/** The titles of `titles` that fit an employer of `kind`. */
export function fittingTitles(titles: readonly string[], kind: EmployerKind): string[] {
  return titles.filter((title) => {
    const kinds = TITLE_FIT[title];
    return kinds === undefined || kinds.includes(kind);
  });
}
