// The partner strip of the employer landing (spec section 3, Partner logo entry): large
// companies that hire through Jenjang, then "750+ more". The names are fictional, like every
// company of the demo; each logo is the mark generated from the name (company-mark.ts), as for
// every company on the site, beside the name.

export type PartnerLogo = {
  name: string;
  /** Rendered width in px on desktop and on phones. */
  width: number;
  mobileWidth: number;
};

export const EMPLOYER_PARTNERS: readonly PartnerLogo[] = [
  { name: 'Bank Sentosa Raya', width: 176, mobileWidth: 132 },
  { name: 'Nusantara Retailindo', width: 184, mobileWidth: 136 },
  { name: 'Garuda Logistik', width: 160, mobileWidth: 124 },
  { name: 'Telekom Archipelago', width: 184, mobileWidth: 136 },
  { name: 'Sari Rasa Group', width: 156, mobileWidth: 120 },
  { name: 'Mitra Energi Persada', width: 184, mobileWidth: 136 },
  { name: 'Kencana Asuransi', width: 164, mobileWidth: 124 },
  { name: 'Arunika Farma', width: 150, mobileWidth: 116 },
];
