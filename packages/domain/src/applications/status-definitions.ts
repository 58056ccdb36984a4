import type { ApplicationStatus } from '../enums';
import type { Locale } from '../locale';

// One status truth (issue 22, docs/decisions/029-one-status-truth.md). Everything a person reads
// about where an application stands is written here once, in Indonesian and English: the job
// seeker's chip, its colour and filter group, the card's sentence, the timeline's step states,
// the bell's and the mail's sentence; and the employer's label of every status. The web's chips,
// timeline, bell, board and candidate page, and the API's mails and CSV export all read it, so
// the two sides cannot say different things about the same application.

export type StatusTexts = Readonly<Record<Locale, string>>;

/**
 * What the job seeker reads: one phase per application, from its status, whether the candidate
 * ended it (withdrawn; a withdrawn offer is a declined offer) and the job's state.
 */
export const SEEKER_PHASES = [
  'received',
  'inReview',
  'inStep',
  'invited',
  'offered',
  'hired',
  'offerDeclined',
  'notSelected',
  'expired',
  'jobClosed',
  'withdrawn',
] as const;
export type SeekerPhase = (typeof SEEKER_PHASES)[number];

/** Colours by meaning; the web maps each to its chip classes. */
export const STATUS_TONES = [
  'neutral',
  'review',
  'progress',
  'offer',
  'success',
  'ended',
  'muted',
] as const;
export type StatusTone = (typeof STATUS_TONES)[number];

/** The filter tabs of /loker/applied (the API's `statusGroup`). */
export const APPLICATION_STATUS_GROUPS = [
  'inReview',
  'inProgress',
  'offers',
  'unsuccessful',
  'withdrawn',
] as const;
export type ApplicationStatusGroup = (typeof APPLICATION_STATUS_GROUPS)[number];

export const APPLICATION_STATUS_GROUP_LABELS: Readonly<
  Record<ApplicationStatusGroup, StatusTexts>
> = {
  inReview: { idn: 'Ditinjau', en: 'In review' },
  inProgress: { idn: 'Dalam proses', en: 'In progress' },
  offers: { idn: 'Tawaran', en: 'Offers' },
  unsuccessful: { idn: 'Belum berhasil', en: 'Not this time' },
  withdrawn: { idn: 'Ditarik', en: 'Withdrawn' },
};

export type SeekerPhaseDefinition = {
  /** The chip. `{step}`: the name of the current step. */
  label: StatusTexts;
  tone: StatusTone;
  group: ApplicationStatusGroup;
  /** The card's sentence under the chip; null when the chip says it all. */
  note: StatusTexts | null;
  /** The bell's sentence when the application moves into this phase: {company} {role} {step}. */
  bell: StatusTexts;
  /** The mail's sentence of the same move: {job} ("role — company") and {step}. */
  mail: StatusTexts;
  /** Timeline: what the entry where the application ended says (ended phases only). */
  endedHere: StatusTexts | null;
};

