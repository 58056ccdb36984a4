// The demo mentors' people: fictional names from many regions of Indonesia, each living in a city
// that fits the name (a Balinese name in Denpasar, a Bugis one in Makassar, a Batak one in Medan),
// and the look of their illustrated portrait. Mentor i wears photo i; the photos past the last
// persona are spares (for mentors who sign up later in the demo). Everything else about a mentor
// (company, topics, schedule, ...) is drawn from the seed in ../mentor-profiles.ts.

export type Gender = 'female' | 'male';
export type AgeBand = 'young' | 'middle' | 'senior';
/** Skin tones of the portrait style's palette, light to dark. */
export type SkinTone = 'light' | 'tan' | 'brown' | 'deep' | 'dark';

export type PhotoLook = {
  gender: Gender;
  age: AgeBand;
  skin: SkinTone;
  hijab?: boolean;
  glasses?: boolean;
};

/** Where a mentor lives: one of the cities the demo spreads mentors over. */
export type MentorCityKey =
  | 'jakarta'
  | 'bandung'
  | 'surabaya'
  | 'yogyakarta'
  | 'makassar'
  | 'denpasar'
  | 'jayapura'
  | 'medan'
  | 'singapore';

export type MentorPersona = {
  name: string;
  city: MentorCityKey;
  look: PhotoLook;
  /** ISO 639 codes of languages beyond Indonesian and English (LANGUAGES in ./mentoring.ts). */
  extraLanguages?: string[];
};

const F = 'female' as const;
const M = 'male' as const;

