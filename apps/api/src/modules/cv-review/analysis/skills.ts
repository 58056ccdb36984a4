// Hard skills and tools in both languages: what a target's text is searched for when the job
// lists no skills, and what counts a CV's skills. Written as people write them; matching goes
// through the search analyzer, so plural, case and Indonesian affixes do not matter.
// prettier-ignore
export const HARD_SKILLS: readonly string[] = [
  'Microsoft Excel', 'Excel', 'Microsoft Word', 'PowerPoint', 'Google Sheets', 'SQL', 'MySQL',
  'PostgreSQL', 'Python', 'Java', 'JavaScript', 'TypeScript', 'React', 'Node.js', 'Vue',
  'Angular', 'PHP', 'Laravel', 'Golang', 'Kotlin', 'Swift', 'Flutter', 'HTML', 'CSS', 'Git',
  'Docker', 'Kubernetes', 'AWS', 'Google Cloud', 'Linux', 'REST API', 'Figma', 'Adobe Photoshop',
  'Adobe Illustrator', 'Canva', 'Adobe Premiere', 'Video Editing', 'AutoCAD', 'SAP', 'Accurate',
  'MYOB', 'Jurnal', 'Akuntansi', 'Accounting', 'Perpajakan', 'Taxation', 'Brevet', 'Audit',
  'Laporan Keuangan', 'Financial Reporting', 'Budgeting', 'Anggaran', 'SEO', 'SEM', 'Google Ads',
  'Meta Ads', 'Facebook Ads', 'Digital Marketing', 'Pemasaran Digital', 'Copywriting',
  'Content Writing', 'Social Media', 'Media Sosial', 'Tableau', 'Power BI', 'Looker Studio',
  'Google Analytics', 'Data Analysis', 'Analisis Data', 'Machine Learning', 'Statistics',
  'Statistik', 'SPSS', 'Project Management', 'Manajemen Proyek', 'Scrum', 'Agile', 'Jira',
  'CRM', 'Salesforce', 'Negotiation', 'Negosiasi', 'Public Speaking', 'Customer Service',
  'Layanan Pelanggan', 'Sales', 'Penjualan', 'Recruitment', 'Rekrutmen', 'Payroll', 'HRIS',
  'Supply Chain', 'Logistik', 'Logistics', 'Inventory', 'Inventaris', 'Procurement', 'Pengadaan',
  'Networking', 'Jaringan Komputer', 'UI/UX', 'Wireframing', 'Prototyping', 'User Research',
  'Photography', 'Fotografi', 'Administrasi', 'Administration', 'Bahasa Inggris', 'English',
  'Mandarin', 'Teaching', 'Mengajar', 'Nursing', 'Keperawatan', 'Forklift', 'Quality Control',
  'Kontrol Kualitas', 'Microsoft Office', 'Google Workspace', 'Testing', 'Automation Testing',
  'Selenium', 'Postman', 'Pandas', 'TensorFlow', 'Cybersecurity', 'Keamanan Siber',
];
