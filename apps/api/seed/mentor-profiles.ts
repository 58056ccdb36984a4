// The demo mentors, drawn from a seed: each persona (./data/mentor-personas.ts) gets a career track,
// a company, topics and expertise of that track, a short Indonesian bio, education at real
// universities, booking settings and weekly availability in their own time zone (evenings and
// weekends mostly). Pure: no database, the same seed and year give the same mentors.
import {
  MENTOR_PERSONAS,
  mentorPhotoPath,
  type AgeBand,
  type Gender,
  type MentorCityKey,
} from './data/mentor-personas';
import { MENTOR_CITIES, SCHOOLS_ABROAD, SCHOOLS_MASTERS, type MentorCity } from './data/mentoring';
import {
  APPROACH_SENTENCES,
  PERSONAL_SENTENCES,
  TRACKS,
  TRACK_MIX,
  type TrackKey,
} from './data/mentor-tracks';
import type { WeeklyWindow } from './mentoring-time';
import { createRng, deriveSeed, toKebab, type Rng } from './random';

export type Degree = 'D3' | 'D4' | 'S1' | 'S2' | 'S3';

export type MentorEducation = {
  school: string;
  degree: Degree;
  fieldOfStudy: string;
  startYear: number;
  endYear: number;
};

export type GeneratedMentor = {
  /** Position in the demo (0 and 1 are mentor@ and mentor2@jenjang.test). */
  index: number;
  name: string;
  slug: string;
  gender: Gender;
  age: AgeBand;
  track: TrackKey;
  headline: string;
  companyName: string;
  yearsOfExperience: number;
  bio: string;
  /** ISO 639 codes, Indonesian first. */
  languages: string[];
  photoUrl: string;
  city: MentorCityKey;
  cityLabel: string;
  /** A real kecamatan code; null for the mentors living abroad. */
  districtCode: string | null;
  timeZone: MentorCity['timeZone'];
  topicSlugs: string[];
  expertiseSlugs: string[];
  educations: MentorEducation[];
  sessionMinutes: 30 | 45 | 60;
  bufferMinutes: 0 | 10 | 15;
  minNoticeHours: number;
  bookingWindowDays: number;
  acceptsCustomRequests: boolean;
  offersOffline: boolean;
  offlineAddress: string | null;
  /** Weekly availability in the mentor's own zone (see toWibWindow for the stored form). */
  weekly: WeeklyWindow[];
  referralCode: string;
  linkedinUrl: string | null;
};

export const MENTOR_SALT = 1401;

const YEARS: Record<AgeBand, [number, number]> = {
  young: [2, 6],
  middle: [7, 15],
  senior: [18, 30],
};

/** Tracks of the mentors after the first two, in a seeded order. */
function trackOrder(rng: Rng): TrackKey[] {
  const list = (Object.entries(TRACK_MIX) as [TrackKey, number][]).flatMap(([key, n]) =>
    Array.from({ length: n }, () => key),
  );
  return rng.shuffle(list);
}

/** Polytechnic diplomas exist for these fields; a few engineers and accountants took one. */
const DIPLOMA_FIELDS = new Set(['Teknik Informatika', 'Akuntansi', 'Teknik Elektro']);

function firstDegree(rng: Rng, city: MentorCity, field: string) {
  const polytechnic = city.localSchools.find((s) => s.startsWith('Politeknik'));
  if (polytechnic && DIPLOMA_FIELDS.has(field) && rng.chance(0.3)) {
    return { school: polytechnic, degree: 'D3' as const, fieldOfStudy: field, years: 3 };
  }
  const universities = city.localSchools.filter((s) => !s.startsWith('Politeknik'));
  const school = rng.chance(0.7) ? rng.pick(universities) : rng.pick(SCHOOLS_MASTERS);
  return { school, degree: 'S1' as const, fieldOfStudy: field, years: 4 };
}