export const MENTOR_PERSONAS: readonly MentorPersona[] = [
  // The first two are the seeded accounts mentor@ and mentor2@jenjang.test (names from accounts.ts).
  {
    name: 'Ratna Kusumawati',
    city: 'jakarta',
    look: { gender: F, age: 'middle', skin: 'tan', hijab: true },
    extraLanguages: ['jv'],
  },
  {
    name: 'Hendra Wijaya',
    city: 'surabaya',
    look: { gender: M, age: 'middle', skin: 'light', glasses: true },
    extraLanguages: ['zh'],
  },
  { name: 'Dimas Prasetyo', city: 'jakarta', look: { gender: M, age: 'young', skin: 'tan' } },
  {
    name: 'Anindya Larasati',
    city: 'jakarta',
    look: { gender: F, age: 'young', skin: 'tan', glasses: true },
  },
  {
    name: 'Kevin Tanuwidjaja',
    city: 'jakarta',
    look: { gender: M, age: 'young', skin: 'light', glasses: true },
  },
  {
    name: 'Siti Nurhaliza Rahman',
    city: 'jakarta',
    look: { gender: F, age: 'middle', skin: 'brown', hijab: true },
  },
  {
    name: 'Bambang Sutrisno',
    city: 'jakarta',
    look: { gender: M, age: 'senior', skin: 'brown', glasses: true },
    extraLanguages: ['jv', 'nl'],
  },
  { name: 'Clarissa Halim', city: 'jakarta', look: { gender: F, age: 'young', skin: 'light' } },
  {
    name: 'Fajar Chaniago',
    city: 'jakarta',
    look: { gender: M, age: 'middle', skin: 'tan' },
    extraLanguages: ['min'],
  },
  {
    name: 'Asep Hidayat',
    city: 'bandung',
    look: { gender: M, age: 'middle', skin: 'tan' },
    extraLanguages: ['su'],
  },
  {
    name: 'Rina Nurjanah',
    city: 'bandung',
    look: { gender: F, age: 'young', skin: 'tan', hijab: true, glasses: true },
    extraLanguages: ['su'],
  },
  { name: 'Galih Permana', city: 'bandung', look: { gender: M, age: 'young', skin: 'brown' } },
  {
    name: 'Intan Permatasari',
    city: 'bandung',
    look: { gender: F, age: 'middle', skin: 'tan' },
    extraLanguages: ['su'],
  },
  {
    name: 'Dewi Anggraini',
    city: 'surabaya',
    look: { gender: F, age: 'middle', skin: 'brown', hijab: true },
    extraLanguages: ['jv'],
  },
  { name: 'Rizky Ramadhan', city: 'surabaya', look: { gender: M, age: 'young', skin: 'brown' } },
  {
    name: 'Lukas Santoso',
    city: 'surabaya',
    look: { gender: M, age: 'middle', skin: 'light', glasses: true },
    extraLanguages: ['ja'],
  },
  {
    name: 'Wahyu Nugroho',
    city: 'yogyakarta',
    look: { gender: M, age: 'middle', skin: 'brown' },
    extraLanguages: ['jv'],
  },
  {
    name: 'Laksmi Pramesti',
    city: 'yogyakarta',
    look: { gender: F, age: 'young', skin: 'tan' },
    extraLanguages: ['jv'],
  },
  {
    name: 'Sri Wahyuni',
    city: 'yogyakarta',
    look: { gender: F, age: 'senior', skin: 'brown', hijab: true, glasses: true },
    extraLanguages: ['jv'],
  },
  {
    name: 'Arief Budiman',
    city: 'yogyakarta',
    look: { gender: M, age: 'senior', skin: 'tan', glasses: true },
    extraLanguages: ['de'],
  },
  {
    name: 'Andi Nurhaliza',
    city: 'makassar',
    look: { gender: F, age: 'middle', skin: 'tan', hijab: true },
    extraLanguages: ['bug'],
  },
  {
    name: 'Muhammad Fadli Syamsuddin',
    city: 'makassar',
    look: { gender: M, age: 'young', skin: 'brown', glasses: true },
    extraLanguages: ['mak'],
  },
  {
    name: 'Andi Ilham Pratama',
    city: 'makassar',
    look: { gender: M, age: 'middle', skin: 'brown' },
    extraLanguages: ['bug'],
  },
  {
    name: 'Nurul Hikmah',
    city: 'makassar',
    look: { gender: F, age: 'young', skin: 'brown', hijab: true },
  },
  {
    name: 'I Made Wirawan',
    city: 'denpasar',
    look: { gender: M, age: 'middle', skin: 'brown' },
    extraLanguages: ['ban'],
  },
  {
    name: 'Ni Luh Putu Saraswati',
    city: 'denpasar',
    look: { gender: F, age: 'young', skin: 'brown' },
    extraLanguages: ['ban', 'ja'],
  },
  {
    name: 'I Gusti Ngurah Adi Pratama',
    city: 'denpasar',
    look: { gender: M, age: 'young', skin: 'tan', glasses: true },
    extraLanguages: ['ban'],
  },
  {
    name: 'Ni Kadek Dwi Lestari',
    city: 'denpasar',
    look: { gender: F, age: 'middle', skin: 'tan' },
    extraLanguages: ['ban'],
  },
  { name: 'Yohanes Wenda', city: 'jayapura', look: { gender: M, age: 'middle', skin: 'dark' } },
  { name: 'Maria Rumbiak', city: 'jayapura', look: { gender: F, age: 'young', skin: 'dark' } },
  {
    name: 'Elisabeth Mandowen',
    city: 'jayapura',
    look: { gender: F, age: 'middle', skin: 'deep', glasses: true },
  },
  {
    name: 'Rico Simanjuntak',
    city: 'medan',
    look: { gender: M, age: 'middle', skin: 'brown' },
    extraLanguages: ['bbc'],
  },
  { name: 'Debora Sitompul', city: 'medan', look: { gender: F, age: 'young', skin: 'tan' } },
  {
    name: 'Fadli Nasution',
    city: 'medan',
    look: { gender: M, age: 'young', skin: 'tan', glasses: true },
  },
  {
    name: 'Yanti Ginting',
    city: 'medan',
    look: { gender: F, age: 'senior', skin: 'brown' },
    extraLanguages: ['btx'],
  },
  {
    name: 'Stefani Gunawan',
    city: 'singapore',
    look: { gender: F, age: 'young', skin: 'light', glasses: true },
    extraLanguages: ['zh'],
  },
  {
    name: 'Aditya Rahardjo',
    city: 'singapore',
    look: { gender: M, age: 'middle', skin: 'tan' },
    extraLanguages: ['jv'],
  },
];

/** Portraits past the personas: spares for mentors created later in the demo. */
const SPARE_LOOKS: readonly PhotoLook[] = [
  { gender: F, age: 'young', skin: 'brown', hijab: true },
  { gender: M, age: 'senior', skin: 'tan' },
  { gender: F, age: 'middle', skin: 'light', glasses: true },
];

/** The look of every shipped portrait, in file order (mentor-01.svg is the first). */
export const PHOTO_LOOKS: readonly PhotoLook[] = [
  ...MENTOR_PERSONAS.map((p) => p.look),
  ...SPARE_LOOKS,
];

/** Web path of the portrait at `index` (0-based): '/mentor-photos/mentor-01.svg'. */
export function mentorPhotoPath(index: number): string {
  return `/mentor-photos/${mentorPhotoFile(index)}`;
}

export function mentorPhotoFile(index: number): string {
  return `mentor-${String(index + 1).padStart(2, '0')}.svg`;
}
