// SQL of reusable answers (a candidate's earlier answers, keyed by question text and type).
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type ReusableAnswerRow = {
  id: string;
  titleKey: string;
  questionTitle: string;
  type: 'checkbox' | 'radio' | 'numeric' | 'date' | 'shortText';
  answer: unknown;
  updatedAt: Date;
};

const COLUMNS = sql`id, title_key AS "titleKey", question_title AS "questionTitle", type, answer,
  updated_at AS "updatedAt"`;

export async function selectReusableAnswers(
  db: Database,
  studentId: string,
): Promise<ReusableAnswerRow[]> {
  return selectRows<ReusableAnswerRow>(
    db,
    sql`SELECT ${COLUMNS} FROM reusable_answers WHERE student_id = ${studentId}::uuid
        ORDER BY updated_at DESC, id`,
  );
}

export async function selectReusableAnswer(
  db: Database,
  studentId: string,
  id: string,
): Promise<ReusableAnswerRow | null> {
  const rows = await selectRows<ReusableAnswerRow>(
    db,
    sql`SELECT ${COLUMNS} FROM reusable_answers
        WHERE id = ${id}::uuid AND student_id = ${studentId}::uuid`,
  );
  return rows[0] ?? null;
}

export async function updateReusableAnswer(
  db: Database,
  input: { studentId: string; id: string; answer: unknown; at: Date },
): Promise<ReusableAnswerRow | null> {
  const rows = await selectRows<ReusableAnswerRow>(
    db,
    sql`UPDATE reusable_answers SET answer = ${JSON.stringify(input.answer)}::jsonb,
          updated_at = ${input.at}
        WHERE id = ${input.id}::uuid AND student_id = ${input.studentId}::uuid
        RETURNING ${COLUMNS}`,
  );
  return rows[0] ?? null;
}

export async function deleteReusableAnswer(
  db: Database,
  studentId: string,
  id: string,
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`DELETE FROM reusable_answers WHERE id = ${id}::uuid AND student_id = ${studentId}::uuid
        RETURNING id`,
  );
  return rows.length > 0;
}
