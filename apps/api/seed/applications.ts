// Demo data of applying: pre-screening questions on 40% and recruitment steps on 60% of the
// easy-apply jobs, the demo employers as members of two companies, and applications of the demo
// job seekers in every status (with their history, answers, tech tests and notifications), so
// /loker/applied and the bell look lived-in on the first start. Deterministic: jobs are taken in
// slug order, no randomness.
import {
  APPLICATION_STATUSES,
  STEP_STATUS,
  wibDateOf,
  type ApplicationStatus,
  type HiringStageType,
} from '@jenjang/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db';
import { jobQuestions, recruitmentSteps } from '../src/modules/applications/applications.schema';
import { addCompanyMember, type QuestionSpec, type StepSpec } from './application-factories';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const QUESTION_SETS: QuestionSpec[][] = [
  [
    { type: 'numeric', title: 'IPK', profileField: 'gpa', gpaMax: 4, mandatory: true },
    { type: 'numeric', title: 'Berapa tahun pengalaman kerjamu di bidang ini?', mandatory: true },
    {
      type: 'radio',
      title: 'Bersedia bekerja dari kantor lima hari seminggu?',
      options: ['Ya', 'Tidak'],
      mandatory: true,
    },
    { type: 'shortText', title: 'Tautan portofolio atau GitHub' },
  ],
  [
    { type: 'numeric', title: 'Skor TOEFL', profileField: 'toefl' },
    { type: 'date', title: 'Tanggal lahir', profileField: 'birthdate', mandatory: true },
    { type: 'date', title: 'Kapan kamu bisa mulai bekerja?', mandatory: true },
    {
      type: 'checkbox',
      title: 'Bahasa yang kamu kuasai',
      options: ['Bahasa Indonesia', 'Bahasa Inggris', 'Bahasa Mandarin', 'Bahasa Jepang'],
      mandatory: true,
    },
  ],
  [
    {
      type: 'radio',
      title: 'Apakah kamu memiliki kendaraan pribadi?',
      options: ['Ya, motor', 'Ya, mobil', 'Tidak'],
    },
    { type: 'numeric', title: 'Berapa gaji yang kamu harapkan (juta rupiah per bulan)?' },
    {
      type: 'checkbox',
      title: 'Shift yang bisa kamu ambil',
      options: ['Pagi', 'Siang', 'Malam'],
      description: 'Pilih semua yang memungkinkan.',
    },
  ],
];

/** One question of each of the five types, with the three profile questions. */
const EVERY_TYPE_SET: QuestionSpec[] = [
  {
    type: 'checkbox',
    title: 'Bahasa yang kamu kuasai',
    options: ['Bahasa Indonesia', 'Bahasa Inggris', 'Bahasa Mandarin', 'Bahasa Jepang'],
    mandatory: true,
  },
  {
    type: 'radio',
    title: 'Bersedia bekerja dari kantor lima hari seminggu?',
    options: ['Ya', 'Tidak'],
    mandatory: true,
  },
  { type: 'numeric', title: 'Berapa tahun pengalaman kerjamu di bidang ini?', mandatory: true },
  { type: 'date', title: 'Kapan kamu bisa mulai bekerja?', mandatory: true },
  { type: 'shortText', title: 'Tautan portofolio atau GitHub' },
  { type: 'numeric', title: 'Skor TOEFL', profileField: 'toefl' },
  { type: 'date', title: 'Tanggal lahir', profileField: 'birthdate' },
  { type: 'numeric', title: 'IPK', profileField: 'gpa', gpaMax: 4, mandatory: true },
];

const STEP_SETS: StepSpec[][] = [
  [
    {
      type: 'techTest',
      name: 'Tes Teknis',
      instructions:
        'Kerjakan studi kasus yang dikirim lewat email, lalu kirim tautan repositori atau berkas PDF.',
    },
    { type: 'custom', name: 'Screening Internal', visible: false },
    { type: 'hrInterview', name: 'Interview HR' },
    { type: 'userInterview', name: 'Interview User' },
  ],
  [
    { type: 'hrInterview', name: 'Interview HR' },
    { type: 'userInterview', name: 'Interview dengan Manajer' },
  ],
  [
    { type: 'custom', name: 'Psikotes' },
    { type: 'hrInterview', name: 'Interview HR' },
    { type: 'userInterview', name: 'Interview User' },
    { type: 'custom', name: 'Medical Check-up' },
  ],
];