function educationFor(
  rng: Rng,
  input: { city: MentorCity; track: TrackKey; age: AgeBand; years: number; currentYear: number },
): MentorEducation[] {
  const track = TRACKS[input.track];
  const field = rng.pick(track.fields);
  // They started working the year after their first degree.
  const firstEnd = input.currentYear - input.years - 1;
  const first = firstDegree(rng, input.city, field);
  const entries: MentorEducation[] = [
    {
      school: first.school,
      degree: first.degree,
      fieldOfStudy: first.fieldOfStudy,
      startYear: firstEnd - first.years,
      endYear: firstEnd,
    },
  ];
  const academic = input.track === 'academic';
  // A master's needs a bachelor's first: none after a diploma.
  const masters =
    first.degree === 'S1' &&
    (academic || (input.age !== 'young' && rng.chance(0.55)) || rng.chance(0.15));
  const start = firstEnd + rng.int(1, academic ? 2 : 4);
  // Only finished degrees: a master's still under way would end after the seed's year.
  if (masters && start + 2 <= input.currentYear) {
    const abroad = academic || rng.chance(0.6);
    entries.push({
      school: abroad ? rng.pick(SCHOOLS_ABROAD) : rng.pick(SCHOOLS_MASTERS),
      degree: 'S2',
      fieldOfStudy: rng.pick(track.fields),
      startYear: start,
      endYear: start + 2,
    });
    if ((academic && input.age !== 'young') || (input.age === 'senior' && rng.chance(0.3))) {
      const phdStart = start + 2 + rng.int(1, 3);
      if (phdStart + 4 < input.currentYear) {
        entries.push({
          school: rng.pick(SCHOOLS_ABROAD),
          degree: 'S3',
          fieldOfStudy: rng.pick(track.fields),
          startYear: phdStart,
          endYear: phdStart + 4,
        });
      }
    }
  }
  return entries;
}

const EVENING_STARTS = ['19:00', '19:30', '20:00'];
const SATURDAY = [
  ['09:00', '12:00'],
  ['10:00', '13:00'],
  ['13:00', '16:00'],
] as const;
const SUNDAY = [
  ['15:00', '17:00'],
  ['19:00', '21:00'],
  ['09:00', '11:00'],
] as const;