export const SEEKER_PHASE_DEFINITIONS: Readonly<Record<SeekerPhase, SeekerPhaseDefinition>> = {
  received: {
    label: { idn: 'Lamaran Terkirim', en: 'Application sent' },
    tone: 'neutral',
    group: 'inReview',
    note: null,
    bell: {
      idn: '{company} menyimpan lamaranmu untuk {role} dan akan meninjaunya.',
      en: '{company} is keeping your application for {role} and will review it.',
    },
    mail: {
      idn: 'Lamaranmu ke {job} sudah terkirim dan menunggu ditinjau perusahaan.',
      en: 'Your application to {job} is with the company, waiting to be reviewed.',
    },
    endedHere: null,
  },
  inReview: {
    label: { idn: 'Sedang Ditinjau', en: 'In review' },
    tone: 'review',
    group: 'inReview',
    note: null,
    bell: {
      idn: '{company} sedang meninjau lamaranmu untuk {role}.',
      en: '{company} is reviewing your application for {role}.',
    },
    mail: {
      idn: 'Lamaranmu ke {job} sedang ditinjau perusahaan.',
      en: 'The company is reviewing your application to {job}.',
    },
    endedHere: null,
  },
  inStep: {
    label: { idn: '{step}', en: '{step}' },
    tone: 'progress',
    group: 'inProgress',
    note: null,
    bell: {
      idn: '{company}: lamaranmu untuk {role} masuk tahap {step}.',
      en: '{company}: your application for {role} moved to {step}.',
    },
    mail: {
      idn: 'Lamaranmu ke {job} masuk tahap {step}.',
      en: 'Your application to {job} moved to {step}.',
    },
    endedHere: null,
  },
  invited: {
    label: { idn: 'Diundang ke {step}', en: 'Invited to {step}' },
    tone: 'progress',
    group: 'inProgress',
    note: null,
    bell: {
      idn: '{company} mengundangmu ke {step} untuk {role}.',
      en: '{company} invited you to {step} for {role}.',
    },
    mail: {
      idn: 'Kamu diundang ke tahap {step} untuk {job}.',
      en: 'You are invited to {step} for {job}.',
    },
    endedHere: null,
  },
  offered: {
    label: { idn: 'Ditawari', en: 'Offer received' },
    tone: 'offer',
    group: 'offers',
    note: {
      idn: 'Perusahaan menawarimu posisi ini. Terima atau tolak tawarannya di sini.',
      en: 'The company has offered you this job. Accept or decline the offer here.',
    },
    bell: {
      idn: '{company} menawarimu posisi {role}. Terima atau tolak tawarannya di halaman Lamaran saya.',
      en: '{company} offered you the {role} job. Accept or decline it in My applications.',
    },
    mail: {
      idn: 'Selamat! Perusahaan menawarimu posisi {job}. Buka lamaranmu untuk menerima atau menolak tawarannya.',
      en: 'Congratulations! The company has offered you the job {job}. Open your application to accept or decline the offer.',
    },
    endedHere: null,
  },
  hired: {
    label: { idn: 'Tawaran Diterima', en: 'Offer accepted' },
    tone: 'success',
    group: 'offers',
    note: {
      idn: 'Kamu menerima tawaran ini. Selamat!',
      en: 'You accepted this offer. Congratulations!',
    },
    bell: {
      idn: 'Tawaran {role} di {company} sudah kamu terima. Selamat!',
      en: 'You accepted the {role} offer at {company}. Congratulations!',
    },
    mail: {
      idn: 'Tawaran {job} sudah kamu terima. Selamat! Perusahaan akan menghubungimu untuk langkah berikutnya.',
      en: 'You accepted the offer for {job}. Congratulations! The company will contact you about the next steps.',
    },
    endedHere: null,
  },
  offerDeclined: {
    label: { idn: 'Tawaran Kamu Tolak', en: 'Offer declined' },
    tone: 'muted',
    group: 'withdrawn',
    note: {
      idn: 'Kamu menolak tawaran ini. Perusahaan sudah diberi tahu.',
      en: 'You declined this offer. The company has been told.',
    },
    bell: {
      idn: 'Kamu menolak tawaran {role} di {company}. Perusahaan sudah diberi tahu.',
      en: 'You declined the {role} offer at {company}. The company has been told.',
    },
    mail: {
      idn: 'Kamu menolak tawaran {job}. Perusahaan sudah diberi tahu.',
      en: 'You declined the offer for {job}. The company has been told.',
    },
    endedHere: { idn: 'Kamu menolak tawaran', en: 'You declined the offer' },
  },
  notSelected: {
    label: { idn: 'Belum Lolos', en: 'Not selected' },
    tone: 'ended',
    group: 'unsuccessful',
    note: {
      idn: 'Kali ini perusahaan memilih kandidat lain. Tetap semangat: masih banyak lowongan yang cocok untukmu.',
      en: 'This time the company chose another candidate. Keep going: many more jobs may suit you.',
    },
    bell: {
      idn: '{company} belum bisa melanjutkan lamaranmu untuk {role}. Terima kasih sudah melamar, tetap semangat!',
      en: '{company} will not move forward with your application for {role}. Thank you for applying, and keep going!',
    },
    mail: {
      idn: 'Terima kasih sudah melamar {job}. Kali ini perusahaan belum bisa melanjutkan lamaranmu. Tetap semangat: masih banyak lowongan yang cocok untukmu.',
      en: 'Thank you for applying to {job}. This time the company will not move forward with your application. Keep going: many more jobs may suit you.',
    },
    endedHere: { idn: 'Belum lolos di tahap ini', en: 'Not selected at this step' },
  },
  expired: {
    label: { idn: 'Kedaluwarsa', en: 'Expired' },
    tone: 'muted',
    group: 'unsuccessful',
    note: {
      idn: 'Ditutup karena perusahaan tidak merespons tepat waktu.',
      en: 'Closed because the company did not respond in time.',
    },
    bell: {
      idn: 'Lamaranmu untuk {role} di {company} ditutup: perusahaan tidak merespons tepat waktu.',
      en: 'Your application for {role} at {company} was closed: the company did not respond in time.',
    },
    mail: {
      idn: 'Lamaranmu ke {job} ditutup karena perusahaan tidak merespons tepat waktu.',
      en: 'Your application to {job} was closed because the company did not respond in time.',
    },
    endedHere: { idn: 'Berakhir: tidak ada tanggapan', en: 'Ended: no response' },
  },
  jobClosed: {
    label: { idn: 'Lowongan Ditutup', en: 'Job closed' },
    tone: 'muted',
    group: 'unsuccessful',
    note: {
      idn: 'Lowongan ditutup sebelum ada keputusan.',
      en: 'The job was closed before a decision.',
    },
    bell: {
      idn: '{company} menutup lowongan {role}.',
      en: '{company} closed the job {role}.',
    },
    mail: {
      idn: 'Lowongan {job} sudah ditutup sebelum ada keputusan atas lamaranmu.',
      en: 'The job {job} was closed before a decision on your application.',
    },
    endedHere: { idn: 'Berakhir: lowongan ditutup', en: 'Ended: the job closed' },
  },
  withdrawn: {
    label: { idn: 'Ditarik', en: 'Withdrawn' },
    tone: 'muted',
    group: 'withdrawn',
    note: { idn: 'Kamu menarik lamaran ini.', en: 'You withdrew this application.' },
    bell: {
      idn: 'Kamu menarik lamaranmu untuk {role} di {company}.',
      en: 'You withdrew your application for {role} at {company}.',
    },
    mail: {
      idn: 'Kamu menarik lamaranmu ke {job}. Perusahaan tidak akan memprosesnya lagi.',
      en: 'You withdrew your application to {job}. The company will not process it any more.',
    },
    endedHere: { idn: 'Kamu menarik lamaran di sini', en: 'You withdrew here' },
  },
};

