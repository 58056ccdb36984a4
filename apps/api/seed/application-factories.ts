// Pre-screening questions, recruitment steps and company members, for tests and the demo seed.
import type { HiringStageType, QuestionType } from '@jenjang/domain';
import {
  companyMembers,
  jobQuestions,
  recruitmentSteps,
} from '../src/modules/applications/applications.schema';
import type { Database } from '../src/platform/db';

export type QuestionSpec = {
  type: QuestionType;
  title: string;
  mandatory?: boolean;
  description?: string | null;
  options?: string[];
  profileField?: 'toefl' | 'birthdate' | 'gpa' | null;
  gpaMax?: number | null;
};

export type StepSpec = {
  type: HiringStageType;
  name: string;
  visible?: boolean;
  instructions?: string | null;
};

export type CreatedQuestion = {
  id: string;
  type: QuestionType;
  title: string;
  options: { id: string; value: string }[];
};

/** Option ids are short and stable within a question: o1, o2, ... */
export async function addQuestions(
  db: Database,
  jobId: string,
  specs: QuestionSpec[],
): Promise<CreatedQuestion[]> {
  if (specs.length === 0) return [];
  const rows = await db
    .insert(jobQuestions)
    .values(
      specs.map((q, position) => ({
        jobId,
        position,
        type: q.type,
        title: q.title,
        description: q.description ?? null,
        mandatory: q.mandatory ?? false,
        options: (q.options ?? []).map((value, i) => ({ id: `o${i + 1}`, value })),
        profileField: q.profileField ?? null,
        gpaMax: q.profileField === 'gpa' ? (q.gpaMax ?? 4) : null,
      })),
    )
    .returning();
  return rows
    .sort((a, b) => a.position - b.position)
    .map((r) => ({
      id: r.id,
      type: r.type as QuestionType,
      title: r.title,
      options: r.options as { id: string; value: string }[],
    }));
}

export async function addSteps(
  db: Database,
  jobId: string,
  specs: StepSpec[],
): Promise<{ id: string; type: HiringStageType; name: string }[]> {
  if (specs.length === 0) return [];
  const rows = await db
    .insert(recruitmentSteps)
    .values(
      specs.map((s, position) => ({
        jobId,
        position,
        type: s.type,
        name: s.name,
        visible: s.visible ?? true,
        instructions: s.instructions ?? null,
      })),
    )
    .returning();
  return rows
    .sort((a, b) => a.position - b.position)
    .map((r) => ({ id: r.id, type: r.type as HiringStageType, name: r.name }));
}

/** Owners by default: the seeded and test employers act for their company alone. */
export async function addCompanyMember(
  db: Database,
  userId: string,
  companyId: string,
  role: 'owner' | 'recruiter' = 'owner',
): Promise<void> {
  await db.insert(companyMembers).values({ userId, companyId, role }).onConflictDoNothing();
}

/** One question of every type, the three profile questions among them. */
export const EVERY_QUESTION_TYPE: QuestionSpec[] = [
  {
    type: 'checkbox',
    title: 'Tools apa yang pernah kamu gunakan?',
    options: ['Figma', 'Git', 'Jira'],
    mandatory: true,
  },
  {
    type: 'radio',
    title: 'Bersedia bekerja di kantor?',
    options: ['Ya', 'Tidak'],
    mandatory: true,
  },
  { type: 'numeric', title: 'Berapa tahun pengalaman kerjamu?', mandatory: true },
  { type: 'date', title: 'Kapan kamu bisa mulai bekerja?', mandatory: false },
  { type: 'shortText', title: 'Tautan portofolio', mandatory: false },
  { type: 'numeric', title: 'Skor TOEFL', profileField: 'toefl' },
  { type: 'date', title: 'Tanggal lahir', profileField: 'birthdate' },
  { type: 'numeric', title: 'IPK', profileField: 'gpa', gpaMax: 4, mandatory: true },
];

/** The usual pipeline: a tech test, a hidden internal screening, HR and user interviews. */
export const USUAL_STEPS: StepSpec[] = [
  {
    type: 'techTest',
    name: 'Tes Teknis',
    instructions: 'Kerjakan studi kasus terlampir dan kirim tautan repositori atau berkas PDF.',
  },
  { type: 'custom', name: 'Screening Internal', visible: false },
  { type: 'hrInterview', name: 'Interview HR' },
  { type: 'userInterview', name: 'Interview User' },
];