/** Evenings on two or three weekdays and a weekend block; academics also keep office hours. */
function weeklyFor(rng: Rng, track: TrackKey): WeeklyWindow[] {
  const windows: WeeklyWindow[] = [];
  const evenings = rng.pickMany([1, 2, 3, 4, 5], rng.int(2, 3)).sort((a, b) => a - b);
  const start = rng.pick(EVENING_STARTS);
  const hours = rng.pick([1.5, 2, 2]);
  for (const weekday of evenings) {
    const from = Number(start.slice(0, 2)) * 60 + Number(start.slice(3));
    const to = Math.min(from + hours * 60, 22 * 60);
    windows.push({ weekday, startTime: start, endTime: hhmm(to) });
  }
  if (rng.chance(0.75)) {
    const [from, to] = rng.pick(SATURDAY);
    windows.push({ weekday: 6, startTime: from, endTime: to });
  }
  if (rng.chance(0.4) || windows.length < 3) {
    const [from, to] = rng.pick(SUNDAY);
    windows.push({ weekday: 7, startTime: from, endTime: to });
  }
  const free = [1, 2, 3, 4, 5].filter((d) => !evenings.includes(d));
  if (track === 'academic') {
    for (const weekday of rng.pickMany(free, 2)) {
      windows.push({ weekday, startTime: '15:00', endTime: '17:00' });
    }
  } else if (rng.chance(0.3) && free.length > 0) {
    windows.push({ weekday: rng.pick(free), startTime: '12:00', endTime: '13:00' });
  }
  return windows.sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function bioFor(
  rng: Rng,
  input: { gender: Gender; track: TrackKey; title: string; company: string; years: number },
): string {
  const track = TRACKS[input.track];
  const opening = rng.pick([
    `Saya ${input.title} di ${input.company} dengan pengalaman ${input.years} tahun di bidang ${track.fieldPhrase}.`,
    `${input.years} tahun berkarier di bidang ${track.fieldPhrase}, kini saya ${input.title} di ${input.company}.`,
    `Halo, saya bekerja sebagai ${input.title} di ${input.company} dan sudah ${input.years} tahun menekuni ${track.fieldPhrase}.`,
  ]);
  const sentences = [opening, rng.pick(track.experience), rng.pick(APPROACH_SENTENCES)];
  if (rng.chance(0.4)) {
    sentences.push(
      rng.pick(PERSONAL_SENTENCES).replace('{parent}', input.gender === 'female' ? 'ibu' : 'ayah'),
    );
  }
  return sentences.join(' ');
}

/** Two to five topics: mostly the track's typical ones, sometimes one from elsewhere. */
function topicsFor(rng: Rng, track: TrackKey): string[] {
  const pool = TRACKS[track].topics;
  const typical = pool.slice(0, 4);
  const count = rng.int(2, 5);
  const chosen = new Set(rng.pickMany(typical, Math.min(count, typical.length, rng.int(2, 3))));
  for (const slug of rng.shuffle(pool)) {
    if (chosen.size >= count) break;
    chosen.add(slug);
  }
  return [...chosen];
}

export function generateMentorProfiles(options: {
  seed: number;
  /** The year education entries end before (the seed's `now`). */
  currentYear: number;
}): GeneratedMentor[] {
  const order = trackOrder(createRng(deriveSeed(options.seed, MENTOR_SALT)));
  const slugs = new Set<string>();
  return MENTOR_PERSONAS.map((persona, index) => {
    const rng = createRng(deriveSeed(options.seed, MENTOR_SALT + 1 + index));
    // The seeded accounts: a recruiter (CV reviews, interviews) and an engineer.
    const track: TrackKey =
      index === 0 ? 'hr' : index === 1 ? 'software' : (order[index - 2] as TrackKey);
    const def = TRACKS[track];
    const city = MENTOR_CITIES[persona.city];
    const age = persona.look.age;
    const years = rng.int(...YEARS[age]);
    const title = rng.pick(def.titles[age]);
    const educations = educationFor(rng, {
      city,
      track,
      age,
      years,
      currentYear: options.currentYear,
    });
    const abroadCompanies = persona.city === 'singapore' ? def.singaporeCompanies : undefined;
    const companyName =
      track === 'academic'
        ? (educations.find((e) => !SCHOOLS_ABROAD.includes(e.school))?.school ??
          city.localSchools[0]!)
        : rng.pick(abroadCompanies ?? def.companies);
    let slug = toKebab(persona.name);
    if (slugs.has(slug)) slug = `${slug}-${index + 1}`;
    slugs.add(slug);
    const sessionMinutes = rng.weighted<30 | 45 | 60>([
      [30, 2],
      [45, 4],
      [60, 3],
    ]);
    const offersOffline = city.districtCodes.length > 0 && rng.chance(0.25);
    const firstName = persona.name.split(' ')[0]!.toUpperCase();
    return {
      index,
      name: persona.name,
      slug,
      gender: persona.look.gender,
      age,
      track,
      headline: title,
      companyName,
      yearsOfExperience: years,
      bio: bioFor(rng, { gender: persona.look.gender, track, title, company: companyName, years }),
      languages: ['id', 'en', ...(persona.extraLanguages ?? [])],
      photoUrl: mentorPhotoPath(index),
      city: persona.city,
      cityLabel: city.label,
      districtCode: city.districtCodes.length > 0 ? rng.pick(city.districtCodes) : null,
      timeZone: city.timeZone,
      topicSlugs: topicsFor(rng, track),
      expertiseSlugs: rng.pickMany(def.expertises, rng.int(1, Math.min(3, def.expertises.length))),
      educations,
      sessionMinutes,
      bufferMinutes: rng.weighted<0 | 10 | 15>([
        [0, 2],
        [10, 4],
        [15, 3],
      ]),
      minNoticeHours: rng.pick([6, 12, 12, 24]),
      bookingWindowDays: rng.pick([21, 30, 30, 45]),
      acceptsCustomRequests: index === 0 || rng.chance(0.4),
      offersOffline,
      offlineAddress: offersOffline
        ? `Kedai kopi di sekitar ${city.label} (dikabari setelah disetujui)`
        : null,
      weekly: weeklyFor(rng, track),
      referralCode: `${firstName.replace(/[^A-Z]/g, '').slice(0, 8)}${rng.hex(4).toUpperCase()}`,
      // No made-up profile links: a fictional handle on a real site could be a real person's.
      linkedinUrl: null,
    };
  });
}
