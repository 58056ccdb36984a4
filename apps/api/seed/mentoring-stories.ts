// The hand-written part of the demo's session plan: the two seeded job seekers' sessions (every
// state their pages can show) and the seeded mentors' requests to answer and sessions ahead.
// ./mentoring-sessions.ts places them in free slots before the random rest.
import type { ReviewText } from './data/mentoring-texts';
import type { GeneratedMentor } from './mentor-profiles';
import type { SessionRequest } from './mentoring-sessions';

export const STUDENT_EMAIL = 'siswa@jenjang.test';
export const STUDENT2_EMAIL = 'siswa2@jenjang.test';

/** The two seeded job seekers' sessions: every state their pages can show. */
export function storyRequests(mentors: readonly GeneratedMentor[]): SessionRequest[] {
  const byTrack = (track: GeneratedMentor['track'], skip = 0) =>
    mentors.filter((m) => m.index >= 2 && m.track === track)[skip]?.index ?? 2;
  const data = byTrack('data');
  const design = byTrack('design');
  const design2 = byTrack('design', 1);
  const academic = byTrack('academic');
  const customTaker = mentors.find((m) => m.index >= 2 && m.acceptsCustomRequests)?.index ?? 0;
  const s1 = STUDENT_EMAIL;
  const s2 = STUDENT2_EMAIL;
  const five = (comment: string): ReviewText => ({ rating: 5, comment });
  return [
    {
      mentorIndex: 0,
      mentee: s1,
      outcome: 'completed',
      aroundDays: -40,
      topicSlug: 'review-cv',
      review: five(
        'Kak Ratna membedah CV saya bagian per bagian. Sekarang jauh lebih rapi dan fokus ke pencapaian.',
      ),
    },
    {
      mentorIndex: data,
      mentee: s1,
      outcome: 'completed',
      aroundDays: -21,
      topicSlug: 'transisi-karier-data',
      review: {
        rating: 4,
        comment:
          'Roadmap belajar data yang diberikan sangat jelas. Semoga bisa sesi lanjutan soal portofolio.',
      },
    },
    { mentorIndex: academic, mentee: s1, outcome: 'rejected', aroundDays: -26 },
    { mentorIndex: design, mentee: s1, outcome: 'cancelled', aroundDays: -15 },
    {
      mentorIndex: 1,
      mentee: s1,
      outcome: 'completedNoReview',
      aroundDays: -9,
      topicSlug: 'wawancara-teknis',
    },
    {
      mentorIndex: 0,
      mentee: s1,
      outcome: 'awaitingCompletion',
      aroundDays: -1,
      topicSlug: 'persiapan-wawancara',
    },
    { mentorIndex: 0, mentee: s1, outcome: 'approved', aroundDays: 3, topicSlug: 'negosiasi-gaji' },
    {
      mentorIndex: 1,
      mentee: s1,
      outcome: 'pending',
      aroundDays: 6,
      topicSlug: 'karier-software-engineer',
    },
    {
      mentorIndex: data,
      mentee: s1,
      outcome: 'rescheduleRequested',
      aroundDays: 9,
      topicSlug: 'sql-analisis-data',
    },
    {
      mentorIndex: design,
      mentee: s2,
      outcome: 'completed',
      aroundDays: -30,
      topicSlug: 'portofolio-ui-ux',
      review: five(
        'Portofolio saya dibedah dengan detail, sekarang saya tahu cara bercerita lewat studi kasus.',
      ),
    },
    { mentorIndex: design2, mentee: s2, outcome: 'noShow', aroundDays: -18 },
    {
      mentorIndex: 0,
      mentee: s2,
      outcome: 'expired',
      aroundDays: -12,
      topicSlug: 'karier-fresh-graduate',
    },
    {
      mentorIndex: design,
      mentee: s2,
      outcome: 'approved',
      aroundDays: 5,
      topicSlug: 'freelance-kreatif',
    },
    { mentorIndex: customTaker, mentee: s2, outcome: 'requested', aroundDays: 5 },
  ];
}

/**
 * Requests to answer and sessions ahead for the seeded mentors (mentor@ and mentor2@): what their
 * dashboard shows first.
 */
export function seededMentorRequests(mentees: readonly string[]): SessionRequest[] {
  const others = mentees.filter((m) => m !== STUDENT_EMAIL && m !== STUDENT2_EMAIL);
  const out: SessionRequest[] = [];
  [0, 1].forEach((mentorIndex) => {
    const pick = (i: number) => others[(i * 5 + mentorIndex * 3) % others.length]!;
    out.push(
      { mentorIndex, mentee: pick(0), outcome: 'pending', aroundDays: 2 },
      { mentorIndex, mentee: pick(1), outcome: 'pending', aroundDays: 4 },
      { mentorIndex, mentee: pick(2), outcome: 'pending', aroundDays: 8 },
      { mentorIndex, mentee: pick(3), outcome: 'approved', aroundDays: 1 },
      { mentorIndex, mentee: pick(4), outcome: 'approved', aroundDays: 5 },
      { mentorIndex, mentee: pick(5), outcome: 'approved', aroundDays: 11, custom: true },
      { mentorIndex, mentee: pick(6), outcome: 'requested', aroundDays: 4 },
    );
    for (let i = 0; i < 16; i++) {
      out.push({
        mentorIndex,
        mentee: pick(7 + i),
        outcome: i % 6 === 5 ? 'cancelled' : i % 9 === 8 ? 'noShow' : 'completed',
        aroundDays: -4 - i * 7,
      });
    }
  });
  return out;
}