/**
 * What the employer reads of each status (board chip, candidate page, history, CSV), plus the
 * two endings the candidate chooses. Only the employer tells the review statuses apart.
 */
export const EMPLOYER_STATUS_KEYS = [
  'waitListed',
  'notProcessed',
  'review',
  'approached',
  'curatedInProgress',
  'hrInterview',
  'userInterview',
  'techTestSent',
  'techTestSubmitted',
  'custom',
  'offered',
  'accepted',
  'rejected',
  'rejectedBySystem',
  'expired',
  'closed',
  'withdrawn',
  'offerDeclined',
] as const satisfies readonly (ApplicationStatus | 'withdrawn' | 'offerDeclined')[];
export type EmployerStatusKey = (typeof EMPLOYER_STATUS_KEYS)[number];

export type EmployerStatusDefinition = {
  label: StatusTexts;
  tone: StatusTone;
  /** The job seeker's phase of the same state (a step status: inStep, or invited). */
  seekerPhase: SeekerPhase;
};

export const EMPLOYER_STATUS_DEFINITIONS: Readonly<
  Record<EmployerStatusKey, EmployerStatusDefinition>
> = {
  waitListed: { label: { idn: 'Baru', en: 'New' }, tone: 'neutral', seekerPhase: 'received' },
  notProcessed: {
    label: { idn: 'Belum diproses', en: 'Not processed' },
    tone: 'review',
    seekerPhase: 'inReview',
  },
  review: { label: { idn: 'Ditinjau', en: 'In review' }, tone: 'review', seekerPhase: 'inReview' },
  approached: {
    label: { idn: 'Didekati', en: 'Approached' },
    tone: 'review',
    seekerPhase: 'inReview',
  },
  curatedInProgress: {
    label: { idn: 'Dikurasi', en: 'Curated' },
    tone: 'review',
    seekerPhase: 'inReview',
  },
  hrInterview: {
    label: { idn: 'Interview HR', en: 'HR interview' },
    tone: 'progress',
    seekerPhase: 'inStep',
  },
  userInterview: {
    label: { idn: 'Interview user', en: 'User interview' },
    tone: 'progress',
    seekerPhase: 'inStep',
  },
  techTestSent: {
    label: { idn: 'Tes teknis dikirim', en: 'Tech test sent' },
    tone: 'progress',
    seekerPhase: 'inStep',
  },
  techTestSubmitted: {
    label: { idn: 'Tes teknis dikumpulkan', en: 'Tech test submitted' },
    tone: 'progress',
    seekerPhase: 'inStep',
  },
  custom: {
    label: { idn: 'Tahap khusus', en: 'Custom step' },
    tone: 'progress',
    seekerPhase: 'inStep',
  },
  offered: { label: { idn: 'Ditawari', en: 'Offered' }, tone: 'offer', seekerPhase: 'offered' },
  accepted: {
    label: { idn: 'Tawaran diterima', en: 'Offer accepted' },
    tone: 'success',
    seekerPhase: 'hired',
  },
  rejected: {
    label: { idn: 'Ditolak', en: 'Rejected' },
    tone: 'ended',
    seekerPhase: 'notSelected',
  },
  rejectedBySystem: {
    label: { idn: 'Ditolak sistem', en: 'Rejected by the system' },
    tone: 'ended',
    seekerPhase: 'notSelected',
  },
  expired: {
    label: { idn: 'Kedaluwarsa', en: 'Expired' },
    tone: 'muted',
    seekerPhase: 'expired',
  },
  closed: {
    label: { idn: 'Lowongan ditutup', en: 'Job closed' },
    tone: 'muted',
    seekerPhase: 'jobClosed',
  },
  withdrawn: {
    label: { idn: 'Ditarik', en: 'Withdrawn' },
    tone: 'muted',
    seekerPhase: 'withdrawn',
  },
  offerDeclined: {
    label: { idn: 'Tawaran ditolak kandidat', en: 'Offer declined' },
    tone: 'muted',
    seekerPhase: 'offerDeclined',
  },
};