type JobRow = { id: string; companyId: string; status: string; deadline: string | null };
type Step = { id: string; type: HiringStageType; name: string; visible: boolean };
type PlannedJob = JobRow & {
  steps: Step[];
  questions: { id: string; type: string; options: { id: string }[]; profileField: string | null }[];
};

export async function seedApplications(
  tx: Database,
  input: { now: Date; userIdsByEmail: Map<string, string> },
): Promise<void> {
  const jobs = await selectRows<JobRow>(
    tx,
    sql`SELECT id, company_id AS "companyId", status, deadline::text AS deadline FROM jobs
        WHERE application_type = 'easyApply' ORDER BY slug`,
  );
  // The employers' companies: the two with the most open easy-apply jobs (ties by slug order).
  // Every easy-apply job of the first one (employer@jenjang.test's) asks one question of each
  // type and has the full pipeline, so the browser test finds such a job the employer can move.
  const today = wibDateOf(input.now);
  const isOpen = (j: JobRow) => j.status === 'open' && (j.deadline === null || j.deadline >= today);
  const perCompany = new Map<string, number>();
  for (const j of jobs.filter(isOpen))
    perCompany.set(j.companyId, (perCompany.get(j.companyId) ?? 0) + 1);
  const [firstCompany, secondCompany] = [...perCompany.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
  const planned = await addQuestionsAndSteps(tx, jobs, firstCompany);

  const employer = input.userIdsByEmail.get('employer@jenjang.test');
  const employer2 = input.userIdsByEmail.get('employer2@jenjang.test');
  if (employer && firstCompany) await addCompanyMember(tx, employer, firstCompany);
  if (employer2 && secondCompany) await addCompanyMember(tx, employer2, secondCompany);

  const used = new Map<string, Set<string>>();
  const pick = (
    userId: string,
    fits: (j: PlannedJob) => boolean,
    preferEmployer: boolean,
  ): PlannedJob | undefined => {
    const taken = used.get(userId) ?? new Set<string>();
    used.set(userId, taken);
    // Every third application goes to the employer's company first, so the seeded employer has
    // applicants to move while the lists still show many companies.
    const ordered = !preferEmployer
      ? [...planned].reverse()
      : [
          ...planned.filter((j) => j.companyId === firstCompany),
          ...planned.filter((j) => j.companyId !== firstCompany),
        ];
    const job = ordered.find((j) => !taken.has(j.id) && fits(j));
    if (job) taken.add(job.id);
    return job;
  };

  const seekers: { email: string; statuses: readonly ApplicationStatus[]; withdrawn: number }[] = [
    { email: 'siswa@jenjang.test', statuses: APPLICATION_STATUSES, withdrawn: 1 },
    {
      email: 'siswa2@jenjang.test',
      statuses: [...APPLICATION_STATUSES].reverse(),
      withdrawn: 1,
    },
  ];
  for (const seeker of seekers) {
    const userId = input.userIdsByEmail.get(seeker.email);
    if (!userId) continue;
    const [student] = await selectRows<{ id: string }>(
      tx,
      sql`SELECT id FROM student_profiles WHERE user_id = ${userId}::uuid`,
    );
    if (!student) continue;
    const plans = [
      ...seeker.statuses.map((status, k) => ({ status, k, withdraw: false })),
      ...Array.from({ length: seeker.withdrawn }, (_, k) => ({
        status: 'review' as ApplicationStatus,
        k: seeker.statuses.length + k,
        withdraw: true,
      })),
      // Invited from a recommendation straight into the HR interview.
      {
        status: 'hrInterview' as ApplicationStatus,
        k: seeker.statuses.length + 5,
        withdraw: false,
        invited: true,
      },
    ];
    for (const plan of plans) {
      await seedOneApplication(tx, {
        now: input.now,
        userId,
        studentId: student.id,
        plan,
        pick: (fits) => pick(userId, fits, plan.k % 3 === 0),
        isOpen,
      });
    }
  }
}

const BATCH = 300;

/** Questions on 40% and steps on 60% of the jobs, in batched inserts (the seed runs on start). */
async function addQuestionsAndSteps(
  tx: Database,
  jobs: JobRow[],
  everyTypeCompany: string | undefined,
): Promise<PlannedJob[]> {
  const questionSet = (job: JobRow, i: number) =>
    job.companyId === everyTypeCompany ? EVERY_TYPE_SET : i % 5 < 2 ? QUESTION_SETS[i % 3]! : [];
  const stepSet = (job: JobRow, i: number) =>
    job.companyId === everyTypeCompany ? STEP_SETS[0]! : i % 5 < 3 ? STEP_SETS[i % 3]! : [];
  const questionRows = jobs.flatMap((job, i) =>
    questionSet(job, i).map((q, position) => ({
      jobId: job.id,
      position,
      type: q.type,
      title: q.title,
      description: q.description ?? null,
      mandatory: q.mandatory ?? false,
      options: (q.options ?? []).map((value, k) => ({ id: `o${k + 1}`, value })),
      profileField: q.profileField ?? null,
      gpaMax: q.profileField === 'gpa' ? (q.gpaMax ?? 4) : null,
    })),
  );
  const stepRows = jobs.flatMap((job, i) =>
    stepSet(job, i).map((step, position) => ({
      jobId: job.id,
      position,
      type: step.type,
      name: step.name,
      visible: step.visible ?? true,
      instructions: step.instructions ?? null,
    })),
  );
  const questions: (typeof jobQuestions.$inferSelect)[] = [];
  for (let i = 0; i < questionRows.length; i += BATCH)
    questions.push(
      ...(await tx
        .insert(jobQuestions)
        .values(questionRows.slice(i, i + BATCH))
        .returning()),
    );
  const steps: (typeof recruitmentSteps.$inferSelect)[] = [];
  for (let i = 0; i < stepRows.length; i += BATCH)
    steps.push(
      ...(await tx
        .insert(recruitmentSteps)
        .values(stepRows.slice(i, i + BATCH))
        .returning()),
    );
  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
  return jobs.map((job) => ({
    ...job,
    steps: steps
      .filter((s) => s.jobId === job.id)
      .sort(byPosition)
      .map((s) => ({
        id: s.id,
        type: s.type as HiringStageType,
        name: s.name,
        visible: s.visible,
      })),
    questions: questions
      .filter((q) => q.jobId === job.id)
      .sort(byPosition)
      .map((q) => ({
        id: q.id,
        type: q.type,
        options: q.options as { id: string }[],
        profileField: q.profileField,
      })),
  }));
}

type Plan = { status: ApplicationStatus; k: number; withdraw: boolean; invited?: boolean };

/** The step an application in this status stands at (null: no step needed). */
function targetStepType(status: ApplicationStatus): HiringStageType | null {
  if (status === 'techTestSent' || status === 'techTestSubmitted') return 'techTest';
  if (status === 'hrInterview' || status === 'userInterview' || status === 'custom')
    return status === 'custom' ? 'custom' : status;
  return null;
}

async function seedOneApplication(
  tx: Database,
  input: {
    now: Date;
    userId: string;
    studentId: string;
    plan: Plan;
    pick: (fits: (j: PlannedJob) => boolean) => PlannedJob | undefined;
    isOpen: (j: JobRow) => boolean;
  },
): Promise<void> {
  const { plan, now } = input;
  const stepType = targetStepType(plan.status);
  const job = input.pick((j) => {
    if (plan.status === 'closed') return !input.isOpen(j);
    if (!input.isOpen(j)) return false;
    if (stepType === 'custom') return j.steps.some((s) => s.type === 'custom' && s.visible);
    if (stepType) return j.steps.some((s) => s.type === stepType);
    if (['rejected', 'offered', 'accepted'].includes(plan.status)) return j.steps.length > 0;
    return true;
  });
  if (!job) return;
  const visibleSteps = job.steps.filter((s) => s.visible);
  // Where the application stands, and the steps it went through on the way.
  let target: Step | undefined;
  if (stepType === 'custom') target = visibleSteps.find((s) => s.type === 'custom');
  else if (stepType) target = job.steps.find((s) => s.type === stepType);
  else if (plan.status === 'rejected') target = visibleSteps[Math.min(1, visibleSteps.length - 1)];
  else if (plan.status === 'offered' || plan.status === 'accepted') target = visibleSteps.at(-1);
  const through = target ? visibleSteps.slice(0, visibleSteps.indexOf(target) + 1) : [];

  const createdAt = new Date(
    now.getTime() - (plan.status === 'expired' ? 45 : 3 + plan.k) * DAY_MS,
  );
  let at = createdAt.getTime();
  const tick = () => new Date((at += 0.6 * DAY_MS));
  const history: {
    from: string | null;
    to: string;
    stepId: string | null;
    actor: string;
    at: Date;
  }[] = [{ from: null, to: 'waitListed', stepId: null, actor: 'candidate', at: createdAt }];
  let current: string = 'waitListed';
  const move = (to: string, stepId: string | null, actor = 'employer') => {
    history.push({ from: current, to, stepId, actor, at: tick() });
    current = to;
  };
  if (
    !['waitListed', 'expired', 'closed', 'rejectedBySystem'].includes(plan.status) &&
    !plan.invited
  )
    move('review', null);
  for (const step of through) {
    const actor = plan.invited && step === through[0] ? 'recommendation' : 'employer';
    move(STEP_STATUS[step.type], step.id, actor);
    if (step.type === 'techTest' && (step !== target || plan.status === 'techTestSubmitted'))
      move('techTestSubmitted', step.id, 'candidate');
  }
  if (
    !target ||
    !STEP_STATUS[target.type] ||
    ['rejected', 'offered', 'accepted'].includes(plan.status)
  ) {
    if (plan.status === 'accepted') move('offered', target?.id ?? null);
    if (current !== plan.status)
      move(
        plan.status,
        target?.id ?? null,
        ['expired', 'closed', 'rejectedBySystem'].includes(plan.status)
          ? 'system'
          : plan.status === 'accepted'
            ? 'candidate' // the candidate accepts an offer (decision 029)
            : 'employer',
      );
  }
  const last = history.at(-1)!;
  const terminal = ['accepted', 'rejected', 'rejectedBySystem', 'expired', 'closed'].includes(
    plan.status,
  );
  let withdrawnAt = plan.withdraw ? tick() : null;
  // Moves are 0.6 day apart from the day of applying, so a long path that began 3 days ago would
  // end in the future (and its notification sort above every real one): squeeze the path into
  // the time between applying and an hour ago.
  const latest = (withdrawnAt ?? last.at).getTime();
  const end = now.getTime() - HOUR_MS;
  if (latest > end) {
    const start = createdAt.getTime();
    const squeeze = (date: Date) =>
      new Date(start + ((date.getTime() - start) * (end - start)) / (latest - start));
    for (const h of history) h.at = squeeze(h.at);
    if (withdrawnAt) withdrawnAt = squeeze(withdrawnAt);
  }
  const [app] = await selectRows<{ id: string }>(
    tx,
    sql`INSERT INTO applications (job_id, student_id, user_id, type, status, recruitment_step_id,
          from_recommendation, status_reason, created_at, updated_at, decided_at, withdrawn_at)
        VALUES (${job.id}::uuid, ${input.studentId}::uuid, ${input.userId}::uuid, 'easyApply',
          ${plan.status}, ${target?.id ?? null}::uuid, ${plan.invited ?? false},
          ${plan.withdraw ? 'withdrawn' : plan.status === 'expired' ? 'noResponse' : plan.status === 'closed' ? 'jobClosed' : null},
          ${createdAt}, ${withdrawnAt ?? last.at}, ${terminal ? last.at : withdrawnAt}, ${withdrawnAt})
        RETURNING id`,
  );
  if (!app) return;
  for (const h of history)
    await tx.execute(
      sql`INSERT INTO application_status_history
            (application_id, from_status, to_status, recruitment_step_id, actor, created_at)
          VALUES (${app.id}::uuid, ${h.from}, ${h.to}, ${h.stepId}::uuid, ${h.actor}, ${h.at})`,
    );
  for (const q of job.questions)
    await tx.execute(
      sql`INSERT INTO application_answers (application_id, question_id, answer)
          VALUES (${app.id}::uuid, ${q.id}::uuid, ${JSON.stringify(demoAnswer(q))}::jsonb)`,
    );
  await tx.execute(
    sql`UPDATE jobs SET applicant_count = applicant_count + 1 WHERE id = ${job.id}::uuid`,
  );
  for (const step of through.filter((s) => s.type === 'techTest')) {
    const submitted = history.find((h) => h.to === 'techTestSubmitted' && h.stepId === step.id);
    const sent = history.find((h) => h.to === 'techTestSent' && h.stepId === step.id)!;
    await tx.execute(
      sql`INSERT INTO application_tech_tests (application_id, recruitment_step_id, instructions,
            deadline_date, created_at, submitted_at, submission_kind, submission_url)
          VALUES (${app.id}::uuid, ${step.id}::uuid,
            'Kerjakan studi kasus yang dikirim lewat email, lalu kirim tautan repositori atau berkas PDF.',
            ${wibDateOf(new Date(sent.at.getTime() + 7 * DAY_MS))}::date, ${sent.at},
            ${submitted?.at ?? null}, ${submitted ? 'link' : null},
            ${submitted ? 'https://github.com/jenjang-demo/studi-kasus' : null})`,
    );
  }
  // The bell: the latest move of every application that moved, unread for the newest ones (an
  // accepted offer's receipt included).
  if (history.length > 1 && (last.actor !== 'candidate' || last.to === 'accepted')) {
    const type =
      last.to === 'techTestSent'
        ? 'techTestAssigned'
        : last.to === 'expired'
          ? 'applicationExpired'
          : last.to === 'closed'
            ? 'applicationJobClosed'
            : last.actor === 'recommendation'
              ? 'applicationInvited'
              : 'applicationStatusChanged';
    const step = job.steps.find((s) => s.id === last.stepId && s.visible);
    const [info] = await selectRows<{ role: string; company: string }>(
      tx,
      sql`SELECT j.role, c.name AS company FROM jobs j JOIN companies c ON c.id = j.company_id
          WHERE j.id = ${job.id}::uuid`,
    );
    await tx.execute(
      sql`INSERT INTO notifications (user_id, type, application_id, job_id, params, dedupe_key,
            read_at, created_at)
          VALUES (${input.userId}::uuid, ${type}, ${app.id}::uuid, ${job.id}::uuid,
            ${JSON.stringify({
              jobRole: info?.role ?? '',
              companyName: info?.company ?? '',
              status: last.to,
              stepName: step?.name ?? null,
              stepType: step?.type ?? null,
              deadlineDate: null,
              deadlineAt: null,
            })}::jsonb,
            ${`seed:${app.id}`}, ${plan.k > 6 ? last.at : null}, ${last.at})`,
    );
  }
  // The company's bell: the candidate's answer to its offer, to every member, unread.
  const answered =
    last.to === 'accepted' ? 'accept' : withdrawnAt && plan.status === 'offered' ? 'decline' : null;
  if (answered)
    await tx.execute(
      sql`INSERT INTO notifications (user_id, type, application_id, job_id, params, dedupe_key,
            created_at)
          SELECT m.user_id, 'offerAnswered', ${app.id}::uuid, j.id,
                 jsonb_build_object('jobRole', j.role, 'companyName', c.name, 'status',
                   ${answered === 'accept' ? 'accepted' : 'offered'}::text, 'stepName', NULL,
                   'stepType', NULL, 'deadlineDate', NULL, 'deadlineAt', NULL,
                   'candidateName', u.name, 'offerDecision', ${answered}::text),
                 ${`offer-answer:${app.id}`}, ${withdrawnAt ?? last.at}
            FROM jobs j JOIN companies c ON c.id = j.company_id
            JOIN company_members m ON m.company_id = c.id
            JOIN users u ON u.id = ${input.userId}::uuid
           WHERE j.id = ${job.id}::uuid`,
    );
}

function demoAnswer(q: { type: string; options: { id: string }[]; profileField: string | null }) {
  if (q.profileField === 'gpa') return '3.62/4';
  if (q.profileField === 'toefl') return 550;
  if (q.profileField === 'birthdate') return '05/14/2002';
  switch (q.type) {
    case 'checkbox':
      return q.options.slice(0, 2).map((o) => o.id);
    case 'radio':
      return q.options[0]?.id ?? null;
    case 'numeric':
      return 2;
    case 'date':
      return '01/05/2027';
    default:
      return 'https://github.com/jenjang-demo';
  }
}
