// The partner strip of the employer landing (spec section 3, Partner logo entry): large
// companies that hire through Jenjang, then "750+ more". The names are fictional, like every
// company of the demo; each logo is a wordmark the web draws from `mark` and `color`.

export type PartnerLogo = {
  name: string;
  /** Up to three letters drawn in the logo's badge. */
  mark: string;
  /** The badge colour, dark enough for white text (WCAG AA). */
  color: string;
  /** Rendered width in px on desktop and on phones. */
  width: number;
  mobileWidth: number;
};

export const EMPLOYER_PARTNERS: readonly PartnerLogo[] = [
  { name: 'Bank Sentosa Raya', mark: 'BSR', color: '#1e3a8a', width: 176, mobileWidth: 132 },
  { name: 'Nusantara Retailindo', mark: 'NR', color: '#b91c1c', width: 184, mobileWidth: 136 },
  { name: 'Garuda Logistik', mark: 'GL', color: '#065f46', width: 160, mobileWidth: 124 },
  { name: 'Telekom Archipelago', mark: 'TA', color: '#6d28d9', width: 184, mobileWidth: 136 },
  { name: 'Sari Rasa Group', mark: 'SR', color: '#9a3412', width: 156, mobileWidth: 120 },
  { name: 'Mitra Energi Persada', mark: 'MEP', color: '#0f766e', width: 184, mobileWidth: 136 },
  { name: 'Kencana Asuransi', mark: 'KA', color: '#334155', width: 164, mobileWidth: 124 },
  { name: 'Arunika Farma', mark: 'AF', color: '#be185d', width: 150, mobileWidth: 116 },
];