/** The fixed columns of the employer's board (a step's column is named by the step). */
export const PIPELINE_COLUMN_LABELS: Readonly<
  Record<'applied' | 'offered' | 'rejected' | 'waitListed', StatusTexts>
> = {
  applied: { idn: 'Baru & ditinjau', en: 'New & in review' },
  offered: { idn: 'Tawaran', en: 'Offers' },
  // Rejected, expired, closed, withdrawn and declined offers: every application that ended.
  rejected: { idn: 'Berakhir', en: 'Ended' },
  waitListed: { idn: 'Daftar tunggu', en: 'Wait-listed' },
};

/** The candidate's timeline: its fixed entries and what each state of an entry says. */
export const TIMELINE_ENTRY_LABELS: Readonly<Record<'received' | 'review' | 'offer', StatusTexts>> =
  {
    received: { idn: 'Lamaran terkirim', en: 'Application sent' },
    review: { idn: 'Ditinjau perusahaan', en: 'Company review' },
    offer: { idn: 'Tawaran', en: 'Offer' },
  };

export const TIMELINE_STATES = [
  'done',
  'current',
  'scheduled',
  'skipped',
  'pending',
  'notReached',
  'ended',
] as const;
export type TimelineState = (typeof TIMELINE_STATES)[number];

/** `ended` reads the ending phase's `endedHere`; `scheduled` fills {when} (WIB). */
export const TIMELINE_STATE_TEXTS: Readonly<Record<Exclude<TimelineState, 'ended'>, StatusTexts>> =
  {
    done: { idn: 'Selesai', en: 'Done' },
    current: { idn: 'Tahap saat ini', en: 'Current step' },
    scheduled: { idn: 'Dijadwalkan {when} WIB', en: 'Scheduled {when} WIB' },
    skipped: { idn: 'Dilewati', en: 'Skipped' },
    pending: { idn: 'Belum sampai', en: 'Not reached yet' },
    notReached: { idn: 'Tidak sampai', en: 'Not reached' },
  };

/** Details an entry adds after its state. */
export const TIMELINE_DETAIL_TEXTS: Readonly<
  Record<'testSubmitted' | 'testNotSubmitted' | 'testNotHandedIn' | 'awaitingAnswer', StatusTexts>
> = {
  testSubmitted: { idn: 'Tes sudah dikirim', en: 'Test submitted' },
  testNotSubmitted: { idn: 'Tes belum dikirim', en: 'Test not submitted yet' },
  testNotHandedIn: { idn: 'Tes tidak dikirim', en: 'Test not handed in' },
  awaitingAnswer: { idn: 'Menunggu jawabanmu', en: 'Waiting for your answer' },
};
